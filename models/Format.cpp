#include "Format.h"

#include "Unknown.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpuscout {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("gpuscout::Format", text);
}
} // namespace

QString unknownText()
{
    return tr("unknown");
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

QString criterionName(Criterion c)
{
    switch (c) {
    case Criterion::Compute: return tr("Compute");
    case Criterion::Vram: return tr("VRAM");
    case Criterion::Price: return tr("Price");
    case Criterion::Bandwidth: return tr("Bandwidth");
    case Criterion::Stability: return tr("Stability");
    }
    return {};
}

QString criterionNameInText(Criterion c)
{
    switch (c) {
    case Criterion::Compute: return tr("compute");
    case Criterion::Vram: return tr("VRAM");
    case Criterion::Price: return tr("price");
    case Criterion::Bandwidth: return tr("bandwidth");
    case Criterion::Stability: return tr("stability");
    }
    return {};
}

} // namespace gpuscout
