#include "domain/Format.h"

#include "domain/CurrencyRates.h"
#include "domain/Provider.h"
#include "domain/Unknown.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpuscout {


QString unknownText()
{
    return QCoreApplication::translate("gpuscout::Format", "unknown");
}

QString formatNumber(double value, int decimals)
{
    return isKnown(value) ? QLocale().toString(value, 'f', decimals) : unknownText();
}

QString formatCount(double count)
{
    if (!isKnown(count))
        return unknownText();
    const double size = std::abs(count);
    const auto scaled = [&](double unit, const QString &pattern) {
        return pattern.arg(QLocale().toString(count / unit, 'g', 3));
    };
    if (QLocale().language() == QLocale::Chinese) {
        // Chinese counts in 万 (10^4), 亿 (10^8) and 万亿 (10^12).
        if (size >= 1e12)
            return scaled(1e12, QStringLiteral("%1 万亿"));
        if (size >= 1e8)
            return scaled(1e8, QStringLiteral("%1 亿"));
        if (size >= 1e4)
            return scaled(1e4, QStringLiteral("%1 万"));
    } else {
        if (size >= 1e12)
            return scaled(1e12, QStringLiteral("%1 trillion"));
        if (size >= 1e9)
            return scaled(1e9, QStringLiteral("%1 billion"));
        if (size >= 1e6)
            return scaled(1e6, QStringLiteral("%1 million"));
        if (size >= 1e4)
            return scaled(1e3, QStringLiteral("%1 thousand"));
    }
    return QLocale().toString(count, 'g', 6);
}

QString formatMoney(double value, const QString &currency)
{
    if (!isKnown(value))
        return unknownText();
    const QString amount = QLocale().toString(value, 'f', value < 10 ? 3 : 2);
    if (currency == QLatin1String("CNY"))
        return QStringLiteral("¥") + amount;
    if (currency == QLatin1String("USD") || currency.isEmpty())
        return QStringLiteral("$") + amount;
    return amount + u' ' + currency;
}

QString formatGpuCount(double count)
{
    return QLocale().toString(count, 'g', 4);
}

QString providerDisplayName(const Provider &provider)
{
    if (QLocale().language() == QLocale::Chinese && !provider.nameZh.isEmpty())
        return provider.nameZh;
    return provider.name;
}

QString providerKindText(const QString &kind)
{
    if (kind == QLatin1String("hyperscaler"))
        return QCoreApplication::translate("gpuscout::Format", "hyperscaler");
    if (kind == QLatin1String("gpu-cloud"))
        return QCoreApplication::translate("gpuscout::Format", "GPU cloud");
    if (kind == QLatin1String("marketplace"))
        return QCoreApplication::translate("gpuscout::Format", "marketplace");
    return kind;
}

QString regionDisplayName(const QString &region)
{
    if (region.isEmpty() || region == QLatin1String("unspecified"))
        return QCoreApplication::translate("gpuscout::Format", "unspecified");
    // Vast.ai's regions are "city, country, continent" and some hosts give no city.
    if (region.startsWith(QLatin1String(", ")))
        return region.mid(2);
    return region;
}

QString formatNameList(const QStringList &names)
{
    if (names.size() <= 1)
        return names.value(0);
    const QString separator = QCoreApplication::translate("gpuscout::Format", ", ", "between names in a list");
    const QString last = QCoreApplication::translate("gpuscout::Format", "%1 and %2", "the last two names of a list");
    return last.arg(names.mid(0, names.size() - 1).join(separator), names.last());
}

QString sourceDisplayName(const QString &name)
{
    // Longest first: the second is the tail of the first.
    static const char *const Notes[] = {QT_TRANSLATE_NOOP("gpuscout::Format", "(SkyPilot format, GPU rows)"),
                                        QT_TRANSLATE_NOOP("gpuscout::Format", "(GPU rows)")};
    for (const char *note : Notes) {
        const QLatin1String english(note);
        if (name.endsWith(english))
            return name.chopped(english.size()) + QCoreApplication::translate("gpuscout::Format", note);
    }
    return name;
}

QString rateSourceText(const QString &source)
{
    if (source == QLatin1String(DefaultRateSource))
        return QCoreApplication::translate("gpuscout::Format", "default setting, not a market quote");
    return source;
}

QString criterionName(Criterion c)
{
    switch (c) {
    case Criterion::Compute: return QCoreApplication::translate("gpuscout::Format", "Compute");
    case Criterion::Vram: return QCoreApplication::translate("gpuscout::Format", "VRAM");
    case Criterion::Price: return QCoreApplication::translate("gpuscout::Format", "Price");
    case Criterion::Bandwidth: return QCoreApplication::translate("gpuscout::Format", "Bandwidth");
    case Criterion::Stability: return QCoreApplication::translate("gpuscout::Format", "Stability");
    }
    return {};
}

QString criterionNameInText(Criterion c)
{
    switch (c) {
    case Criterion::Compute: return QCoreApplication::translate("gpuscout::Format", "compute");
    case Criterion::Vram: return QCoreApplication::translate("gpuscout::Format", "VRAM");
    case Criterion::Price: return QCoreApplication::translate("gpuscout::Format", "price");
    case Criterion::Bandwidth: return QCoreApplication::translate("gpuscout::Format", "bandwidth");
    case Criterion::Stability: return QCoreApplication::translate("gpuscout::Format", "stability");
    }
    return {};
}

} // namespace gpuscout
