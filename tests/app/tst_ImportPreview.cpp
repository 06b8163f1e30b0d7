#include "domain/Catalog.h"
#include "catalog/CatalogDatabase.h"
#include "window/CatalogFileActions.h"
#include "catalog/CatalogLocation.h"
#include "cli/CommandOutput.h"
#include "cli/ImportPreviewText.h"
#include "import/ImportPlan.h"
#include "catalogeditor/ImportPreviewDialog.h"
#include "window/MainWindow.h"
#include "controller/RankingController.h"
#include "TestSupport.h"
#include "WindowFixture.h"
#include "window/Translations.h"
#include "TestMain.h"

#include <QCheckBox>
#include <QCryptographicHash>
#include <QFile>
#include <QMenuBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuscout;
using Status = ImportRow::Status;

namespace {

QByteArray sha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// terminalText's rule a character at a time, as it was written first: control characters
// shown as \xNN, a line cut after maxLineChars with a note of how much was cut.
QString terminalTextByCharacter(const QString &text, int maxLineChars)
{
    QString out;
    qsizetype lineLength = 0, dropped = 0;
    const auto endLine = [&] {
        if (dropped > 0)
            out += QCoreApplication::translate("gpuscout::CommandLine", "… (%n more character(s))", nullptr, int(dropped));
        lineLength = dropped = 0;
    };
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n') {
            endLine();
            out += c;
        } else if (lineLength >= maxLineChars) {
            ++dropped;
        } else if ((u < 0x20 && u != u'\t') || (u >= 0x7f && u <= 0x9f)) {
            out += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
            lineLength += 4;
        } else {
            out += c;
            ++lineLength;
        }
    }
    endLine();
    return out;
}

Catalog stored(const QString &path)
{
    CatalogDatabase db;
    Catalog c;
    if (db.open(path) == CatalogDatabase::Status::Failed || !db.load(&c))
        qFatal("cannot read %s", qPrintable(path));
    return c;
}

} // namespace

// File → Import on a real window over a temporary copy of the fixture catalog.
class TestImportPreview : public QObject
{
    Q_OBJECT

    test::WindowFixture m_fx;

    ImportPreviewDialog *preview()
    {
        auto *dialog = m_fx.window->fileActions()->previewImport(test::fixture(QStringLiteral("import/preview-mixed.csv")));
        if (!dialog)
            qFatal("no preview");
        return dialog;
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void init()
    {
        const QString error = m_fx.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void cleanup()
    {
        m_fx.stop();
    }

    void theFileMenuHasImportAndExports()
    {
        auto *import = m_fx.window->findChild<QAction *>(QStringLiteral("importCatalogAction"));
        QVERIFY(import);
        QCOMPARE(import->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_I));
        auto *exports = m_fx.window->findChild<QMenu *>(QStringLiteral("exportDataMenu"));
        QVERIFY(exports);
        QCOMPARE(exports->actions().size(), 8); // six exports, two separators
    }

    void thePreviewListsEveryRowWithItsStatus()
    {
        ImportPreviewDialog *dialog = preview();
        const ImportPlan &plan = dialog->plan();
        const QList<QPair<int, Status>> expected{{2, Status::Unchanged}, {3, Status::Updated}, {4, Status::Updated},
                                                 {5, Status::Added},     {6, Status::Added},   {7, Status::Rejected},
                                                 {8, Status::Rejected},  {9, Status::Rejected}, {10, Status::Rejected}};
        QCOMPARE(plan.rows.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(plan.rows[i].line, expected[i].first);
            QCOMPARE(plan.rows[i].status, expected[i].second);
        }
        QCOMPARE(plan.warningCount(), 2); // spot above on-demand (line 4), an expired quote (line 6)
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("importRows"));
        QCOMPARE(table->rowCount(), 9);
        QVERIFY(table->item(5, 0)->text().startsWith(QStringLiteral("Rejected")));
        QVERIFY2(table->item(5, 6)->text().contains(QStringLiteral("line 7, column gpu: unknown GPU 'H10O'; did you mean H100-SXM?")),
                 qPrintable(table->item(5, 6)->text()));
        QVERIFY(table->item(8, 6)->text().contains(QStringLiteral("duplicate of line 3")));
        QVERIFY(table->item(1, 6)->text().contains(QStringLiteral("on_demand 0.526 \u2192 0.55")));
        QCOMPARE(dialog->findChild<QPushButton *>(QStringLiteral("importButton"))->text(), QStringLiteral("Import 4 row(s)"));

        dialog->setFilter(ImportPreviewDialog::Rejected);
        QCOMPARE(dialog->visibleRowCount(), 4);
        dialog->setFilter(ImportPreviewDialog::Warning);
        QCOMPARE(dialog->visibleRowCount(), 2);
        dialog->setFilter(ImportPreviewDialog::All);
        QCOMPARE(dialog->visibleRowCount(), 9);

        // The unknown provider can be added: the row then imports too.
        auto *add = dialog->findChild<QCheckBox *>(QStringLiteral("addProviders"));
        QVERIFY(add->isVisibleTo(dialog));
        QCOMPARE(add->text(), QStringLiteral("Add the 1 new provider(s) the file names: nimbus"));
        add->click();
        QCOMPARE(dialog->plan().count(Status::Added), 3);
        QCOMPARE(dialog->plan().newProviders.size(), 1);
        QCOMPARE(dialog->findChild<QPushButton *>(QStringLiteral("importButton"))->text(), QStringLiteral("Import 5 row(s)"));
        const QString grab = qEnvironmentVariable("GPUSCOUT_GRAB_DIR");
        if (!grab.isEmpty()) {
            add->click();
            dialog->resize(1200, 480);
            QCoreApplication::processEvents();
            dialog->grab().save(grab + QStringLiteral("/import-preview.png"));
        }
        dialog->reject();
    }

