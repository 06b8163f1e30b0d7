#include "domain/Catalog.h"
#include "itemmodels/CatalogOffersModel.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QAbstractItemModelTester>
#include <QPersistentModelIndex>
#include <QSignalSpy>
#include <QTest>

using namespace gpuscout;

// The catalog editor's table of every offer, with QAbstractItemModelTester attached on
// every path the editor takes: a new catalog, text and provider filters, the needs-a-quote
// filter, sorting by each column both ways, the stale limit and the date.
class TestCatalogOffersModel : public QObject
{
    Q_OBJECT

    static QStringList column(const CatalogOffersModel &model, int column)
    {
        QStringList values;
        for (int row = 0; row < model.rowCount(); ++row)
            values << model.index(row, column).data().toString();
        return values;
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void passesTheModelTesterOnEveryPath()
    {
        const auto catalog = test::fixtureCatalog();
        CatalogOffersModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0); // no catalog yet
        model.setToday(QDate(2026, 2, 1));
        model.setCatalog(catalog);
        const int all = int(catalog->offers.size());
        QCOMPARE(model.rowCount(), all);
        QCOMPARE(model.columnCount(), int(CatalogOffersModel::ColumnCount));

        model.setFilterText(QStringLiteral("h100"));
        QCOMPARE(model.rowCount(), 3); // p5 (H100-SXM), Lambda's H100 and Vast's H100-SXM
        model.setFilterText(QString());
        QCOMPARE(model.rowCount(), all);

        const int aws = catalog->providerIndex(QStringLiteral("aws"));
        model.setProviderFilter(aws);
        QCOMPARE(model.rowCount(), 3);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(catalog->offers[model.offerIndexAt(row)].provider, aws);
        model.setProviderFilter(-1);

        for (int c = 0; c < CatalogOffersModel::ColumnCount; ++c) {
            for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                model.sort(c, order);
                QCOMPARE(model.rowCount(), all);
            }
        }
        model.sort(CatalogOffersModel::OnDemandColumn, Qt::AscendingOrder);
        double previous = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const double price = model.index(row, CatalogOffersModel::OnDemandColumn)
                                     .data(CatalogOffersModel::RawValueRole).toDouble();
            QVERIFY(price >= previous); // in the offers' own currencies: the CNY row sorts by its number
            previous = price;
        }
        model.sort(-1);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.offerIndexAt(row), row); // catalog order again

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setStaleAfterDays(5); // every price of the fixture is older than that on 1 February
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.staleCount(), all);
        model.setStaleAfterDays(365);
        QCOMPARE(model.staleCount(), 0);

        model.setNeedsQuoteOnly(true);
        QCOMPARE(model.rowCount(), 0); // every fixture offer has a price
        model.setNeedsQuoteOnly(false);
        QCOMPARE(model.rowCount(), all);
    }

    // A catalog edit gives the model a new catalog; a provider filter that no longer exists
    // falls back to every provider, and a needs-a-quote offer (no price) is listed as such.
    // The flags column names the catalog build's flags in words, never as raw keys; the
    // tooltip keeps the keys for whoever reads the catalog's README.
    void flagsReadInWords()
    {
        auto catalog = std::make_shared<Catalog>(*test::fixtureCatalog());
        catalog->offers[0].flags = QStringLiteral("gpu-inferred;price-outlier");
        CatalogOffersModel model;
        model.setToday(QDate(2026, 2, 1));
        model.setCatalog(catalog);
        const int row = model.rowOfOffer(0);
        QVERIFY(row >= 0);
        const QString shown = model.index(row, CatalogOffersModel::FlagsColumn).data().toString();
        QVERIFY2(shown.contains(QLatin1String("GPU inferred")) && shown.contains(QLatin1String("price outlier")), qPrintable(shown));
        QVERIFY2(!shown.contains(QLatin1String("gpu-inferred")), qPrintable(shown));
        const QString tip = model.index(row, CatalogOffersModel::FlagsColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("gpu-inferred")), qPrintable(tip));
    }

    void followsCatalogEdits()
    {
        const auto catalog = test::fixtureCatalog();
        CatalogOffersModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCatalog(catalog);
        model.setProviderFilter(int(catalog->providers.size()) - 1);
        QVERIFY(model.rowCount() > 0);

        auto edited = std::make_shared<Catalog>(*catalog);
        edited->providers.removeLast();
        QList<Offer> kept;
        for (const Offer &o : std::as_const(edited->offers)) {
            if (o.provider < edited->providers.size())
                kept << o;
        }
        edited->offers = kept;
        Offer &quote = edited->offers.first();
        quote.price.fill(Unknown);
        model.setCatalog(edited);
        QCOMPARE(model.rowCount(), int(kept.size()));
        model.setNeedsQuoteOnly(true);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.offerIndexAt(0), 0);
        QVERIFY(model.index(0, CatalogOffersModel::FlagsColumn).data().toString().contains(QStringLiteral("needs a quote")));
        QVERIFY(!model.index(0, CatalogOffersModel::OnDemandColumn).data(CatalogOffersModel::RawValueRole).isValid());
        model.setCatalog(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    // The editor's selection is a persistent index: sorting moves it with its offer.
    void selectionFollowsItsOfferThroughSorting()
    {
        const auto catalog = test::fixtureCatalog();
        CatalogOffersModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCatalog(catalog);
        const QPersistentModelIndex selected(model.index(0, CatalogOffersModel::InstanceColumn));
        QCOMPARE(selected.data().toString(), QStringLiteral("p5.48xlarge"));
        model.sort(CatalogOffersModel::InstanceColumn, Qt::AscendingOrder);
        QStringList sorted = column(model, CatalogOffersModel::InstanceColumn);
        QStringList expected = sorted;
        std::sort(expected.begin(), expected.end(),
                  [](const QString &a, const QString &b) { return QString::compare(a, b, Qt::CaseInsensitive) < 0; });
        QCOMPARE(sorted, expected);
        QVERIFY(selected.isValid());
        QCOMPARE(selected.data().toString(), QStringLiteral("p5.48xlarge"));
        QCOMPARE(model.offerIndexAt(selected.row()), 0);
    }
};

GPUSCOUT_TEST_MAIN(TestCatalogOffersModel)
#include "tst_CatalogOffersModel.moc"
