#include "feeds/FeedValues.h"

#include <QDate>

#include <limits>

namespace gpuscout::FeedValues {

QString isoDay(QStringView timestamp)
{
    const QStringView day = timestamp.trimmed().left(10);
    const QDate d = QDate::fromString(day.toString(), Qt::ISODate);
    return d.isValid() && day.size() == 10 ? d.toString(Qt::ISODate) : QString();
}

double decimal(QStringView text)
{
    const QStringView t = text.trimmed();
    if (t.isEmpty() || t.startsWith(u'+'))
        return std::numeric_limits<double>::quiet_NaN();
    for (const QChar c : t) {
        // QString::toDouble also takes "inf", "nan" and hex: a price never looks like that.
        if (!(c.isDigit() || c == u'.' || c == u'-' || c == u'e' || c == u'E' || c == u'+'))
            return std::numeric_limits<double>::quiet_NaN();
    }
    bool ok = false;
    const double v = t.toDouble(&ok);
    return ok ? v : std::numeric_limits<double>::quiet_NaN();
}

double leadingNumber(QStringView text)
{
    const QStringView t = text.trimmed();
    qsizetype n = 0;
    while (n < t.size() && (t[n].isDigit() || t[n] == u'.' || t[n] == u','))
        ++n;
    if (n == 0)
        return std::numeric_limits<double>::quiet_NaN();
    QString digits = t.left(n).toString();
    digits.remove(u',');
    return decimal(digits);
}

} // namespace gpuscout::FeedValues
