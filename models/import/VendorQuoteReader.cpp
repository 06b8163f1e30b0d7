#include "import/VendorQuoteReader.h"

#include "import/ImportCells.h"
#include "import/ImportTable.h"

#include <QCoreApplication>

#include <array>

namespace gpuscout {

namespace {

enum Field { Provider, Instance, Gpu, Count, Region, Price, Currency, Billing, ValidUntil, Notes, AsOf,
             PriceUnit, Zone, Vcpus, Ram, FieldCount };

struct FieldNames {
    const char16_t *names; // '|'-separated, the English name first
    bool required;
};

// Names a person would write, in English and in Chinese; matched as ImportTable
// normalises them (case, spaces, a unit in brackets).
constexpr std::array<FieldNames, FieldCount> Fields{{
    {u"provider|vendor|supplier|供应商|厂商|云厂商|服务商", true},
    {u"instance|instance_type|实例|实例规格|实例类型|规格|机型", true},
    {u"gpu|gpu_model|显卡|gpu型号|显卡型号", true},
    {u"count|gpu_count|数量|卡数|gpu数量|显卡数量", true},
    {u"region|地域|区域|地区", true},
    {u"price|单价|价格", true},
    {u"currency|币种|货币", true},
    {u"billing|billing_mode|计费方式|计费模式|付费方式", true},
    {u"valid_until|有效期|有效期至|报价有效期", false},
    {u"notes|note|备注|说明", false},
    {u"as_of|报价日期|日期", false},
    {u"price_unit|unit|计价单位|价格单位|单位", false},
    {u"zone|可用区", false},
    {u"vcpus|vcpu|cpu核数", false},
    {u"ram_gib|memory|内存", false},
}};

constexpr double HoursPerMonth = 730;

QStringList namesOf(Field f)
{
    return QString::fromUtf16(Fields[f].names).split(u'|');
}

std::array<int, FieldCount> columnsOf(const ImportTable &t)
{
    std::array<int, FieldCount> col{};
    for (int f = 0; f < FieldCount; ++f)
        col[f] = t.column(namesOf(Field(f)));
    return col;
}

// Hours a quoted price covers: 1 for a price per hour, 730 per month; 0 when unknown.
double hoursOfUnit(const QString &unit)
{
    QString u = unit.toLower();
    u.remove(u'/');
    u = u.trimmed();
    if (u.startsWith(QLatin1String("per ")))
        u = u.mid(4).trimmed();
    static const QStringList hour{QStringLiteral("hour"), QStringLiteral("h"), QStringLiteral("hr"),
                                  QStringLiteral("hourly"), QString::fromUtf16(u"小时"), QString::fromUtf16(u"时")};
    static const QStringList month{QStringLiteral("month"), QStringLiteral("mo"), QStringLiteral("monthly"),
                                   QString::fromUtf16(u"月"), QString::fromUtf16(u"个月")};
    if (u.isEmpty() || hour.contains(u))
        return 1;
    if (month.contains(u))
        return HoursPerMonth;
    return 0;
}

} // namespace

QStringList vendorQuoteColumns()
{
    QStringList out;
    for (int f = 0; f <= AsOf; ++f)
        out << namesOf(Field(f)).first();
    out << namesOf(PriceUnit).first();
    return out;
}

bool looksLikeVendorQuote(const ImportTable &t)
{
    const auto col = columnsOf(t);
    return col[Instance] >= 0 && col[Price] >= 0 && col[Billing] >= 0;
}

void readVendorQuote(const ImportTable &t, ImportDocument *doc)
{
    const auto col = columnsOf(t);
    QStringList missing;
    QStringList required;
    for (int f = 0; f < FieldCount; ++f) {
        if (!Fields[f].required)
            continue;
        const QStringList names = namesOf(Field(f));
        required << names.first();
        if (col[f] < 0)
            missing << QStringLiteral("%1 (%2)").arg(names.first(), names.mid(1).join(u'/'));
    }
    if (!missing.isEmpty()) {
        const QString expected = required.join(QStringLiteral(", "));
        t.failHeader(doc, missing.size() == required.size()
                              ? QCoreApplication::translate("gpuscout::VendorQuoteReader", "not a quote sheet header; expected the columns %1 (in any order, in English or Chinese), optionally valid_until, as_of, notes and price_unit").arg(expected)
                              : QCoreApplication::translate("gpuscout::VendorQuoteReader", "missing column(s) %1; a quote sheet needs %2").arg(missing.join(QStringLiteral(", ")), expected));
        return;
    }

    // One allocation: an ImportRecord is large, and regrowing the list would copy them all.
    doc->records.reserve(doc->records.size() + t.rowCount());
    int unpriced = 0;
    for (int r = 0; r < t.rowCount(); ++r) {
        if (!t.checkWidth(r, doc))
            continue;
        if (t.cell(r, col[Price]).trimmed().isEmpty()) {
            // A request-for-quote line the vendor left unpriced: nothing to import, and
            // not an error in a returned sheet (the other lines still count).
            ++unpriced;
            continue;
        }
        const auto cell = [&](Field f) { return t.cell(r, col[f]); };
        const auto name = [&](Field f) -> const QString & { return t.columnName(col[f]); };
        ImportCells cells(t.lineOf(r));
        // Built in place in the list (a record is large), and taken back if the row is bad.
        ImportRecord &rec = doc->records.emplaceBack();
        rec.line = t.lineOf(r);
        rec.provider = cells.required(name(Provider), cell(Provider), QCoreApplication::translate("gpuscout::VendorQuoteReader", "the vendor, such as aliyun"));
        rec.instanceType = cells.required(name(Instance), cell(Instance), QCoreApplication::translate("gpuscout::VendorQuoteReader", "the vendor's instance type, such as ecs.gn7e-c16g1.4xlarge"));
        rec.gpu = cells.required(name(Gpu), cell(Gpu), QCoreApplication::translate("gpuscout::VendorQuoteReader", "the GPU model, such as A100-80GB"));
        rec.gpuCount = cells.gpuCount(name(Count), cell(Count));
        rec.region = cell(Region);
        rec.zone = cell(Zone);
        rec.vcpus = cells.number(name(Vcpus), cell(Vcpus));
        rec.ramGib = cells.number(name(Ram), cell(Ram));
        rec.currency = cells.currency(name(Currency), cell(Currency));
        BillingMode mode = BillingMode::OnDemand;
        const bool billingOk = cells.billing(name(Billing), cell(Billing), &mode);
        const QString priceText = cells.required(name(Price), cell(Price), QCoreApplication::translate("gpuscout::VendorQuoteReader", "a price per hour such as 2.5"));
        double price = priceText.isEmpty() ? Unknown : cells.price(name(Price), priceText);
        const double hours = hoursOfUnit(cell(PriceUnit));
        if (hours == 0)
            cells.fail(name(PriceUnit), QCoreApplication::translate("gpuscout::VendorQuoteReader", "'%1' is not a price unit; expected hour or month (小时, 月)").arg(cell(PriceUnit)));
        rec.notes = cell(Notes);
        if (hours > 1 && isKnown(price)) {
            const QString quoted = QCoreApplication::translate("gpuscout::VendorQuoteReader", "quoted as %1 %2 per month, read as %3 per hour (730 hours a month)")
                                       .arg(priceText, rec.currency, QString::number(price / hours, 'g', 6));
            rec.notes = rec.notes.isEmpty() ? quoted : rec.notes + QStringLiteral("; ") + quoted;
            price /= hours;
        }
        if (billingOk)
            rec.price[indexOf(mode)] = price;
        rec.validUntil = cells.date(name(ValidUntil), cell(ValidUntil));
        rec.asOf = cells.date(name(AsOf), cell(AsOf));
        if (!cells.ok()) {
            doc->records.removeLast();
            doc->rejected << cells.issues();
        }
    }
    doc->skipped += unpriced;
    if (unpriced > 0)
        doc->warnings << ImportIssue{0, t.columnName(col[Price]), QCoreApplication::translate("gpuscout::VendorQuoteReader", "%n line(s) without a price skipped (not quoted)", nullptr, unpriced)};
}

} // namespace gpuscout
