#include "TestMain.h"
#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "itemmodels/CatalogOffersModel.h"
#include "itemmodels/OfferSearch.h"
#include "itemmodels/RankingModel.h"
#include "scoring/Ranking.h"
#include "TestSupport.h"

#include <QTest>

using namespace gpuscout;

// Search words narrow the list one by one (AND over the columns), in the ranking and in the
// catalog editor's offers table, on the bundled catalog.
class TestOfferSearch : public QObject
{
    Q_OBJECT

    std::shared_ptr<Catalog> m_catalog = std::make_shared<Catalog>();

    int count(const std::function<bool(const Offer &)> &pred) const
    {
        return static_cast<int>(std::count_if(m_catalog->offers.cbegin(), m_catalog->offers.cend(), pred));
    }

    int matches(const QString &text) const
    {
        const OfferSearch search(text);
        return count([&](const Offer &o) { return search.matches(*m_catalog, o); });
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        QString error;
        QVERIFY2(readCatalogCsv(QStringLiteral(":/catalog"), m_catalog.get(), &error), qPrintable(error));
    }

    void wordsAreSplitOnAnyWhiteSpace()
    {
        QCOMPARE(OfferSearch(QStringLiteral("  a3-ultragpu\tasia ")).words(),
                 (QStringList{QStringLiteral("a3-ultragpu"), QStringLiteral("asia")}));
        QCOMPARE(OfferSearch(QStringLiteral("h100\u3000aws")).words().size(), 2);
        QVERIFY(OfferSearch(QStringLiteral("   ")).isEmpty());
    }

    void twoWordsNarrowToMachineAndRegion()
    {
        const int machine = matches(QStringLiteral("a3-ultragpu"));
        const int asia = matches(QStringLiteral("asia"));
        const int both = matches(QStringLiteral("a3-ultragpu asia"));
        const int expected = count([](const Offer &o) {
            return o.instanceType.contains(QStringLiteral("a3-ultragpu"), Qt::CaseInsensitive)
                && o.region.contains(QStringLiteral("asia"), Qt::CaseInsensitive);
        });
        QVERIFY(expected > 0);
        QCOMPARE(both, expected);
        QVERIFY(both < machine);
        QVERIFY(both < asia);
        QCOMPARE(matches(QStringLiteral("asia a3-ultragpu")), both); // order does not matter
        QCOMPARE(matches(QStringLiteral("A3-ULTRAGPU ASIA")), both);
        QCOMPARE(matches(QStringLiteral("a3-ultragpu asia nosuchword")), 0);
    }

    void providerNamesInBothLanguagesAndGpuMatch()
    {
        const int aws = m_catalog->providerIndex(QStringLiteral("aws"));
        QVERIFY(aws >= 0);
        const QString zh = m_catalog->providers[aws].nameZh;
        const int expected = count([&](const Offer &o) {
            return o.provider == aws && o.gpu >= 0 && m_catalog->gpus[o.gpu].model.contains(QStringLiteral("H100"));
        });
        QVERIFY(expected > 0);
        QCOMPARE(matches(QStringLiteral("aws h100")), expected);
        if (!zh.isEmpty())
            QCOMPARE(matches(zh + QStringLiteral(" h100")), expected);
    }

    void theRankingAndTheCatalogEditorShowTheSameOffers()
    {
        RankingModel ranking;
        Scenario scenario;
        scenario.includeIllustrative = true;
        ranking.setResult(rankCatalog(m_catalog, scenario));
        ranking.setGrouped(false);
        const int ranked = ranking.rowCount();
        ranking.setFilterText(QStringLiteral("a3-ultragpu asia"));
        QVERIFY(ranking.rowCount() > 0);
        QVERIFY(ranking.isNarrowed());
        QCOMPARE(ranking.shownOfferCount(), ranking.rowCount());
        for (int row = 0; row < ranking.rowCount(); ++row) {
            const Offer &o = m_catalog->offers[ranking.offerIndexAt(row)];
            QVERIFY(o.instanceType.contains(QStringLiteral("a3-ultragpu")));
            QVERIFY(o.region.contains(QStringLiteral("asia")));
        }
        QVERIFY(ranking.rowCount() < ranked);

        CatalogOffersModel offers;
        offers.setCatalog(m_catalog);
        offers.setFilterText(QStringLiteral("a3-ultragpu asia"));
        QCOMPARE(offers.rowCount(), matches(QStringLiteral("a3-ultragpu asia")));
    }
};

GPUSCOUT_TEST_MAIN(TestOfferSearch)
#include "tst_OfferSearch.moc"
