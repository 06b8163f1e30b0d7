#include "catalog/PriceUpdate.h"
#include "domain/Catalog.h"
#include "insight/RankAcceptability.h"
#include "report/ReportHtml.h"
#include "report/ReportLanguage.h"
#include "report/ReportWriter.h"
#include "domain/Scenario.h"
#include "insight/Sensitivity.h"
#include "TestSupport.h"
#include "../bench/SyntheticCatalog.h"
#include "TestMain.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace gpuscout;

// Lives in tests/app: the Chinese report needs the translation compiled into gpuscout_app.
// Reads the PDFs back with poppler's pdftotext and pdfinfo.
class TestReportWriter : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<const Catalog> m_catalog;

    static QString tool(const char *name) { return QStandardPaths::findExecutable(QString::fromLatin1(name)); }

    static QString pdfText(const QString &path)
    {
        QProcess p;
        p.start(tool("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    static int pdfPages(const QString &path)
    {
        QProcess p;
        p.start(tool("pdfinfo"), {path});
        p.waitForFinished(30000);
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                                              .match(QString::fromUtf8(p.readAllStandardOutput()));
        return m.hasMatch() ? m.captured(1).toInt() : -1;
    }

    // One page's text; pages count from 1.
    static QString pdfPageText(const QString &path, int page)
    {
        QProcess p;
        p.start(tool("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-f"),
                                    QString::number(page), QStringLiteral("-l"), QString::number(page), path,
                                    QStringLiteral("-")});
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAllStandardOutput());
    }

    static QHash<QString, QString> pdfInfo(const QString &path)
    {
        QProcess p;
        p.start(tool("pdfinfo"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path});
        p.waitForFinished(30000);
        QHash<QString, QString> fields;
        const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n');
        for (const QString &line : lines) {
            const qsizetype colon = line.indexOf(u':');
            if (colon > 0)
                fields.insert(line.left(colon), line.mid(colon + 1).trimmed());
        }
        return fields;
    }

    QString write(const QString &name, const Scenario &scenario, const QString &language, int topN = 10,
                  std::shared_ptr<const Catalog> catalog = {}, const QDate &day = QDate(2026, 2, 1))
    {
        const RankingResult result = rankCatalog(catalog ? catalog : m_catalog, scenario);
        ReportOptions options;
        options.language = language;
        options.topN = topN;
        options.organisation = QStringLiteral("ACME Research");
        options.author = QStringLiteral("Li Wei");
        options.date = QDateTime(day, QTime(9, 30));
        const QString path = m_dir.filePath(name);
        QString error;
        int pages = 0;
        if (!writeReport(path, result, scenario, topDistinctInstanceTypes(result, 3), options, &error, &pages))
            qWarning("%s", qPrintable(error));
        return path;
    }

    static bool hasKangxiRadicals(const QString &text)
    {
        for (QChar c : text) {
            if (c.unicode() >= 0x2F00 && c.unicode() <= 0x2FDF)
                return true;
        }
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        m_catalog = test::fixtureCatalog();
        // To look at the reports: GPUSCOUT_KEEP_REPORTS=1 keeps them and says where.
        if (qEnvironmentVariableIsSet("GPUSCOUT_KEEP_REPORTS")) {
            m_dir.setAutoRemove(false);
            qInfo("reports kept in %s", qPrintable(m_dir.path()));
        }
        if (tool("pdftotext").isEmpty() || tool("pdfinfo").isEmpty())
            QSKIP("pdftotext and pdfinfo (poppler-utils, in scripts/setup.sh's package list) are needed to read the reports back");
    }

    void reportTextInBothLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("en") << QStringLiteral("en")
                            << QStringList{QStringLiteral("GPU cloud comparison report"), QStringLiteral("Page 1 of "),
                                           QStringLiteral("Stability = A × R"), QStringLiteral("ACME Research")};
        QTest::addRow("zh") << QStringLiteral("zh_CN")
                            << QStringList{QString::fromUtf8("GPU 云服务器选型对比报告"), QString::fromUtf8("第 1 页"),
                                           QString::fromUtf8("权重"), QString::fromUtf8("数据来源"),
                                           QString::fromUtf8("截至"), QString::fromUtf8("工")};
    }
    void reportTextInBothLanguages()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        Scenario scenario;
        scenario.weights = Weights{{5, 3, 1, 3, 2}};
        const QString path = write(QStringLiteral("text-%1.pdf").arg(language), scenario, language);
        const QString text = pdfText(path);
        QVERIFY2(!text.isEmpty(), qPrintable(path));
        for (const QString &e : expected)
            QVERIFY2(text.contains(e), qPrintable(e));
        // The winner, every weight share, the sources and their dates.
        QVERIFY(text.contains(QStringLiteral("p5.48xlarge")));
        for (const char *share : {"35.7%", "21.4%", "7.1%", "14.3%"})
            QVERIFY2(text.contains(QLatin1String(share)), share);
        // Twice in the weights table (VRAM, bandwidth) and twice as the "share now" of the
        // stability table.
        QCOMPARE(text.count(QStringLiteral("21.4%")), 4);
        QVERIFY(text.contains(QStringLiteral("Fixture modelled on list prices")));
        QVERIFY(text.contains(QStringLiteral("2026-01-19")));
        QVERIFY(!hasKangxiRadicals(text));
    }

    // With a serving workload the ranking and the cost summary show what is rented, the
    // replicas and the cost per million tokens; the workload reads in words.
    void servingReportShowsTheJobFigures()
    {
        Scenario scenario;
        scenario.objective = Objective::Job;
        Workload w;
        w.task = Task::Inference;
        w.parameters = 7e9;
        w.tokens = 2e9;
        w.requestsPerSecond = 20;
        scenario.workload = w;
        // The bundled catalog: its measurements calibrate serving, which the fixture's do not.
        auto bundled = std::make_shared<Catalog>();
        QString error;
        QVERIFY2(readCatalogCsv(QStringLiteral(":/catalog"), bundled.get(), &error), qPrintable(error));
        const QString text = pdfText(write(QStringLiteral("serving.pdf"), scenario, QStringLiteral("en"), 10, bundled)).simplified();
        for (const char *phrase : {"Rented/h (USD)", "Per M tokens (USD)", "Replicas", "Rented per hour", "Job cost (USD)",
                                   "2 billion tokens", "a demand of 20 requests a second",
                                   "hours on every offer that serves it", "with 2 replicas on 1 instance;"})
            QVERIFY2(text.contains(QLatin1String(phrase)), phrase);
        QVERIFY(!text.contains(QStringLiteral("2E+09")));
        const QString zh = pdfText(write(QStringLiteral("serving-zh.pdf"), scenario, QStringLiteral("zh_CN"), 10, bundled));
        QVERIFY2(zh.contains(QString::fromUtf8("20 亿")), qPrintable(zh.left(3000)));

        // An unknown printed has no tooltip: the reason follows the table, once, with its ranks.
        const QString fixtureText = pdfText(write(QStringLiteral("serving-fixture.pdf"), scenario, QStringLiteral("en"))).simplified();
        QVERIFY2(fixtureText.contains(QStringLiteral("Why a figure is unknown: No vllm measurement calibrates serving. (#1, #2")),
                 qPrintable(fixtureText));

        // Without a workload: one instance's price and the price per GPU-hour, no job columns.
        const QString plain = pdfText(write(QStringLiteral("plain.pdf"), Scenario{}, QStringLiteral("en")));
        QVERIFY(!plain.contains(QStringLiteral("Rented")));
        QVERIFY(!plain.contains(QStringLiteral("Per M tokens")));
    }

    // An FP64 job by its work: the report states the work, the efficiency assumed and why, and
    // prices the job (its cost and time) on a GPU with strong FP64.
    void fp64ByWorkStatesTheWorkAndItsEfficiency()
    {
        Scenario scenario;
        scenario.objective = Objective::Job;
        Workload w;
        w.task = Task::Fp64;
        w.workingSetGb = 40;
        w.fp64WorkPflop = 5000;
        scenario.workload = w;
        auto bundled = std::make_shared<Catalog>();
        QString error;
        QVERIFY2(readCatalogCsv(QStringLiteral(":/catalog"), bundled.get(), &error), qPrintable(error));
        const QString text = pdfText(write(QStringLiteral("fp64.pdf"), scenario, QStringLiteral("en"), 10, bundled)).simplified();
        for (const char *phrase : {"FP64 scientific computing, a working set of 40 GB", "PFLOP of FP64 work, run at 50 % of each GPU's FP64 peak",
                                   "no HPL measurement is bundled", "Job cost (USD)", "H100-SXM"})
            QVERIFY2(text.contains(QLatin1String(phrase)), phrase);
        QVERIFY(!text.contains(QStringLiteral("nan")));
        const QString zh = pdfText(write(QStringLiteral("fp64-zh.pdf"), scenario, QStringLiteral("zh_CN"), 10, bundled));
        QVERIFY(zh.contains(QStringLiteral("PFLOP")));
    }

    // The scenario section names the method and the method section explains the one used.
    void reportNamesTheRankingMethod_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("absent");
        QTest::addRow("weighted sum")
            << static_cast<int>(RankingMethod::WeightedSum)
            << QStringList{QStringLiteral("Ranking method"), QStringLiteral("weighted sum (weighted mean of the normalised scores)"),
                           QStringLiteral("Score = Σ(w × s) / Σw")}
            << QStringList{QStringLiteral("TOPSIS")};
        QTest::addRow("TOPSIS")
            << static_cast<int>(RankingMethod::Topsis)
            << QStringList{QStringLiteral("Ranking method"), QStringLiteral("TOPSIS (closeness to the ideal offer)"),
                           QStringLiteral("Ranking method: TOPSIS."), QStringLiteral("D− / (D+ + D−)"),
                           QStringLiteral("Closer to the ideal offer")}
            << QStringList{QStringLiteral("Score = Σ(w × s) / Σw"), QStringLiteral("of its score")};
    }
    void reportNamesTheRankingMethod()
    {
        QFETCH(int, method);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, absent);
        Scenario scenario;
        scenario.weights = Weights{{5, 3, 1, 3, 2}};
        scenario.method = static_cast<RankingMethod>(method);
        const QString path = write(QStringLiteral("method-%1.pdf").arg(method), scenario, QStringLiteral("en"));
        // pdftotext breaks lines where the page does; the phrases are looked for in one line.
        const QString text = pdfText(path).simplified();
        QVERIFY2(!text.isEmpty(), qPrintable(path));
        for (const QString &e : expected)
            QVERIFY2(text.contains(e), qPrintable(e));
        for (const QString &a : absent)
            QVERIFY2(!text.contains(a), qPrintable(a));
    }

    void defaultWeightsShowFiveEqualShares()
    {
        const QString text = pdfText(write(QStringLiteral("default.pdf"), Scenario{}, QStringLiteral("en")));
        QCOMPARE(text.count(QStringLiteral("20.0%")), 10); // the weights and the stability table
    }

    void robustnessSectionListsIntervalsAndAcceptability()
    {
        Scenario scenario;
        scenario.weights = Weights{{5, 3, 1, 3, 2}};
        scenario.basis = Basis::PerInstance; // whole instances: the 8-GPU p5 wins
        const QString text = pdfText(write(QStringLiteral("robust.pdf"), scenario, QStringLiteral("en")));
        QVERIFY(text.contains(QStringLiteral("How robust is the winner")));
        // The price share can fall to 0 and rise to 42.5 % before Google Cloud's g2 takes over;
        // the VRAM share holds up to just below 100 %, then the p4d wins.
        const RankingResult result = rankCatalog(m_catalog, scenario);
        const auto intervals = weightIntervals(*result.prepared, scenario.weights);
        const WeightInterval &price = intervals[indexOf(Criterion::Price)];
        const QString priceRange = QStringLiteral("%1% to %2%")
                                       .arg(QLocale().toString(100 * price.low, 'f', 1),
                                            QLocale().toString(100 * price.high, 'f', 1));
        QVERIFY2(text.contains(priceRange), qPrintable(priceRange));
        QVERIFY(text.contains(QStringLiteral("> 99.9%")));
        QVERIFY(text.contains(QStringLiteral("Google Cloud g2-standard-4 (us-central1)")));
        QVERIFY(text.contains(QStringLiteral("2,000 random weight vectors")));
        // The acceptability of the winner, as the model computes it.
        const RankAcceptability a = rankAcceptability(*result.prepared, scenario.weights);
        QVERIFY(!a.offers.empty());
        QVERIFY(text.contains(QLocale().toString(100 * a.offers.front().share, 'f', 1) + u'%'));
    }

    void illustrativeSourcesAreMarked()
    {
        // gn7i (illustrative seed prices) ranks once the scenario includes illustrative prices,
        // and is among the top 10; its row and its source say what it is.
        Scenario scenario;
        scenario.includeIllustrative = true;
        const QString text = pdfText(write(QStringLiteral("seed.pdf"), scenario, QStringLiteral("en")));
        QVERIFY2(text.simplified().contains(QStringLiteral("gn7i (illustrative price)")), qPrintable(text.mid(text.indexOf(QStringLiteral("gn7i")) - 200, 600)));
        QVERIFY(text.contains(QStringLiteral("Fixture modelled on a seed table")));
        QVERIFY(text.contains(QStringLiteral("2026-01-01")));
        QVERIFY(text.simplified().contains(QStringLiteral("illustrative figure, not a quote"))); // wraps in its column
    }

    // A price list that saw a price again unchanged: the source keeps its date and the
    // report says when the price was last confirmed.
    void confirmedPricesAreNamed()
    {
        auto catalog = std::make_shared<Catalog>(*m_catalog);
        for (Offer &o : catalog->offers)
            o.priceConfirmed.set(indexOf(BillingMode::OnDemand), QStringLiteral("2026-11-20"));
        const QString text = pdfText(write(QStringLiteral("confirmed.pdf"), Scenario{}, QStringLiteral("en"), 10, catalog))
                                 .simplified();
        QVERIFY2(text.contains(QStringLiteral("prices confirmed unchanged by a vendor price list on 2026-11-20")), qPrintable(text.right(1500)));
    }

    // A heading or a table's caption never ends a page (it goes with what follows), and
    // nothing is drawn twice: pdftotext finds each heading once.
    void headingsStayWithWhatFollows_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("topN");
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            for (int topN : {3, 10, 25})
                QTest::addRow("%s top %d", qPrintable(language), topN) << language << topN;
        }
    }
    void headingsStayWithWhatFollows()
    {
        QFETCH(QString, language);
        QFETCH(int, topN);
        Scenario scenario;
        scenario.includeIllustrative = true; // one more source row, one more ranked offer
        auto big = std::make_shared<const Catalog>(bench::syntheticCatalog(400));
        const QString path = write(QStringLiteral("keep-%1-%2.pdf").arg(language).arg(topN), scenario, language, topN,
                                   topN == 25 ? big : std::shared_ptr<const Catalog>());
        const ReportLanguage scope(language); // the headings in the report's language
        const QString stability = QCoreApplication::translate("gpuscout::ReportWriter", "Stability formula");
        const QString robust = QCoreApplication::translate("gpuscout::ReportWriter", "How robust is the winner");
        const QString sideBySide = QCoreApplication::translate("gpuscout::ReportWriter", "Side by side; the best value of each comparable row is marked ✓.");
        QCOMPARE(pdfText(path).count(stability), 1);
        QCOMPARE(pdfText(path).count(robust), 1);
        const int pages = pdfPages(path);
        QVERIFY(pages >= 3);
        static const QRegularExpression numbered(QStringLiteral("^[1-7]\\. \\S"));
        static const QRegularExpression running(QStringLiteral("^(Page \\d+ of \\d+|第 \\d+ 页.*|\\d{4}-\\d\\d-\\d\\d)$"));
        for (int page = 1; page < pages; ++page) {
            QStringList lines;
            for (const QString &line : pdfPageText(path, page).split(u'\n')) {
                const QString t = line.trimmed().remove(u'\f');
                if (!t.isEmpty() && !running.match(t).hasMatch() && t != ReportHtml::title())
                    lines << t;
            }
            QVERIFY(!lines.isEmpty());
            const QString last = lines.last();
            QVERIFY2(!numbered.match(last).hasMatch() && last != stability && last != robust && !sideBySide.startsWith(last),
                     qPrintable(QStringLiteral("page %1 ends with its heading: %2").arg(page).arg(last)));
        }
    }

    // Page 1 says how old the compared offers' prices are, and warns when any is older than
    // the stale limit.
    void pageOneDatesThePricesAndWarnsWhenStale()
    {
        const QString fresh = pdfPageText(write(QStringLiteral("fresh.pdf"), Scenario{}, QStringLiteral("en")), 1).simplified();
        QVERIFY2(fresh.contains(QStringLiteral("Prices of the compared offers: all as of 2026-01-19.")), qPrintable(fresh.left(600)));
        QVERIFY(!fresh.contains(QStringLiteral("Warning")));
        // Ten months later the same prices are past the 90-day limit.
        const QString old = pdfPageText(write(QStringLiteral("stale.pdf"), Scenario{}, QStringLiteral("en"), 10, {},
                                              QDate(2026, 12, 1)), 1).simplified();
        QVERIFY2(old.contains(QStringLiteral("Warning: 3 of these 3 offers have prices older than the stale limit of 90 days.")),
                 qPrintable(old.left(900)));
        const QString zh = pdfPageText(write(QStringLiteral("stale-zh.pdf"), Scenario{}, QStringLiteral("zh_CN"), 10, {},
                                             QDate(2026, 12, 1)), 1);
        QVERIFY(zh.contains(QStringLiteral("2026-01-19")));
        QVERIFY(!zh.contains(QStringLiteral("Warning")));
        QVERIFY(!zh.contains(QStringLiteral("compared offers")));
        QVERIFY(zh.contains(QStringLiteral("90"))); // the limit, in the Chinese warning
    }

    // Title, author (--author), subject and creator reach the PDF's document information.
    void metadataNamesTitleAuthorSubjectAndCreator()
    {
        const QHash<QString, QString> en = pdfInfo(write(QStringLiteral("meta-en.pdf"), Scenario{}, QStringLiteral("en")));
        QCOMPARE(en.value(QStringLiteral("Title")), QStringLiteral("GPU cloud comparison report"));
        QCOMPARE(en.value(QStringLiteral("Author")), QStringLiteral("Li Wei"));
        QVERIFY2(en.value(QStringLiteral("Subject")).contains(QStringLiteral("winner: ")), qPrintable(en.value(QStringLiteral("Subject"))));
        QVERIFY(en.value(QStringLiteral("Creator")).startsWith(QStringLiteral("GpuScout")));
        QCOMPARE(en.value(QStringLiteral("Pages")).toInt(), pdfPages(m_dir.filePath(QStringLiteral("meta-en.pdf"))));
        const QHash<QString, QString> zh = pdfInfo(write(QStringLiteral("meta-zh.pdf"), Scenario{}, QStringLiteral("zh_CN")));
        QCOMPARE(zh.value(QStringLiteral("Title")), QString::fromUtf8("GPU 云服务器选型对比报告"));
        QCOMPARE(zh.value(QStringLiteral("Author")), QStringLiteral("Li Wei"));
        QVERIFY(!zh.value(QStringLiteral("Subject")).contains(QStringLiteral("winner")));
    }

    // The Chinese report has no English words of its own: provider names, kinds, regions,
    // the rate source and the Data sources notes are all in Chinese.
    void chineseReportHasNoEnglishFragments()
    {
        Scenario scenario;
        scenario.includeIllustrative = true;
        const QString text = pdfText(write(QStringLiteral("zh-words.pdf"), scenario, QStringLiteral("zh_CN")));
        for (const char *english : {"Google Cloud", "AWS ", "unspecified", "unknown", "default setting", "not a market quote",
                                    "illustrative", "Warning", "Note", "Prices of", "winner", "Page "})
            QVERIFY2(!text.contains(QLatin1String(english)), english);
        QVERIFY(text.contains(QString::fromUtf8("谷歌云")));
        // One kind of punctuation: the rate's notes in full-width brackets and commas.
        QVERIFY2(text.contains(QString::fromUtf8("（无日期，默认设置，非市场报价）")), qPrintable(text.left(2000)));
        QVERIFY(!text.contains(QString::fromUtf8("(无日期, ")));
    }

    void radarIsDrawnInVectors()
    {
        // The window keeps the radar's grid as a pixmap; the report must not.
        if (tool("pdfimages").isEmpty())
            QSKIP("pdfimages (poppler-utils) is needed to list the report's images");
        const QString path = write(QStringLiteral("vector-radar.pdf"), Scenario{}, QStringLiteral("en"));
        QProcess p;
        p.start(tool("pdfimages"), {QStringLiteral("-list"), path});
        QVERIFY(p.waitForFinished(30000));
        const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2); // the header and its rule: no image on any page
    }

    // Issue 29: the option adds a last section, the compared offers' GPUs each with its
    // providers' price per GPU-hour over time, drawn in vectors (no image on any page), in
    // both languages; without it the section is absent.
    void priceHistoryPageInVectorsInBothLanguages()
    {
        auto catalog = std::make_shared<Catalog>(*m_catalog);
        QVERIFY(recordPriceChange(*catalog, 0, BillingMode::OnDemand, 48, QStringLiteral("2026-03-01"), QStringLiteral("2026-03-01")));
        QVERIFY(recordPriceChange(*catalog, 0, BillingMode::OnDemand, 40, QStringLiteral("2026-06-01"), QStringLiteral("2026-06-01")));
        const RankingResult result = rankCatalog(catalog, Scenario{});
        const QList<int> compared = topDistinctInstanceTypes(result, 3);
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            ReportOptions options;
            options.language = language;
            options.date = QDateTime(QDate(2026, 7, 1), QTime(9, 30));
            options.priceHistory = true;
            const QString path = m_dir.filePath(QStringLiteral("history-%1.pdf").arg(language));
            QString error;
            int pages = 0;
            QVERIFY2(writeReport(path, result, Scenario{}, compared, options, &error, &pages), qPrintable(error));
            const QString text = pdfText(path).simplified();
            const bool en = language == QLatin1String("en");
            for (const QString &expected : en ? QStringList{QStringLiteral("8. Prices over time"), QStringLiteral("Price per GPU-hour (USD)"),
                                                            QStringLiteral("Price in force from"), QStringLiteral("H100-SXM:")}
                                              : QStringList{QStringLiteral("8. 价格走势"), QStringLiteral("每 GPU 小时价格（USD）"),
                                                            QStringLiteral("价格生效日期")})
                QVERIFY2(text.contains(expected), qPrintable(language + QStringLiteral(": ") + expected));
            QVERIFY(!hasKangxiRadicals(text));
            QCOMPARE(pdfPages(path), pages);
            if (!tool("pdfimages").isEmpty()) {
                QProcess p;
                p.start(tool("pdfimages"), {QStringLiteral("-list"), path});
                QVERIFY(p.waitForFinished(30000));
                QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts).size(), 2); // no image
            }
        }
        const QString without = pdfText(write(QStringLiteral("no-history.pdf"), Scenario{}, QStringLiteral("en"), 10, catalog));
        QVERIFY(!without.contains(QStringLiteral("Prices over time")));
    }

    void pageCounts()
    {
        // 4 before headings, captions and tables that fit were kept together: the radar and
        // the side-by-side table now start their own pages.
        QCOMPARE(pdfPages(write(QStringLiteral("pages-en.pdf"), Scenario{}, QStringLiteral("en"))), 5);
        QCOMPARE(pdfPages(write(QStringLiteral("pages-zh.pdf"), Scenario{}, QStringLiteral("zh_CN"))), 5);
        auto big = std::make_shared<const Catalog>(bench::syntheticCatalog(2500));
        const int ten = pdfPages(write(QStringLiteral("big-10.pdf"), Scenario{}, QStringLiteral("en"), 10, big));
        const int many = pdfPages(write(QStringLiteral("big-200.pdf"), Scenario{}, QStringLiteral("en"), 200, big));
        QVERIFY(ten >= 1);
        QVERIFY2(many > ten + 3, qPrintable(QStringLiteral("%1 vs %2").arg(many).arg(ten)));
    }

    void unwritablePathsFailCleanly_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addRow("missing folder") << QStringLiteral("/nonexistent/dir/r.pdf");
        QTest::addRow("folder is a file") << m_dir.filePath(QStringLiteral("plain.txt/r.pdf"));
    }
    void unwritablePathsFailCleanly()
    {
        QFETCH(QString, path);
        QFile plain(m_dir.filePath(QStringLiteral("plain.txt")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.close();
        QString error;
        const RankingResult result = rankCatalog(m_catalog, Scenario{});
        QVERIFY(!writeReport(path, result, Scenario{}, {0, 1}, ReportOptions{}, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
    }

    void readOnlyFolderFailsAndLeavesNoFile()
    {
        if (geteuid() == 0)
            QSKIP("root writes into read-only folders; the file-size limit case below covers root");
        const QString folder = m_dir.filePath(QStringLiteral("readonly"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const QString path = folder + QStringLiteral("/r.pdf");
        QString error;
        QVERIFY(!writeReport(path, rankCatalog(m_catalog, Scenario{}), Scenario{}, {0, 1}, ReportOptions{}, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }

    void existingFileIsKeptWhenWritingFails()
    {
        // A write that fails half-way (the file-size limit stands in for a full disk; it binds
        // root too): the old report stays byte for byte, and no temporary file is left.
        const QString folder = m_dir.filePath(QStringLiteral("keep"));
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + QStringLiteral("/r.pdf");
        const QByteArray old("%PDF-1.4 an older report\n");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(old);
        f.close();
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit previous{};
        getrlimit(RLIMIT_FSIZE, &previous);
        rlimit small = previous;
        small.rlim_cur = 4096;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        QString error;
        const bool written = writeReport(path, rankCatalog(m_catalog, Scenario{}), Scenario{}, {0, 1}, ReportOptions{}, &error);
        setrlimit(RLIMIT_FSIZE, &previous);
        QVERIFY(!written);
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), old);
        QCOMPARE(QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList{QStringLiteral("r.pdf")});
    }

    void noOfferMeansNoReport()
    {
        Scenario scenario;
        scenario.constraints.minGpuCount = 1000;
        const QString path = m_dir.filePath(QStringLiteral("empty.pdf"));
        QString error;
        QVERIFY(!writeReport(path, rankCatalog(m_catalog, scenario), scenario, {}, ReportOptions{}, &error));
        QVERIFY2(error.contains(QStringLiteral("no offer passes")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestReportWriter)
#include "tst_ReportWriter.moc"
