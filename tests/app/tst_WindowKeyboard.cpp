#include "TestMain.h"
#include "charts/PriceHistoryChart.h"
#include "domain/Catalog.h"
#include "catalogeditor/CatalogEditor.h"
#include "dashboard/BandSlider.h"
#include "dashboard/RankingTableView.h"
#include "dashboard/WeightPanel.h"
#include "itemmodels/RankingModel.h"
#include "window/AppSettings.h"
#include "window/MainWindow.h"
#include "TestSupport.h"
#include "WindowFixture.h"

#include <QAction>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QRegularExpression>
#include <QFile>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace gpuscout;

// The window by keyboard and at a small screen's size: Tab leaves the ranking table,
// Ctrl+Tab walks the tabs, Ctrl+Shift+S saves as, the price column fits at 1366 pixels.
class TestWindowKeyboard : public QObject
{
    Q_OBJECT

    test::WindowFixture m_fx;

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void init()
    {
        const QString error = m_fx.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void cleanup()
    {
        AppSettings().setRankingHiddenColumns(RankingTableView::defaultHiddenColumns());
        m_fx.stop();
    }

    void tabLeavesTheRankingTable()
    {
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        QVERIFY(!table->tabKeyNavigation());
        m_fx.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_fx.window.get()));
        table->setFocus();
        table->setCurrentIndex(table->model()->index(0, RankingModel::RankColumn));
        QVERIFY(table->hasFocus());
        QTest::keyClick(table, Qt::Key_Tab);
        QVERIFY2(!table->hasFocus(), "Tab stayed in the ranking table");
        QCOMPARE(table->currentIndex().column(), int(RankingModel::RankColumn)); // it did not walk the cells
    }

    void ctrlTabWalksTheMainTabsBothWays()
    {
        auto *tabs = m_fx.find<QTabWidget>(QStringLiteral("mainTabs"));
        QCOMPARE(tabs->currentIndex(), 0);
        // From the weight panel, outside the tabs: the window's shortcut, not the tab bar's.
        auto *weights = m_fx.window->findChild<WeightPanel *>();
        QVERIFY(weights);
        m_fx.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_fx.window.get()));
        weights->slider(Criterion::Price)->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 2);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(tabs->currentIndex(), 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(tabs->currentIndex(), tabs->count() - 1); // wraps round
    }

    void ctrlShiftSTriggersSaveAs()
    {
        auto *saveAs = m_fx.find<QAction>(QStringLiteral("saveScenarioAsAction"));
        QCOMPARE(saveAs->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+S")));
        QSignalSpy triggered(saveAs, &QAction::triggered);
        m_fx.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_fx.window.get()));
        // The dialog it opens is modal: close it as soon as it shows.
        QTimer::singleShot(0, qApp, [] {
            if (QWidget *dialog = QApplication::activeModalWidget())
                dialog->close();
        });
        QTest::keyClick(m_fx.window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(triggered.count(), 1);
    }

    // The window's shortcuts work from every focus: a text field took Ctrl+E (its "end of
    // line", which End does too) and the report never opened from the search box.
    void shortcutsWorkFromTextFields()
    {
        m_fx.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_fx.window.get()));
        QTimer closer;
        connect(&closer, &QTimer::timeout, qApp, [] {
            if (QWidget *dialog = QApplication::activeModalWidget())
                dialog->close();
        });
        closer.start(50);
        const QStringList actions{QStringLiteral("exportReportAction"), QStringLiteral("editCatalogAction"),
                                  QStringLiteral("recordTrialRunAction"), QStringLiteral("saveScenarioAsAction")};
        QList<QWidget *> fields{m_fx.find<QLineEdit>(QStringLiteral("rankingSearch")),
                                m_fx.find<QWidget>(QStringLiteral("budgetSpin"))};
        for (QLineEdit *filter : m_fx.window->findChildren<QLineEdit *>()) {
            if (filter->objectName().endsWith(QLatin1String("Filter")) && filter->isVisible()) {
                fields << filter;
                break;
            }
        }
        QVERIFY(fields.size() == 3);
        // Offscreen, Qt's key bindings are not X11's: the fields are made to claim Ctrl+E as
        // X11's line edit does (MoveToEndOfLine), so that the test sees what a desktop sees.
        struct ClaimsCtrlE : QObject {
            bool eventFilter(QObject *, QEvent *e) override
            {
                if (e->type() == QEvent::ShortcutOverride && static_cast<QKeyEvent *>(e)->keyCombination() == (Qt::ControlModifier | Qt::Key_E))
                    e->accept();
                return false;
            }
        } claims;
        for (QWidget *field : fields) {
            field->installEventFilter(&claims);
            if (field->focusProxy())
                field->focusProxy()->installEventFilter(&claims);
            for (QLineEdit *inner : field->findChildren<QLineEdit *>())
                inner->installEventFilter(&claims);
        }
        for (QWidget *field : fields) {
            for (const QString &name : actions) {
                auto *action = m_fx.find<QAction>(name);
                if (!action->isEnabled())
                    continue;
                field->setFocus();
                QTRY_VERIFY(field->hasFocus());
                QSignalSpy triggered(action, &QAction::triggered);
                const QKeySequence key = action->shortcut();
                QTest::keyClick(QApplication::focusWidget(), key[0].key(), key[0].keyboardModifiers());
                QVERIFY2(triggered.count() == 1, qPrintable(field->objectName() + u' ' + key.toString()));
                QTRY_VERIFY(!QApplication::activeModalWidget());
                if (QWidget *editor = QApplication::activeWindow(); editor && editor != m_fx.window.get())
                    editor->close();
                m_fx.window->activateWindow();
                QVERIFY(QTest::qWaitForWindowActive(m_fx.window.get()));
            }
        }
    }

    // The README's key table, walked from every control of the window that takes focus by
    // Tab (the filter row, the docks' settings, the table, the charts...): each key reaches
    // its window action. The action is caught at the shortcut, not run, so no dialog opens.
    // A text field keeps its own undo (Ctrl+Z undoes the typing there); Space pins only in
    // the table, which tst_MainWindow drives.
    void everyReadmeKeyWorksFromEveryFocus()
    {
        QFile readme(QStringLiteral(GPUSCOUT_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        const qsizetype start = text.indexOf(QStringLiteral("| keys | action |"));
        QVERIFY(start >= 0);
        QList<QKeySequence> keys;
        for (const QString &line : text.mid(start).split(u'\n').mid(2)) {
            if (!line.startsWith(u'|'))
                break;
            for (QString key : line.section(u'|', 1, 1).split(QRegularExpression(QStringLiteral("\\s*[/,]\\s*")))) {
                key = key.trimmed();
                const QKeySequence sequence = QKeySequence::fromString(key, QKeySequence::PortableText);
                if (!key.contains(QLatin1String("Ctrl")) && !key.startsWith(u'F'))
                    continue; // Space and double-click pin in the table only; Tab moves the focus
                QVERIFY2(!sequence.isEmpty(), qPrintable(key));
                keys << sequence;
            }
        }
        QVERIFY2(keys.size() >= 15, qPrintable(QString::number(keys.size())));

        // Each README key names one window action; its shortcut event is counted and swallowed.
        struct Catcher : QObject {
            QHash<QObject *, int> caught;
            bool eventFilter(QObject *watched, QEvent *e) override
            {
                if (e->type() != QEvent::Shortcut)
                    return false;
                ++caught[watched];
                return true;
            }
        } catcher;
        QHash<QKeySequence, QAction *> actionOf;
        for (QAction *a : m_fx.window->findChildren<QAction *>()) {
            for (const QKeySequence &k : a->shortcuts()) {
                if (keys.contains(k) && a->isEnabled()) {
                    actionOf.insert(k, a);
                    a->installEventFilter(&catcher);
                }
            }
        }
        for (const QKeySequence &k : keys) {
            if (!actionOf.contains(k) && k != QKeySequence(Qt::CTRL | Qt::Key_Z) && k != QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z))
                QFAIL(qPrintable(QStringLiteral("README key %1 has no enabled window action").arg(k.toString())));
        }

        m_fx.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_fx.window.get()));
        QList<QWidget *> focusable;
        for (QWidget *w : m_fx.window->findChildren<QWidget *>()) {
            if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy())
                focusable << w;
        }
        QVERIFY2(focusable.size() > 30, qPrintable(QString::number(focusable.size())));
        int presses = 0;
        for (QWidget *w : std::as_const(focusable)) {
            const bool textField = qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractSpinBox *>(w)
                || (qobject_cast<QComboBox *>(w) && static_cast<QComboBox *>(w)->isEditable());
            for (const QKeySequence &k : std::as_const(keys)) {
                QAction *action = actionOf.value(k);
                if (!action || (textField && action->shortcuts().contains(QKeySequence(QKeySequence::Undo))))
                    continue;
                if (textField && QKeySequence::keyBindings(QKeySequence::Redo).contains(k))
                    continue;
                w->setFocus(Qt::TabFocusReason);
                QTRY_VERIFY2(QApplication::focusWidget() == w || w->isAncestorOf(QApplication::focusWidget()),
                             qPrintable(w->objectName() + u' ' + QString::fromLatin1(w->metaObject()->className())));
                const int before = catcher.caught.value(action);
                QTest::keyClick(QApplication::focusWidget(), k[0].key(), k[0].keyboardModifiers());
                QVERIFY2(catcher.caught.value(action) == before + 1,
                         qPrintable(QStringLiteral("%1 from %2 (%3)").arg(k.toString(), w->objectName(),
                                                                          QString::fromLatin1(w->metaObject()->className()))));
                ++presses;
            }
        }
        qInfo("%d keys pressed from %d focusable controls", presses, int(focusable.size()));
    }

    // Tab walks every control and comes back where it started: no control traps the focus.
    void tabWalksEveryControlAndComesBack()
    {
        m_fx.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_fx.window.get()));
        auto *search = m_fx.find<QLineEdit>(QStringLiteral("rankingSearch"));
        search->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(search->hasFocus());
        QSet<QWidget *> visited;
        int steps = 0;
        do {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            visited.insert(QApplication::focusWidget());
        } while (QApplication::focusWidget() != search && ++steps < 500);
        QVERIFY2(QApplication::focusWidget() == search, "Tab did not come back to the search box");
        for (const char *name : {"filterMinVram", "filterMaxPrice", "filterGpuCount", "filterHideStale", "pricePeriod", "rankingTable"}) {
            QWidget *w = m_fx.find<QWidget>(QLatin1String(name));
            QVERIFY2(visited.contains(w) || (w->focusProxy() && visited.contains(w->focusProxy())), name);
        }
        qInfo("Tab visits %d controls and comes back", int(visited.size()));
    }

    void tabMnemonicsAreUnique()
    {
        auto *tabs = m_fx.find<QTabWidget>(QStringLiteral("mainTabs"));
        QSet<QChar> keys;
        for (QAction *menu : m_fx.window->menuBar()->actions()) {
            const qsizetype amp = menu->text().indexOf(u'&');
            if (amp >= 0)
                keys.insert(menu->text().at(amp + 1).toLower());
        }
        for (int i = 0; i < tabs->count(); ++i) {
            const QString text = tabs->tabText(i);
            const qsizetype amp = text.indexOf(u'&');
            QVERIFY2(amp >= 0, qPrintable(text));
            const QChar key = text.at(amp + 1).toLower();
            QVERIFY2(!keys.contains(key), qPrintable(text));
            keys.insert(key);
        }
    }

    // Alt+T opens Prices over Time on the winner's GPU, drawn from the catalog.
    void altTShowsPricesOverTimeForTheWinnersGpu()
    {
        auto *tabs = m_fx.find<QTabWidget>(QStringLiteral("mainTabs"));
        auto *history = m_fx.find<PriceHistoryChart>(QStringLiteral("priceHistoryChart"));
        m_fx.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_fx.window.get()));
        QTest::keyClick(m_fx.window.get(), Qt::Key_T, Qt::AltModifier);
        QCOMPARE(tabs->currentWidget(), history);
        const RankingResult &result = m_fx.controller->result();
        QVERIFY(result.size() > 0);
        const Catalog &catalog = *result.catalog;
        QCOMPARE(history->gpu(), catalog.gpus[catalog.offers[result.offerIndexAt(0)].gpu].model);
        QVERIFY(!history->lines().isEmpty());
        QVERIFY(history->stepSeriesCount() > 0);
    }

    void theFocusedWeightSliderHasARing()
    {
        auto *weights = m_fx.window->findChild<WeightPanel *>();
        auto *slider = qobject_cast<BandSlider *>(weights->slider(Criterion::Price));
        QVERIFY(slider);
        m_fx.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_fx.window.get()));
        QVERIFY(slider->focusRingRect().isEmpty());
        slider->setFocus();
        QTRY_VERIFY(slider->hasFocus());
        QVERIFY(!slider->focusRingRect().isEmpty());
        // The ring is painted: the highlight colour appears around the handle.
        const QImage image = slider->grab().toImage();
        const QColor ring = slider->palette().color(QPalette::Highlight);
        const QRect r = slider->focusRingRect();
        int hits = 0;
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor c = image.pixelColor(x, r.top() + 1);
            hits += std::abs(c.red() - ring.red()) + std::abs(c.green() - ring.green()) + std::abs(c.blue() - ring.blue()) < 60;
        }
        QVERIFY2(hits >= r.width() / 2, qPrintable(QString::number(hits)));
    }

    // At 1366x768 the price per hour is on screen beside the offer's name, without scrolling.
    void thePriceFitsAt1366()
    {
        m_fx.window->showNormal();
        m_fx.window->resize(1366, 768);
        QTest::qWait(50);
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        QHeaderView *header = table->horizontalHeader();
        for (int column : {int(RankingModel::ProviderColumn), int(RankingModel::InstanceColumn),
                           int(RankingModel::RegionColumn), int(RankingModel::PriceColumn)}) {
            QVERIFY(!table->isColumnHidden(column));
            const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
            QVERIFY2(right <= table->viewport()->width(),
                     qPrintable(QStringLiteral("column %1 ends at %2 of %3").arg(column).arg(right).arg(table->viewport()->width())));
        }
        QVERIFY(table->isColumnHidden(RankingModel::PricePerGpuColumn));
    }

    // Each word narrows the list; the status bar counts what is shown, not what is ranked.
    void twoWordSearchNarrowsAndTheStatusBarCountsIt()
    {
        auto *search = m_fx.find<QLineEdit>(QStringLiteral("rankingSearch"));
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        auto *summary = m_fx.find<QLabel>(QStringLiteral("rankingSummary"));
        QVERIFY(!summary->text().contains(QStringLiteral("shown")));
        QTest::keyClicks(search, QStringLiteral("h100"));
        QCOMPARE(table->model()->rowCount(), 3); // p5, gpu_1x_h100_pcie, the marketplace H100
        QTest::keyClicks(search, QStringLiteral(" us-east"));
        QCOMPARE(table->model()->rowCount(), 2); // not the one in Texas
        for (int row = 0; row < 2; ++row) {
            QVERIFY(table->model()->index(row, RankingModel::RegionColumn).data().toString().contains(QStringLiteral("us-east")));
        }
        QVERIFY2(summary->text().startsWith(QStringLiteral("2 of 8 offers shown.")), qPrintable(summary->text()));
        search->clear();
        QCOMPARE(table->model()->rowCount(), 8);
        QVERIFY(!summary->text().contains(QStringLiteral("shown")));
    }

    void catalogEditorSearchTakesWordsToo()
    {
        CatalogEditor *editor = m_fx.window->openCatalogEditor();
        auto *search = editor->findChild<QLineEdit *>(QStringLiteral("offerSearch"));
        QVERIFY(search);
        auto *view = editor->findChild<QTableView *>(QStringLiteral("offersTable"));
        QVERIFY(view);
        search->setText(QStringLiteral("h100 us-east"));
        QCOMPARE(view->model()->rowCount(), 2);
        search->setText(QStringLiteral("h100"));
        QCOMPARE(view->model()->rowCount(), 3);
        editor->close();
    }

    void hiddenColumnsAreRememberedAndNamesCannotBeHidden()
    {
        auto *table = m_fx.find<RankingTableView>(QStringLiteral("rankingTable"));
        table->setHiddenColumns({QStringLiteral("vram"), QStringLiteral("provider")});
        QVERIFY(table->isColumnHidden(RankingModel::VramColumn));
        QVERIFY(!table->isColumnHidden(RankingModel::ProviderColumn)); // identifying: stays
        QVERIFY(!table->isColumnHidden(RankingModel::PricePerGpuColumn));
        Q_EMIT table->hiddenColumnsEdited(table->hiddenColumns()); // as the header's menu does
        // A new window (as after a restart or a language switch) shows the same columns.
        m_fx.window.reset();
        m_fx.window = std::make_unique<MainWindow>(m_fx.controller.get(), m_fx.translations.get(), m_fx.dbPath);
        auto *again = m_fx.window->findChild<RankingTableView *>(QStringLiteral("rankingTable"));
        QCOMPARE(again->hiddenColumns(), QStringList{QStringLiteral("vram")});
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestWindowKeyboard)
#include "tst_WindowKeyboard.moc"