    void importWritesTheRowsAndTheRankingFollows()
    {
        ImportPreviewDialog *dialog = preview();
        QSignalSpy imported(m_fx.window->fileActions(), &CatalogFileActions::imported);
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("importButton")), Qt::LeftButton);
        QCOMPARE(imported.size(), 1);
        QCOMPARE(imported.first().first().toInt(), 4);
        const Catalog c = stored(m_fx.dbPath);
        QCOMPARE(c.offers.size(), 10);
        QCOMPARE(c.priceHistory.size(), 2); // g4dn's on-demand 0.526 and g2's spot 0.28
        QCOMPARE(c.priceHistory[0].pricePerHour, 0.526);
        QCOMPARE(c.priceHistory[1].pricePerHour, 0.28);
        QCOMPARE(c.offers.last().instanceType, QStringLiteral("gn8-quote"));
        QCOMPARE(c.offers.last().currency, QStringLiteral("CNY"));
        QCOMPARE(m_fx.controller->catalog()->offers.size(), 10);
        QCOMPARE(m_fx.controller->result().prepared->catalogSize, 10);
    }

    // The preview's text for a terminal copies runs of plain characters at once; on 4,000
    // random texts of plain, wide, control and C1 characters, tabs and line breaks, with
    // lines cut at 1 to 2,000 characters, it equals the rule applied a character at a time.
    void terminalTextEscapesAndCutsEveryLine()
    {
        QCOMPARE(terminalText(QStringLiteral("ok\x1b[2J\tend\n"), 2000), QStringLiteral("ok\\x1b[2J\tend\n"));
        QCOMPARE(terminalText(QStringLiteral("abcdef\nxy"), 3),
                 QStringLiteral("abc") + QCoreApplication::translate("gpuscout::CommandLine", "… (%n more character(s))", nullptr, 3) + QStringLiteral("\nxy"));
        const char16_t alphabet[] = {u'a', u' ', u'\u00e9', u'\u4e2d', u'\n', u'\t', u'\x1b', u'\x7f', u'\x85', u'\x9f', u'\xa0', u'\r'};
        QRandomGenerator random(29);
        for (int round = 0; round < 4000; ++round) {
            const int limit = std::array{1, 2, 3, 5, 17, 2000}[random.bounded(6)];
            QString text;
            for (int k = random.bounded(0, 120); k > 0; --k)
                text += QChar(alphabet[random.bounded(int(std::size(alphabet)))]);
            QCOMPARE(terminalText(text, limit), terminalTextByCharacter(text, limit));
        }
    }

    // The command line's preview, line by line: the status padded to eight characters, the
    // lines folded into a row, a zone when there is one, the prices of an added row and the
    // changes of an updated one, a warning under its row; rows that do not apply are left out.
    void commandLinePreviewKeepsItsLayout()
    {
        ImportPlan plan;
        plan.fileName = QStringLiteral("q.csv");
        plan.format = ImportFormat::GpuScoutCsv;
        plan.encoding = QStringLiteral("UTF-8");
        ImportRow added;
        added.status = ImportRow::Status::Added;
        added.line = 2;
        added.mergedLines = {5, 7};
        added.provider = QStringLiteral("aws");
        added.instanceType = QStringLiteral("p5.48xlarge");
        added.region = QStringLiteral("us-east-1");
        added.zone = QStringLiteral("us-east-1a");
        added.gpu = QStringLiteral("H100-SXM");
        added.offer.currency = QStringLiteral("USD");
        added.offer.price[indexOf(BillingMode::OnDemand)] = 98.32;
        added.offer.price[indexOf(BillingMode::Reserved1y)] = 1.0 / 3;
        added.warnings << QStringLiteral("spot above on-demand");
        ImportRow updated;
        updated.status = ImportRow::Status::Updated;
        updated.line = 3;
        updated.provider = QStringLiteral("gcp");
        updated.instanceType = QStringLiteral("a3-highgpu-8g");
        updated.gpu = QStringLiteral("H100-SXM");
        updated.changes = {{QStringLiteral("on_demand"), QStringLiteral("88.49"), QStringLiteral("80")},
                           {QStringLiteral("as_of"), QStringLiteral("2026-01-01"), QStringLiteral("2026-12-01")}};
        ImportRow unchanged = updated;
        unchanged.status = ImportRow::Status::Unchanged;
        unchanged.line = 4;
        plan.rows = {added, updated, unchanged};
        QString text;
        QVERIFY(writeImportPreview(plan, [&](const QString &piece) {
            text += piece;
            return true;
        }));
        const QStringList lines = text.split(u'\n');
        QCOMPARE(lines.size(), 5);
        QCOMPARE(lines[1], QStringLiteral("added    line 2+5+7  aws p5.48xlarge us-east-1 us-east-1a H100-SXM: USD on-demand 98.32, reserved-1y 0.3333333333"));
        QCOMPARE(lines[2], QStringLiteral("  warning: spot above on-demand"));
        QCOMPARE(lines[3], QStringLiteral("updated  line 3  gcp a3-highgpu-8g - H100-SXM: on_demand 88.49 -> 80; as_of 2026-01-01 -> 2026-12-01"));
        QCOMPARE(lines[4], QString());
        QCOMPARE(describeImportRow(added), QStringLiteral("aws p5.48xlarge us-east-1 us-east-1a H100-SXM"));

        // A large preview (its second half formatted on another thread): every row that
        // applies once, in order, in pieces that each end with a row.
        plan.rows.clear();
        for (int i = 0; i < 25000; ++i) {
            ImportRow row = i % 7 == 3 ? unchanged : added;
            row.line = i + 2;
            row.mergedLines.clear();
            row.warnings.clear();
            row.instanceType = QStringLiteral("p5-%1").arg(i);
            plan.rows << row;
        }
        QStringList pieces;
        QVERIFY(writeImportPreview(plan, [&](const QString &piece) {
            pieces << piece;
            return true;
        }));
        QVERIFY(pieces.size() > 2);
        for (const QString &piece : std::as_const(pieces))
            QVERIFY(piece.endsWith(u'\n'));
        const QStringList big = pieces.join(QString()).split(u'\n', Qt::SkipEmptyParts);
        QStringList expected{big.first()};
        for (int i = 0; i < 25000; ++i) {
            if (i % 7 != 3)
                expected << QStringLiteral("added    line %1  aws p5-%2 us-east-1 us-east-1a H100-SXM: USD on-demand 98.32, reserved-1y 0.3333333333").arg(i + 2).arg(i);
        }
        QCOMPARE(big, expected);
        // A write that fails stops the preview, whichever half it is in.
        for (int failAt : {1, 3, int(pieces.size()) - 1}) {
            int calls = 0;
            QVERIFY(!writeImportPreview(plan, [&](const QString &) { return ++calls < failAt; }));
            QCOMPARE(calls, failAt);
        }
    }

    void cancelWritesNothing()
    {
        const QByteArray before = sha256(m_fx.dbPath);
        ImportPreviewDialog *dialog = preview();
        dialog->findChild<QCheckBox *>(QStringLiteral("addProviders"))->click();
        dialog->reject();
        QCoreApplication::processEvents();
        QCOMPARE(sha256(m_fx.dbPath), before);
        QCOMPARE(m_fx.controller->catalog()->offers.size(), 8);
    }

    void exportsWriteTheCatalogRankingAndTemplates()
    {
        QString error;
        const QString csv = m_fx.dir->filePath(QStringLiteral("catalog.csv"));
        QVERIFY2(m_fx.window->fileActions()->exportTo(csv, CatalogFileActions::Export::CatalogCsv, &error), qPrintable(error));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().trimmed().split('\n').size(), 9);
        const QString ranking = m_fx.dir->filePath(QStringLiteral("ranking.json"));
        QVERIFY(m_fx.window->fileActions()->exportTo(ranking, CatalogFileActions::Export::RankingJson, &error));
        QFile r(ranking);
        QVERIFY(r.open(QIODevice::ReadOnly));
        QVERIFY(r.readAll().contains("\"results\""));
        QVERIFY(!m_fx.window->fileActions()->exportTo(m_fx.dir->filePath(QStringLiteral("missing/dir/x.csv")),
                                                   CatalogFileActions::Export::TemplateCsv, &error));
        QVERIFY(error.contains(QStringLiteral("x.csv")));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestImportPreview)
#include "tst_ImportPreview.moc"
