#include "catalog/PriceUpdate.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

using namespace gpuscout;
using test::CatalogBuilder;

class TestPriceUpdate : public QObject
{
    Q_OBJECT

    static constexpr auto Today = "2026-11-30";

    // Offer 0 quoted 2026-01-01 at 10/h on demand (row as-of) and 4/h spot dated 2026-03-01.
    static Catalog catalog()
    {
        CatalogBuilder b;
        b.gpu(QStringLiteral("A100-80GB"), 80, 312).provider(QStringLiteral("a"));
        Offer &o = b.offer(QStringLiteral("a"), QStringLiteral("A100-80GB"), 8, 10);
        o.price[indexOf(BillingMode::Spot)] = 4;
        o.priceAsOf.set(indexOf(BillingMode::Spot), QStringLiteral("2026-03-01"));
        b.offer(QStringLiteral("a"), QStringLiteral("A100-80GB"), 1, 2).id = 41;
        return b.catalog();
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void recordsTheReplacedPrice_data()
    {
        QTest::addColumn<int>("billing");
        QTest::addColumn<double>("newPrice");
        QTest::addColumn<QString>("asOf");
        QTest::addColumn<bool>("changed");
        QTest::addColumn<double>("oldPrice");    // recorded; NaN: nothing recorded
        QTest::addColumn<QString>("oldAsOf");
        QTest::addColumn<QString>("newAsOf");    // the price's own as-of afterwards
        const auto od = static_cast<int>(BillingMode::OnDemand);
        const auto spot = static_cast<int>(BillingMode::Spot);
        const auto monthly = static_cast<int>(BillingMode::Monthly);
        QTest::addRow("new price, dated today") << od << 12.0 << QString() << true << 10.0
                                                << QStringLiteral("2026-01-01") << QString::fromLatin1(Today);
        QTest::addRow("new price, dated by the caller") << od << 12.0 << QStringLiteral("2026-11-15") << true << 10.0
                                                        << QStringLiteral("2026-01-01") << QStringLiteral("2026-11-15");
        QTest::addRow("old as-of is the price's own") << spot << 3.5 << QString() << true << 4.0
                                                      << QStringLiteral("2026-03-01") << QString::fromLatin1(Today);
        QTest::addRow("first price: nothing to record") << monthly << 5000.0 << QString() << true << Unknown
                                                        << QString() << QString::fromLatin1(Today);
        QTest::addRow("withdrawn price is recorded") << spot << Unknown << QString() << true << 4.0
                                                     << QStringLiteral("2026-03-01") << QString();
        QTest::addRow("same price: no history") << od << 10.0 << QString() << false << Unknown << QString()
                                                << QString();
        QTest::addRow("same price re-confirmed") << od << 10.0 << QStringLiteral("2026-11-01") << false << Unknown
                                                 << QString() << QStringLiteral("2026-11-01");
    }

    void recordsTheReplacedPrice()
    {
        QFETCH(int, billing);
        QFETCH(double, newPrice);
        QFETCH(QString, asOf);
        QFETCH(bool, changed);
        QFETCH(double, oldPrice);
        QFETCH(QString, oldAsOf);
        QFETCH(QString, newAsOf);
        const auto mode = static_cast<BillingMode>(billing);
        Catalog c = catalog();
        const Catalog before = c;

        QCOMPARE(recordPriceChange(c, 0, mode, newPrice, asOf, QString::fromLatin1(Today)), changed);

        const Offer &o = c.offers[0];
        QCOMPARE(isKnown(o.priceFor(mode)), isKnown(newPrice));
        if (isKnown(newPrice))
            QCOMPARE(o.priceFor(mode), newPrice);
        QCOMPARE(o.priceAsOf[indexOf(mode)], newAsOf);
        QCOMPARE(c.offers[1].priceFor(BillingMode::OnDemand), before.offers[1].priceFor(BillingMode::OnDemand));
        QCOMPARE(c.offers[1].priceAsOf, before.offers[1].priceAsOf); // the other offer is untouched
        if (!isKnown(oldPrice)) {
            QVERIFY(c.priceHistory.isEmpty());
            return;
        }
        QCOMPARE(c.priceHistory.size(), 1);
        const PriceChange &h = c.priceHistory.first();
        QCOMPARE(h.offerId, o.id);
        QCOMPARE(h.billing, mode);
        QCOMPARE(h.pricePerHour, oldPrice);
        QCOMPARE(h.currency, QStringLiteral("USD"));
        QCOMPARE(h.asOf, oldAsOf);
        QCOMPARE(h.replacedOn, QString::fromLatin1(Today));
    }

    // Two updates keep both old prices, oldest first, each with its own dates.
    void successiveUpdatesKeepEveryOldPrice()
    {
        Catalog c = catalog();
        recordPriceChange(c, 0, BillingMode::OnDemand, 9, QStringLiteral("2026-06-01"), QStringLiteral("2026-06-01"));
        recordPriceChange(c, 0, BillingMode::OnDemand, 8, QString(), QString::fromLatin1(Today));
        QCOMPARE(c.priceHistory.size(), 2);
        QCOMPARE(c.priceHistory[0].pricePerHour, 10.0);
        QCOMPARE(c.priceHistory[0].asOf, QStringLiteral("2026-01-01"));
        QCOMPARE(c.priceHistory[1].pricePerHour, 9.0);
        QCOMPARE(c.priceHistory[1].asOf, QStringLiteral("2026-06-01"));
        QCOMPARE(c.priceHistory[1].replacedOn, QString::fromLatin1(Today));
        QCOMPARE(c.offers[0].priceFor(BillingMode::OnDemand), 8.0);
    }

    void nextOfferIdIsOneAboveTheLargest()
    {
        QCOMPARE(nextOfferId(Catalog{}), qint64(1));
        Catalog c = catalog();
        QCOMPARE(nextOfferId(c), qint64(42)); // ids 1 and 41
        c.offers.removeLast();
        QCOMPARE(nextOfferId(c), qint64(2));
    }
};

GPUSCOUT_TEST_MAIN(TestPriceUpdate)
#include "tst_PriceUpdate.moc"
