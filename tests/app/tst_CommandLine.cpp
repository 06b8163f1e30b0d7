#include "domain/Catalog.h"
#include "catalog/CatalogDatabase.h"
#include "catalog/CsvReader.h"
#include "catalog/PriceUpdate.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QCryptographicHash>
#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QSet>
#include <QTest>

#include <array>
#include <sys/stat.h>
#include <cmath>
#include <tuple>

using namespace gpuscout;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QString err;
};

} // namespace

// Runs the real executable against a catalog made from the fixture CSVs.
class TestCommandLine : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QString m_bundledDb; // created from the bundled catalog: its measurements calibrate the model

    Run run(const QStringList &args, const QString &db = QString(), const QProcessEnvironment &env = {})
    {
        QProcess p;
        QProcessEnvironment e = env.isEmpty() ? QProcessEnvironment::systemEnvironment() : env;
        e.remove(QStringLiteral("GPUSCOUT_DB"));
        p.setProcessEnvironment(e);
        QStringList all = args;
        if (!db.isNull())
            all << QStringLiteral("--db") << db;
        else if (!env.contains(QStringLiteral("GPUSCOUT_DB")))
            all << QStringLiteral("--db") << m_db;
        if (env.contains(QStringLiteral("GPUSCOUT_DB"))) {
            e.insert(QStringLiteral("GPUSCOUT_DB"), env.value(QStringLiteral("GPUSCOUT_DB")));
            p.setProcessEnvironment(e);
        }
        p.start(QStringLiteral(GPUSCOUT_EXECUTABLE), all);
        if (!p.waitForFinished(60000))
            qFatal("gpuscout did not finish");
        return {p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
    }

    // The fixture's illustrative seed row (gn7i, the CNY offer) takes part in these rankings,
    // as --include-illustrative asks; tst_QuoteCommands checks the default that leaves it out.
    QJsonObject rankJson(const QStringList &extra)
    {
        const Run r = run(QStringList{QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json"),
                                      QStringLiteral("--include-illustrative")} + extra);
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return QJsonDocument::fromJson(r.out).object();
    }

    static QStringList instances(const QJsonObject &o)
    {
        QStringList out;
        for (const QJsonValue &v : o.value(QStringLiteral("results")).toArray())
            out << v.toObject().value(QStringLiteral("instance_type")).toString();
        return out;
    }

    static QByteArray sha256(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    }

    // A copy of the fixture catalog, to import into.
    QString copyOfFixture(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        // A write-ahead log left by an earlier catalog of this name would be replayed into the copy.
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(path + suffix);
        if (!QFile::copy(m_db, path))
            qFatal("cannot copy the fixture catalog");
        return path;
    }

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    Run import(const QString &file, const QString &db, const QStringList &extra = {})
    {
        return run(QStringList{QStringLiteral("catalog"), QStringLiteral("import"), file} + extra, db);
    }

    // added + updated + unchanged of an import's summary line.
    static int importedRows(const QByteArray &out)
    {
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("(\\d+) added, (\\d+) updated, (\\d+) unchanged, (\\d+) rejected"))
                                              .match(QString::fromUtf8(out));
        return m.hasMatch() ? m.captured(1).toInt() + m.captured(2).toInt() + m.captured(3).toInt() : -1;
    }

    QJsonArray exportedOffers(const QString &db)
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json")}, db);
        return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("offers")).toArray();
    }

    static QJsonObject findOffer(const QJsonArray &offers, const QString &provider, const QString &instance, const QString &region)
    {
        for (const QJsonValue &v : offers) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("provider")).toString() == provider && o.value(QStringLiteral("instance_type")).toString() == instance
                && o.value(QStringLiteral("region")).toString() == region)
                return o;
        }
        return {};
    }

    static QString today() { return QDate::currentDate().toString(Qt::ISODate); }

