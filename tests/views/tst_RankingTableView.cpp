#include "controller/RankingController.h"
#include "dashboard/RankingTableView.h"
#include "itemmodels/RankingModel.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QScrollBar>
#include <QTest>

using namespace gpuscout;

namespace {

// Counts the paint events a widget receives.
class PaintCounter final : public QObject
{
public:
    explicit PaintCounter(QWidget *watched) { watched->installEventFilter(this); }
    int count = 0;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

class TestRankingTableView : public QObject
{
    Q_OBJECT

    RankingController m_controller;

    // The table on the controller's model, shown at this size.
    bool show(RankingTableView &table, QSize size)
    {
        table.setRankingModel(m_controller.model());
        table.resize(size);
        table.show();
        if (!QTest::qWaitForWindowExposed(&table))
            return false;
        QCoreApplication::processEvents();
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        m_controller.setCatalog(test::fixtureCatalog());
    }

    void cleanup() { m_controller.setWeights(Weights{}); }

    // A weight step only reorders the rows: the table repaints its rows, not its scroll bars
    // (QTableView would lay the scroll area out again and raise both bars, which repaints them).
    void aReorderRepaintsTheRowsButNoScrollBar()
    {
        RankingTableView table;
        QVERIFY(show(table, QSize(260, 120))); // eight rows and thirteen columns do not fit
        QVERIFY(table.verticalScrollBar()->isVisible());
        QVERIFY(table.horizontalScrollBar()->isVisible());

        PaintCounter rows(table.viewport());
        PaintCounter vertical(table.verticalScrollBar());
        PaintCounter horizontal(table.horizontalScrollBar());
        const int firstOffer = table.rankingModel()->offerIndexAt(0);
        m_controller.setWeights(Weights{{0, 0, 1, 0, 0}});
        QTRY_VERIFY(rows.count > 0);
        QCoreApplication::processEvents();
        QVERIFY(table.rankingModel()->offerIndexAt(0) != firstOffer); // the rows did move
        QCOMPARE(vertical.count, 0);
        QCOMPARE(horizontal.count, 0);
    }

    // What changes the layout still lays the table out: fewer rows, a resize, hidden columns.
    void rowsSizeAndColumnsStillLayTheTableOut()
    {
        RankingTableView table;
        QVERIFY(show(table, QSize(260, 120)));
        const int fullRange = table.verticalScrollBar()->maximum();
        QVERIFY(fullRange > 0);

        m_controller.setWeights(Weights{{0, 0, 1, 0, 0}}); // a reorder first: nothing to lay out
        QCoreApplication::processEvents();
        QCOMPARE(table.verticalScrollBar()->maximum(), fullRange);

        table.rankingModel()->setFilterText(QStringLiteral("aws"));
        QTRY_VERIFY(table.verticalScrollBar()->maximum() < fullRange);
        table.rankingModel()->setFilterText(QString());
        QTRY_COMPARE(table.verticalScrollBar()->maximum(), fullRange);

        table.resize(260, 600); // every row fits: no vertical scroll bar
        QTRY_VERIFY(!table.verticalScrollBar()->isVisible());
        table.resize(260, 120);
        QTRY_VERIFY(table.verticalScrollBar()->isVisible());

        // Only the columns that name the offer: they fit, the horizontal bar goes.
        table.resize(600, 120);
        QTRY_VERIFY(table.horizontalScrollBar()->isVisible());
        QStringList others;
        for (int c = 0; c < RankingModel::ColumnCount; ++c) {
            if (!RankingTableView::isIdentifyingColumn(c))
                others << RankingTableView::columnKey(c);
        }
        m_controller.setWeights(Weights{}); // and a reorder in between
        table.setHiddenColumns(others);
        QTRY_VERIFY(!table.horizontalScrollBar()->isVisible());
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestRankingTableView)
#include "tst_RankingTableView.moc"
