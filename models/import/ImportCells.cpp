#include "import/ImportCells.h"

#include "domain/Unknown.h"

#include <QCoreApplication>
#include <QDate>

#include <algorithm>
#include <charconv>
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

// What a cell should hold, marked for translation here and translated only when a cell is
// wrong: a file of 100,000 good rows needs none of them.
const char *const ExpectedPrice = QT_TRANSLATE_NOOP("gpuscout::ImportCells", "a price per hour such as 2.5");
const char *const ExpectedCount = QT_TRANSLATE_NOOP("gpuscout::ImportCells", "the number of GPUs, above 0, such as 8 (or 0.5 for a shared GPU)");
const char *const ExpectedNumber = QT_TRANSLATE_NOOP("gpuscout::ImportCells", "a number of 0 or more such as 12.5, or empty for unknown");
const char *const ExpectedFraction = QT_TRANSLATE_NOOP("gpuscout::ImportCells", "a fraction from 0 to 1 such as 0.05, or empty for unknown");
const char *const ExpectedCurrency = QT_TRANSLATE_NOOP("gpuscout::ImportCells", "a three-letter currency code such as USD or CNY");

QString expected(const char *what)
{
    return QCoreApplication::translate("gpuscout::ImportCells", what);
}

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

bool parseImportNumber(QStringView text, double *out)
{
    // std::from_chars rather than QString::toDouble(): the same numbers, no conversion
    // through a temporary Latin-1 copy, which matters at 100,000 rows.
    text = text.trimmed();
    if (text.startsWith(u'+'))
        text = text.sliced(1);
    char ascii[64];
    if (text.isEmpty() || text.size() >= qsizetype(sizeof ascii))
        return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c >= 0x80)
            return false;
        ascii[i] = static_cast<char>(c);
    }
    const char *end = ascii + text.size();
    double v = 0;
    const auto [ptr, ec] = std::from_chars(ascii, end, v);
    if (ec != std::errc() || ptr != end || !std::isfinite(v))
        return false;
    *out = v;
    return true;
}

double ImportCells::parse(const QString &column, QStringView value, const char *what, bool *ok)
{
    double v = 0;
    *ok = parseImportNumber(value, &v);
    if (!*ok) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not a number; expected %2").arg(value, expected(what)));
        return Unknown;
    }
    return v;
}

double ImportCells::price(const QString &column, QStringView value)
{
    if (value.isEmpty())
        return Unknown;
    bool ok = false;
    const double v = parse(column, value, ExpectedPrice, &ok);
    if (ok && v < 0) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is negative; expected %2").arg(value, expected(ExpectedPrice)));
        return Unknown;
    }
    return v;
}

double ImportCells::gpuCount(const QString &column, QStringView value)
{
    if (value.isEmpty()) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "empty; expected %1").arg(expected(ExpectedCount)));
        return Unknown;
    }
    bool ok = false;
    const double v = parse(column, value, ExpectedCount, &ok);
    if (ok && v <= 0) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not above 0; expected %2").arg(value, expected(ExpectedCount)));
        return Unknown;
    }
    return v;
}

double ImportCells::number(const QString &column, QStringView value)
{
    if (value.isEmpty())
        return Unknown;
    bool ok = false;
    const double v = parse(column, value, ExpectedNumber, &ok);
    if (ok && v < 0) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is negative; expected %2").arg(value, expected(ExpectedNumber)));
        return Unknown;
    }
    return v;
}

double ImportCells::fraction(const QString &column, QStringView value)
{
    if (value.isEmpty())
        return Unknown;
    bool ok = false;
    const double v = parse(column, value, ExpectedFraction, &ok);
    if (ok && (v < 0 || v > 1)) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is outside 0 to 1; expected %2").arg(value, expected(ExpectedFraction)));
        return Unknown;
    }
    return v;
}

QString ImportCells::currency(const QString &column, const QString &value)
{
    if (value.isEmpty()) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "empty; expected %1").arg(expected(ExpectedCurrency)));
        return {};
    }
    const bool letters = value.size() == 3
        && std::all_of(value.cbegin(), value.cend(), [](QChar c) { return c.unicode() < 0x80 && c.isLetter(); });
    if (letters && value.compare(QLatin1String("rmb"), Qt::CaseInsensitive) != 0)
        return value.toUpper();
    const QString lower = value.toLower();
    for (const CurrencyAlias &a : CurrencyAliases) {
        if (lower == QString::fromUtf16(a.text))
            return QLatin1String(a.code);
    }
    if (!letters) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not a currency code; expected %2").arg(value, expected(ExpectedCurrency)));
        return {};
    }
    return value.toUpper();
}

QString ImportCells::date(const QString &column, QStringView value)
{
    if (value.isEmpty())
        return {};
    // By hand: QDate::fromString() builds a parser per call, too slow for 100,000 rows.
    const auto digits = [&](int from, int count) {
        int v = 0;
        for (int i = from; i < from + count; ++i) {
            const char16_t c = value[i].unicode();
            if (c < u'0' || c > u'9')
                return -1;
            v = v * 10 + (c - u'0');
        }
        return v;
    };
    const bool shape = value.size() == 10 && value[4] == u'-' && value[7] == u'-';
    if (!shape || !QDate(digits(0, 4), digits(5, 2), digits(8, 2)).isValid()) {
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not a date; expected YYYY-MM-DD such as 2026-12-31").arg(value));
        return {};
    }
    return value.toString();
}

bool ImportCells::flag(const QString &column, QStringView value)
{
    if (value.isEmpty() || value == u"0" || value.compare(u"false", Qt::CaseInsensitive) == 0)
        return false;
    if (value == u"1" || value.compare(u"true", Qt::CaseInsensitive) == 0)
        return true;
    fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not 0 or 1").arg(value));
    return false;
}

Availability ImportCells::availability(const QString &column, QStringView value)
{
    Availability a = Availability::NotStated;
    if (!availabilityFromKey(value.toString(), &a))
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not a stock level; expected in-stock, low, sold-out or nothing").arg(value));
    return a;
}

bool ImportCells::billing(const QString &column, const QString &value, BillingMode *out)
{
    if (importBillingMode(value, out))
        return true;
    const QString modes = QCoreApplication::translate("gpuscout::ImportCells", "on-demand, spot, reserved-1y or monthly (按量, 竞价, 包年, 包月)");
    if (value.isEmpty())
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "empty; expected the billing mode: %1").arg(modes));
    else
        fail(column, QCoreApplication::translate("gpuscout::ImportCells", "'%1' is not a billing mode; expected %2").arg(value, modes));
    return false;
}

} // namespace gpuscout