private Q_SLOTS:
    // JSON is at full precision: on the bundled catalog, every score recomputes from the raw
    // job figures (ratio to the cheapest and the fastest job) and the weights to 1e-12, and the
    // winner's job_cost_ratio is its cost over the cheapest.
    void jsonScoresRecomputeFromRawFigures()
    {
        const Run r = run({QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--all-regions"),
                           QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--params"), QStringLiteral("7B"),
                           QStringLiteral("--tokens"), QStringLiteral("2e9")},
                          m_bundledDb);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject root = QJsonDocument::fromJson(r.out).object();
        const QJsonObject guards = root.value(QStringLiteral("job_guards")).toObject();
        const double cheapest = guards.value(QStringLiteral("cheapest_job_cost")).toDouble();
        const double fastest = guards.value(QStringLiteral("fastest_job_hours")).toDouble();
        QVERIFY(cheapest > 0 && fastest > 0);
        QCOMPARE(guards.value(QStringLiteral("max_job_cost_ratio")).toDouble(), 5.0);
        const QJsonObject weights = root.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("weights")).toObject();
        double total = 0;
        for (const QString &key : weights.keys())
            total += weights.value(key).toDouble();
        const QJsonArray results = root.value(QStringLiteral("results")).toArray();
        QVERIFY(results.size() > 1000);
        int checked = 0;
        for (const QJsonValue &v : results) {
            const QJsonObject o = v.toObject();
            const QJsonObject job = o.value(QStringLiteral("job")).toObject();
            const QJsonObject criteria = o.value(QStringLiteral("criteria")).toObject();
            const QJsonObject raw = o.value(QStringLiteral("raw")).toObject();
            if (raw.value(QStringLiteral("price")).isNull() || raw.value(QStringLiteral("compute")).isNull())
                continue;
            QCOMPARE(raw.value(QStringLiteral("price")).toDouble(), job.value(QStringLiteral("cost_total")).toDouble());
            QVERIFY(std::abs(criteria.value(QStringLiteral("price")).toDouble() - cheapest / raw.value(QStringLiteral("price")).toDouble()) < 1e-12);
            QVERIFY(std::abs(criteria.value(QStringLiteral("compute")).toDouble() - fastest / raw.value(QStringLiteral("compute")).toDouble()) < 1e-12);
            double score = 0;
            for (const QString &key : weights.keys())
                score += weights.value(key).toDouble() * criteria.value(key).toDouble();
            QVERIFY2(std::abs(score / total - o.value(QStringLiteral("score")).toDouble()) < 1e-12, qPrintable(o.value(QStringLiteral("instance_type")).toString()));
            ++checked;
        }
        QVERIFY(checked > 1000);
        const QJsonObject winner = root.value(QStringLiteral("winner")).toObject();
        const QJsonObject first = results[0].toObject();
        QVERIFY(std::abs(winner.value(QStringLiteral("job_cost_ratio")).toDouble()
                         - first.value(QStringLiteral("job")).toObject().value(QStringLiteral("cost_total")).toDouble() / cheapest) < 1e-12);
        QVERIFY(winner.value(QStringLiteral("job_cost_ratio")).toDouble() <= 5.0);
    }

    void initTestCase()
    {
        m_db = m_dir.filePath(QStringLiteral("fixture.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(m_db, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        m_bundledDb = m_dir.filePath(QStringLiteral("bundled.sqlite"));
        CatalogDatabase bundled;
        QCOMPARE(bundled.open(m_bundledDb), CatalogDatabase::Status::Created);
    }

    // `perf validate`: every bundled benchmark predicted without its own run, and the summary
    // the issue holds the model to.
    void perfValidateMeetsItsTargets()
    {
        const Run r = run({QStringLiteral("perf"), QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json")},
                          m_bundledDb);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonObject summary = o.value(QStringLiteral("summary")).toObject();
        QVERIFY(summary.value(QStringLiteral("n")).toInt() > 6000);
        QVERIFY(summary.value(QStringLiteral("median_abs_error")).toDouble() <= 25);
        QVERIFY(summary.value(QStringLiteral("within_1_5x")).toDouble() >= 0.9);
        QVERIFY(summary.value(QStringLiteral("within_2x")).toDouble() >= 0.99);
        const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
        QCOMPARE(rows.size(), summary.value(QStringLiteral("n")).toInt() + summary.value(QStringLiteral("unpredicted")).toInt());
        for (const char *key : {"source", "system", "gpu", "gpus", "workload", "measured", "predicted", "ratio"})
            QVERIFY2(rows[0].toObject().contains(QString::fromLatin1(key)), key);
        // The table names every family and ends with the whole summary.
        const Run table = run({QStringLiteral("perf"), QStringLiteral("validate")}, m_bundledDb);
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("All predicted rows: n "));
        QVERIFY(table.out.contains("MLPerf Training"));
        QCOMPARE(run({QStringLiteral("perf"), QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("xml")}, m_bundledDb).exitCode, 2);
        QCOMPARE(run({QStringLiteral("perf"), QStringLiteral("check")}, m_bundledDb).exitCode, 2);
    }

    // `catalog measure add` records a trial run; from then on it is the figure of its instance
    // type's jobs, in the ranking at once; list, export, remove and import go round.
    void aTrialRunDecidesTheJob()
    {
        // 3B in bf16 fits one T4, as the trial ran it: the job is the trial's workload.
        const QString db = m_dir.filePath(QStringLiteral("trial.sqlite"));
        QFile::remove(db);
        QVERIFY(QFile::copy(m_bundledDb, db));
        const QStringList job{QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--all-regions"),
                              QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--params"), QStringLiteral("3B"),
                              QStringLiteral("--tokens"), QStringLiteral("1e6"), QStringLiteral("--provider"), QStringLiteral("aws"),
                              QStringLiteral("--gpu"), QStringLiteral("T4")};
        const auto g4dn = [&](const QByteArray &out) {
            for (const QJsonValue &v : QJsonDocument::fromJson(out).object().value(QStringLiteral("results")).toArray()) {
                if (v.toObject().value(QStringLiteral("instance_type")).toString() == QLatin1String("g4dn.xlarge"))
                    return v.toObject().value(QStringLiteral("job")).toObject();
            }
            return QJsonObject();
        };
        const QJsonObject before = g4dn(run(job, db).out);
        QVERIFY(!before.isEmpty());
        const Run added = run({QStringLiteral("catalog"), QStringLiteral("measure"), QStringLiteral("add"), QStringLiteral("--provider"),
                               QStringLiteral("aws"), QStringLiteral("--instance"), QStringLiteral("g4dn.xlarge"), QStringLiteral("--task"),
                               QStringLiteral("inference"), QStringLiteral("--params"), QStringLiteral("3B"), QStringLiteral("--prompt-tokens"),
                               QStringLiteral("1024"), QStringLiteral("--output-tokens"), QStringLiteral("256"),
                               QStringLiteral("--tokens-per-second"), QStringLiteral("30"), QStringLiteral("--date"), QStringLiteral("2026-12-01")},
                              db);
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        QVERIFY2(added.err.contains(QStringLiteral("Recorded the trial run")), qPrintable(added.err));
        const QJsonObject after = g4dn(run(job, db).out);
        const QJsonObject perf = after.value(QStringLiteral("performance")).toObject();
        QCOMPARE(perf.value(QStringLiteral("basis")).toString(), QStringLiteral("measured"));
        QCOMPARE(perf.value(QStringLiteral("kind")).toString(), QStringLiteral("trial"));
        QCOMPARE(perf.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-12-01"));
        QCOMPARE(perf.value(QStringLiteral("tokens_per_second")).toDouble(), 30.0);
        QVERIFY(std::abs(after.value(QStringLiteral("hours")).toDouble() - 1e6 / 30 / 3600) < 1e-4);

        const Run listed = run({QStringLiteral("catalog"), QStringLiteral("measure"), QStringLiteral("list"), QStringLiteral("--format"),
                                QStringLiteral("json")}, db);
        QCOMPARE(listed.exitCode, 0);
        const QJsonArray trials = QJsonDocument::fromJson(listed.out).array();
        QCOMPARE(trials.size(), 1);
        const QString key = trials[0].toObject().value(QStringLiteral("key")).toString();
        const Run exported = run({QStringLiteral("catalog"), QStringLiteral("measure"), QStringLiteral("export")}, db);
        QCOMPARE(exported.exitCode, 0);
        QCOMPARE(exported.out.count('\n'), 2); // header and the trial run
        const QString file = writeFile(QStringLiteral("trials.csv"), exported.out);
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("measure"), QStringLiteral("remove"), key.left(8)}, db).exitCode, 0);
        QCOMPARE(g4dn(run(job, db).out).value(QStringLiteral("performance")).toObject().value(QStringLiteral("kind")).toString(),
                 before.value(QStringLiteral("performance")).toObject().value(QStringLiteral("kind")).toString());
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("measure"), QStringLiteral("import"), file}, db).exitCode, 0);
        const QJsonArray back = QJsonDocument::fromJson(run({QStringLiteral("catalog"), QStringLiteral("measure"), QStringLiteral("list"),
                                                             QStringLiteral("--format"), QStringLiteral("json")}, db).out).array();
        QCOMPARE(back.size(), 1);
        QCOMPARE(back[0].toObject(), trials[0].toObject());
        QCOMPARE(g4dn(run(job, db).out).value(QStringLiteral("performance")).toObject().value(QStringLiteral("tokens_per_second")).toDouble(), 30.0);
    }

    void badTrialRunsNameWhatIsWrong_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList base{QStringLiteral("catalog"), QStringLiteral("measure"), QStringLiteral("add"), QStringLiteral("--task"),
                               QStringLiteral("inference"), QStringLiteral("--params"), QStringLiteral("7B"), QStringLiteral("--prompt-tokens"),
                               QStringLiteral("512"), QStringLiteral("--output-tokens"), QStringLiteral("128")};
        QTest::addRow("no instance") << base + QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--tokens-per-second"), QStringLiteral("9")}
                                     << QStringLiteral("needs --provider KEY and --instance TYPE");
        QTest::addRow("unknown instance") << base + QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--instance"), QStringLiteral("g9.huge"), QStringLiteral("--tokens-per-second"), QStringLiteral("9")}
                                          << QStringLiteral("aws has no instance type 'g9.huge'");
        QTest::addRow("nothing measured") << base + QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--instance"), QStringLiteral("g4dn.xlarge")}
                                          << QStringLiteral("give what was measured");
        QTest::addRow("negative figure") << base + QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--instance"), QStringLiteral("g4dn.xlarge"), QStringLiteral("--ttft-ms"), QStringLiteral("-3")}
                                         << QStringLiteral("--ttft-ms '-3' is not valid");
        QTest::addRow("training figure for serving") << base + QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--instance"), QStringLiteral("g4dn.xlarge"), QStringLiteral("--minutes"), QStringLiteral("3")}
                                                     << QStringLiteral("minutes measures training");
        QTest::addRow("bad date") << base + QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--instance"), QStringLiteral("g4dn.xlarge"), QStringLiteral("--tokens-per-second"), QStringLiteral("9"), QStringLiteral("--date"), QStringLiteral("yesterday")}
                                  << QStringLiteral("date: 'yesterday' is not a date");
        QTest::addRow("remove a benchmark") << QStringList{QStringLiteral("catalog"), QStringLiteral("measure"), QStringLiteral("remove"), QStringLiteral("m096c6ec8")}
                                            << QStringLiteral("is a bundled benchmark");
        QTest::addRow("unknown sub-command") << QStringList{QStringLiteral("catalog"), QStringLiteral("measure"), QStringLiteral("drop")}
                                             << QStringLiteral("expected add, list, remove KEY, import FILE or export");
    }
    void badTrialRunsNameWhatIsWrong()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString db = m_dir.filePath(QStringLiteral("bad-trial.sqlite"));
        QFile::remove(db);
        QVERIFY(QFile::copy(m_bundledDb, db));
        const QByteArray before = sha256(db);
        const Run r = run(args, db);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(sha256(db), before);
    }

    // Without a display the window cannot start: one line naming the command line, exit 1,
    // instead of Qt's abort (exit 134). The command line itself stays quiet about the
    // missing XDG_RUNTIME_DIR.
    void noDisplayIsOneLineAndExitOne()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
            env.remove(QLatin1String(name));
        env.insert(QStringLiteral("GPUSCOUT_TEST_UNUSED"), QStringLiteral("1")); // never an empty environment
        const Run window = run({}, m_db, env);
        QCOMPARE(window.exitCode, 1);
        QVERIFY(window.out.isEmpty());
        const QStringList lines = window.err.trimmed().split(u'\n');
        QVERIFY2(lines.size() == 1, qPrintable(window.err));
        QVERIFY2(lines.first().contains(QStringLiteral("no display")) && lines.first().contains(QStringLiteral("gpuscout --help")),
                 qPrintable(window.err));

        const Run cli = run({QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("1")}, m_db, env);
        QVERIFY2(cli.exitCode == 0, qPrintable(cli.err));
        QVERIFY2(!cli.err.contains(QStringLiteral("XDG_RUNTIME_DIR")), qPrintable(cli.err));
        const QString pdf = m_dir.filePath(QStringLiteral("headless.pdf"));
        const Run report = run({QStringLiteral("report"), QStringLiteral("--out"), pdf, QStringLiteral("--top"), QStringLiteral("3")}, m_db, env);
        QVERIFY2(report.exitCode == 0, qPrintable(report.err));
        QVERIFY2(!report.err.contains(QStringLiteral("XDG_RUNTIME_DIR")) && !report.err.contains(QStringLiteral("runtime directory")),
                 qPrintable(report.err));
    }

    void versionAndHelp()
    {
        const Run v = run({QStringLiteral("--version")});
        QCOMPARE(v.exitCode, 0);
        QVERIFY(v.out.startsWith("gpuscout 0."));
        const Run h = run({QStringLiteral("--help")});
        QCOMPARE(h.exitCode, 0);
        QVERIFY(h.out.contains("gpuscout rank"));
        QVERIFY(h.out.contains("--weights"));
        // Any currency of the rate table, not only the two the table starts with.
        QVERIFY(h.out.contains("--currency CODE"));
        QVERIFY(!h.out.contains("USD|CNY"));
        const Run all = run({QStringLiteral("--help-all")});
        QCOMPARE(all.exitCode, 0);
        QCOMPARE(all.out, h.out);
    }

    void rankJsonFollowsTheSchema()
    {
        const QJsonObject o = rankJson({});
        QVERIFY(o.value(QStringLiteral("scenario")).isObject());
        const QJsonArray results = o.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 8);
        const QJsonObject first = results.first().toObject();
        for (const char *key : {"rank", "offer_id", "provider", "instance_type", "region", "gpu", "gpu_count",
                                "score", "criteria", "raw"})
            QVERIFY2(first.contains(QString::fromLatin1(key)), key);
        QCOMPARE(first.value(QStringLiteral("rank")).toInt(), 1);
        QCOMPARE(first.value(QStringLiteral("instance_type")).toString(), QStringLiteral("p5.48xlarge"));
        // raw follows the basis (per GPU by default); the instance's own figures stand beside it.
        QCOMPARE(first.value(QStringLiteral("raw")).toObject().value(QStringLiteral("price")).toDouble(), 55.04 / 8);
        QCOMPARE(first.value(QStringLiteral("price_per_hour")).toDouble(), 55.04);
        QCOMPARE(first.value(QStringLiteral("vram_gb_total")).toDouble(), 640.0);
        QCOMPARE(first.value(QStringLiteral("network_gbps")).toDouble(), 3200.0);
        QCOMPARE(first.value(QStringLiteral("raw")).toObject().value(QStringLiteral("bandwidth")).toDouble(), 400.0);
        QCOMPARE(first.value(QStringLiteral("tflops_total")).toDouble(),
                 8 * first.value(QStringLiteral("raw")).toObject().value(QStringLiteral("compute")).toDouble());
        QCOMPARE(o.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("basis")).toString(), QStringLiteral("per-gpu"));
        // Eight machines, one region each.
        QCOMPARE(first.value(QStringLiteral("regions")).toInt(), 1);
        QVERIFY(first.value(QStringLiteral("other_regions")).toArray().isEmpty());
        QCOMPARE(o.value(QStringLiteral("listing")).toString(), QStringLiteral("machines"));
        for (const char *c : {"compute", "vram", "price", "bandwidth", "stability"}) {
            QVERIFY(first.value(QStringLiteral("criteria")).toObject().contains(QString::fromLatin1(c)));
            QVERIFY(first.value(QStringLiteral("raw")).toObject().contains(QString::fromLatin1(c)));
        }
        double previous = 2;
        for (const QJsonValue &v : results) {
            const double score = v.toObject().value(QStringLiteral("score")).toDouble();
            QVERIFY(score <= previous);
            previous = score;
        }
        // A figure the catalog does not know is null, and the offer is still ranked.
        const QJsonObject mystery = results.last().toObject();
        QCOMPARE(mystery.value(QStringLiteral("instance_type")).toString(), QStringLiteral("1x-mystery"));
        QVERIFY(mystery.value(QStringLiteral("raw")).toObject().value(QStringLiteral("compute")).isNull());
        QVERIFY(mystery.value(QStringLiteral("raw")).toObject().value(QStringLiteral("bandwidth")).isNull());
    }

    void optionsShapeTheRanking_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("price only: cheapest first")
            << QStringList{QStringLiteral("--weights"), QStringLiteral("price=1"), QStringLiteral("--top"), QStringLiteral("2")}
            << QStringList{QStringLiteral("1x-mystery"), QStringLiteral("g4dn.xlarge")};
        QTest::addRow("provider filter")
            << QStringList{QStringLiteral("--provider"), QStringLiteral("AWS")}
            << QStringList{QStringLiteral("p5.48xlarge"), QStringLiteral("p4d.24xlarge"), QStringLiteral("g4dn.xlarge")};
        QTest::addRow("GPU by alias")
            << QStringList{QStringLiteral("--gpu"), QStringLiteral("h100"), QStringLiteral("--weights"), QStringLiteral("price=1")}
            << QStringList{QStringLiteral("gpu_1x_h100_pcie"), QStringLiteral("1x-H100-marketplace"), QStringLiteral("p5.48xlarge")};
        QTest::addRow("spot billing keeps offers with a spot price")
            << QStringList{QStringLiteral("--billing"), QStringLiteral("spot"), QStringLiteral("--weights"), QStringLiteral("price=1")}
            << QStringList{QStringLiteral("g4dn.xlarge"), QStringLiteral("g2-standard-4"), QStringLiteral("p5.48xlarge")};
        QTest::addRow("budget and VRAM")
            << QStringList{QStringLiteral("--max-price"), QStringLiteral("3"), QStringLiteral("--min-vram-gb"), QStringLiteral("80"),
                           QStringLiteral("--weights"), QStringLiteral("price=1")}
            << QStringList{QStringLiteral("gpu_1x_h100_pcie"), QStringLiteral("1x-H100-marketplace")};
        QTest::addRow("min GPUs and region")
            << QStringList{QStringLiteral("--min-gpus"), QStringLiteral("8"), QStringLiteral("--region"), QStringLiteral("US-EAST-1")}
            << QStringList{QStringLiteral("p5.48xlarge"), QStringLiteral("p4d.24xlarge")};
        QTest::addRow("monthly: only offers sold by the month")
            << QStringList{QStringLiteral("--billing"), QStringLiteral("monthly")} << QStringList{QStringLiteral("gn7i")};
    }
    void optionsShapeTheRanking()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, expected);
        QCOMPARE(instances(rankJson(args)), expected);
    }

    void currencyConversion()
    {
        const QJsonObject o = rankJson({QStringLiteral("--currency"), QStringLiteral("cny"), QStringLiteral("--cny-per-usd"),
                                        QStringLiteral("8"), QStringLiteral("--provider"), QStringLiteral("alibaba,aws"),
                                        QStringLiteral("--weights"), QStringLiteral("price=1")});
        QHash<QString, double> price;
        for (const QJsonValue &v : o.value(QStringLiteral("results")).toArray())
            price.insert(v.toObject().value(QStringLiteral("instance_type")).toString(),
                         v.toObject().value(QStringLiteral("price_per_hour")).toDouble());
        QCOMPARE(price.value(QStringLiteral("gn7i")), 32.0);
        QCOMPARE(price.value(QStringLiteral("p5.48xlarge")), 55.04 * 8);
        QCOMPARE(o.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    }

    void scenarioFileAndOverrides()
    {
        const QString path = m_dir.filePath(QStringLiteral("scenario.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "gpuscout-scenario", "version": 1, "weights": {"compute": 0, "vram": 0, "price": 1,
                 "bandwidth": 0, "stability": 0}, "constraints": {"providers": ["aws"]}})");
        f.close();
        QCOMPARE(instances(rankJson({QStringLiteral("--scenario"), path})).first(), QStringLiteral("g4dn.xlarge"));
        // Command-line options override the file.
        QCOMPARE(instances(rankJson({QStringLiteral("--scenario"), path, QStringLiteral("--weights"), QStringLiteral("compute=1")})).first(),
                 QStringLiteral("p5.48xlarge"));
    }

    void csvAndTableFormats()
    {
        const Run csv = run({QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> lines = csv.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        // One row per machine: how many regions it has and the other regions' price range.
        QVERIFY2(lines[0].startsWith("rank,provider,instance_type,region,regions,other_regions_min_price_usd,"
                                     "other_regions_max_price_usd,gpu,gpu_count,vram_gb_total,tflops_total"),
                 lines[0].constData());
        QVERIFY2(lines[1].startsWith("1,aws,p5.48xlarge,us-east-1,1,-,-,H100-SXM,8,640,"), lines[1].constData());
        const Run every = run({QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--all-regions")});
        QVERIFY(every.out.startsWith("rank,provider,instance_type,region,gpu,gpu_count,"));
        const Run table = run({QStringLiteral("rank")});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains("p5.48xlarge"));
        QVERIFY(table.out.contains("\"Texas, US, NA\"") == false);
    }

    void catalogExport()
    {
        const Run csv = run({QStringLiteral("catalog"), QStringLiteral("export")});
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(csv.out.trimmed().split('\n').size(), 9);
        QVERIFY(csv.out.startsWith("provider,instance_type,family,gpu,gpu_count"));
        const Run json = run({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(QStringLiteral("offers")).toArray().size(), 8);
        QCOMPARE(o.value(QStringLiteral("gpus")).toArray().size(), 5);
    }

    // catalog history prints the steps of a GPU's price per GPU-hour: the fixture's p5 at
    // $55.04 (6.88 a GPU-hour) cut to $48 on 2026-03-01 and to $40 on 2026-06-01; Lambda's
    // and Vast's one GPU at $2.49 throughout. Bad options name themselves (exit 2).
    void catalogHistoryPrintsTheSeries()
    {
        const QString path = m_dir.filePath(QStringLiteral("series.sqlite"));
        CatalogDatabase db;
        QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
        Catalog before;
        QVERIFY(db.load(&before));
        Catalog after = before;
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 48, QStringLiteral("2026-03-01"), QStringLiteral("2026-03-01")));
        QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, 40, QStringLiteral("2026-06-01"), QStringLiteral("2026-06-01")));
        QVERIFY2(db.applyChange(before, after), qPrintable(db.errorString()));

        const Run csv = run({QStringLiteral("catalog"), QStringLiteral("history"), QStringLiteral("--gpu"), QStringLiteral("H100-SXM"),
                             QStringLiteral("--billing"), QStringLiteral("on-demand"), QStringLiteral("--format"), QStringLiteral("csv")},
                            path);
        QVERIFY2(csv.exitCode == 0, qPrintable(csv.err));
        QCOMPARE(csv.out, QByteArray("provider,billing,from,lowest_per_gpu_hour,median_per_gpu_hour,offers,currency\n"
                                     "aws,on-demand,2026-01-19,6.88,6.88,1,USD\n"
                                     "aws,on-demand,2026-03-01,6,6,1,USD\n"
                                     "aws,on-demand,2026-06-01,5,5,1,USD\n"
                                     "lambda,on-demand,2026-01-19,2.49,2.49,1,USD\n"
                                     "vast,on-demand,2026-01-19,2.49,2.49,1,USD\n"));
        const Run json = run({QStringLiteral("catalog"), QStringLiteral("history"), QStringLiteral("--gpu"), QStringLiteral("h100-sxm"),
                              QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--since"), QStringLiteral("2026-04-01"),
                              QStringLiteral("--format"), QStringLiteral("json")},
                             path);
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(QStringLiteral("gpu")).toString(), QStringLiteral("H100-SXM"));
        const QJsonArray series = o.value(QStringLiteral("series")).toArray();
        QCOMPARE(series.size(), 2); // on-demand and spot
        const QJsonArray points = series[0].toObject().value(QStringLiteral("points")).toArray();
        QCOMPARE(points.size(), 2);
        QCOMPARE(points[0].toObject().value(QStringLiteral("from")).toString(), QStringLiteral("2026-04-01"));
        QCOMPARE(points[0].toObject().value(QStringLiteral("lowest_per_gpu_hour")).toDouble(), 6.0);
        QCOMPARE(points[1].toObject().value(QStringLiteral("lowest_per_gpu_hour")).toDouble(), 5.0);

        // The report's page draws the same steps (the file's stored lines): the p5's three
        // prices, no "no earlier price".
        const QString pdf = m_dir.filePath(QStringLiteral("series.pdf"));
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        const auto reportText = [&] {
            const Run r = run({QStringLiteral("report"), QStringLiteral("--out"), pdf, QStringLiteral("--price-history"), QStringLiteral("--gpu"),
                               QStringLiteral("H100-SXM"), QStringLiteral("--lang"), QStringLiteral("en")},
                              path);
            if (r.exitCode != 0 || pdftotext.isEmpty())
                return r.err;
            QProcess p;
            p.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
            p.waitForFinished(30000);
            return QString::fromUtf8(p.readAllStandardOutput());
        };
        if (!pdftotext.isEmpty()) {
            const QString text = reportText();
            QVERIFY2(text.contains(QStringLiteral("Prices over time")) && text.contains(QStringLiteral("H100-SXM: AWS"))
                         && !text.contains(QStringLiteral("holds no earlier price")),
                     qPrintable(text.right(600)));
        }

        // Another program's entry (Lambda's earlier $3.00, by SQL): the stored lines no longer
        // answer, and the series is computed from the history, that entry included.
        {
            const QString name = QStringLiteral("other-program");
            {
                QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                other.setDatabaseName(path);
                QVERIFY(other.open());
                QSqlQuery q(other);
                QVERIFY2(q.exec(QStringLiteral("INSERT INTO price_history (offer_id, billing, price_per_hour, currency, as_of, replaced_on) "
                                               "SELECT id, 'on-demand', 3, 'USD', '2025-10-01', '2026-01-19' FROM offers WHERE instance_type = 'gpu_1x_h100_pcie'")),
                         qPrintable(q.lastError().text()));
                QCOMPARE(q.numRowsAffected(), 1);
                other.close();
            }
            QSqlDatabase::removeDatabase(name);
        }
        const Run other = run({QStringLiteral("catalog"), QStringLiteral("history"), QStringLiteral("--gpu"), QStringLiteral("H100-SXM"),
                               QStringLiteral("--provider"), QStringLiteral("lambda"), QStringLiteral("--billing"), QStringLiteral("on-demand"),
                               QStringLiteral("--format"), QStringLiteral("csv")},
                              path);
        QVERIFY2(other.exitCode == 0, qPrintable(other.err));
        QCOMPARE(other.out, QByteArray("provider,billing,from,lowest_per_gpu_hour,median_per_gpu_hour,offers,currency\n"
                                       "lambda,on-demand,2025-10-01,3,3,1,USD\n"
                                       "lambda,on-demand,2026-01-19,2.49,2.49,1,USD\n"));

        const struct {
            QStringList args;
            const char *message;
        } bad[] = {
            {{}, "needs exactly one --gpu MODEL"},
            {{QStringLiteral("--gpu"), QStringLiteral("B999")}, "--gpu 'B999' is not in the catalog"},
            {{QStringLiteral("--gpu"), QStringLiteral("H100-SXM"), QStringLiteral("--since"), QStringLiteral("June")}, "--since 'June' is not a date; expected YYYY-MM-DD"},
            {{QStringLiteral("--gpu"), QStringLiteral("H100-SXM"), QStringLiteral("--billing"), QStringLiteral("hourly")}, "--billing 'hourly' is not known"},
            {{QStringLiteral("--gpu"), QStringLiteral("H100-SXM"), QStringLiteral("--provider"), QStringLiteral("nope")}, "--provider 'nope' is not in the catalog"},
        };
        for (const auto &b : bad) {
            const Run r = run(QStringList{QStringLiteral("catalog"), QStringLiteral("history")} + b.args, path);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QLatin1String(b.message)), qPrintable(r.err));
        }
    }

    // catalog history prune removes the entries replaced before a day, or with --keep-monthly
    // all but the last of each offer, billing mode and month; --dry-run counts and changes
    // nothing; a missing or bad --before is exit 2.
    void historyPruneRemovesWhatItSays()
    {
        const QString path = m_dir.filePath(QStringLiteral("prune.sqlite"));
        {
            CatalogDatabase db;
            QCOMPARE(db.open(path, test::fixture(QStringLiteral("catalog"))), CatalogDatabase::Status::Created);
            Catalog before;
            QVERIFY(db.load(&before));
            Catalog after = before;
            double price = 50;
            for (const char *day : {"2026-01-05", "2026-01-20", "2026-02-10", "2026-03-01"})
                QVERIFY(recordPriceChange(after, 0, BillingMode::OnDemand, price += 1, QString(), QLatin1String(day)));
            QVERIFY2(db.applyChange(before, after), qPrintable(db.errorString()));
        }
        const auto bytes = [&path] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
        };
        const auto replacedOn = [&] {
            QStringList days;
            const Run csv = run({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("history")}, path);
            for (const QByteArray &line : csv.out.trimmed().split('\n').mid(1))
                days << QString::fromUtf8(line.split(',').last());
            return days;
        };
        QCOMPARE(replacedOn(), (QStringList{QStringLiteral("2026-01-05"), QStringLiteral("2026-01-20"), QStringLiteral("2026-02-10"), QStringLiteral("2026-03-01")}));
        const QStringList prune{QStringLiteral("catalog"), QStringLiteral("history"), QStringLiteral("prune"), QStringLiteral("--before"), QStringLiteral("2026-03-01")};
        const QByteArray untouched = bytes();
        const Run dry = run(prune + QStringList{QStringLiteral("--keep-monthly"), QStringLiteral("--dry-run")}, path);
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
        QVERIFY2(dry.out.contains("1 of 4 entries would be removed, 2 kept"), dry.out.constData());
        QCOMPARE(bytes(), untouched);
        const Run monthly = run(prune + QStringList{QStringLiteral("--keep-monthly")}, path);
        QVERIFY2(monthly.out.contains("1 of 4 entries removed"), monthly.out.constData());
        QCOMPARE(replacedOn(), (QStringList{QStringLiteral("2026-01-20"), QStringLiteral("2026-02-10"), QStringLiteral("2026-03-01")}));
        const Run all = run(prune, path);
        QVERIFY2(all.out.contains("2 of 3 entries removed"), all.out.constData());
        QCOMPARE(replacedOn(), QStringList{QStringLiteral("2026-03-01")});
        const Run missing = run({QStringLiteral("catalog"), QStringLiteral("history"), QStringLiteral("prune")}, path);
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QLatin1String("needs --before YYYY-MM-DD")), qPrintable(missing.err));
        const Run bad = run({QStringLiteral("catalog"), QStringLiteral("history"), QStringLiteral("prune"), QStringLiteral("--before"), QStringLiteral("March")}, path);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QLatin1String("--before 'March' is not a date")), qPrintable(bad.err));
    }

    void estimatePrintsTheMemoryBreakdown_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<double>("weights");
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("flops");
        QTest::addRow("70B BF16 serving: 140 GB of weights")
            << QStringList{QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--params"), QStringLiteral("70B")}
            << 140.0 << -1.0 << -1.0;
        QTest::addRow("7B full fine-tune: 16 bytes per parameter")
            << QStringList{QStringLiteral("--task"), QStringLiteral("full-finetune"), QStringLiteral("--params"), QStringLiteral("7e9"),
                           QStringLiteral("--tokens"), QStringLiteral("1T")}
            << 14.0 << -1.0 << 4.2e22;
    }
    // training_flops: 6PD plus attention's 12 L d s D (PaLM's count), the shape estimated from
    // P: 7B -> 32 layers of 4096 -> 12 x 32 x 4096 x 2048 x 1T = 3.22e21 more.
    void estimatePrintsTheMemoryBreakdown()
    {
        QFETCH(QStringList, args);
        QFETCH(double, weights);
        QFETCH(double, flops);
        const Run r = run(QStringList{QStringLiteral("estimate"), QStringLiteral("--format"), QStringLiteral("json")} + args);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonObject memory = o.value(QStringLiteral("memory_gb")).toObject();
        for (const char *key : {"weights", "gradients", "optimizer", "activations", "kv_cache", "overhead", "total"})
            QVERIFY2(memory.contains(QString::fromLatin1(key)), key);
        QCOMPARE(memory.value(QStringLiteral("weights")).toDouble(), weights);
        // The buying-guide article's rule of thumb is a training rule: a serving estimate carries none.
        if (flops > 0) {
            const QJsonArray thumb = o.value(QStringLiteral("rule_of_thumb_gb")).toArray();
            QCOMPARE(thumb.size(), 2);
            QVERIFY(thumb[0].toDouble() < thumb[1].toDouble());
        } else {
            QVERIFY(o.value(QStringLiteral("rule_of_thumb_gb")).isNull());
        }
        QVERIFY(o.contains(QStringLiteral("training_flops")));
        if (flops > 0) {
            const QJsonObject shape = o.value(QStringLiteral("shape")).toObject();
            const double attention = 12 * shape.value(QStringLiteral("layers")).toDouble()
                * shape.value(QStringLiteral("attention_heads")).toDouble() * shape.value(QStringLiteral("head_dim")).toDouble()
                * 2048 * 1e12;
            QVERIFY2(attention > 0, "the estimate prints the shape it used");
            // JSON prints 6 significant digits.
            QVERIFY(std::abs(o.value(QStringLiteral("training_flops")).toDouble() - (flops + attention)) <= 1e-5 * (flops + attention));
            QCOMPARE(memory.value(QStringLiteral("gradients")).toDouble() + memory.value(QStringLiteral("optimizer")).toDouble()
                         + memory.value(QStringLiteral("weights")).toDouble(),
                     112.0);
        } else {
            QVERIFY(o.value(QStringLiteral("training_flops")).isNull());
        }
    }

    void rankWithAWorkloadCarriesTheJob()
    {
        // 72 hours of a 13B LoRA: every result prices the fixed duration on as many
        // instances as the model needs.
        const QJsonObject o = rankJson({QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--params"),
                                        QStringLiteral("13B"), QStringLiteral("--hours"), QStringLiteral("72")});
        const QJsonArray results = o.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 8);
        QHash<QString, QJsonObject> jobs;
        for (const QJsonValue &v : results) {
            const QJsonObject result = v.toObject();
            const QJsonObject job = result.value(QStringLiteral("job")).toObject();
            for (const char *key : {"fits", "gpus_needed", "instances_needed", "hours", "cost_total"})
                QVERIFY2(job.contains(QString::fromLatin1(key)), key);
            jobs.insert(result.value(QStringLiteral("instance_type")).toString(), job);
            if (job.value(QStringLiteral("fits")).isNull())
                continue; // the GPU's VRAM is unknown: the fit cannot be judged
            QCOMPARE(job.value(QStringLiteral("hours")).toDouble(), 72.0);
            const double hourly = result.value(QStringLiteral("price_per_hour")).toDouble();
            const double instances = job.value(QStringLiteral("instances_needed")).toDouble();
            // Money is printed to 4 decimals: the cost, and the hourly price when it was
            // converted to the display currency (its rounding is then multiplied by 72 hours).
            QVERIFY(std::abs(job.value(QStringLiteral("cost_total")).toDouble() - hourly * instances * 72)
                    <= 5e-5 * (1 + instances * 72) + 1e-9);
        }
        // 13B at BF16 is 26 GB of weights: one 80 GB A100 holds it, 16 GB T4s need several instances.
        QCOMPARE(jobs.value(QStringLiteral("gn7i")).value(QStringLiteral("fit")).toString(), QStringLiteral("one-gpu"));
        QVERIFY(jobs.value(QStringLiteral("g4dn.xlarge")).value(QStringLiteral("instances_needed")).toDouble() >= 2);
        QCOMPARE(jobs.value(QStringLiteral("g4dn.xlarge")).value(QStringLiteral("fit")).toString(), QStringLiteral("multi-instance"));
        QVERIFY(jobs.value(QStringLiteral("1x-mystery")).value(QStringLiteral("fits")).isNull());
    }

    // Issue 32's cases restated with work: an FP64 job of 5,000 PFLOP goes to a GPU with
    // strong FP64, a render of 200 A10-hours to a GPU faster than an A10; each result carries
    // the job's time and cost, the JSON the work, the table a Work line. With --hours instead,
    // a 2 x A10 (2 FP64 TFLOPS in all) came first.
    void fp64AndRenderingByWorkRankTheFastGpusFirst()
    {
        struct Case {
            QStringList args;
            QString measure;
        };
        const Case cases[] = {
            {{QStringLiteral("--task"), QStringLiteral("fp64"), QStringLiteral("--working-set-gb"), QStringLiteral("40"),
              QStringLiteral("--fp64-work"), QStringLiteral("5000")},
             QStringLiteral("fp64_pflop")},
            {{QStringLiteral("--task"), QStringLiteral("rendering"), QStringLiteral("--working-set-gb"), QStringLiteral("20"),
              QStringLiteral("--render-work"), QStringLiteral("200"), QStringLiteral("--reference-gpu"), QStringLiteral("A10")},
             QStringLiteral("render_gpu_hours")},
        };
        for (const Case &c : cases) {
            const Run r = run(QStringList{QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json"),
                                          QStringLiteral("--top"), QStringLiteral("3")} + c.args,
                              m_bundledDb);
            QCOMPARE(r.exitCode, 0);
            const QJsonObject o = QJsonDocument::fromJson(r.out).object();
            const QJsonObject work = o.value(QStringLiteral("job_work")).toObject();
            QCOMPARE(work.value(QStringLiteral("measure")).toString(), c.measure);
            QVERIFY(!work.value(QStringLiteral("text")).toString().isEmpty());
            const QJsonObject first = o.value(QStringLiteral("results")).toArray().first().toObject();
            const QJsonObject job = first.value(QStringLiteral("job")).toObject();
            QVERIFY(job.value(QStringLiteral("hours")).toDouble() > 0);
            QVERIFY(job.value(QStringLiteral("cost_total")).toDouble() > 0);
            const QString gpu = first.value(QStringLiteral("gpu")).toString();
            if (c.measure == QLatin1String("fp64_pflop")) {
                // A100 class or better: 9.7 FP64 TFLOPS a GPU (tflops_total is at the job's precision).
                const double perGpu = first.value(QStringLiteral("tflops_total")).toDouble() / first.value(QStringLiteral("gpu_count")).toDouble();
                QVERIFY2(perGpu >= 9.7 - 1e-9, qPrintable(gpu));
            } else {
                // An A10 takes the 200 hours; the winner far less.
                QVERIFY2(job.value(QStringLiteral("hours")).toDouble() < 100, qPrintable(gpu));
                QVERIFY(gpu != QLatin1String("A10"));
            }
            const Run table = run(QStringList{QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("1")} + c.args, m_bundledDb);
            QCOMPARE(table.exitCode, 0);
            QVERIFY2(table.out.contains("Work: "), table.out.constData());
        }
        // A reference the catalog lacks, or none, is refused with what was expected.
        const Run unknown = run({QStringLiteral("rank"), QStringLiteral("--task"), QStringLiteral("rendering"), QStringLiteral("--render-work"),
                                 QStringLiteral("200"), QStringLiteral("--reference-gpu"), QStringLiteral("NoSuchGpu")},
                                m_bundledDb);
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QLatin1String("--reference-gpu 'NoSuchGpu'")), qPrintable(unknown.err));
        const Run missing = run({QStringLiteral("rank"), QStringLiteral("--task"), QStringLiteral("rendering"), QStringLiteral("--render-work"),
                                 QStringLiteral("200")},
                                m_bundledDb);
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QLatin1String("reference_gpu")), qPrintable(missing.err));
        const Run wrongTask = run({QStringLiteral("rank"), QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--params"),
                                   QStringLiteral("7B"), QStringLiteral("--fp64-work"), QStringLiteral("10")},
                                  m_bundledDb);
        QCOMPARE(wrongTask.exitCode, 2);
        QVERIFY2(wrongTask.err.contains(QLatin1String("--fp64-work applies to --task fp64 only")), qPrintable(wrongTask.err));
    }

    // A serving demand: every result says what serving it takes and costs, and the figures agree
    // with each other (cost per hour = instances x the price; per million tokens of the demand).
    void aServingDemandIsSizedAndPriced()
    {
        const double rps = 40;
        const double output = 128;
        const Run r = run({QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--all-regions"),
                           QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--params"), QStringLiteral("7B"),
                           QStringLiteral("--prompt-tokens"), QStringLiteral("256"), QStringLiteral("--output-tokens"), QStringLiteral("128"),
                           QStringLiteral("--requests-per-second"), QString::number(rps), QStringLiteral("--max-tpot-ms"), QStringLiteral("40")},
                          m_bundledDb);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value(QStringLiteral("excluded")).toObject().value(QStringLiteral("serving")).toInt() > 0);
        const QJsonArray results = o.value(QStringLiteral("results")).toArray();
        QVERIFY(results.size() > 50);
        int priced = 0;
        for (const QJsonValue &v : results) {
            const QJsonObject result = v.toObject();
            const QJsonObject job = result.value(QStringLiteral("job")).toObject();
            for (const char *key : {"replicas", "cost_per_hour", "cost_per_million_tokens", "ttft_ms", "tpot_ms", "tokens_per_second", "concurrency"})
                QVERIFY2(job.contains(QString::fromLatin1(key)), key);
            if (job.value(QStringLiteral("cost_per_million_tokens")).isNull())
                continue;
            ++priced;
            const double instances = job.value(QStringLiteral("instances_needed")).toDouble();
            const double perHour = job.value(QStringLiteral("cost_per_hour")).toDouble();
            QVERIFY(std::abs(perHour - instances * result.value(QStringLiteral("price_per_hour")).toDouble()) <= 1e-9 * perHour);
            const double perMillion = job.value(QStringLiteral("cost_per_million_tokens")).toDouble();
            QVERIFY(std::abs(perMillion - perHour / (rps * output * 3600) * 1e6) <= 1e-12 * perMillion);
            // What is rented serves at least the demand, each copy within the latency limit.
            QVERIFY(job.value(QStringLiteral("tokens_per_second")).toDouble() >= rps * output * (1 - 1e-12));
            QVERIFY(job.value(QStringLiteral("tpot_ms")).toDouble() <= 40);
            QVERIFY(job.value(QStringLiteral("replicas")).toDouble() >= 1);
        }
        QVERIFY(priced > 50);
    }

    void jobObjectiveRanksByCostToComplete()
    {
        const QJsonObject o = rankJson({QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--params"),
                                        QStringLiteral("7B"), QStringLiteral("--hours"), QStringLiteral("10"),
                                        QStringLiteral("--objective"), QStringLiteral("job"), QStringLiteral("--weights"),
                                        QStringLiteral("price=1")});
        const QJsonArray results = o.value(QStringLiteral("results")).toArray();
        double previous = -1;
        for (const QJsonValue &v : results) {
            const double cost = v.toObject().value(QStringLiteral("job")).toObject().value(QStringLiteral("cost_total")).toDouble();
            QCOMPARE(v.toObject().value(QStringLiteral("raw")).toObject().value(QStringLiteral("price")).toDouble(), cost);
            QVERIFY(cost >= previous);
            previous = cost;
        }
    }

    void sensitivityGivesEachCriterionsInterval_data()
    {
        QTest::addColumn<QStringList>("method");
        QTest::addRow("weighted sum (default)") << QStringList{};
        QTest::addRow("TOPSIS") << QStringList{QStringLiteral("--method"), QStringLiteral("topsis")};
    }
    void sensitivityGivesEachCriterionsInterval()
    {
        QFETCH(QStringList, method);
        const QString weights = QStringLiteral("compute=1,price=1");
        const Run r = run(QStringList{QStringLiteral("sensitivity"), QStringLiteral("--format"), QStringLiteral("json"),
                                      QStringLiteral("--weights"), weights} + method);
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(rows.size(), 5);
        const QString winner = instances(rankJson(QStringList{QStringLiteral("--weights"), weights, QStringLiteral("--top"), QStringLiteral("1")} + method)).value(0);
        for (const QJsonValue &v : rows) {
            const QJsonObject row = v.toObject();
            for (const char *key : {"criterion", "current_share", "low", "high", "winner", "below_low_winner", "above_high_winner"})
                QVERIFY2(row.contains(QString::fromLatin1(key)), key);
            QVERIFY(row.value(QStringLiteral("low")).toDouble() <= row.value(QStringLiteral("current_share")).toDouble() + 1e-9);
            QVERIFY(row.value(QStringLiteral("current_share")).toDouble() <= row.value(QStringLiteral("high")).toDouble() + 1e-9);
            QCOMPARE(row.value(QStringLiteral("winner")).toObject().value(QStringLiteral("instance_type")).toString(), winner);
            QCOMPARE(row.value(QStringLiteral("below_low_winner")).isNull(), row.value(QStringLiteral("low")).toDouble() == 0.0);
        }
        // Just above the price interval, the offer named there is the one rank puts first.
        const QJsonObject price = rows[indexOf(Criterion::Price)].toObject();
        QCOMPARE(price.value(QStringLiteral("current_share")).toDouble(), 0.5);
        const double high = price.value(QStringLiteral("high")).toDouble();
        QVERIFY(high < 1);
        const double share = std::min(1.0, high + 1e-6);
        const QString outside = instances(rankJson(QStringList{QStringLiteral("--weights"),
                                                    QStringLiteral("compute=%1,price=%2").arg(1 - share, 0, 'g', 17).arg(share, 0, 'g', 17),
                                                    QStringLiteral("--top"), QStringLiteral("1")} + method)).value(0);
        QCOMPARE(price.value(QStringLiteral("above_high_winner")).toObject().value(QStringLiteral("instance_type")).toString(), outside);
        QVERIFY(outside != winner);
        // The table names the method it tested.
        const Run table = run(QStringList{QStringLiteral("sensitivity"), QStringLiteral("--weights"), weights} + method);
        QCOMPARE(table.exitCode, 0);
        const QByteArray firstLine = QByteArray("method: ") + (method.isEmpty() ? "weighted-sum" : "topsis") + '\n';
        QVERIFY2(table.out.startsWith(firstLine), table.out.constData());
    }

    // --method reaches the engine from the option and from a scenario file (the option wins):
    // each score is recomputed here from the result's own normalised criteria by the method's
    // formula, and the JSON scenario and the CSV score column name the method.
    void rankMethodChoosesTheFormula_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::addRow("default") << QStringList{} << QStringLiteral("weighted-sum");
        QTest::addRow("option") << QStringList{QStringLiteral("--method"), QStringLiteral("topsis")} << QStringLiteral("topsis");
        QTest::addRow("option, any case") << QStringList{QStringLiteral("--method"), QStringLiteral("TOPSIS")} << QStringLiteral("topsis");
        QTest::addRow("scenario file") << QStringList{QStringLiteral("--scenario"), QStringLiteral("@topsis")} << QStringLiteral("topsis");
        QTest::addRow("option overrides the file")
            << QStringList{QStringLiteral("--scenario"), QStringLiteral("@topsis"), QStringLiteral("--method"), QStringLiteral("weighted-sum")}
            << QStringLiteral("weighted-sum");
    }
    void rankMethodChoosesTheFormula()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const QString path = m_dir.filePath(QStringLiteral("topsis.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "gpuscout-scenario", "version": 1, "method": "topsis",
                 "weights": {"compute": 3, "vram": 1, "price": 4, "bandwidth": 1, "stability": 2}})");
        f.close();
        args.replaceInStrings(QStringLiteral("@topsis"), path);
        const QStringList weightArgs{QStringLiteral("--weights"), QStringLiteral("compute=3,vram=1,price=4,bandwidth=1,stability=2")};
        const QJsonObject o = rankJson(args + weightArgs);
        QCOMPARE(o.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("method")).toString(), expected);
        const QJsonArray results = o.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 8);
        const std::array<double, 5> w{3.0 / 11, 1.0 / 11, 4.0 / 11, 1.0 / 11, 2.0 / 11};
        const std::array<const char *, 5> keys{"compute", "vram", "price", "bandwidth", "stability"};
        QList<std::array<double, 5>> s;
        for (const QJsonValue &v : results) {
            const QJsonObject criteria = v.toObject().value(QStringLiteral("criteria")).toObject();
            std::array<double, 5> row{};
            for (std::size_t k = 0; k < 5; ++k)
                row[k] = criteria.value(QString::fromLatin1(keys[k])).toDouble();
            s << row;
        }
        std::array<double, 5> best{}, worst{};
        for (std::size_t k = 0; k < 5; ++k) {
            best[k] = worst[k] = s.first()[k];
            for (const auto &row : s) {
                best[k] = std::max(best[k], row[k]);
                worst[k] = std::min(worst[k], row[k]);
            }
        }
        for (int i = 0; i < results.size(); ++i) {
            double sum = 0, plus = 0, minus = 0;
            for (std::size_t k = 0; k < 5; ++k) {
                sum += w[k] * s[i][k];
                plus += std::pow(w[k] * (best[k] - s[i][k]), 2);
                minus += std::pow(w[k] * (s[i][k] - worst[k]), 2);
            }
            const double want = expected == QLatin1String("topsis") ? std::sqrt(minus) / (std::sqrt(plus) + std::sqrt(minus)) : sum;
            const double got = results[i].toObject().value(QStringLiteral("score")).toDouble();
            // JSON scores and criteria are printed to 4 decimals (io/JsonNumbers.h).
            QVERIFY2(std::abs(got - want) < 2e-4, qPrintable(QStringLiteral("rank %1: score %2, formula %3").arg(i + 1).arg(got).arg(want)));
        }
        const Run csv = run(QStringList{QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("csv")} + args + weightArgs);
        QCOMPARE(csv.exitCode, 0);
        const QByteArray header = csv.out.left(csv.out.indexOf('\n'));
        // The score column names the method; the price's age and the flags follow it.
        const QByteArray column = QByteArray(",score_") + expected.toLatin1().replace('-', '_') + ",as_of,stale,flags";
        QVERIFY2(header.endsWith(column), header.constData());
    }

    // `estimate --task inference --params 70B` prints its total and no training rule of thumb;
    // a training task labels the rule as the seed's training rule.
    void estimateLabelsTheRuleOfThumb()
    {
        const Run serving = run({QStringLiteral("estimate"), QStringLiteral("--task"), QStringLiteral("inference"),
                                 QStringLiteral("--params"), QStringLiteral("70B")});
        QCOMPARE(serving.exitCode, 0);
        QVERIFY2(serving.out.contains("total"), serving.out.constData());
        QVERIFY2(!serving.out.contains("rule of thumb") && !serving.out.contains("420"), serving.out.constData());
        const Run training = run({QStringLiteral("estimate"), QStringLiteral("--task"), QStringLiteral("full-finetune"),
                                  QStringLiteral("--params"), QStringLiteral("7B")});
        QVERIFY2(training.out.contains("training rule of thumb (P x 2 bytes x 3-12): 42.0 - 168.0 GB"),
                 training.out.constData());
        const Run help = run({QStringLiteral("--help")});
        QVERIFY(help.out.contains("16 bytes per parameter"));
        QVERIFY(help.out.contains("4 x the model size at the load precision"));
        QVERIFY(help.out.contains("--basis per-gpu|per-instance"));
        QVERIFY(help.out.contains("--all-regions"));
    }

    // The comparison basis, the scales and the unknown-figure policy reach the engine and the
    // JSON scenario; the reasons name only criteria on which the winner scores higher.
    void scoringOptionsReachTheRanking_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("member");
        QTest::addColumn<QString>("value");
        QTest::addRow("per instance") << QStringList{QStringLiteral("--basis"), QStringLiteral("per-instance")}
                                      << QStringLiteral("basis") << QStringLiteral("per-instance");
        QTest::addRow("vector") << QStringList{QStringLiteral("--normalization"), QStringLiteral("vector")}
                                << QStringLiteral("normalization") << QStringLiteral("vector");
        QTest::addRow("log") << QStringList{QStringLiteral("--normalization"), QStringLiteral("log")}
                             << QStringLiteral("normalization") << QStringLiteral("log");
        QTest::addRow("known only") << QStringList{QStringLiteral("--unknown"), QStringLiteral("known-only")}
                                    << QStringLiteral("unknown_figures") << QStringLiteral("known-only");
    }
    void scoringOptionsReachTheRanking()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, member);
        QFETCH(QString, value);
        const QJsonObject o = rankJson(args);
        QCOMPARE(o.value(QStringLiteral("scenario")).toObject().value(member).toString(), value);
        const QJsonObject winner = o.value(QStringLiteral("winner")).toObject();
        const QJsonObject runnerUp = o.value(QStringLiteral("runner_up")).toObject();
        QCOMPARE(winner.value(QStringLiteral("rank")).toInt(), 1);
        QVERIFY(runnerUp.value(QStringLiteral("instance_type")).toString() != winner.value(QStringLiteral("instance_type")).toString());
        for (const QJsonValue &v : o.value(QStringLiteral("reasons")).toArray()) {
            const QJsonObject r = v.toObject();
            QVERIFY(r.value(QStringLiteral("winner_score")).toDouble() > r.value(QStringLiteral("runner_up_score")).toDouble());
            QVERIFY(r.value(QStringLiteral("contribution")).toDouble() > 0);
        }
        for (const QJsonValue &v : o.value(QStringLiteral("drawbacks")).toArray()) {
            const QJsonObject r = v.toObject();
            QVERIFY(r.value(QStringLiteral("winner_score")).toDouble() < r.value(QStringLiteral("runner_up_score")).toDouble());
        }
        QVERIFY(o.value(QStringLiteral("unknown_figures")).toObject().contains(QStringLiteral("runner_up")));
    }

    // On the bundled catalog: the default top ten are ten machines, each with its other
    // regions; --all-regions lists every feasible offer with today's fields.
    void bundledTopTenAreTenMachines()
    {
        const QString bundled = m_dir.filePath(QStringLiteral("bundled.sqlite")); // created from the bundled catalog
        const Run grouped = run({QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("10"),
                                 QStringLiteral("--format"), QStringLiteral("json")}, bundled);
        QCOMPARE(grouped.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(grouped.out).object();
        const QJsonArray results = o.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 10);
        QSet<QString> machines;
        int withOthers = 0;
        for (const QJsonValue &v : results) {
            const QJsonObject r = v.toObject();
            machines.insert(r.value(QStringLiteral("provider")).toString() + u'/' + r.value(QStringLiteral("instance_type")).toString());
            const QJsonArray others = r.value(QStringLiteral("other_regions")).toArray();
            QCOMPARE(r.value(QStringLiteral("regions")).toInt(), others.size() + 1);
            withOthers += others.isEmpty() ? 0 : 1;
            for (const QJsonValue &other : others) {
                QVERIFY(other.toObject().contains(QStringLiteral("price_per_hour")));
                QVERIFY(other.toObject().value(QStringLiteral("score")).toDouble() <= r.value(QStringLiteral("score")).toDouble());
            }
        }
        QCOMPARE(machines.size(), 10);
        QVERIFY(withOthers > 0);
        const Run table = run({QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("10")}, bundled);
        QVERIFY2(table.out.contains("10 of ") && table.out.contains(" machines shown"), table.out.constData());
        const Run every = run({QStringLiteral("rank"), QStringLiteral("--all-regions"), QStringLiteral("--format"), QStringLiteral("json")}, bundled);
        const QJsonObject all = QJsonDocument::fromJson(every.out).object();
        QCOMPARE(all.value(QStringLiteral("results")).toArray().size(), all.value(QStringLiteral("feasible_offers")).toInt());
        QCOMPARE(all.value(QStringLiteral("listing")).toString(), QStringLiteral("offers"));
        QVERIFY(!all.value(QStringLiteral("results")).toArray().first().toObject().contains(QStringLiteral("other_regions")));
    }

    void badInputExitsTwoWithOneClearLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        auto rank = [](QStringList a) { return QStringList{QStringLiteral("rank")} + a; };
        QTest::addRow("overflowing weights") << rank({QStringLiteral("--weights"), QStringLiteral("compute=1e308,vram=1e308")})
                                             << QStringLiteral("--weights: the weight '1e308' of compute is not valid; expected a number from 0 to 1000000");
        // A rate that would make every converted price zero or infinite (435 of 435 scores null).
        QTest::addRow("rate out of range") << rank({QStringLiteral("--cny-per-usd"), QStringLiteral("1e-320"), QStringLiteral("--currency"), QStringLiteral("CNY")})
                                           << QStringLiteral("--cny-per-usd '1e-320' is out of range; expected CNY per US dollar between 0.0001 and 1000000");
        QTest::addRow("empty scenario name") << rank({QStringLiteral("--scenario"), QString()})
                                             << QStringLiteral("--scenario: no file name was given");
        QTest::addRow("scenario from a device") << rank({QStringLiteral("--scenario"), QStringLiteral("/dev/zero")})
                                                << QStringLiteral("/dev/zero is not a regular file");
        // A named pipe blocked the open itself (waiting for a writer) until the command was killed.
        const QString fifo = m_dir.filePath(QStringLiteral("pipe"));
        QFile::remove(fifo);
        if (::mkfifo(QFile::encodeName(fifo).constData(), 0600) != 0)
            qFatal("mkfifo failed");
        QTest::addRow("scenario from a pipe") << rank({QStringLiteral("--scenario"), fifo})
                                              << fifo + QStringLiteral(" is not a regular file (a device or a pipe); give a scenario file (.json)");
        QTest::addRow("import from a pipe") << QStringList{QStringLiteral("catalog"), QStringLiteral("import"), fifo, QStringLiteral("--dry-run")}
                                            << fifo + QStringLiteral(" is not a regular file (a device or a pipe); give a file");
        QTest::addRow("import of a folder") << QStringList{QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("/tmp")}
                                            << QStringLiteral("/tmp is a folder; give the file to import");
        for (const auto &[name, json, expected] : std::initializer_list<std::tuple<const char *, const char *, const char *>>{
                 {"scenario weights not an object", R"({"format": "gpuscout-scenario", "weights": "heavy"})", "weights: expected an object"},
                 {"scenario constraints a list", R"({"format": "gpuscout-scenario", "constraints": []})", "constraints: expected an object"},
                 {"scenario unknown provider", R"({"format": "gpuscout-scenario", "constraints": {"providers": ["nosuch"]}})",
                  "constraints.providers: 'nosuch' is not in the catalog; known providers: aws, gcp, lambda, vast, alibaba"},
                 {"scenario unknown region", R"({"format": "gpuscout-scenario", "constraints": {"regions": ["mars-1"]}})",
                  "constraints.regions: 'mars-1' is not in the catalog; known regions: "},
                 {"scenario unknown GPU", R"({"format": "gpuscout-scenario", "constraints": {"gpus": ["X999"]}})",
                  "constraints.gpus: 'X999' is not in the catalog; known GPU models: T4, A100-80GB"},
                 {"scenario unknown currency", R"({"format": "gpuscout-scenario", "currency": "EUR"})",
                  "currency: 'EUR' is not in the catalog's rate table; expected one of USD, CNY"},
                 {"scenario overflowing weights", R"({"format": "gpuscout-scenario", "weights": {"compute": 1e308, "vram": 1e308}})",
                  "weights.compute: 1e+308 is too large"},
                 {"scenario a JSON list", R"([{"format": "gpuscout-scenario"}])", "a scenario is one JSON object"},
             }) {
            const QString file = m_dir.filePath(QString::fromLatin1(name).replace(u' ', u'-') + QStringLiteral(".json"));
            QFile f(file);
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
                qFatal("cannot write %s", qPrintable(file));
            f.write(json);
            f.close();
            QTest::addRow("%s", name) << rank({QStringLiteral("--scenario"), file})
                                      << file + QStringLiteral(": ") + QString::fromUtf8(expected);
        }
        QTest::addRow("unknown billing") << rank({QStringLiteral("--billing"), QStringLiteral("weekly")})
                                         << QStringLiteral("--billing 'weekly' is not known; expected one of on-demand, spot, reserved-1y, monthly");
        QTest::addRow("unknown provider") << rank({QStringLiteral("--provider"), QStringLiteral("nosuch")})
                                          << QStringLiteral("--provider 'nosuch' is not in the catalog; known providers: aws, gcp, lambda, vast, alibaba");
        QTest::addRow("unknown region") << rank({QStringLiteral("--region"), QStringLiteral("mars-1")})
                                        << QStringLiteral("--region 'mars-1' is not in the catalog; known regions: ");
        QTest::addRow("unknown GPU") << rank({QStringLiteral("--gpu"), QStringLiteral("X999")})
                                     << QStringLiteral("--gpu 'X999' is not in the catalog; known GPU models: T4, A100-80GB");
        QTest::addRow("negative price") << rank({QStringLiteral("--max-price"), QStringLiteral("-1")})
                                        << QStringLiteral("--max-price '-1' is not valid; expected a number of 0 or more");
        QTest::addRow("non-numeric VRAM") << rank({QStringLiteral("--min-vram-gb"), QStringLiteral("lots")})
                                          << QStringLiteral("--min-vram-gb 'lots' is not valid");
        QTest::addRow("no demand") << rank({QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--params"), QStringLiteral("7B"),
                                            QStringLiteral("--requests-per-second"), QStringLiteral("0")})
                                   << QStringLiteral("--requests-per-second '0' is not valid; expected a number above 0");
        QTest::addRow("negative latency limit") << rank({QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--params"),
                                                         QStringLiteral("7B"), QStringLiteral("--max-ttft-ms"), QStringLiteral("-5")})
                                                << QStringLiteral("--max-ttft-ms '-5' is not valid; expected a number above 0");
        QTest::addRow("all-zero weights") << rank({QStringLiteral("--weights"), QStringLiteral("compute=0,price=0")})
                                          << QStringLiteral("all weights are zero");
        QTest::addRow("malformed weights") << rank({QStringLiteral("--weights"), QStringLiteral("speed=3")})
                                           << QStringLiteral("--weights: 'speed=3' is not NAME=W with NAME one of compute, vram, price, bandwidth, stability");
        QTest::addRow("negative weight") << rank({QStringLiteral("--weights"), QStringLiteral("price=-2")})
                                         << QStringLiteral("the weight '-2' of price is not valid");
        QTest::addRow("unknown format") << rank({QStringLiteral("--format"), QStringLiteral("xml")})
                                        << QStringLiteral("--format 'xml' is not known; expected table, csv or json");
        QTest::addRow("bad top") << rank({QStringLiteral("--top"), QStringLiteral("0")})
                                 << QStringLiteral("--top '0' is not valid");
        QTest::addRow("unknown currency") << rank({QStringLiteral("--currency"), QStringLiteral("EUR")})
                                          << QStringLiteral("--currency 'EUR' is not in the catalog's rate table; expected one of USD, CNY");
        QTest::addRow("unknown precision") << rank({QStringLiteral("--precision"), QStringLiteral("fp4")})
                                           << QStringLiteral("--precision 'fp4' is not known");
        QTest::addRow("unknown method") << rank({QStringLiteral("--method"), QStringLiteral("ahp")})
                                        << QStringLiteral("--method 'ahp' is not known; expected one of weighted-sum, topsis");
        QTest::addRow("unknown method in sensitivity")
            << QStringList{QStringLiteral("sensitivity"), QStringLiteral("--method"), QStringLiteral("electre")}
            << QStringLiteral("--method 'electre' is not known; expected one of weighted-sum, topsis");
        QTest::addRow("unknown option") << rank({QStringLiteral("--colour"), QStringLiteral("red")})
                                        << QStringLiteral("Unknown option 'colour'");
        QTest::addRow("missing scenario file") << rank({QStringLiteral("--scenario"), QStringLiteral("/nonexistent/s.json")})
                                               << QStringLiteral("/nonexistent/s.json: no such file");
        QTest::addRow("unknown task") << rank({QStringLiteral("--task"), QStringLiteral("dreaming"), QStringLiteral("--params"), QStringLiteral("7B")})
                                      << QStringLiteral("--task 'dreaming' is not known; expected one of pretrain, full-finetune, lora, qlora, inference, rendering, fp64");
        QTest::addRow("zero parameters") << rank({QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--params"), QStringLiteral("0")})
                                         << QStringLiteral("--params: ");
        QTest::addRow("negative hours") << rank({QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--params"), QStringLiteral("7B"),
                                                 QStringLiteral("--hours"), QStringLiteral("-3")})
                                        << QStringLiteral("--hours '-3' is not valid; expected a number above 0");
        QTest::addRow("unknown workload precision") << rank({QStringLiteral("--task"), QStringLiteral("inference"), QStringLiteral("--params"),
                                                             QStringLiteral("7B"), QStringLiteral("--precision"), QStringLiteral("fp12")})
                                                    << QStringLiteral("--precision 'fp12' is not known for a workload; expected one of fp32, bf16, fp16, fp8, int8, int4");
        QTest::addRow("job objective without a workload") << rank({QStringLiteral("--objective"), QStringLiteral("job")})
                                                          << QStringLiteral("--objective job needs a workload");
        QTest::addRow("estimate without a workload") << QStringList{QStringLiteral("estimate")}
                                                     << QStringLiteral("estimate needs a workload");
        QTest::addRow("unknown basis") << QStringList{QStringLiteral("rank"), QStringLiteral("--basis"), QStringLiteral("per-rack")}
                                       << QStringLiteral("--basis 'per-rack' is not known; expected per-gpu or per-instance");
        QTest::addRow("unknown scale") << QStringList{QStringLiteral("rank"), QStringLiteral("--normalization"), QStringLiteral("zscore")}
                                       << QStringLiteral("expected one of minmax, ratio, vector, log");
        QTest::addRow("unknown policy") << QStringList{QStringLiteral("rank"), QStringLiteral("--unknown"), QStringLiteral("guess")}
                                        << QStringLiteral("--unknown 'guess' is not known; expected zero or known-only");
        QTest::addRow("unknown model preset") << QStringList{QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("gpt-9")}
                                              << QStringLiteral("--model 'gpt-9' is not known; expected one of ");
        QTest::addRow("unknown command") << QStringList{QStringLiteral("frobnicate")}
                                         << QStringLiteral("'frobnicate' is not a command");
    }
    void badInputExitsTwoWithOneClearLine()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QCOMPARE(r.err.trimmed().count(u'\n'), 0);
        QVERIFY(r.out.isEmpty());
    }

    void unusableDatabasesAreBadInputAndLeftAlone_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::addRow("text file") << QByteArray("not a database\n") << QStringLiteral("not a SQLite database");
        QTest::addRow("garbage after a SQLite header")
            << QByteArray("SQLite format 3\0", 16) + QByteArray(2000, '\x13') << QStringLiteral("fixture");
    }
    void unusableDatabasesAreBadInputAndLeftAlone()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        const QString path = m_dir.filePath(QStringLiteral("bad-%1.db").arg(QString::fromLatin1(QTest::currentDataTag())).replace(u' ', u'-'));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        const Run r = run({QStringLiteral("rank")}, path);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(path), qPrintable(r.err));
        if (expected != QLatin1String("fixture"))
            QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QFile again(path);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(again.readAll(), content);
    }


    void importsTheSkyPilotSampleWithGpuMemoryAndPrices()
    {
        // The bundled catalog without its Lambda offers, so the sample's rows are new.
        const QString path = m_dir.filePath(QStringLiteral("no-lambda.sqlite"));
        {
            CatalogDatabase db;
            QCOMPARE(db.open(path), CatalogDatabase::Status::Created);
            Catalog c;
            QVERIFY(db.load(&c));
            const int lambda = c.providerIndex(QStringLiteral("lambda"));
            c.offers.removeIf([&](const Offer &o) { return o.provider == lambda; });
            QVERIFY(db.write(c));
        }
        const QString sample = test::fixture(QStringLiteral("import/skypilot-lambda-sample.csv"));
        const Run r = import(sample, path, {QStringLiteral("--provider"), QStringLiteral("lambda")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(" 165 added, 0 updated, 0 unchanged, 0 rejected"), r.out.constData());
        const QJsonArray offers = exportedOffers(path);
        struct Expect { const char *instance; const char *gpu; double count; double price; };
        for (const Expect &e : {Expect{"gpu_8x_v100", "V100-16GB", 8, 6.32}, Expect{"gpu_1x_a100", "A100-40GB", 1, 1.99},
                                Expect{"gpu_4x_a6000", "RTXA6000", 4, 4.36}}) {
            const QJsonObject o = findOffer(offers, QStringLiteral("lambda"), QLatin1String(e.instance), QStringLiteral("us-east-1"));
            QVERIFY2(!o.isEmpty(), e.instance);
            QCOMPARE(o.value(QStringLiteral("gpu")).toString(), QLatin1String(e.gpu));
            QCOMPARE(o.value(QStringLiteral("gpu_count")).toDouble(), e.count);
            QCOMPARE(o.value(QStringLiteral("prices")).toObject().value(QStringLiteral("on-demand")).toDouble(), e.price);
            QCOMPARE(o.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
            QCOMPARE(o.value(QStringLiteral("as_of")).toString(), today());
            QCOMPARE(o.value(QStringLiteral("source")).toString(), QStringLiteral("import-skypilot-lambda-sample-") + today());
        }
        // The same file again changes nothing, and leaves the file alone.
        const QByteArray before = sha256(path);
        const Run again = import(sample, path, {QStringLiteral("--provider"), QStringLiteral("lambda")});
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.out.contains(" 0 added, 0 updated, 165 unchanged"), again.out.constData());
        QCOMPARE(sha256(path), before);
    }

    void exportThenImportIsTheIdentity()
    {
        // A catalog with imported rows of its own: the bundled one plus a vendor quote.
        const QString a = m_dir.filePath(QStringLiteral("round-a.sqlite"));
        QCOMPARE(import(test::fixture(QStringLiteral("import/quote-en.csv")), a, {QStringLiteral("--add-providers")}).exitCode, 0);
        const Run csvA = run({QStringLiteral("catalog"), QStringLiteral("export")}, a);
        const Run jsonA = run({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json")}, a);
        QVERIFY(csvA.out.contains("example-cloud,gpu.8xa100"));
        const QString csvFile = writeFile(QStringLiteral("round.csv"), csvA.out);
        const QString jsonFile = writeFile(QStringLiteral("round.json"), jsonA.out);

        const QString b = m_dir.filePath(QStringLiteral("round-b.sqlite"));
        const Run intoB = import(csvFile, b, {QStringLiteral("--add-providers")});
        QVERIFY2(intoB.exitCode == 0, qPrintable(intoB.err));
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("export")}, b).out, csvA.out);

        const QString c = m_dir.filePath(QStringLiteral("round-c.sqlite"));
        QCOMPARE(import(jsonFile, c, {QStringLiteral("--add-providers")}).exitCode, 0);
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("export")}, c).out, csvA.out);

        // Its own export, imported back, is all unchanged: the file and the JSON stay as they were.
        const QByteArray before = sha256(a);
        const Run self = import(jsonFile, a);
        QCOMPARE(self.exitCode, 0);
        QVERIFY2(self.out.contains(" 0 added, 0 updated,"), self.out.constData());
        QCOMPARE(sha256(a), before);
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json")}, a).out, jsonA.out);
    }

    void badImportsExitTwoAndLeaveTheDatabaseAlone_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("expected");
        const QByteArray header = "provider,instance_type,gpu,gpu_count,region,currency,on_demand\n";
        QTest::addRow("zip garbage") << QByteArray("PK\x03\x04\x00\x00garbage\x00\x01", 15) << QStringList{} << "not an .xlsx workbook";
        QTest::addRow("binary garbage") << QByteArray("\x7f" "ELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00", 16) << QStringList{} << "binary data";
        QTest::addRow("wrong header") << QByteArray("name,cost\na,1\n") << QStringList{} << "bad-wrong-header.csv:1: cannot tell the format";
        QTest::addRow("bad number") << header + "aws,p9,T4,1,us-east-1,USD,abc\n" << QStringList{}
                                    << "bad-bad-number.csv:2:on_demand: 'abc' is not a number";
        QTest::addRow("unknown GPU") << header + "aws,p9,H10O,1,us-east-1,USD,2\n" << QStringList{}
                                     << "bad-unknown-GPU.csv:2:gpu: unknown GPU 'H10O'; did you mean H100-SXM?";
        QTest::addRow("unknown provider") << header + "nimbus,p9,T4,1,us-east-1,USD,2\n" << QStringList{}
                                          << "bad-unknown-provider.csv:2:provider: unknown provider 'nimbus'; expected one of aws, gcp";
        QTest::addRow("duplicate rows") << header + "aws,p9,T4,1,us-east-1,USD,2\naws,p9,T4,1,us-east-1,USD,2.5\n" << QStringList{}
                                        << "bad-duplicate-rows.csv:3: duplicate of line 2";
        QTest::addRow("GBK read as UTF-8") << QByteArray("provider,instance,gpu,count,region,price,currency,billing\n\xb0\xa2\xc0\xef\xd4\xc6,g1,T4,1,r,2,CNY,on-demand\n")
                                           << QStringList{QStringLiteral("--encoding"), QStringLiteral("UTF-8")} << "not valid UTF-8";
        QTest::addRow("unknown encoding") << header << QStringList{QStringLiteral("--encoding"), QStringLiteral("nonsense")} << "'nonsense' is not an encoding";
        QTest::addRow("SkyPilot without provider") << QByteArray("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\ng1,T4,1,4,16,0.5,r,,\n")
                                                   << QStringList{} << "give --provider KEY";
        QTest::addRow("one bad row among good ones")
            << header + "aws,p9,T4,1,us-east-1,USD,2\naws,p10,T4,0,us-east-1,USD,2\n" << QStringList{} << ":3:gpu_count:";
        QTest::addRow("unknown format") << header << QStringList{QStringLiteral("--format"), QStringLiteral("xls")} << "expected auto, csv, json, skypilot or quote";
    }

    void badImportsExitTwoAndLeaveTheDatabaseAlone()
    {
        QFETCH(QByteArray, content);
        QFETCH(QStringList, extra);
        QFETCH(QString, expected);
        const QString db = copyOfFixture(QStringLiteral("bad-import.sqlite"));
        const QByteArray before = sha256(db);
        const QString file = writeFile(QStringLiteral("bad-%1.csv").arg(QString::fromLatin1(QTest::currentDataTag())).replace(u' ', u'-'), content);
        const Run r = import(file, db, extra);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QCOMPARE(sha256(db), before);
        // --dry-run never writes either, even for a good file.
        const Run dry = import(test::fixture(QStringLiteral("import/gpuscout-offers.csv")), db,
                               {QStringLiteral("--dry-run"), QStringLiteral("--add-providers"), QStringLiteral("--skip-rejected")});
        QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
        QCOMPARE(sha256(db), before);
    }

    void aMissingFileIsBadInput()
    {
        const Run r = import(m_dir.filePath(QStringLiteral("absent.csv")), copyOfFixture(QStringLiteral("absent.sqlite")));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("absent.csv")), qPrintable(r.err));
    }

    void skipRejectedImportsTheGoodRows()
    {
        const QString db = copyOfFixture(QStringLiteral("skip.sqlite"));
        const QString file = writeFile(QStringLiteral("skip.csv"), "provider,instance_type,gpu,gpu_count,region,currency,on_demand\n"
                                                                   "aws,p9,T4,1,us-east-1,USD,abc\naws,p10,T4,1,us-east-1,USD,0.9\n");
        const Run r = import(file, db, {QStringLiteral("--skip-rejected")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("skip.csv:2:on_demand:")), qPrintable(r.err));
        const QJsonArray offers = exportedOffers(db);
        QCOMPARE(offers.size(), 9);
        QVERIFY(!findOffer(offers, QStringLiteral("aws"), QStringLiteral("p10"), QStringLiteral("us-east-1")).isEmpty());
    }

    // A preview longer than one piece of output comes whole, every row once and in order
    // (it is printed in pieces as it is made, not held whole).
    void aLongPreviewIsPrintedWholeInOrder()
    {
        const QString db = copyOfFixture(QStringLiteral("long-preview.sqlite"));
        QByteArray csv = "provider,instance_type,gpu,gpu_count,region,currency,on_demand\n";
        constexpr int Rows = 1500;
        for (int i = 0; i < Rows; ++i)
            csv += "aws,long-" + QByteArray::number(i) + ",T4,1,us-east-1,USD,0.9\n";
        const Run r = import(writeFile(QStringLiteral("long-preview.csv"), csv), db, {QStringLiteral("--dry-run")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.size() > 64 * 1024);
        const QList<QByteArray> lines = r.out.split('\n');
        QCOMPARE(lines.size(), Rows + 2); // the summary, a line per row, the empty rest
        QVERIFY2(lines.first().contains(QByteArray(QByteArray::number(Rows) + " added")), lines.first().constData());
        for (int i = 0; i < Rows; ++i) {
            const QByteArray &line = lines[i + 1];
            QVERIFY2(line.startsWith(QByteArray("added    line " + QByteArray::number(i + 2) + "  aws long-" + QByteArray::number(i) + " us-east-1 T4")),
                     line.constData());
        }
        QVERIFY(lines.last().isEmpty());
    }

    // Another program writes the catalog between the import's preview and its write (holding
    // the write lock meanwhile): the file is matched again, from the bytes the import kept
    // packed, against the catalog as it is now, and both changes land.
    void anImportRacingAnotherWriterIsMatchedAgain()
    {
        const QString db = copyOfFixture(QStringLiteral("race.sqlite"));
        QCOMPARE(run({QStringLiteral("rank"), QStringLiteral("--top"), QStringLiteral("1")}, db).exitCode, 0); // opened once: nothing left to set up
        const QString file = writeFile(QStringLiteral("race.csv"), "provider,instance_type,gpu,gpu_count,region,currency,on_demand\n"
                                                                   "aws,race-1,T4,1,us-east-1,USD,0.9\naws,race-2,T4,1,us-east-1,USD,1.1\n");
        const QString connection = QStringLiteral("race-writer");
        {
            QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            other.setDatabaseName(db);
            QVERIFY(other.open());
            QSqlQuery q(other);
            QVERIFY(q.exec(QStringLiteral("BEGIN IMMEDIATE")));
            QVERIFY(q.exec(QStringLiteral("UPDATE offers SET notes = 'changed meanwhile' WHERE id = (SELECT min(id) FROM offers)")));
            QProcess p;
            QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
            e.remove(QStringLiteral("GPUSCOUT_DB"));
            p.setProcessEnvironment(e);
            p.start(QStringLiteral(GPUSCOUT_EXECUTABLE), {QStringLiteral("catalog"), QStringLiteral("import"), file, QStringLiteral("--db"), db});
            // The preview is printed before the write, which then waits for the lock.
            QByteArray out;
            while (!out.contains("2 added") && p.waitForReadyRead(20000))
                out += p.readAllStandardOutput();
            QVERIFY2(out.contains("2 added"), out.constData());
            QVERIFY(q.exec(QStringLiteral("COMMIT")));
            QVERIFY(p.waitForFinished(30000));
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QVERIFY2(p.exitCode() == 0, qPrintable(err));
            QVERIFY2(err.contains(QStringLiteral("was matched again")), qPrintable(err));
            q.finish();
            other.close();
        }
        QSqlDatabase::removeDatabase(connection);
        const QJsonArray offers = exportedOffers(db);
        QVERIFY(!findOffer(offers, QStringLiteral("aws"), QStringLiteral("race-1"), QStringLiteral("us-east-1")).isEmpty());
        QVERIFY(!findOffer(offers, QStringLiteral("aws"), QStringLiteral("race-2"), QStringLiteral("us-east-1")).isEmpty());
        int kept = 0;
        for (const QJsonValue &v : offers)
            kept += v.toObject().value(QStringLiteral("notes")).toString() == QLatin1String("changed meanwhile") ? 1 : 0;
        QCOMPARE(kept, 1);
    }

    void aVendorQuoteInCnyAddsOffersInCny()
    {
        const QString db = copyOfFixture(QStringLiteral("quote.sqlite"));
        const Run refused = import(test::fixture(QStringLiteral("import/quote-zh.csv")), db);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QString::fromUtf8("quote-zh.csv:4:provider: unknown provider '腾讯云'")), qPrintable(refused.err));
        // The fixture catalog has no V100-32GB: line 4 stays out.
        const Run r = import(test::fixture(QStringLiteral("import/quote-zh.csv")), db, {QStringLiteral("--add-providers"), QStringLiteral("--skip-rejected")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("quote-zh.csv:4:gpu: unknown GPU 'V100-32GB'")), qPrintable(r.err));
        const QJsonArray offers = exportedOffers(db);
        const QJsonObject tencent = findOffer(offers, QString::fromUtf8("腾讯云"), QStringLiteral("GN7.2XLARGE32"), QString::fromUtf8("广州"));
        QCOMPARE(tencent.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
        QCOMPARE(tencent.value(QStringLiteral("prices")).toObject().value(QStringLiteral("monthly")).toDouble(), 4.8);
        const QJsonObject o = findOffer(offers, QStringLiteral("alibaba"), QStringLiteral("ecs.gn7e-c16g1.4xlarge"), QString::fromUtf8("华北2（北京）"));
        QVERIFY(!o.isEmpty());
        QCOMPARE(o.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
        QCOMPARE(o.value(QStringLiteral("prices")).toObject().value(QStringLiteral("on-demand")).toDouble(), 34.74);
        QCOMPARE(o.value(QStringLiteral("prices")).toObject().value(QStringLiteral("spot")).toDouble(), 12.5);
        QCOMPARE(o.value(QStringLiteral("valid_until")).toString(), QStringLiteral("2026-12-31"));
    }

    void reimportingAChangedPriceKeepsTheOldOneInTheHistory()
    {
        const QString db = copyOfFixture(QStringLiteral("history.sqlite"));
        const QString file = writeFile(QStringLiteral("newprice.csv"), "provider,instance_type,gpu,gpu_count,region,currency,on_demand,as_of\n"
                                                                       "aws,p5.48xlarge,H100-SXM,8,us-east-1,USD,60.5,2026-03-01\n");
        const Run r = import(file, db);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("on_demand 55.04 -> 60.5"), r.out.constData());
        const Run json = run({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json")}, db);
        const QJsonObject root = QJsonDocument::fromJson(json.out).object();
        const QJsonObject p5 = findOffer(root.value(QStringLiteral("offers")).toArray(), QStringLiteral("aws"), QStringLiteral("p5.48xlarge"), QStringLiteral("us-east-1"));
        QCOMPARE(p5.value(QStringLiteral("prices")).toObject().value(QStringLiteral("on-demand")).toDouble(), 60.5);
        QCOMPARE(p5.value(QStringLiteral("prices")).toObject().value(QStringLiteral("spot")).toDouble(), 22.016);
        const QJsonArray history = root.value(QStringLiteral("price_history")).toArray();
        QCOMPARE(history.size(), 1);
        const QJsonObject h = history.first().toObject();
        QCOMPARE(h.value(QStringLiteral("offer_id")).toInteger(), p5.value(QStringLiteral("id")).toInteger());
        QCOMPARE(h.value(QStringLiteral("price_per_hour")).toDouble(), 55.04);
        QCOMPARE(h.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-01-19"));
        QCOMPARE(h.value(QStringLiteral("replaced_on")).toString(), today());
    }

    void aFailedWriteExitsOneAndLeavesTheFileByteForByte()
    {
        const QString db = copyOfFixture(QStringLiteral("fails.sqlite"));
        {
            // A trigger that refuses every new offer row: the write fails half-way.
            QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("trigger"));
            sql.setDatabaseName(db);
            QVERIFY(sql.open());
            QSqlQuery q(sql);
            QVERIFY(q.exec(QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON offers BEGIN SELECT RAISE(ABORT, 'refused by the test'); END")));
            sql.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("trigger"));
        const QByteArray before = sha256(db);
        const QString file = writeFile(QStringLiteral("fails.csv"), "provider,instance_type,gpu,gpu_count,region,currency,on_demand\n"
                                                                    "aws,p10,T4,1,us-east-1,USD,0.9\n");
        const Run r = import(file, db);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("refused by the test")), qPrintable(r.err));
        QCOMPARE(sha256(db), before);
    }

    void templatesAndRankingExport()
    {
        const Run csv = run({QStringLiteral("catalog"), QStringLiteral("template")});
        QCOMPARE(csv.exitCode, 0);
        QVERIFY(csv.out.startsWith("provider,instance_type,family,gpu,gpu_count"));
        const Run quote = run({QStringLiteral("catalog"), QStringLiteral("template"), QStringLiteral("--format"), QStringLiteral("quote")});
        QCOMPARE(quote.exitCode, 0);
        QVERIFY(quote.out.startsWith("provider,instance,gpu,count,region,price,currency,billing"));
        // Both templates import as they stand, without --add-providers: their example rows are
        // real offers (AWS p5.48xlarge, Alibaba ecs.gn7e-c16g1.4xlarge) with published prices.
        const QString bundled = m_dir.filePath(QStringLiteral("template-bundled.sqlite"));
        for (const Run &t : {csv, quote}) {
            const QString file = writeFile(QStringLiteral("template.csv"), t.out);
            const Run dry = import(file, bundled, {QStringLiteral("--dry-run")});
            QVERIFY2(dry.exitCode == 0, qPrintable(dry.err));
            QVERIFY2(dry.out.contains(", 0 rejected"), dry.out.constData());
            QCOMPARE(importedRows(dry.out), 1);
        }
        const QString fixtureCopy = copyOfFixture(QStringLiteral("template.sqlite"));
        const Run intoFixture = import(writeFile(QStringLiteral("template.csv"), csv.out), fixtureCopy, {QStringLiteral("--dry-run")});
        QVERIFY2(intoFixture.exitCode == 0, qPrintable(intoFixture.err));
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("template"), QStringLiteral("--format"), QStringLiteral("json")}).exitCode, 2);

        for (const char *format : {"csv", "json"}) {
            const QStringList options{QStringLiteral("--format"), QLatin1String(format), QStringLiteral("--preset"), QStringLiteral("budget")};
            const Run ranking = run(QStringList{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("ranking")} + options);
            QCOMPARE(ranking.exitCode, 0);
            QCOMPARE(ranking.out, run(QStringList{QStringLiteral("rank")} + options).out);
        }
        QVERIFY(run({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("ranking")}).out.startsWith("rank,provider"));
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("offers")}).exitCode, 2);
    }

    // The scenario's "table" view (the window's filters, order and price period) decides
    // what `catalog export --what ranking` writes: only rows that pass, in that order, with
    // prices in that period, CSV and JSON alike; `rank` keeps listing the whole ranking.
    void exportOfTheRankingWritesTheScenariosView()
    {
        const QString scenario = writeFile(QStringLiteral("view.json"), R"({"format": "gpuscout-scenario", "version": 1,
            "table": {"min_vram_gb": 320, "gpu_count": 8, "max_price": 50000, "price_period": "month",
                      "sort": "price", "sort_descending": false}})");
        const QStringList exportRanking{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"),
                                        QStringLiteral("ranking"), QStringLiteral("--scenario"), scenario};
        const Run csv = run(exportRanking + QStringList{QStringLiteral("--format"), QStringLiteral("csv")}, m_bundledDb);
        QVERIFY2(csv.exitCode == 0, qPrintable(csv.err));
        const CsvTable table = CsvTable::parse(QString::fromUtf8(csv.out), QStringLiteral("ranking.csv"));
        QVERIFY2(table.ok(), qPrintable(table.error()));
        QVERIFY(table.header().contains(QStringLiteral("price_per_month_usd")));
        QVERIFY(table.header().contains(QStringLiteral("price_per_gpu_month_usd")));
        QVERIFY(!table.header().contains(QStringLiteral("price_per_hour_usd")));
        QVERIFY(table.rowCount() > 3);
        double previous = 0;
        for (int row = 0; row < table.rowCount(); ++row) {
            QCOMPARE(table.value(row, QStringLiteral("gpu_count")), QStringLiteral("8"));
            QVERIFY(table.value(row, QStringLiteral("vram_gb_total")).toDouble() >= 320);
            const double month = table.value(row, QStringLiteral("price_per_month_usd")).toDouble();
            QVERIFY2(month <= 50000 && month >= previous, qPrintable(table.value(row, QStringLiteral("instance_type"))));
            previous = month;
        }

        const Run json = run(exportRanking + QStringList{QStringLiteral("--format"), QStringLiteral("json")}, m_bundledDb);
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const QJsonObject root = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(root.value(QStringLiteral("price_period")).toString(), QStringLiteral("month"));
        const QJsonArray results = root.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), table.rowCount());
        for (qsizetype i = 0; i < results.size(); ++i) {
            const QJsonObject r = results[i].toObject();
            QCOMPARE(r.value(QStringLiteral("instance_type")).toString(), table.value(static_cast<int>(i), QStringLiteral("instance_type")));
            QVERIFY(qAbs(r.value(QStringLiteral("price_per_month")).toDouble() - 730 * r.value(QStringLiteral("price_per_hour")).toDouble()) < 0.01);
        }
        QCOMPARE(root.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("table")).toObject().value(QStringLiteral("min_vram_gb")).toDouble(), 320.0);

        // Bad view values are refused with the field named, before anything is written.
        const QString bad = writeFile(QStringLiteral("bad-view.json"), R"({"format": "gpuscout-scenario", "version": 1, "table": {"price_period": "fortnight"}})");
        const Run refused = run({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("--what"), QStringLiteral("ranking"),
                                 QStringLiteral("--scenario"), bad}, m_bundledDb);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("price_period")) && refused.err.contains(QStringLiteral("hour, month, year")), qPrintable(refused.err));
        QVERIFY(refused.out.isEmpty());
    }

    // --currency takes any currency of the catalog's rate table, not only USD and CNY.
    void anyCurrencyOfTheRateTable()
    {
        const QString db = copyOfFixture(QStringLiteral("rates.sqlite"));
        {
            QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("rates"));
            sql.setDatabaseName(db);
            QVERIFY(sql.open());
            QSqlQuery q(sql);
            // A test rate (0.5 per US dollar), not a market figure: it only has to be in the table.
            QVERIFY(q.exec(QStringLiteral("INSERT INTO exchange_rates (currency, per_usd, as_of, source) VALUES ('XTS', 0.5, '', 'test')")));
            sql.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("rates"));
        const Run r = run({QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--currency"),
                           QStringLiteral("xts"), QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--weights"),
                           QStringLiteral("price=1")}, db);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("currency")).toString(), QStringLiteral("XTS"));
        bool seen = false;
        for (const QJsonValue &v : o.value(QStringLiteral("results")).toArray()) {
            if (v.toObject().value(QStringLiteral("instance_type")).toString() == QLatin1String("p5.48xlarge")) {
                QCOMPARE(v.toObject().value(QStringLiteral("price_per_hour")).toDouble(), 27.52);
                seen = true;
            }
        }
        QVERIFY(seen);
        // A currency the table lacks is bad input, naming what the table has.
        const Run bad = run({QStringLiteral("rank"), QStringLiteral("--currency"), QStringLiteral("EUR")}, db);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("expected one of")) && bad.err.contains(QStringLiteral("XTS")), qPrintable(bad.err));
    }

    // Counts are real English plurals on the command line ("1 row", "2 rows"), and
    // --skip-rejected is offered only when it would import something.
    void importMessagesUseRealPlurals()
    {
        const QString db = copyOfFixture(QStringLiteral("plurals.sqlite"));
        const QByteArray header = "provider,instance_type,gpu,gpu_count,region,currency,on_demand\n";
        const Run one = import(writeFile(QStringLiteral("one-bad.csv"), header + "aws,x1,NoSuchGpu,1,us-east-1,USD,1\n"), db);
        QCOMPARE(one.exitCode, 2);
        QVERIFY2(one.err.contains(QStringLiteral("gpuscout: 1 row of ")), qPrintable(one.err));
        QVERIFY2(!one.err.contains(QStringLiteral("(s)")) && !one.err.contains(QStringLiteral("--skip-rejected")), qPrintable(one.err));
        const Run two = import(writeFile(QStringLiteral("two-bad.csv"), header + "aws,x1,NoSuchGpu,1,us-east-1,USD,1\n"
                                                                               "aws,x2,NoSuchGpu,1,us-east-1,USD,1\n"
                                                                               "aws,x3,H100-SXM,1,us-east-1,USD,1\n"), db);
        QCOMPARE(two.exitCode, 2);
        QVERIFY2(two.err.contains(QStringLiteral("gpuscout: 2 rows of ")), qPrintable(two.err));
        QVERIFY2(two.err.contains(QStringLiteral("--skip-rejected to import the other 1 row")), qPrintable(two.err));
        QVERIFY2(!two.err.contains(QStringLiteral("(s)")), qPrintable(two.err));
    }

    // The README's quote import example works with the sample it ships: six real Alibaba
    // Cloud prices (three instances, two billing modes each, merged per instance).
    void theReadmeQuoteExampleImports()
    {
        const QString example = QStringLiteral(GPUSCOUT_SOURCE_DIR "/docs/examples/quote.csv");
        QVERIFY(QFile::exists(example));
        const QString bundled = m_dir.filePath(QStringLiteral("example-bundled.sqlite"));
        const Run r = import(example, bundled, {QStringLiteral("--dry-run")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(", 0 rejected"), r.out.constData());
        QCOMPARE(importedRows(r.out), 3);
    }

    void reportWritesAPdf()
    {
        const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
        const Run r = run({QStringLiteral("report"), QStringLiteral("--out"), path, QStringLiteral("--lang"), QStringLiteral("zh"),
                           QStringLiteral("--top"), QStringLiteral("5"), QStringLiteral("--org"), QStringLiteral("ACME")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(QStringLiteral("Wrote ") + path), qPrintable(r.err));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(4) == "%PDF");
        const QString pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
        if (pdfinfo.isEmpty())
            QSKIP("pdfinfo (poppler-utils) is needed to count the pages");
        QProcess p;
        p.start(pdfinfo, {path});
        QVERIFY(p.waitForFinished(30000));
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(p.readAllStandardOutput()));
        QVERIFY(m.hasMatch());
        QVERIFY(m.captured(1).toInt() >= 1);
    }

    void reportBadInputAndFailures_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected");
        const QString out = m_dir.filePath(QStringLiteral("bad.pdf"));
        QTest::addRow("unknown language") << QStringList{QStringLiteral("report"), QStringLiteral("--out"), out, QStringLiteral("--lang"), QStringLiteral("fr")}
                                          << 2 << QStringLiteral("--lang 'fr' is not known; expected zh or en");
        QTest::addRow("missing --out") << QStringList{QStringLiteral("report")} << 2 << QStringLiteral("--out");
        QTest::addRow("bad top") << QStringList{QStringLiteral("report"), QStringLiteral("--out"), out, QStringLiteral("--top"), QStringLiteral("0")}
                                 << 2 << QStringLiteral("--top '0' is not valid");
        QTest::addRow("bad weights") << QStringList{QStringLiteral("report"), QStringLiteral("--out"), out, QStringLiteral("--weights"), QStringLiteral("price=0")}
                                     << 2 << QStringLiteral("all weights are zero");
        // A folder that cannot be written is not bad input: exit 1, naming the path.
        QTest::addRow("unwritable folder") << QStringList{QStringLiteral("report"), QStringLiteral("--out"), QStringLiteral("/nonexistent/dir/r.pdf")}
                                           << 1 << QStringLiteral("/nonexistent/dir/r.pdf could not be written");
    }
    void reportBadInputAndFailures()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        const Run r = run(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("bad.pdf"))));
        QVERIFY(!QFile::exists(QStringLiteral("/nonexistent/dir/r.pdf")));
    }

    void environmentSelectsTheDatabaseAndANewPathGetsTheBundledCatalog()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GPUSCOUT_DB"), m_db);
        Run r = run({QStringLiteral("catalog"), QStringLiteral("export")}, QString(), env);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed().split('\n').size(), 9);

        const QString fresh = m_dir.filePath(QStringLiteral("new/catalog.sqlite"));
        r = run({QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--top"), QStringLiteral("1")}, fresh);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(fresh));
        QVERIFY(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("catalog_offers")).toInt() > 1000);
    }
};

GPUSCOUT_TEST_MAIN(TestCommandLine)
#include "tst_CommandLine.moc"
