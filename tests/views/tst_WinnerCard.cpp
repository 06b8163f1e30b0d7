#include "catalog/CatalogCsv.h"
#include "TestSupport.h"
#include "dashboard/WinnerCard.h"
#include "domain/Format.h"
#include "itemmodels/RankingModel.h"
#include "scoring/RankingSummary.h"
#include "scoring/WinnerComparison.h"
#include "TestMain.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTextLayout>

using namespace gpuscout;
using gpuscout::test::CatalogBuilder;

Q_DECLARE_METATYPE(gpuscout::Weights)

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

    // Token counts read as words in either language, never "2E+09".
    // A Vast.ai host without a city reads "CA, NA", not "(, CA, NA)".
    void aRegionWithoutACityReadsFromTheCountry()
    {
        QCOMPARE(regionDisplayName(QStringLiteral(", CA, NA")), QStringLiteral("CA, NA"));
        QCOMPARE(regionDisplayName(QStringLiteral("Oslo, NO, EU")), QStringLiteral("Oslo, NO, EU"));
        QCOMPARE(regionDisplayName(QString()), QStringLiteral("unspecified"));
    }

    void countsReadAsWords()
    {
        const QLocale before;
        QCOMPARE(formatCount(2e9), QStringLiteral("2 billion"));
        QCOMPARE(formatCount(1.5e12), QStringLiteral("1.5 trillion"));
        QCOMPARE(formatCount(350e6), QStringLiteral("350 million"));
        QCOMPARE(formatCount(512), QStringLiteral("512"));
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        QCOMPARE(formatCount(2e9), QStringLiteral("20 亿"));
        QCOMPARE(formatCount(1.5e12), QStringLiteral("1.5 万亿"));
        QCOMPARE(formatCount(3e4), QStringLiteral("3 万"));
        QLocale::setDefault(before);
        QCOMPARE(formatCount(Unknown), unknownText());
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
        const RankedRow winner = result.row(0);
        QVERIFY2(text.contains(QStringLiteral("%1 %2 (%3)").arg(winner.provider->name, winner.offer->instanceType,
                                                                   winner.offer->region)),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("score %1").arg(QLocale().toString(winner.score, 'f', 3))), qPrintable(text));
        QVERIFY2(card.reasonText().startsWith(QStringLiteral("Ahead of the runner-up on ")), qPrintable(card.reasonText()));
    }

    // The rule of the reasons (WinnerComparison): a criterion is given as a reason only when
    // the winner's printed score beats the runner-up's; a criterion on which it is worse is
    // said plainly and never named among the reasons.
    void reasonsAreTrue_data()
    {
        QTest::addColumn<Weights>("weights");
        QTest::addColumn<int>("basis");
        QTest::addRow("balanced, per GPU") << Weights{} << static_cast<int>(Basis::PerGpu);
        QTest::addRow("balanced, per instance") << Weights{} << static_cast<int>(Basis::PerInstance);
        QTest::addRow("price only") << Weights{{0, 0, 1, 0, 0}} << static_cast<int>(Basis::PerGpu);
        QTest::addRow("compute only, per instance") << Weights{{1, 0, 0, 0, 0}} << static_cast<int>(Basis::PerInstance);
        QTest::addRow("training-like") << Weights{{5, 3, 1, 3, 2}} << static_cast<int>(Basis::PerGpu);
    }
    void reasonsAreTrue()
    {
        QFETCH(Weights, weights);
        QFETCH(int, basis);
        Scenario s;
        s.weights = weights;
        s.basis = static_cast<Basis>(basis);
        const RankingResult result = resultFor(s);
        const WinnerComparison cmp = compareWinner(result, weights);
        QVERIFY(cmp.runnerUp > 0);
        WinnerCard card;
        card.setResult(result, weights);
        const QStringList lines = card.reasonText().split(u'\n');
        const QString ahead = lines.first();
        for (const CriterionComparison &c : cmp.reasons) {
            QVERIFY(QLocale().toString(c.winnerScore, 'f', 3) != QLocale().toString(c.runnerUpScore, 'f', 3));
            QVERIFY(c.winnerScore > c.runnerUpScore);
            QVERIFY(c.contribution > 0);
            QVERIFY2(ahead.contains(criterionNameInText(c.criterion)), qPrintable(ahead));
        }
        for (const CriterionComparison &c : cmp.drawbacks) {
            QVERIFY(c.winnerScore < c.runnerUpScore);
            QVERIFY2(!ahead.contains(criterionNameInText(c.criterion)), qPrintable(ahead));
        }
        for (qsizetype i = 1; i < cmp.reasons.size(); ++i)
            QVERIFY(cmp.reasons[i - 1].contribution >= cmp.reasons[i].contribution);
        if (!cmp.drawbacks.isEmpty())
            QVERIFY2(card.reasonText().contains(QStringLiteral("Worse: ")), qPrintable(card.reasonText()));
        // Under the weighted sum with unknowns scoring 0, the contributions add up to the gap.
        double sum = 0;
        for (const auto &list : {cmp.reasons, cmp.drawbacks})
            for (const CriterionComparison &c : list)
                sum += c.contribution;
        double level = 0;
        for (Criterion c : cmp.level)
            level += weights.share(c) * (result.row(0).normalized[indexOf(c)]
                                         - result.row(static_cast<std::size_t>(cmp.runnerUp)).normalized[indexOf(c)]);
        QVERIFY(std::abs(sum + level - cmp.gap) < 1e-12);
    }

    // Chosen providers without a price under the billing mode are named, on the card with
    // links to the two remedies; the ones not chosen are not; an empty ranking says it first.
    void namesChosenProvidersWithoutAPrice()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("alibaba")).provider(QStringLiteral("tencent")).provider(QStringLiteral("huawei")).provider(QStringLiteral("baidu"));
        b.gpu(QStringLiteral("A10"), 24, 125);
        b.offer(QStringLiteral("alibaba"), QStringLiteral("A10"), 1, 10).price[indexOf(BillingMode::Monthly)] = 9;
        b.offer(QStringLiteral("tencent"), QStringLiteral("A10"), 1, 8);          // on-demand only
        b.offer(QStringLiteral("huawei"), QStringLiteral("A10"), 1, Unknown);     // no price at all
        Offer &illustrative = b.offer(QStringLiteral("baidu"), QStringLiteral("A10"), 1, 7);
        illustrative.price[indexOf(BillingMode::Monthly)] = 5;
        illustrative.illustrative = true;                                        // not a quote: not ranked
        const auto catalog = std::make_shared<const Catalog>(b.catalog());
        Scenario s;
        s.billing = BillingMode::Monthly;
        s.constraints.providers = {QStringLiteral("alibaba"), QStringLiteral("tencent"), QStringLiteral("huawei"), QStringLiteral("baidu")};
        const RankingResult result = rankCatalog(catalog, s);
        QCOMPARE(result.size(), std::size_t(1));
        QCOMPARE(unpricedProvidersText(result),
                 QStringLiteral("TENCENT, HUAWEI and BAIDU have no monthly price in this catalog: update prices with your key, or request quotes."));
        WinnerCard card;
        card.setResult(result, s.weights);
        QCOMPARE(card.missingText(), unpricedProvidersText(result));
        auto *label = card.findChild<QLabel *>(QStringLiteral("winnerMissingLabel"));
        QVERIFY(!label->isHidden());
        QVERIFY(label->text().contains(QStringLiteral("href=\"update-prices\"")) && label->text().contains(QStringLiteral("href=\"request-quotes\"")));
        QSignalSpy actions(&card, &WinnerCard::actionRequested);
        Q_EMIT label->linkActivated(QStringLiteral("request-quotes"));
        QCOMPARE(actions.takeFirst().first().toString(), QStringLiteral("request-quotes"));
        QVERIFY(card.summaryText().endsWith(card.missingText()));
        // A subscription reads per month: the card, and the table (its value stays hourly).
        QVERIFY2(card.winnerText().contains(formatMoney(9 * MonthHours, QStringLiteral("USD")) + QStringLiteral(" a month")),
                 qPrintable(card.winnerText()));
        RankingModel model;
        model.setResult(result);
        QCOMPARE(model.headerData(RankingModel::PriceColumn, Qt::Horizontal).toString(), QStringLiteral("Price/month (USD)"));
        QCOMPARE(model.index(0, RankingModel::PriceColumn).data().toString(), formatMoney(9 * MonthHours, QStringLiteral("USD")));
        QCOMPARE(model.index(0, RankingModel::PriceColumn).data(RankingModel::RawValueRole).toDouble(), 9.0);
        QVERIFY(model.index(0, RankingModel::PriceColumn).data(Qt::ToolTipRole).toString().startsWith(
            formatMoney(9 * MonthHours, QStringLiteral("USD")) + QStringLiteral(" a month = $9.000 an hour")));

        // Only the chosen: without a provider filter nothing is named.
        s.constraints.providers.clear();
        card.setResult(rankCatalog(catalog, s), s.weights);
        QVERIFY(card.missingText().isEmpty());
        QVERIFY(label->isHidden());

        // One chosen provider, no price: the empty ranking leads with it.
        s.constraints.providers = {QStringLiteral("huawei")};
        const RankingResult none = rankCatalog(catalog, s);
        QCOMPARE(none.size(), std::size_t(0));
        QVERIFY2(emptyRankingText(none).startsWith(QStringLiteral("HUAWEI has no monthly price in this catalog")), qPrintable(emptyRankingText(none)));
    }

    // A price drawback reads as "costs N × more per GPU-hour" with both prices.
    void aWorsePriceIsSaidPlainly()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p"), 99.9).gpu(QStringLiteral("fast"), 80, 1000).gpu(QStringLiteral("slow"), 24, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("fast"), 1, 4.2, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("slow"), 1, 2.0, 100);
        Scenario s;
        s.weights = Weights{{5, 0, 1, 0, 0}};
        const RankingResult result = rankCatalog(std::make_shared<const Catalog>(b.catalog()), s);
        WinnerCard card;
        card.setResult(result, s.weights);
        QVERIFY2(card.reasonText().startsWith(QStringLiteral("Ahead of the runner-up on compute.")), qPrintable(card.reasonText()));
        QVERIFY2(card.reasonText().contains(QStringLiteral("Worse: costs 2.1 × more per GPU-hour ($4.200 against $2.000).")),
                 qPrintable(card.reasonText()));
        QVERIFY(!card.reasonText().contains(QStringLiteral("on price")));
    }

    // "Level" only when the two scores print the same; otherwise the gap, however small.
    void levelOnlyWhenTheScoresPrintAlike()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("a"), 99.9).provider(QStringLiteral("b"), 99.9).gpu(QStringLiteral("G"), 80, 300);
        b.offer(QStringLiteral("a"), QStringLiteral("G"), 1, 2.0, 100);
        b.offer(QStringLiteral("b"), QStringLiteral("G"), 1, 2.0, 100);
        b.offer(QStringLiteral("b"), QStringLiteral("G"), 1, 9.0, 100);
        Scenario s;
        WinnerCard card;
        card.setResult(rankCatalog(std::make_shared<const Catalog>(b.catalog()), s), s.weights);
        QVERIFY2(card.runnerUpText().contains(QStringLiteral("level on score")), qPrintable(card.runnerUpText()));
        // A gap of 0.0006 prints as 0.001: not level.
        CatalogBuilder c;
        c.provider(QStringLiteral("a"), 99.9).gpu(QStringLiteral("G"), 80, 300);
        c.offer(QStringLiteral("a"), QStringLiteral("G"), 1, 2.0, 100);
        c.offer(QStringLiteral("a"), QStringLiteral("G"), 1, 2.0 + 0.0006 * 5 * 7.0, 100);
        c.offer(QStringLiteral("a"), QStringLiteral("G"), 1, 9.0, 100);
        const RankingResult close = rankCatalog(std::make_shared<const Catalog>(c.catalog()), s);
        const double gap = close.row(0).score - close.row(1).score;
        QVERIFY(gap > 0.0005 && gap < 0.001);
        card.setResult(close, s.weights);
        QVERIFY2(card.runnerUpText().endsWith(QStringLiteral("0.001 behind")), qPrintable(card.runnerUpText()));
    }

    void runnerUpIsAnotherMachineWithTheGap()
    {
        const Scenario s;
        const RankingResult result = resultFor(s);
        WinnerCard card;
        card.setResult(result, s.weights);
        const RankedRow second = result.row(static_cast<std::size_t>(result.runnerUpIndex()));
        QVERIFY(second.offer->instanceType != result.row(0).offer->instanceType
                || second.offer->provider != result.row(0).offer->provider);
        const QString gap = QLocale().toString(result.row(0).score - second.score, 'f', 3);
        QCOMPARE(card.runnerUpText(), QStringLiteral("Runner-up: %1 %2 (%3), %4 behind")
                                          .arg(second.provider->name, second.offer->instanceType,
                                               second.offer->region, gap));
    }

    // The same machine in another region is never the runner-up.
    void runnerUpSkipsTheWinnersOtherRegions()
    {
        CatalogBuilder b;
        b.provider(QStringLiteral("p"), 99.9).gpu(QStringLiteral("G"), 80, 300).gpu(QStringLiteral("H"), 24, 100);
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 8, 20.0, 400, QStringLiteral("r1")).instanceType = QStringLiteral("big");
        b.offer(QStringLiteral("p"), QStringLiteral("G"), 8, 20.0, 400, QStringLiteral("r2")).instanceType = QStringLiteral("big");
        b.offer(QStringLiteral("p"), QStringLiteral("H"), 1, 1.0, 25, QStringLiteral("r1")).instanceType = QStringLiteral("small");
        Scenario s;
        const RankingResult result = rankCatalog(std::make_shared<const Catalog>(b.catalog()), s);
        QCOMPARE(result.row(1).offer->instanceType, QStringLiteral("big"));
        WinnerCard card;
        card.setResult(result, s.weights);
        QVERIFY2(card.runnerUpText().contains(QStringLiteral("P small (r1)")), qPrintable(card.runnerUpText()));
        QVERIFY2(card.winnerText().contains(QStringLiteral("(+1 other region(s) at $20.00/h)")), qPrintable(card.winnerText()));
    }

    // The card counts unknown figures when there are any.
    void unknownFiguresAreCounted()
    {
        Scenario s;
        s.weights = Weights{{0, 0, 1, 0, 0}};
        const RankingResult result = resultFor(s);
        const WinnerComparison cmp = compareWinner(result, s.weights);
        WinnerCard card;
        card.setResult(result, s.weights);
        if (cmp.winnerUnknown + cmp.runnerUpUnknown > 0)
            QVERIFY2(card.reasonText().contains(QStringLiteral("Unknown figures: %1 of 5 for the winner, %2 of 5 for the runner-up")
                                                     .arg(cmp.winnerUnknown).arg(cmp.runnerUpUnknown)),
                     qPrintable(card.reasonText()));
        s.unknownPolicy = UnknownPolicy::KnownOnly;
        card.setResult(resultFor(s), s.weights);
        const WinnerComparison known = compareWinner(resultFor(s), s.weights);
        if (known.winnerUnknown + known.runnerUpUnknown > 0)
            QVERIFY2(card.reasonText().contains(QStringLiteral("left out of their scores")), qPrintable(card.reasonText()));
    }

    void oneFeasibleOfferHasNoRunnerUp()
    {
        Scenario s;
        s.constraints.maxPricePerHour = 0.4; // only 1x-mystery at $0.30
        WinnerCard card;
        card.setResult(resultFor(s), s.weights);
        QVERIFY(card.winnerText().contains(QStringLiteral("1x-mystery")));
        QVERIFY(card.winnerText().contains(QStringLiteral("$0.300/h")));
        QCOMPARE(card.runnerUpText(), QStringLiteral("No runner-up: no other machine passes the constraints."));
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

    // Ranked by a job, the card gives what the job costs and how long it takes, not the hour.
    void aJobWinnerShowsTheJobsCostAndTime()
    {
        Scenario s;
        Workload w;
        w.task = Task::FullFinetune;
        w.parameters = 7e9;
        w.tokens = 1e9;
        s.workload = w;
        s.objective = Objective::Job;
        const RankingResult result = resultFor(s);
        QVERIFY(result.size() > 0);
        QVERIFY(result.prepared->byJob && !result.prepared->jobPerHour);
        const OfferJob &job = result.prepared->job[result.ranking->order[0]];
        WinnerCard card;
        card.setResult(result, s.weights);
        const QString text = card.winnerText();
        QVERIFY2(text.contains(formatMoney(job.costTotal, result.currency)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("%1 hours").arg(formatNumber(job.hours, 1))), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("/h,")), qPrintable(text));
    }

    // Ranked by a timed job, a line says where the winner's time comes from: the performance
    // model's estimate, or a trial run on its instance type with the run's date. Hourly: no line.
    void aJobWinnerSaysWhereItsTimeComesFrom()
    {
        Scenario s;
        Workload w;
        w.task = Task::FullFinetune;
        w.parameters = 7e9;
        w.tokens = 1e9;
        s.workload = w;
        s.objective = Objective::Job;
        const RankingResult estimated = resultFor(s);
        QVERIFY(estimated.size() > 0);
        WinnerCard card;
        card.show();
        card.setResult(estimated, s.weights);
        const OfferJob &job = estimated.prepared->job[estimated.ranking->order[0]];
        QCOMPARE(job.basis, PerformanceBasis::Estimated);
        QVERIFY2(job.calibration.contains(QStringLiteral("not calibrated")), qPrintable(job.calibration));
        // The calibration key in words: the utilisation assumed, and that nothing measured it.
        QCOMPARE(card.basisText(), QStringLiteral("≈ Job time estimated by the performance model (utilisation 50 %, assumed: no "
                                                  "measurement calibrates it)"));
        auto *basis = card.findChild<QLabel *>(QStringLiteral("winnerBasisLabel"));
        QVERIFY(basis && basis->isVisible());

        // A trial run on the winner's machine, twice as fast as the estimate: it stays the
        // winner, now timed by the run.
        const RankedRow winner = estimated.row(0);
        Catalog withTrial = *m_catalog;
        Measurement m;
        m.key = QStringLiteral("t-winner");
        m.kind = MeasurementKind::Trial;
        m.source = QStringLiteral("trial");
        m.suite = QStringLiteral("trial");
        m.provider = winner.provider->key;
        m.instanceType = winner.offer->instanceType;
        m.gpu = winner.gpu->model;
        m.gpuCount = winner.offer->gpuCount;
        m.gpusUsed = winner.offer->gpuCount;
        m.task = Task::FullFinetune;
        m.parameters = 7e9;
        m.precision = QStringLiteral("bf16");
        m.seqLen = w.seqLen;
        m.batch = w.batch;
        m.metric = Metric::TrainingTokensPerSecond;
        m.value = 2 * w.tokens / (job.hours * 3600);
        m.date = QStringLiteral("2026-01-02");
        QVERIFY2(validateMeasurement(m).isEmpty(), qPrintable(validateMeasurement(m)));
        withTrial.measurements << m;
        const RankingResult measured = rankCatalog(std::make_shared<const Catalog>(withTrial), s);
        QCOMPARE(measured.row(0).offer->id, winner.offer->id);
        card.setResult(measured, s.weights);
        QCOMPARE(card.basisText(), QStringLiteral("✓ Job time measured: your trial run, 2026-01-02"));
        QVERIFY(card.summaryText().contains(card.basisText()));

        s.objective = Objective::Hourly;
        card.setResult(rankCatalog(std::make_shared<const Catalog>(withTrial), s), s.weights);
        QVERIFY(card.basisText().isEmpty());
        QVERIFY(!basis->isVisible());
    }

    // A narrow card wraps between words, never inside "(asia-northeast1)".
    void namesWithHyphensAreNotBrokenAcrossLines()
    {
        const QString shown = WinnerCard::keepNamesWhole(
            QStringLiteral("Google Cloud a3-ultragpu-8g (asia-northeast1)"));
        QCOMPARE(QString(shown).remove(QChar(0x2060)), QStringLiteral("Google Cloud a3-ultragpu-8g (asia-northeast1)"));
        QFont font;
        const QFontMetrics fm(font);
        for (int width : {60, 90, 120, 160, 220}) {
            QTextLayout layout(shown, font);
            layout.beginLayout();
            QStringList lines;
            for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
                line.setLineWidth(width);
                lines << shown.mid(line.textStart(), line.textLength());
            }
            layout.endLayout();
            for (const QString &line : lines) {
                const QString trimmed = QString(line).remove(QChar(0x2060)).trimmed();
                QVERIFY2(!trimmed.endsWith(u'-'), qPrintable(QStringLiteral("%1: %2").arg(width).arg(lines.join(u'|'))));
            }
        }
    }

    // The card's menu copies its three lines, as plain text, without the invisible joiners
    // that keep names whole on screen.
    void itsMenuCopiesTheSummary()
    {
        const Scenario s;
        const RankingResult result = resultFor(s);
        WinnerCard card;
        card.setResult(result, s.weights);
        QCOMPARE(card.contextMenuPolicy(), Qt::ActionsContextMenu);
        auto *copy = card.findChild<QAction *>(QStringLiteral("copyWinnerSummary"));
        QVERIFY(copy);
        QVERIFY(card.actions().contains(copy));
        QGuiApplication::clipboard()->clear();
        copy->trigger();
        const QString copied = QGuiApplication::clipboard()->text();
        QCOMPARE(copied, card.winnerText() + u'\n' + card.reasonText() + u'\n' + card.runnerUpText());
        QVERIFY(copied.contains(result.row(0).offer->instanceType));
        QVERIFY(!copied.contains(QChar(0x2060)));
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
        QVERIFY(card.sizeHint().height() <= 260);
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestWinnerCard)
#include "tst_WinnerCard.moc"
