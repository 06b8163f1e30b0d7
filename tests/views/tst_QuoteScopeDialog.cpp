#include "catalog/CatalogCsv.h"
#include "catalogeditor/QuoteScopeDialog.h"
#include "dashboard/CheckListTree.h"
#include "domain/Catalog.h"
#include "import/QuoteRequest.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace gpuscout;

namespace {

QTreeWidgetItem *leafWithKey(CheckListTree *list, const QString &key)
{
    for (QTreeWidgetItem *item : list->leaves()) {
        if (item->data(0, CheckListTree::KeyRole).toString() == key)
            return item;
    }
    return nullptr;
}

qsizetype linesOf(const Catalog &catalog, const QList<int> &offers)
{
    qsizetype lines = 0;
    for (const QuoteSheet &sheet : buildQuoteRequest(catalog, offers, {}))
        lines += sheet.rows.size();
    return lines;
}

} // namespace

// The step before quote sheets: the Chinese vendors' unpriced offers of the bundled catalog,
// narrowed by unticking old GPUs and a region, with the line count the sheets will have.
class TestQuoteScopeDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void narrowsByGpuAndRegionAndCountsTheLines()
    {
        const std::shared_ptr<const Catalog> bundled = test::bundledCatalog();
        const Catalog &catalog = *bundled;
        QList<int> candidates;
        for (int i = 0; i < catalog.offers.size(); ++i) {
            const Offer &o = catalog.offers[i];
            const QString vendor = catalog.providers[o.provider].key;
            if (o.needsQuote() && (vendor == QLatin1String("alibaba") || vendor == QLatin1String("tencent")
                                   || vendor == QLatin1String("huawei") || vendor == QLatin1String("baidu")))
                candidates << i;
        }
        QVERIFY(candidates.size() > 50);
        QuoteScopeDialog dialog(catalog, candidates);
        auto *gpus = dialog.findChild<CheckListTree *>(QStringLiteral("quoteGpus"));
        auto *regions = dialog.findChild<CheckListTree *>(QStringLiteral("quoteRegions"));
        auto *count = dialog.findChild<QLabel *>(QStringLiteral("quoteLineCount"));
        auto *write = dialog.findChild<QPushButton *>(QStringLiteral("quoteWriteButton"));
        QVERIFY(gpus && regions && count && write);
        QCOMPARE(dialog.chosenOffers(), candidates);
        const qsizetype all = linesOf(catalog, candidates);
        QVERIFY2(count->text().startsWith(QStringLiteral("%1 line").arg(all)), qPrintable(count->text()));

        int unticked = 0;
        for (const char *old : {"P100", "P4"}) {
            if (QTreeWidgetItem *item = leafWithKey(gpus, QLatin1String(old))) {
                item->setCheckState(0, Qt::Unchecked);
                ++unticked;
            }
        }
        QVERIFY(unticked > 0); // the bundled Chinese clouds still list them
        const QList<int> newer = dialog.chosenOffers();
        QVERIFY(newer.size() < candidates.size());
        for (int i : newer) {
            const QString model = catalog.gpus[catalog.offers[i].gpu].model;
            QVERIFY(model != QLatin1String("P100") && model != QLatin1String("P4"));
        }
        QVERIFY(count->text().startsWith(QStringLiteral("%1 line").arg(linesOf(catalog, newer))));

        QTreeWidgetItem *region = regions->leaves().first();
        const QString regionKey = region->data(0, CheckListTree::KeyRole).toString();
        region->setCheckState(0, Qt::Unchecked);
        for (int i : dialog.chosenOffers())
            QVERIFY(catalog.offers[i].region != regionKey);

        regions->setVisibleLeaves(Qt::Unchecked);
        QVERIFY(dialog.chosenOffers().isEmpty());
        QVERIFY(!write->isEnabled());
        QVERIFY(count->text().startsWith(QStringLiteral("Nothing is ticked")));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestQuoteScopeDialog)
#include "tst_QuoteScopeDialog.moc"
