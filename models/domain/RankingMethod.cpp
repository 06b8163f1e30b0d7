#include "domain/RankingMethod.h"

#include <QCoreApplication>

namespace gpuscout {

QString rankingMethodKey(RankingMethod m)
{
    switch (m) {
    case RankingMethod::WeightedSum: return QStringLiteral("weighted-sum");
    case RankingMethod::Topsis: return QStringLiteral("topsis");
    }
    return {};
}

bool rankingMethodFromKey(const QString &key, RankingMethod *out)
{
    for (RankingMethod m : AllRankingMethods) {
        if (rankingMethodKey(m).compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            *out = m;
            return true;
        }
    }
    return false;
}

QStringList rankingMethodKeys()
{
    QStringList keys;
    for (RankingMethod m : AllRankingMethods)
        keys << rankingMethodKey(m);
    return keys;
}

QString rankingMethodName(RankingMethod m)
{
    switch (m) {
    case RankingMethod::WeightedSum: return QCoreApplication::translate("gpuscout::RankingMethod", "Weighted sum");
    case RankingMethod::Topsis: return QCoreApplication::translate("gpuscout::RankingMethod", "TOPSIS");
    }
    return {};
}

} // namespace gpuscout
