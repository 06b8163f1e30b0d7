#include "domain/Format.h"

#include "domain/Provider.h"
#include "domain/Unknown.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpuscout {


QString unknownText()
{
    return QCoreApplication::translate("gpuscout::Format", "unknown");
}

QString formatNumber(double value, int decimals)
{
    return isKnown(value) ? QLocale().toString(value, 'f', decimals) : unknownText();
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
