#include "ImportCells.h"

#include "Unknown.h"

#include <QCoreApplication>
#include <QDate>

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

struct BillingAlias {
    const char16_t *text;
    BillingMode mode;
};

// Chinese quote sheets add words to the mode ("按量付费", "按需计费", "抢占式实例"), so a
// Chinese term is recognised when the cell starts with it.
constexpr BillingAlias BillingAliases[] = {
    {u"on_demand", BillingMode::OnDemand}, {u"ondemand", BillingMode::OnDemand},
    {u"on demand", BillingMode::OnDemand}, {u"hourly", BillingMode::OnDemand},
    {u"reserved_1y", BillingMode::Reserved1y}, {u"reserved", BillingMode::Reserved1y},
    {u"1y", BillingMode::Reserved1y}, {u"month", BillingMode::Monthly},
    {u"按量", BillingMode::OnDemand}, {u"按需", BillingMode::OnDemand},
    {u"竞价", BillingMode::Spot}, {u"抢占式", BillingMode::Spot},
    {u"包年", BillingMode::Reserved1y}, {u"预留", BillingMode::Reserved1y},
    {u"包月", BillingMode::Monthly},
};

struct CurrencyAlias {
    const char16_t *text;
    const char *code;
};

constexpr CurrencyAlias CurrencyAliases[] = {
    {u"rmb", "CNY"}, {u"人民币", "CNY"}, {u"元", "CNY"}, {u"¥", "CNY"}, {u"￥", "CNY"},
    {u"美元", "USD"}, {u"$", "USD"}, {u"us$", "USD"},
};

} // namespace

bool importBillingMode(const QString &text, BillingMode *out)
{
    const QString t = text.trimmed().toLower();
    if (t.isEmpty())
        return false;
    if (billingModeFromKey(t, out))
        return true;
    for (const BillingAlias &a : BillingAliases) {
        const QString alias = QString::fromUtf16(a.text);
        const bool chinese = alias[0].unicode() >= 0x80;
        if (t == alias || (chinese && t.startsWith(alias))) {
            *out = a.mode;
            return true;
        }
    }
    return false;
}

void ImportCells::fail(const QString &column, const QString &message)
{
    m_issues << ImportIssue{m_line, column, message};
}

QString ImportCells::required(const QString &column, const QString &value, const QString &expected)
{
    if (value.isEmpty())
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "empty; expected %1").arg(expected));
    return value;
}

double ImportCells::parse(const QString &column, const QString &value, const QString &expected, bool *ok)
{
    const double v = value.toDouble(ok);
    if (!*ok || !std::isfinite(v)) {
        *ok = false;
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not a number; expected %2").arg(value, expected));
        return Unknown;
    }
    return v;
}

double ImportCells::price(const QString &column, const QString &value)
{
    if (value.isEmpty())
        return Unknown;
    const QString expected = QCoreApplication::translate("gpuscout::ImportCells", "a price per hour such as 2.5");
    bool ok = false;
    const double v = parse(column, value, expected, &ok);
    if (ok && v < 0) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is negative; expected %2").arg(value, expected));
        return Unknown;
    }
    return v;
}

double ImportCells::gpuCount(const QString &column, const QString &value)
{
    const QString expected = QCoreApplication::translate("gpuscout::ImportCells", "the number of GPUs, above 0, such as 8 (or 0.5 for a shared GPU)");
    if (value.isEmpty()) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "empty; expected %1").arg(expected));
        return Unknown;
    }
    bool ok = false;
    const double v = parse(column, value, expected, &ok);
    if (ok && v <= 0) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not above 0; expected %2").arg(value, expected));
        return Unknown;
    }
    return v;
}

double ImportCells::number(const QString &column, const QString &value)
{
    if (value.isEmpty())
        return Unknown;
    const QString expected = QCoreApplication::translate("gpuscout::ImportCells", "a number of 0 or more such as 12.5, or empty for unknown");
    bool ok = false;
    const double v = parse(column, value, expected, &ok);
    if (ok && v < 0) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is negative; expected %2").arg(value, expected));
        return Unknown;
    }
    return v;
}

double ImportCells::fraction(const QString &column, const QString &value)
{
    if (value.isEmpty())
        return Unknown;
    const QString expected = QCoreApplication::translate("gpuscout::ImportCells", "a fraction from 0 to 1 such as 0.05, or empty for unknown");
    bool ok = false;
    const double v = parse(column, value, expected, &ok);
    if (ok && (v < 0 || v > 1)) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is outside 0 to 1; expected %2").arg(value, expected));
        return Unknown;
    }
    return v;
}

QString ImportCells::currency(const QString &column, const QString &value)
{
    const QString expected = QCoreApplication::translate("gpuscout::ImportCells", "a three-letter currency code such as USD or CNY");
    if (value.isEmpty()) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "empty; expected %1").arg(expected));
        return {};
    }
    const QString lower = value.toLower();
    for (const CurrencyAlias &a : CurrencyAliases) {
        if (lower == QString::fromUtf16(a.text))
            return QLatin1String(a.code);
    }
    const bool letters = value.size() == 3
        && std::all_of(value.cbegin(), value.cend(), [](QChar c) { return c.unicode() < 0x80 && c.isLetter(); });
    if (!letters) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not a currency code; expected %2").arg(value, expected));
        return {};
    }
    return value.toUpper();
}

QString ImportCells::date(const QString &column, const QString &value)
{
    if (value.isEmpty())
        return {};
    const bool shape = value.size() == 10 && value[4] == u'-' && value[7] == u'-'
        && std::all_of(value.cbegin(), value.cend(), [](QChar c) { return c == u'-' || (c >= u'0' && c <= u'9'); });
    if (!shape || !QDate::fromString(value, QStringLiteral("yyyy-MM-dd")).isValid()) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not a date; expected YYYY-MM-DD such as 2026-12-31").arg(value));
        return {};
    }
    return value;
}

bool ImportCells::flag(const QString &column, const QString &value)
{
    const QString v = value.toLower();
    if (v.isEmpty() || v == QLatin1String("0") || v == QLatin1String("false"))
        return false;
    if (v == QLatin1String("1") || v == QLatin1String("true"))
        return true;
    fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not 0 or 1").arg(value));
    return false;
}

bool ImportCells::billing(const QString &column, const QString &value, BillingMode *out)
{
    if (importBillingMode(value, out))
        return true;
    const QString expected = QCoreApplication::translate("gpuscout::ImportCells", "on-demand, spot, reserved-1y or monthly (按量, 竞价, 包年, 包月)");
    if (value.isEmpty())
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "empty; expected the billing mode: %1").arg(expected));
    else
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not a billing mode; expected %2").arg(value, expected));
    return false;
}

} // namespace gpuscout
