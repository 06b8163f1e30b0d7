#include "catalog/CatalogCsv.h"
#include "TestSupport.h"
#include "dashboard/WinnerCard.h"

#include <QLabel>
#include <QTest>

using namespace gpuscout;

class TestWinnerCard : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Catalog> m_catalog;

    RankingResult resultFor(const Scenario &scenario) const
    {
        return rankCatalog(m_catalog, scenario);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        m_catalog = test::fixtureCatalog();
    }

    void isACardWithThreeWrappingLabels()
    {
        WinnerCard card;
        QCOMPARE(card.objectName(), QStringLiteral("winnerCard"));
        for (const char *name : {"winnerLabel", "reasonLabel", "runnerUpLabel"}) {
            auto *label = card.findChild<QLabel *>(QLatin1String(name));
            QVERIFY2(label, name);
            QVERIFY(label->wordWrap());
        }
        QVERIFY(card.findChild<QLabel *>(QStringLiteral("winnerLabel"))->font().bold());
    }

    void namesTheDefaultWinner()
    {
        const Scenario s;
        const RankingResult result = resultFor(s);
        WinnerCard card;
        card.setResult(result, s.weights);
        const QString text = card.winnerText();
        QVERIFY2(text.contains(QStringLiteral("AWS p5.48xlarge (us-east-1)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("H100-SXM × 8")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("$55.04/h")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("score %1").arg(QLocale().toString(result.row(0).score, 'f', 3))),
                 qPrintable(text));
        QVERIFY2(card.reasonText().startsWith(QStringLiteral("Wins on ")), qPrintable(card.reasonText()));
    }

    void reasonNamesTheLargestContributions_data()
    {
        QTest::addColumn<Weights>("weights");
        QTest::addColumn<QString>("winner");
        QTest::addColumn<QString>("reason");
        QTest::addRow("price only") << Weights{{0, 0, 1, 0, 0}} << QStringLiteral("1x-mystery")
                                    << QStringLiteral("Wins on price (1.00 of its score)");
        QTest::addRow("compute only") << Weights{{1, 0, 0, 0, 0}} << QStringLiteral("p5.48xlarge")
                                      << QStringLiteral("Wins on compute (1.00 of its score)");
        // 640 GB each: the cheaper p4d wins the tie.
        QTest::addRow("vram only") << Weights{{0, 1, 0, 0, 0}} << QStringLiteral("p4d.24xlarge")
                                   << QStringLiteral("Wins on VRAM (1.00 of its score)");
    }

    void reasonNamesTheLargestContributions()
    {
        QFETCH(Weights, weights);
        QFETCH(QString, winner);
        QFETCH(QString, reason);
        Scenario s;
        s.weights = weights;
        WinnerCard card;
        card.setResult(resultFor(s), weights);
        QVERIFY2(card.winnerText().contains(winner), qPrintable(card.winnerText()));
        QCOMPARE(card.reasonText(), reason);
    }

    void reasonListsTheTopCriteriaLargestFirst()
    {
        const Scenario s;
        const RankingResult result = resultFor(s);
        const auto shares = result.contributions(0, s.weights);
        WinnerCard card;
        card.setResult(result, s.weights);
        const QString reason = card.reasonText();
        // p5.48xlarge with equal weights: the largest compute, VRAM and network (0.20 each).
        QCOMPARE(QLocale().toString(shares[indexOf(Criterion::Compute)], 'f', 2), QStringLiteral("0.20"));
        QCOMPARE(reason, QStringLiteral("Wins on compute (0.20 of its score), VRAM (0.20) and bandwidth (0.20)"));
    }

    void runnerUpShowsTheGapInScorePoints()
    {
        const Scenario s;
        const RankingResult result = resultFor(s);
        WinnerCard card;
        card.setResult(result, s.weights);
        const RankedRow second = result.row(1);
        const QString gap = QLocale().toString(result.row(0).score - second.score, 'f', 3);
        QCOMPARE(card.runnerUpText(), QStringLiteral("Runner-up: %1 %2 (%3), %4 behind")
                                          .arg(second.provider->name, second.offer->instanceType,
                                               second.offer->region, gap));
        QVERIFY(gap != QStringLiteral("0.000"));
    }

    void oneFeasibleOfferHasNoRunnerUp()
    {
        Scenario s;
        s.constraints.maxPricePerHour = 0.4; // only 1x-mystery at $0.30
        WinnerCard card;
        card.setResult(resultFor(s), s.weights);
        QVERIFY(card.winnerText().contains(QStringLiteral("1x-mystery")));
        QVERIFY(card.winnerText().contains(QStringLiteral("$0.300/h")));
        QCOMPARE(card.runnerUpText(), QStringLiteral("No runner-up: only one offer passes the constraints."));
    }

    void allZeroWeightsAreExplained()
    {
        Scenario s;
        s.weights = Weights{{0, 0, 0, 0, 0}};
        const RankingResult result = resultFor(s);
        QVERIFY(!result.ranking->ok());
        WinnerCard card;
        card.setResult(resultFor(Scenario{}), Weights{});
        card.setResult(result, s.weights);
        QVERIFY2(card.winnerText().contains(result.ranking->error), qPrintable(card.winnerText()));
        QVERIFY(card.winnerText().contains(QStringLiteral("zero")));
        QVERIFY(card.runnerUpText().isEmpty());
        QVERIFY(!card.winnerText().contains(QStringLiteral("p5.48xlarge")));
    }

    void noFeasibleOfferIsExplained()
    {
        Scenario s;
        s.constraints.maxPricePerHour = 0.1;
        WinnerCard card;
        card.setResult(resultFor(Scenario{}), Weights{});
        card.setResult(resultFor(s), s.weights);
        QCOMPARE(card.winnerText(), QStringLiteral("No offer passes the constraints."));
        QVERIFY(card.runnerUpText().isEmpty());
        QVERIFY(card.findChild<QLabel *>(QStringLiteral("runnerUpLabel"))->isHidden());
    }

    // A billing mode the catalog has no price in at all is not a constraint to loosen.
    void aBillingModeWithoutPricesSaysSo()
    {
        Scenario s;
        s.billing = BillingMode::Reserved1y;
        WinnerCard card;
        card.setResult(resultFor(s), s.weights);
        QCOMPARE(card.winnerText(),
                 QStringLiteral("No offer in this catalog has a 1-year reserved price: import quotes or update prices."));
    }

    void pricesUseTheDisplayCurrency()
    {
        Scenario s;
        s.currency = QStringLiteral("CNY");
        WinnerCard card;
        card.setResult(resultFor(s), s.weights);
        QVERIFY2(card.winnerText().contains(QStringLiteral("¥396.29/h")), qPrintable(card.winnerText()));
    }

    void rendersAsACard()
    {
        const Scenario s;
        WinnerCard card;
        card.setResult(resultFor(s), s.weights);
        card.resize(420, 160);
        card.show();
        QVERIFY(QTest::qWaitForWindowExposed(&card));
        QVERIFY(!card.grab().isNull());
        QVERIFY(card.sizeHint().height() <= 220);
    }
};

QTEST_MAIN(TestWinnerCard)
#include "tst_WinnerCard.moc"
