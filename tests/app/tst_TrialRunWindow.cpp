// Recording a trial run in the real window over a real catalog file: the form is filled from
// the selected offer and the workload, refuses a bad field with a message that names it, and
// on OK adds a trial measurement that times that offer's job (the ranking's mark and tooltip
// say so) until Undo takes it away again.

#include "catalog/CatalogDatabase.h"
#include "catalogeditor/TrialRunDialog.h"
#include "controller/RankingController.h"
#include "dashboard/RankingTableView.h"
#include "dashboard/WinnerCard.h"
#include "itemmodels/RankingModel.h"
#include "window/MainWindow.h"
#include "TestSupport.h"
#include "WindowFixture.h"
#include "TestMain.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDate>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

using namespace gpuscout;

class TestTrialRunWindow : public QObject
{
    Q_OBJECT

    test::WindowFixture m_fx;

    static QString today() { return QDate::currentDate().toString(Qt::ISODate); }

    template<typename T>
    static T *find(QObject *in, const QString &name)
    {
        T *w = in->findChild<T *>(name);
        if (!w)
            qFatal("no %s", qPrintable(name));
        return w;
    }

    RankingTableView *table() const { return m_fx.find<RankingTableView>(QStringLiteral("rankingTable")); }

    int rankingRow(const QString &instance) const
    {
        RankingModel *model = table()->rankingModel();
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, RankingModel::InstanceColumn).data().toString() == instance)
                return r;
        }
        return -1;
    }

    QModelIndex hoursCell(const QString &instance) const
    {
        const int row = rankingRow(instance);
        return row < 0 ? QModelIndex() : table()->rankingModel()->index(row, RankingModel::TflopsColumn);
    }

    // A 7B full fine-tune of a billion tokens, ranked by the job: the fixture's GPUs have no
    // measured runs, so every time is the performance model's estimate.
    void rankByATrainingJob()
    {
        Scenario s = m_fx.controller->scenario();
        Workload w;
        w.task = Task::FullFinetune;
        w.parameters = 7e9;
        w.tokens = 1e9;
        s.workload = w;
        s.objective = Objective::Job;
        m_fx.controller->setScenario(s);
    }

    TrialRunDialog *openFormOn(const QString &instance)
    {
        const int row = rankingRow(instance);
        if (row < 0)
            qFatal("%s is not ranked", qPrintable(instance));
        table()->selectRow(row);
        m_fx.find<QAction>(QStringLiteral("recordTrialRunAction"))->trigger();
        auto *dialog = m_fx.window->findChild<TrialRunDialog *>(QStringLiteral("trialRunDialog"));
        if (!dialog || !dialog->isVisible())
            qFatal("no trial run form");
        return dialog;
    }

    // Types into a field as a user does: select all, then the text (or Delete for none).
    static void type(QLineEdit *edit, const QString &text)
    {
        edit->setFocus();
        edit->selectAll();
        if (text.isEmpty())
            QTest::keyClick(edit, Qt::Key_Delete);
        else
            QTest::keyClicks(edit, text);
    }

    static bool okEnabled(QDialog *dialog)
    {
        return find<QPushButton>(dialog, QStringLiteral("okButton"))->isEnabled();
    }

    static QString shownMessage(QDialog *dialog, const QString &name)
    {
        auto *label = find<QLabel>(dialog, name);
        return label->isVisibleTo(dialog) ? label->text() : QString();
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void init()
    {
        const QString error = m_fx.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        rankByATrainingJob();
    }

    void cleanup() { m_fx.stop(); }

    void recordsATrialRunThatTimesTheJob()
    {
        QModelIndex hours = hoursCell(QStringLiteral("p5.48xlarge"));
        QVERIFY(hours.isValid());
        QCOMPARE(hours.data(RankingModel::PerformanceBasisRole).toString(), QStringLiteral("estimated"));
        QVERIFY2(hours.data().toString().startsWith(QStringLiteral("≈ ")), qPrintable(hours.data().toString()));
        QString tip = hours.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("≈ Estimated by the performance model (utilisation 50 %, assumed: no measurement calibrates it)")),
                 qPrintable(tip));

        TrialRunDialog *dialog = openFormOn(QStringLiteral("p5.48xlarge"));
        // The machine is the offer's; what ran is the workload's.
        QCOMPARE(find<QLabel>(dialog, QStringLiteral("trialProviderLabel"))->text(), QStringLiteral("AWS"));
        QCOMPARE(find<QLabel>(dialog, QStringLiteral("trialInstanceLabel"))->text(), QStringLiteral("p5.48xlarge"));
        QCOMPARE(find<QLabel>(dialog, QStringLiteral("trialRegionLabel"))->text(), QStringLiteral("us-east-1"));
        QCOMPARE(find<QLabel>(dialog, QStringLiteral("trialGpuLabel"))->text(), QStringLiteral("H100-SXM × 8"));
        QCOMPARE(find<QComboBox>(dialog, QStringLiteral("trialTaskCombo"))->currentData().toString(),
                 QStringLiteral("full-finetune"));
        QCOMPARE(find<QLineEdit>(dialog, QStringLiteral("trialParamsEdit"))->text(), QStringLiteral("7B"));
        QCOMPARE(find<QLineEdit>(dialog, QStringLiteral("trialGpusUsedEdit"))->text(), QStringLiteral("8"));
        QCOMPARE(find<QLineEdit>(dialog, QStringLiteral("trialSeqLenEdit"))->text(), QStringLiteral("2048"));
        QCOMPARE(find<QLineEdit>(dialog, QStringLiteral("trialDateEdit"))->text(), today());
        QCOMPARE(find<QLineEdit>(dialog, QStringLiteral("trialTokensEdit"))->text(), QStringLiteral("1B"));
        QVERIFY(!find<QLineEdit>(dialog, QStringLiteral("trialTtftEdit"))->isVisible()); // serving only

        // Nothing measured yet: OK waits, and says for what.
        QVERIFY(!okEnabled(dialog));
        QVERIFY2(shownMessage(dialog, QStringLiteral("trialMessage")).contains(QStringLiteral("Enter what was measured")),
                 qPrintable(shownMessage(dialog, QStringLiteral("trialMessage"))));
        auto *rate = find<QLineEdit>(dialog, QStringLiteral("trialTokensPerSecondEdit"));
        type(rate, QStringLiteral("fast"));
        QVERIFY(!okEnabled(dialog));
        QVERIFY2(shownMessage(dialog, QStringLiteral("trialTokensPerSecondMessage"))
                     .contains(QStringLiteral("'fast' is not valid: expected the measured figure, a number above 0")),
                 qPrintable(shownMessage(dialog, QStringLiteral("trialTokensPerSecondMessage"))));
        type(rate, QStringLiteral("0"));
        QVERIFY(!okEnabled(dialog));
        type(rate, QStringLiteral("50000"));
        QVERIFY(okEnabled(dialog));
        QVERIFY(shownMessage(dialog, QStringLiteral("trialTokensPerSecondMessage")).isEmpty());
        type(find<QLineEdit>(dialog, QStringLiteral("trialNotesEdit")), QStringLiteral("torchtune 0.5, FSDP"));

        QPointer<TrialRunDialog> form(dialog);
        find<QPushButton>(dialog, QStringLiteral("okButton"))->click();
        QTRY_VERIFY(!form);

        // One trial measurement, in the catalog on screen and in the file.
        const std::shared_ptr<const Catalog> catalog = m_fx.controller->catalog();
        QCOMPARE(catalog->measurements.size(), 1);
        const Measurement &m = catalog->measurements.first();
        QCOMPARE(m.kind, MeasurementKind::Trial);
        QCOMPARE(m.source, QStringLiteral("trial"));
        QCOMPARE(m.suite, QStringLiteral("trial"));
        QVERIFY(!m.key.isEmpty());
        QCOMPARE(m.provider, QStringLiteral("aws"));
        QCOMPARE(m.instanceType, QStringLiteral("p5.48xlarge"));
        QCOMPARE(m.region, QStringLiteral("us-east-1"));
        QCOMPARE(m.gpu, QStringLiteral("H100-SXM"));
        QCOMPARE(m.gpusUsed, 8.0);
        QCOMPARE(m.task, Task::FullFinetune);
        QCOMPARE(m.parameters, 7e9);
        QCOMPARE(m.seqLen, 2048.0);
        QCOMPARE(m.metric, Metric::TrainingTokensPerSecond);
        QCOMPARE(m.value, 50000.0);
        QCOMPARE(m.date, today());
        QCOMPARE(m.notes, QStringLiteral("torchtune 0.5, FSDP"));
        {
            CatalogDatabase db;
            Catalog stored;
            QVERIFY(db.open(m_fx.dbPath) != CatalogDatabase::Status::Failed && db.load(&stored));
            QCOMPARE(stored.measurements.size(), 1);
            QCOMPARE(stored.measurements.first().key, m.key);
        }

        // The ranking follows at once: that offer's time is measured, and says by whom.
        hours = hoursCell(QStringLiteral("p5.48xlarge"));
        QCOMPARE(hours.data(RankingModel::PerformanceBasisRole).toString(), QStringLiteral("measured"));
        QVERIFY2(hours.data().toString().startsWith(QStringLiteral("✓ ")), qPrintable(hours.data().toString()));
        tip = hours.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("✓ Measured: your trial run on AWS p5.48xlarge, %1").arg(today())), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Correction × ")), qPrintable(tip));
        QVERIFY2(!tip.contains(QStringLiteral("Estimated")), qPrintable(tip));
        // Another machine keeps its estimate.
        QCOMPARE(hoursCell(QStringLiteral("p4d.24xlarge")).data(RankingModel::PerformanceBasisRole).toString(),
                 QStringLiteral("estimated"));
        QVERIFY2(m_fx.window->statusBar()->currentMessage().contains(QStringLiteral("the ranking now times the job")),
                 qPrintable(m_fx.window->statusBar()->currentMessage()));

        // Undo takes the run away, from the file and the ranking.
        m_fx.find<QAction>(QStringLiteral("undoAction"))->trigger();
        QVERIFY(m_fx.controller->catalog()->measurements.isEmpty());
        QCOMPARE(hoursCell(QStringLiteral("p5.48xlarge")).data(RankingModel::PerformanceBasisRole).toString(),
                 QStringLiteral("estimated"));
        {
            CatalogDatabase db;
            Catalog stored;
            QVERIFY(db.open(m_fx.dbPath) != CatalogDatabase::Status::Failed && db.load(&stored));
            QVERIFY(stored.measurements.isEmpty());
        }
    }

    void aBadFieldBlocksOk_data()
    {
        QTest::addColumn<bool>("serving");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("expected");
        const QString tomorrow = QDate::currentDate().addDays(1).toString(Qt::ISODate);
        QTest::addRow("parameters in words") << false << "trialParamsEdit" << "seventy" << "trialParamsMessage"
                                             << "'seventy' is not valid: expected the size of the model that ran";
        QTest::addRow("no parameters") << false << "trialParamsEdit" << "" << "trialParamsMessage"
                                       << "expected the size of the model that ran";
        QTest::addRow("no GPUs used") << false << "trialGpusUsedEdit" << "0" << "trialGpusUsedMessage"
                                      << "expected the number of GPUs the run used";
        QTest::addRow("not a date") << false << "trialDateEdit" << "yesterday" << "trialDateMessage"
                                    << "'yesterday' is not a date: expected the day of the run, YYYY-MM-DD";
        QTest::addRow("a future date") << false << "trialDateEdit" << tomorrow << "trialDateMessage"
                                       << QStringLiteral("%1 is in the future").arg(tomorrow);
        QTest::addRow("seconds per step without a batch") << false << "trialStepSecondsEdit" << "2.5" << "trialBatchMessage"
                                                          << "seconds per step need it";
        QTest::addRow("minutes without tokens") << false << "trialMinutesEdit" << "30" << "trialTokensMessage"
                                                << "expected the tokens the minutes trained";
        QTest::addRow("serving without a prompt") << true << "trialPromptEdit" << "" << "trialPromptMessage"
                                                  << "expected the prompt tokens of each request";
        QTest::addRow("serving, TTFT alone") << true << "trialTtftEdit" << "120" << "trialTpotMessage"
                                             << "expected both the time to first token and the time per output token";
    }

    void aBadFieldBlocksOk()
    {
        QFETCH(bool, serving);
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(QString, message);
        QFETCH(QString, expected);
        TrialRunDialog *dialog = openFormOn(QStringLiteral("p5.48xlarge"));
        if (serving) {
            auto *task = find<QComboBox>(dialog, QStringLiteral("trialTaskCombo"));
            task->setCurrentIndex(task->findData(QStringLiteral("inference")));
            type(find<QLineEdit>(dialog, QStringLiteral("trialPromptEdit")), QStringLiteral("1024"));
            type(find<QLineEdit>(dialog, QStringLiteral("trialOutputEdit")), QStringLiteral("256"));
        } else {
            type(find<QLineEdit>(dialog, QStringLiteral("trialBatchEdit")), QString());
            type(find<QLineEdit>(dialog, QStringLiteral("trialTokensEdit")), QString());
        }
        type(find<QLineEdit>(dialog, QStringLiteral("trialTokensPerSecondEdit")), QStringLiteral("4000"));
        QVERIFY2(okEnabled(dialog), qPrintable(shownMessage(dialog, QStringLiteral("trialMessage"))));

        type(find<QLineEdit>(dialog, field), text);
        QVERIFY(!okEnabled(dialog));
        QVERIFY2(shownMessage(dialog, message).contains(expected), qPrintable(shownMessage(dialog, message)));
        // OK does nothing while a field is wrong.
        find<QPushButton>(dialog, QStringLiteral("okButton"))->click();
        QVERIFY(dialog->isVisible());
        QVERIFY(m_fx.controller->catalog()->measurements.isEmpty());
    }

    // A serving run: its request shape from the workload, and one measurement for each of the
    // three figures entered.
    void aServingRunGivesOneMeasurementPerFigure()
    {
        Scenario s = m_fx.controller->scenario();
        s.workload->task = Task::Inference;
        m_fx.controller->setScenario(s);
        TrialRunDialog *dialog = openFormOn(QStringLiteral("g2-standard-4"));
        QCOMPARE(find<QComboBox>(dialog, QStringLiteral("trialTaskCombo"))->currentData().toString(),
                 QStringLiteral("inference"));
        QVERIFY(find<QLineEdit>(dialog, QStringLiteral("trialTtftEdit"))->isVisible());
        QVERIFY(!find<QLineEdit>(dialog, QStringLiteral("trialStepSecondsEdit"))->isVisible());
        // The workload's request shape (its defaults) is there already.
        QCOMPARE(find<QLineEdit>(dialog, QStringLiteral("trialPromptEdit"))->text(), QStringLiteral("1024"));
        QCOMPARE(find<QLineEdit>(dialog, QStringLiteral("trialOutputEdit"))->text(), QStringLiteral("256"));
        // Tokens to generate are not tokens trained: nothing is carried over.
        QVERIFY(find<QLineEdit>(dialog, QStringLiteral("trialTokensEdit"))->text().isEmpty());
        type(find<QLineEdit>(dialog, QStringLiteral("trialTokensPerSecondEdit")), QStringLiteral("480"));
        type(find<QLineEdit>(dialog, QStringLiteral("trialTtftEdit")), QStringLiteral("95"));
        type(find<QLineEdit>(dialog, QStringLiteral("trialTpotEdit")), QStringLiteral("21.5"));
        QVERIFY(okEnabled(dialog));
        const QList<Measurement> runs = dialog->measurements();
        QCOMPARE(runs.size(), 3);
        QCOMPARE(runs[0].metric, Metric::OutputTokensPerSecond);
        QCOMPARE(runs[1].metric, Metric::TtftMs);
        QCOMPARE(runs[2].metric, Metric::TpotMs);
        QVERIFY(runs[0].key != runs[1].key && runs[1].key != runs[2].key);
        for (const Measurement &m : runs) {
            QCOMPARE(m.gpu, QStringLiteral("L4"));
            QCOMPARE(m.engine, QStringLiteral("vllm"));
            QCOMPARE(m.concurrency, 1.0);
            QVERIFY(!isKnown(m.seqLen));
        }
        find<QPushButton>(dialog, QStringLiteral("okButton"))->click();
        QTRY_COMPARE(m_fx.controller->catalog()->measurements.size(), 3);
    }

    // The ranking table's context menu records a run on the offer under the mouse.
    void theTableMenuOpensTheFormForThatOffer()
    {
        const int row = rankingRow(QStringLiteral("p4d.24xlarge"));
        QVERIFY(row >= 0);
        RankingTableView *view = table();
        view->selectRow(row);
        const QPoint at = view->visualRect(view->rankingModel()->index(row, RankingModel::ScoreColumn)).center();
        bool triggered = false;
        QTimer::singleShot(0, this, [&triggered] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            if (auto *action = menu->findChild<QAction *>(QStringLiteral("recordTrialRunMenuAction"))) {
                triggered = action->text().startsWith(QStringLiteral("Record a Trial Run"));
                action->trigger();
            }
            menu->close();
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view->viewport(), &event);
        QVERIFY(triggered);
        auto *dialog = m_fx.window->findChild<TrialRunDialog *>(QStringLiteral("trialRunDialog"));
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(find<QLabel>(dialog, QStringLiteral("trialInstanceLabel"))->text(), QStringLiteral("p4d.24xlarge"));
        QCOMPARE(find<QLabel>(dialog, QStringLiteral("trialGpuLabel"))->text(), QStringLiteral("A100-80GB × 8"));
    }

    void theMenuActionNeedsASelectedOffer()
    {
        auto *action = m_fx.find<QAction>(QStringLiteral("recordTrialRunAction"));
        QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+T")));
        table()->clearSelection();
        table()->setCurrentIndex(QModelIndex());
        action->trigger();
        QVERIFY(!m_fx.window->findChild<TrialRunDialog *>());
        QVERIFY2(m_fx.window->statusBar()->currentMessage().contains(QStringLiteral("Select the offer")),
                 qPrintable(m_fx.window->statusBar()->currentMessage()));
    }

    // Tokens a second show while a serving workload is ranked, and go with it.
    void theTokensColumnShowsForServing()
    {
        RankingTableView *view = table();
        QVERIFY(view->isColumnHidden(RankingModel::TokensPerSecondColumn));
        Scenario s = m_fx.controller->scenario();
        s.workload->task = Task::Inference;
        m_fx.controller->setScenario(s);
        QVERIFY(!view->isColumnHidden(RankingModel::TokensPerSecondColumn));
        QCOMPARE(view->rankingModel()->headerData(RankingModel::TokensPerSecondColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Tokens/s"));
        const QString tip = view->rankingModel()->index(0, RankingModel::TokensPerSecondColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("time to first token")), qPrintable(tip));
        // Hidden by the person: stays hidden, and is remembered as their choice.
        view->setHiddenColumns({RankingTableView::columnKey(RankingModel::TokensPerSecondColumn)});
        QVERIFY(view->isColumnHidden(RankingModel::TokensPerSecondColumn));
        view->setHiddenColumns({});
        s.workload->task = Task::Lora;
        m_fx.controller->setScenario(s);
        QVERIFY(view->isColumnHidden(RankingModel::TokensPerSecondColumn));
        QVERIFY(view->hiddenColumns().isEmpty()); // not the person's choice
    }

    // With a workload the table shows what is rented; serving adds replicas and the cost per
    // million tokens; without a workload none of them.
    void theJobColumnsFollowTheWorkload()
    {
        RankingTableView *view = table();
        const QStringList chosen = view->hiddenColumns();
        const QList<int> job{RankingModel::InstancesColumn, RankingModel::RentedPerHourColumn};
        const QList<int> serving{RankingModel::ReplicasColumn, RankingModel::CostPerMillionTokensColumn};
        for (int c : job)
            QVERIFY(!view->isColumnHidden(c));
        for (int c : serving)
            QVERIFY(view->isColumnHidden(c));
        // Read beside the job's cost.
        QHeaderView *header = view->horizontalHeader();
        QCOMPARE(header->visualIndex(RankingModel::RentedPerHourColumn),
                 header->visualIndex(RankingModel::CostPerMillionTokensColumn) + 1);
        QVERIFY(header->visualIndex(RankingModel::CostPerMillionTokensColumn) > header->visualIndex(RankingModel::PriceColumn));

        Scenario s = m_fx.controller->scenario();
        s.workload->task = Task::Inference;
        s.workload->requestsPerSecond = 20;
        m_fx.controller->setScenario(s);
        for (int c : job + serving)
            QVERIFY2(!view->isColumnHidden(c), qPrintable(RankingTableView::columnKey(c)));
        const RankingModel *model = view->rankingModel();
        const RankingResult &result = model->result();
        for (int row = 0; row < model->rowCount(); ++row) {
            const OfferJob &j = result.prepared->job[result.prepared->positionOfOffer[model->offerIndexAt(row)]];
            QCOMPARE(model->index(row, RankingModel::ReplicasColumn).data(RankingModel::RawValueRole),
                     isKnown(j.replicas) ? QVariant(j.replicas) : QVariant());
            const QVariant perM = model->index(row, RankingModel::CostPerMillionTokensColumn).data(RankingModel::RawValueRole);
            QCOMPARE(perM, isKnown(j.costPerMillionTokens) ? QVariant(j.costPerMillionTokens) : QVariant());
            const QVariant rented = model->index(row, RankingModel::RentedPerHourColumn).data(RankingModel::RawValueRole);
            const RankedRow r = result.row(static_cast<std::size_t>(result.rankIndexOfOffer(model->offerIndexAt(row))));
            if (rented.isValid())
                QCOMPARE(rented.toDouble(), j.instancesNeeded * r.hourlyPrice);
            if (!perM.isValid()) { // an unknown says why
                const QString tip = model->index(row, RankingModel::CostPerMillionTokensColumn).data(Qt::ToolTipRole).toString();
                QVERIFY2(tip.count(u'\n') >= 1 && !tip.endsWith(u'\n'), qPrintable(tip));
            }
        }
        s.workload.reset();
        m_fx.controller->setScenario(s);
        for (int c : job + serving)
            QVERIFY(view->isColumnHidden(c));
        QCOMPARE(view->hiddenColumns(), chosen); // the columns follow the workload, not the person's choice
        QCOMPARE(model->index(0, RankingModel::InstancesColumn).data().toString(), QString());
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestTrialRunWindow)
#include "tst_TrialRunWindow.moc"
