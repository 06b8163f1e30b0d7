#include "import/QuoteRequest.h"

#include "io/SafeFileWriter.h"
#include "catalog/CsvReader.h"
#include "domain/Catalog.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gpuscout {

namespace {

enum Column { ProviderCol, Instance, GpuCol, Count, Region, Zone, Vcpus, Ram, Billing, Price, Currency, Unit,
              ValidUntil, AsOf, Notes, Buyer, RequestedOn, ColumnCount };

// The importer's own names (VendorQuoteReader), English and Chinese; buyer and request
// date are extra columns it ignores.
constexpr const char16_t *English[ColumnCount] = {
    u"provider", u"instance", u"gpu", u"count", u"region", u"zone", u"vcpus", u"ram_gib", u"billing", u"price",
    u"currency", u"price_unit", u"valid_until", u"as_of", u"notes", u"buyer", u"requested_on"};
constexpr const char16_t *Chinese[ColumnCount] = {
    u"供应商", u"实例规格", u"显卡", u"卡数", u"地域", u"可用区", u"cpu核数", u"内存", u"计费方式", u"单价",
    u"币种", u"计价单位", u"有效期", u"报价日期", u"备注", u"采购方", u"询价日期"};

QString billingWord(BillingMode m, bool chinese)
{
    if (!chinese)
        return billingModeKey(m);
    switch (m) {
    case BillingMode::OnDemand: return QStringLiteral("按量");
    case BillingMode::Spot: return QStringLiteral("竞价");
    case BillingMode::Reserved1y: return QStringLiteral("包年");
    case BillingMode::Monthly: return QStringLiteral("包月");
    }
    return {};
}

// A subscription is quoted per month (the 1-year term as its monthly equivalent); the
// importer divides a monthly price by 730 hours.
bool perMonth(BillingMode m)
{
    return m == BillingMode::Monthly || m == BillingMode::Reserved1y;
}

QString unitWord(BillingMode m, bool chinese)
{
    if (chinese)
        return perMonth(m) ? QStringLiteral("月") : QStringLiteral("小时");
    return perMonth(m) ? QStringLiteral("month") : QStringLiteral("hour");
}

QString lineNote(const Offer &o, BillingMode m, bool chinese)
{
    QStringList parts;
    if (m == BillingMode::Reserved1y)
        parts << (chinese ? QStringLiteral("包年（1年期）：请填写按月折算单价")
                          : QStringLiteral("1-year term: price per month"));
    if (o.region == QLatin1String("unspecified"))
        parts << (chinese ? QStringLiteral("地域未定：请在地域栏填写报价地域")
                          : QStringLiteral("region open: write the region you quote for"));
    return parts.join(QStringLiteral("; "));
}

QString number(double v)
{
    return isKnown(v) ? QString::number(v, 'g', 10) : QString();
}

} // namespace

QList<int> defaultQuoteOffers(const Catalog &catalog, int provider, const QStringList &gpus, const QStringList &regions)
{
    QList<int> all;
    QList<int> needing;
    for (int i = 0; i < catalog.offers.size(); ++i) {
        const Offer &o = catalog.offers[i];
        if (o.provider != provider)
            continue;
        if (!gpus.isEmpty() && (o.gpu < 0 || !gpus.contains(catalog.gpus[o.gpu].model, Qt::CaseInsensitive)))
            continue;
        if (!regions.isEmpty() && !regions.contains(o.region, Qt::CaseInsensitive))
            continue;
        all << i;
        if (o.needsQuote())
            needing << i;
    }
    return needing.isEmpty() ? all : needing;
}

