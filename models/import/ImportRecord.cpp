#include "import/ImportRecord.h"

#include <QStringList>

namespace gpuscout {

namespace {
struct FormatKey {
    ImportFormat format;
    const char *key;
};
constexpr FormatKey Keys[] = {
    {ImportFormat::Auto, "auto"},
    {ImportFormat::GpuScoutCsv, "csv"},
    {ImportFormat::GpuScoutJson, "json"},
    {ImportFormat::SkyPilot, "skypilot"},
    {ImportFormat::VendorQuote, "quote"},
};
} // namespace

QString importFormatKey(ImportFormat f)
{
    if (f == ImportFormat::PriceFeed)
        return QStringLiteral("price-feed");
    for (const FormatKey &k : Keys) {
        if (k.format == f)
            return QLatin1String(k.key);
    }
    return QString();
}

bool importFormatFromKey(const QString &key, ImportFormat *out)
{
    for (const FormatKey &k : Keys) {
        if (key.compare(QLatin1String(k.key), Qt::CaseInsensitive) == 0) {
            *out = k.format;
            return true;
        }
    }
    return false;
}

QStringList importFormatKeys()
{
    QStringList out;
    for (const FormatKey &k : Keys)
        out << QLatin1String(k.key);
    return out;
}

} // namespace gpuscout
