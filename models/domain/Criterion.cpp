#include "domain/Criterion.h"

namespace gpuscout {

QString criterionKey(Criterion c)
{
    switch (c) {
    case Criterion::Compute: return QStringLiteral("compute");
    case Criterion::Vram: return QStringLiteral("vram");
    case Criterion::Price: return QStringLiteral("price");
    case Criterion::Bandwidth: return QStringLiteral("bandwidth");
    case Criterion::Stability: return QStringLiteral("stability");
    }
    return {};
}

bool criterionFromKey(const QString &key, Criterion *out)
{
    for (Criterion c : AllCriteria) {
        if (criterionKey(c).compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            *out = c;
            return true;
        }
    }
    return false;
}

} // namespace gpuscout
