#include "scoring/MachineGroups.h"
#include "scoring/Ranking.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace gpuscout;
using gpuscout::test::CatalogBuilder;

class TestMachineGroups : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    // Checked against a plain reading of the ranking: the first offer of each machine in rank
    // order leads a group, groups come in that order, and each lists its machine's offers in
    // rank order.
    void groupsFollowTheRanking_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("offers");
        QTest::addColumn<bool>("distinct");
        QTest::addRow("small") << 1u << 12 << false;
        QTest::addRow("many regions") << 2u << 400 << false;
        QTest::addRow("one machine") << 3u << 1 << false;
        QTest::addRow("every offer its own machine") << 4u << 50 << true;
    }
    void groupsFollowTheRanking()
    {
        QFETCH(quint32, seed);
        QFETCH(int, offers);
        QFETCH(bool, distinct);
        QRandomGenerator rng(seed);
        CatalogBuilder b;
        b.provider(QStringLiteral("a"), 99.9).provider(QStringLiteral("b")).gpu(QStringLiteral("G"), 80, 300);
        for (int i = 0; i < offers; ++i) {
            // Eight machine names shared by both providers: the same name under two providers is two machines.
            Offer &o = b.offer(rng.bounded(2) ? QStringLiteral("a") : QStringLiteral("b"), QStringLiteral("G"), 1 + rng.bounded(4),
                               1 + rng.bounded(20), 10.0 * rng.bounded(5), QStringLiteral("r%1").arg(rng.bounded(30)));
            o.instanceType = distinct ? QStringLiteral("own%1").arg(i) : QStringLiteral("m%1").arg(rng.bounded(8));
        }
        const auto catalog = std::make_shared<const Catalog>(b.catalog());
        const RankingResult r = rankCatalog(catalog, Scenario{});
        QVERIFY(r.groups);
        const MachineGroups &g = *r.groups;
        auto machine = [&](std::size_t rankIndex) {
            const Offer &o = catalog->offers[r.offerIndexAt(rankIndex)];
            return QPair<int, QString>(o.provider, o.instanceType);
        };
        QList<QPair<int, QString>> leaders;
        QHash<QPair<int, QString>, QList<std::uint32_t>> members;
        for (std::size_t k = 0; k < r.size(); ++k) {
            if (!members.contains(machine(k)))
                leaders << machine(k);
            members[machine(k)] << static_cast<std::uint32_t>(k);
        }
        QCOMPARE(g.size(), static_cast<std::size_t>(leaders.size()));
        QCOMPARE(g.members.size(), r.size());
        for (std::size_t i = 0; i < g.size(); ++i) {
            QCOMPARE(machine(g.leader(i)), leaders[static_cast<qsizetype>(i)]);
            const QList<std::uint32_t> expected = members.value(leaders[static_cast<qsizetype>(i)]);
            QCOMPARE(g.offerCount(i), static_cast<std::uint32_t>(expected.size()));
            for (std::uint32_t m = 0; m < g.offerCount(i); ++m) {
                QCOMPARE(g.members[g.start[i] + m], expected[m]);
                QCOMPARE(g.groupOfRank[expected[m]], static_cast<std::uint32_t>(i));
            }
        }
        // The runner-up is the best offer of another machine.
        if (g.size() > 1) {
            QVERIFY(machine(static_cast<std::size_t>(r.runnerUpIndex())) != machine(0));
            for (std::int64_t k = 1; k < r.runnerUpIndex(); ++k)
                QCOMPARE(machine(static_cast<std::size_t>(k)), machine(0));
        } else {
            QCOMPARE(r.runnerUpIndex(), std::int64_t(-1));
        }
        // The radar and the report take one offer per machine.
        const QList<int> top = topDistinctInstanceTypes(r, 5);
        QSet<QPair<int, QString>> seen;
        for (int offer : top) {
            const Offer &o = catalog->offers[offer];
            QVERIFY(!seen.contains({o.provider, o.instanceType}));
            seen.insert({o.provider, o.instanceType});
        }
        QCOMPARE(top.size(), std::min<qsizetype>(5, leaders.size()));
    }

    // The other regions of a machine: how many, and their hourly price range.
    void otherRegionsCountAndPriceRange()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("a")).gpu(QStringLiteral("G"), 80, 300);
        for (const double price : {4.0, 2.0, 3.0}) // one machine in three regions
            b.offer(QStringLiteral("a"), QStringLiteral("G"), 1, price, 10, QStringLiteral("r%1").arg(price)).instanceType = QStringLiteral("m");
        b.offer(QStringLiteral("a"), QStringLiteral("G"), 1, 9.0, 10).instanceType = QStringLiteral("alone");
        const RankingResult r = rankCatalog(std::make_shared<const Catalog>(b.catalog()), Scenario{});
        QCOMPARE(r.machineCount(), std::size_t(2));
        QCOMPARE(r.row(0).hourlyPrice, 2.0); // the cheapest region ranks first
        const OtherRegions other = otherRegions(r, 0);
        QCOMPARE(other.count, 2);
        QCOMPARE(other.minPrice, 3.0);
        QCOMPARE(other.maxPrice, 4.0);
        QCOMPARE(otherRegions(r, static_cast<std::size_t>(r.runnerUpIndex())).count, 0);
    }
};

GPUSCOUT_TEST_MAIN(TestMachineGroups)
#include "tst_MachineGroups.moc"
