#include "catalog/OfferChecks.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

#include <functional>

using namespace gpuscout;
using test::CatalogBuilder;
using Kind = OfferProblem::Kind;
using Severity = OfferProblem::Severity;

Q_DECLARE_METATYPE(std::function<void(Offer &)>)

class TestOfferChecks : public QObject
{
    Q_OBJECT

    // Three providers sell the A100 at 2, 3 and 4 per GPU-hour (median 3); one sells a T4.
    static Catalog catalog()
    {
        CatalogBuilder b;
        b.gpu(QStringLiteral("A100-80GB"), 80, 312).gpu(QStringLiteral("T4"), 16, 65);
        b.provider(QStringLiteral("a")).provider(QStringLiteral("b")).provider(QStringLiteral("c"));
        b.offer(QStringLiteral("a"), QStringLiteral("A100-80GB"), 8, 16);
        b.offer(QStringLiteral("b"), QStringLiteral("A100-80GB"), 1, 3);
        b.offer(QStringLiteral("c"), QStringLiteral("A100-80GB"), 2, 8);
        b.offer(QStringLiteral("c"), QStringLiteral("T4"), 1, 0.5);
        Catalog c = b.catalog();
        c.gpuAliases.insert(QStringLiteral("a100 80gb"), QStringLiteral("A100-80GB"));
        return c;
    }