QList<QuoteSheet> buildQuoteRequest(const Catalog &catalog, const QList<int> &offers, const QuoteRequestOptions &options)
{
    QList<QuoteSheet> sheets(catalog.providers.size());
    for (int i : offers) {
        if (i < 0 || i >= catalog.offers.size())
            continue;
        const Offer &o = catalog.offers[i];
        if (o.provider < 0 || o.provider >= catalog.providers.size())
            continue;
        QuoteSheet &sheet = sheets[o.provider];
        const Provider &p = catalog.providers[o.provider];
        if (sheet.providerKey.isEmpty()) {
            sheet.providerKey = p.key;
            sheet.chinese = p.homeCurrency == QLatin1String("CNY");
            sheet.title = sheet.chinese && !p.nameZh.isEmpty() ? p.nameZh : (p.name.isEmpty() ? p.key : p.name);
            for (int c = 0; c < ColumnCount; ++c)
                sheet.header << QString::fromUtf16(sheet.chinese ? Chinese[c] : English[c]);
        }
        for (BillingMode m : options.billing) {
            QStringList row(ColumnCount);
            // The vendor's own name (阿里云 on a Chinese sheet): the import reads names as well as keys.
            row[ProviderCol] = sheet.title;
            row[Instance] = o.instanceType;
            row[GpuCol] = o.gpu >= 0 ? catalog.gpus[o.gpu].model : QString();
            row[Count] = number(o.gpuCount);
            row[Region] = o.region;
            row[Zone] = o.zone;
            row[Vcpus] = number(o.vcpus);
            row[Ram] = number(o.ramGib);
            row[Billing] = billingWord(m, sheet.chinese);
            row[Currency] = o.currency.isEmpty() ? p.homeCurrency : o.currency.text();
            row[Unit] = unitWord(m, sheet.chinese);
            row[Notes] = lineNote(o, m, sheet.chinese);
            row[Buyer] = options.organisation;
            row[RequestedOn] = options.date;
            sheet.rows << row;
        }
    }
    QList<QuoteSheet> out;
    for (QuoteSheet &s : sheets) {
        if (!s.rows.isEmpty())
            out << std::move(s);
    }
    return out;
}

QByteArray quoteSheetCsv(const QuoteSheet &sheet)
{
    QString text = csvLine(sheet.header) + u'\n';
    for (const QStringList &row : sheet.rows)
        text += csvLine(row) + u'\n';
    return QByteArrayLiteral("\xEF\xBB\xBF") + text.toUtf8();
}

XlsxSheetData quoteSheetXlsx(const QuoteSheet &sheet)
{
    XlsxSheetData data;
    data.name = sheet.title;
    data.header = sheet.header;
    data.rows = sheet.rows;
    data.numberColumns = {Count, Vcpus, Ram};
    data.highlightColumns = {Price, ValidUntil, AsOf};
    // A region the catalog leaves open is for the vendor to fill in, as the line's note asks.
    for (int r = 0; r < sheet.rows.size(); ++r) {
        if (sheet.rows[r].value(Region) == QLatin1String("unspecified"))
            data.highlightCells << qMakePair(r, static_cast<int>(Region));
    }
    return data;
}

bool writeQuoteRequest(const QString &path, const QList<QuoteSheet> &sheets, QStringList *written, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (sheets.isEmpty()) {
        *error = QCoreApplication::translate("gpuscout::QuoteRequest", "no offer to ask a quote for");
        return false;
    }
    if (suffix == QLatin1String("xlsx")) {
        QList<XlsxSheetData> data;
        for (const QuoteSheet &s : sheets)
            data << quoteSheetXlsx(s);
        if (!writeXlsx(path, data, error))
            return false;
        *written << path;
        return true;
    }
    if (suffix != QLatin1String("csv")) {
        *error = QCoreApplication::translate("gpuscout::QuoteRequest", "%1: the file name must end in .xlsx (Excel) or .csv").arg(path);
        return false;
    }
    for (const QuoteSheet &s : sheets) {
        QString file = path;
        if (sheets.size() > 1)
            file = path.left(path.size() - 4) + u'-' + s.providerKey + QStringLiteral(".csv");
        if (!writeFileAtomically(file, quoteSheetCsv(s), error))
            return false;
        *written << file;
    }
    return true;
}

} // namespace gpuscout
