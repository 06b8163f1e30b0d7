#include "catalog/CatalogStats.h"
#include "domain/Catalog.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QJsonArray>
#include <QTest>

using namespace gpuscout;
using test::CatalogBuilder;

class TestCatalogStats : public QObject
{
    Q_OBJECT

    static Catalog sample()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("a"), 99.9).provider(QStringLiteral("b"));
        b.gpu(QStringLiteral("G"), 16, 100).gpu(QStringLiteral("U"), Unknown, Unknown);
        b.offer(QStringLiteral("a"), QStringLiteral("G"), 1, 2.0, 25).price[indexOf(BillingMode::Spot)] = 1.0;
        b.offer(QStringLiteral("a"), QStringLiteral("U"), 2, 3.0);
        b.offer(QStringLiteral("b"), QStringLiteral("G"), 4, Unknown, 100).price[indexOf(BillingMode::Monthly)] = 5.0;
        b.offer(QStringLiteral("b"), QStringLiteral("G"), 8, Unknown); // needs a quote
        return b.catalog();
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void countsEachFigurePerProvider()
    {
        const CatalogStats stats(sample());
        const Coverage &t = stats.total();
        QCOMPARE(t.offers, 4);
        QCOMPARE(t.compute, 3);
        QCOMPARE(t.vram, 3);
        QCOMPARE(t.network, 2);
        QCOMPARE(t.stability, 2); // provider a publishes an SLA
        QCOMPARE(t.pricedFor(BillingMode::OnDemand), 2);
        QCOMPARE(t.pricedFor(BillingMode::Spot), 1);
        QCOMPARE(t.pricedFor(BillingMode::Reserved1y), 0);
        QCOMPARE(t.pricedFor(BillingMode::Monthly), 1);
        QCOMPARE(t.needsQuote, 1);
        QCOMPARE(stats.providers().size(), 2);
        QCOMPARE(stats.providers()[1].first, QStringLiteral("b"));
        QCOMPARE(stats.providers()[1].second.offers, 2);
        QCOMPARE(stats.providers()[1].second.network, 1);
        QCOMPARE(stats.providers()[1].second.stability, 0);
    }

    // The JSON the issue asks for, key for key.
    void jsonHasExactlyTheAskedKeys()
    {
        const QJsonObject json = CatalogStats(sample()).toJson();
        QCOMPARE(json.keys(), (QStringList{QStringLiteral("known"), QStringLiteral("offers"), QStringLiteral("priced"),
                                           QStringLiteral("providers")}));
        QCOMPARE(json.value(QStringLiteral("offers")).toInt(), 4);
        const QJsonObject known = json.value(QStringLiteral("known")).toObject();
        QCOMPARE(known.keys(), (QStringList{QStringLiteral("compute"), QStringLiteral("network"),
                                            QStringLiteral("stability"), QStringLiteral("vram")}));
        const QJsonObject priced = json.value(QStringLiteral("priced")).toObject();
        QCOMPARE(priced.keys(), (QStringList{QStringLiteral("monthly"), QStringLiteral("on-demand"),
                                             QStringLiteral("reserved-1y"), QStringLiteral("spot")}));
        QCOMPARE(priced.value(QStringLiteral("reserved-1y")).toInt(), 0);
        const QJsonObject b = json.value(QStringLiteral("providers")).toObject().value(QStringLiteral("b")).toObject();
        QCOMPARE(b.keys(), (QStringList{QStringLiteral("known"), QStringLiteral("offers"), QStringLiteral("priced")}));
        QCOMPARE(b.value(QStringLiteral("priced")).toObject().value(QStringLiteral("monthly")).toInt(), 1);
    }

    void summaryGivesShares()
    {
        const QString line = CatalogStats(sample()).summary();
        QVERIFY2(line.contains(QStringLiteral("compute 75.0 %")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral("1 need a quote")), qPrintable(line));
    }

    void emptyCatalog()
    {
        const CatalogStats stats{Catalog()};
        QCOMPARE(stats.total().offers, 0);
        QVERIFY(stats.providers().isEmpty());
        QVERIFY(!stats.summary().isEmpty());
    }
};

GPUSCOUT_TEST_MAIN(TestCatalogStats)
#include "tst_CatalogStats.moc"