    static QList<Kind> kinds(const QList<OfferProblem> &problems)
    {
        QList<Kind> out;
        for (const OfferProblem &p : problems)
            out << p.kind;
        return out;
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void aSoundOfferHasNoProblems()
    {
        const Catalog c = catalog();
        QVERIFY(checkOffer(c, c.offers[1], PriceMedians(c), QStringLiteral("2026-11-30")).isEmpty());
    }

    void findsEachProblem_data()
    {
        QTest::addColumn<std::function<void(Offer &)>>("edit");
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("error");
        QTest::addColumn<QString>("field");
        auto row = [](const char *name, std::function<void(Offer &)> edit, Kind k, bool error, const char *field) {
            QTest::addRow("%s", name) << edit << int(k) << error << QString::fromLatin1(field);
        };
        row("unknown provider", [](Offer &o) { o.provider = -1; }, Kind::UnknownProvider, true, "provider");
        row("empty instance type", [](Offer &o) { o.instanceType = QStringLiteral("  "); }, Kind::MissingField, true, "instance_type");
        row("empty region", [](Offer &o) { o.region.clear(); }, Kind::MissingField, true, "region");
        row("unknown GPU", [](Offer &o) { o.gpu = -1; }, Kind::UnknownGpu, true, "gpu");
        row("zero GPUs", [](Offer &o) { o.gpuCount = 0; }, Kind::BadGpuCount, true, "gpu_count");
        row("negative GPUs", [](Offer &o) { o.gpuCount = -2; }, Kind::BadGpuCount, true, "gpu_count");
        row("negative price", [](Offer &o) { o.price[indexOf(BillingMode::Spot)] = -1; }, Kind::BadPrice, true, "spot");
        row("zero price", [](Offer &o) { o.price[indexOf(BillingMode::Monthly)] = 0; }, Kind::BadPrice, true, "monthly");
        // A figure that would overflow the scores (1e308 made every score null) is an error.
        row("absurd price", [](Offer &o) { o.price[indexOf(BillingMode::OnDemand)] = 1e308; }, Kind::BadPrice, true, "on_demand");
        row("price over the ceiling", [](Offer &o) { o.price[indexOf(BillingMode::Spot)] = MaxPricePerHour * 1.01; }, Kind::BadPrice, true, "spot");
        row("no price: needs a quote", [](Offer &o) { o.price[indexOf(BillingMode::OnDemand)] = Unknown; }, Kind::NoPrice, false, "on_demand");
        row("bad currency", [](Offer &o) { o.currency = QStringLiteral("US$"); }, Kind::BadCurrency, true, "currency");
        row("negative RAM", [](Offer &o) { o.ramGib = -8; }, Kind::BadNumber, true, "ram_gib");
        row("interruption above 1", [](Offer &o) { o.spotInterruption = 1.5; }, Kind::BadNumber, true, "spot_interruption");
        row("bad as-of", [](Offer &o) { o.asOf = QStringLiteral("30/11/2026"); }, Kind::BadDate, true, "as_of");
        row("bad price date", [](Offer &o) { o.priceAsOf.set(indexOf(BillingMode::OnDemand), QStringLiteral("2026-13-01")); },
            Kind::BadDate, true, "on_demand_as_of");
        row("bad expiry", [](Offer &o) { o.validUntil = QStringLiteral("soon"); }, Kind::BadDate, true, "valid_until");
        row("expired quote", [](Offer &o) { o.validUntil = QStringLiteral("2026-11-29"); }, Kind::QuoteExpired, false, "valid_until");
        row("spot above on-demand", [](Offer &o) { o.price[indexOf(BillingMode::Spot)] = 3.5; }, Kind::SpotAboveOnDemand, false, "spot");
        row("price far above the median", [](Offer &o) { o.price[indexOf(BillingMode::OnDemand)] = 15.1; }, Kind::PriceOutlier, false, "on_demand");
        row("price far below the median", [](Offer &o) { o.price[indexOf(BillingMode::OnDemand)] = 0.59; }, Kind::PriceOutlier, false, "on_demand");
        row("GPU count typo makes an outlier", [](Offer &o) { o.gpuCount = 0.125; }, Kind::PriceOutlier, false, "on_demand");
    }
    void findsEachProblem()
    {
        QFETCH(std::function<void(Offer &)>, edit);
        QFETCH(int, kind);
        QFETCH(bool, error);
        QFETCH(QString, field);
        const Catalog c = catalog();
        Offer o = c.offers[1]; // 1 x A100 at 3.0, exactly the median
        edit(o);
        const QList<OfferProblem> problems = checkOffer(c, o, PriceMedians(c), QStringLiteral("2026-11-30"));
        QVERIFY2(kinds(problems).contains(Kind(kind)), qPrintable(QString::number(problems.size())));
        for (const OfferProblem &p : problems) {
            if (p.kind != Kind(kind))
                continue;
            QCOMPARE(p.severity == Severity::Error, error);
            QCOMPARE(p.field, field);
            QVERIFY(!p.message.isEmpty());
        }
        QCOMPARE(hasErrors(problems), error);
    }

    void priceJustInsideTheFactorIsNoOutlier()
    {
        const Catalog c = catalog();
        Offer o = c.offers[1];
        o.price[indexOf(BillingMode::OnDemand)] = 14.9; // 4.97 x the median 3
        QVERIFY(!kinds(checkOffer(c, o, PriceMedians(c), QString())).contains(Kind::PriceOutlier));
    }

    void mediansNeedTwoProvidersAndSkipIllustrativeRows()
    {
        Catalog c = catalog();
        const PriceMedians m(c);
        QCOMPARE(m.median(QStringLiteral("A100-80GB"), QStringLiteral("USD")), 3.0);
        QVERIFY(!isKnown(m.median(QStringLiteral("T4"), QStringLiteral("USD")))); // one provider
        QVERIFY(!isKnown(m.median(QStringLiteral("A100-80GB"), QStringLiteral("CNY"))));
        // The last answer is kept: asked again, and after another GPU, the same figures.
        QVERIFY(!isKnown(m.median(QStringLiteral("A100-80GB"), QStringLiteral("CNY"))));
        QCOMPARE(m.median(QStringLiteral("A100-80GB"), QStringLiteral("USD")), 3.0);
        QCOMPARE(m.median(QStringLiteral("A100-80GB"), QStringLiteral("USD")), 3.0);
        QVERIFY(!isKnown(m.median(QStringLiteral("T4"), QStringLiteral("USD"))));
        c.offers[1].illustrative = true; // provider b drops out: median of 2 and 4
        QCOMPARE(PriceMedians(c).median(QStringLiteral("a100-80gb"), QStringLiteral("usd")), 3.0);
        c.offers[2].illustrative = true; // only provider a is left
        QVERIFY(!isKnown(PriceMedians(c).median(QStringLiteral("A100-80GB"), QStringLiteral("USD"))));
    }

    void suggestsTheClosestGpuSpelling_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("expected");
        QTest::addRow("one letter off") << "A100-80GX" << "A100-80GB";
        QTest::addRow("case and a missing dash") << "a100 80gb" << "A100-80GB";
        QTest::addRow("alias typo gives the model") << "a100 80gv" << "A100-80GB";
        QTest::addRow("T4 with a space") << "T 4" << "T4";
        QTest::addRow("nothing close") << "Radeon Pro W7900" << "";
        QTest::addRow("empty") << "" << "";
    }
    void suggestsTheClosestGpuSpelling()
    {
        QFETCH(QString, typed);
        QFETCH(QString, expected);
        QCOMPARE(closestGpuName(catalog(), typed), expected);
    }
};

GPUSCOUT_TEST_MAIN(TestOfferChecks)
#include "tst_OfferChecks.moc"
