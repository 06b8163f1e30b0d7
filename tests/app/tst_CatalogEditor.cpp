// The catalog editor driven as a user drives it, in the real window over a real catalog
// file: every change must reach the file, the ranking, the price history and the undo stack.

#include "window/AppSettings.h"
#include "window/CatalogFileActions.h"
#include "catalog/CatalogDatabase.h"
#include "catalogeditor/CatalogEditor.h"
#include "catalog/CatalogLocation.h"
#include "itemmodels/CatalogOffersModel.h"
#include "controller/CatalogStore.h"
#include "catalogeditor/GpuSpecDialog.h"
#include "catalogeditor/MeasurementsModel.h"
#include "window/MainWindow.h"
#include "catalogeditor/OfferEditDialog.h"
#include "controller/RankingController.h"
#include "itemmodels/RankingModel.h"
#include "dashboard/RankingTableView.h"
#include "catalogeditor/PriceTermDialog.h"
#include "catalogeditor/RateDialog.h"
#include "TestSupport.h"
#include "WindowFixture.h"
#include "import/ImportReader.h"
#include "window/Translations.h"
#include "TestMain.h"

#include <QAction>
#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QCheckBox>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace gpuscout;

class TestCatalogEditor : public QObject
{
    Q_OBJECT

    test::WindowFixture m_fx;
    CatalogEditor *m_editor = nullptr;

    static QString today() { return QDate::currentDate().toString(Qt::ISODate); }

    template<typename T>
    T *find(QObject *in, const QString &name) const
    {
        T *w = in->findChild<T *>(name);
        if (!w)
            qFatal("no %s", qPrintable(name));
        return w;
    }

    Catalog stored() const
    {
        CatalogDatabase db;
        Catalog c;
        if (db.open(m_fx.dbPath) == CatalogDatabase::Status::Failed || !db.load(&c))
            qFatal("cannot read %s: %s", qPrintable(m_fx.dbPath), qPrintable(db.errorString()));
        return c;
    }

    static int offerNamed(const Catalog &c, const QString &instance)
    {
        for (int i = 0; i < c.offers.size(); ++i) {
            if (c.offers[i].instanceType == instance)
                return i;
        }
        return -1;
    }

    // The ranking table's row of an instance type, or -1.
    int rankingRow(const QString &instance) const
    {
        RankingModel *model = find<RankingTableView>(m_fx.window.get(), QStringLiteral("rankingTable"))->rankingModel();
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, RankingModel::InstanceColumn).data().toString() == instance)
                return r;
        }
        return -1;
    }

    void selectOffer(const QString &instance)
    {
        auto *table = find<QTableView>(m_editor, QStringLiteral("offersTable"));
        auto *model = static_cast<CatalogOffersModel *>(table->model());
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, CatalogOffersModel::InstanceColumn).data().toString() == instance) {
                table->selectRow(r);
                return;
            }
        }
        qFatal("no offer %s in the editor", qPrintable(instance));
    }

    OfferEditDialog *openDialog(const QString &button)
    {
        find<QPushButton>(m_editor, button)->click();
        OfferEditDialog *dialog = m_editor->findChild<OfferEditDialog *>();
        if (!dialog || !dialog->isVisible())
            qFatal("no offer form after %s", qPrintable(button));
        return dialog;
    }

    // Types into a field as a user does (textEdited fires, unlike setText()).
    static void type(QLineEdit *edit, const QString &text)
    {
        edit->selectAll();
        if (text.isEmpty())
            QTest::keyClick(edit, Qt::Key_Delete);
        else
            QTest::keyClicks(edit, text);
    }

    static QString severity(QLabel *message)
    {
        return message->isVisibleTo(message->window()) ? message->property("severity").toString() : QString();
    }

    static void clickOk(QDialog *dialog)
    {
        dialog->findChild<QPushButton *>(QStringLiteral("okButton"))->click();
    }

    // Fills a new offer's required fields.
    void fillNewOffer(OfferEditDialog *d, const QString &instance, const QString &gpu)
    {
        type(find<QLineEdit>(d, QStringLiteral("instanceTypeEdit")), instance);
        find<QComboBox>(d, QStringLiteral("gpuCombo"))->setEditText(gpu);
        type(find<QLineEdit>(d, QStringLiteral("gpuCountEdit")), QStringLiteral("2"));
        find<QComboBox>(d, QStringLiteral("regionCombo"))->setEditText(QStringLiteral("eu-west-1"));
        find<QComboBox>(d, QStringLiteral("currencyCombo"))->setEditText(QStringLiteral("USD"));
        type(find<QLineEdit>(d, QStringLiteral("onDemandEdit")), QStringLiteral("1.5"));
    }

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void init()
    {
        AppSettings().setStaleAfterDays(90);
        const QString error = m_fx.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        find<QAction>(m_fx.window.get(), QStringLiteral("editCatalogAction"))->trigger();
        m_editor = m_fx.window->findChild<CatalogEditor *>(QStringLiteral("catalogEditor"));
        QVERIFY(m_editor && m_editor->isVisible());
    }

    void cleanup()
    {
        m_editor = nullptr;
        m_fx.stop();
    }

    void listsEveryOfferAndFilters()
    {
        auto *table = find<QTableView>(m_editor, QStringLiteral("offersTable"));
        QCOMPARE(table->model()->rowCount(), 8);
        QTest::keyClicks(find<QLineEdit>(m_editor, QStringLiteral("offerSearch")), QStringLiteral("h100"));
        QCOMPARE(table->model()->rowCount(), 3); // two H100 machines and the H100 alias' offer
        auto *provider = find<QComboBox>(m_editor, QStringLiteral("offerProviderFilter"));
        provider->setCurrentIndex(provider->findText(QStringLiteral("AWS")));
        QCOMPARE(table->model()->rowCount(), 1);
        QTest::keyClicks(find<QLineEdit>(m_editor, QStringLiteral("offerSearch")), QStringLiteral("zzz"));
        QCOMPARE(table->model()->rowCount(), 0);
        QVERIFY(find<QLabel>(m_editor, QStringLiteral("offersEmptyText"))->isVisible());
    }

    // An offer with specs and no price is listed under Needs a quote, not ranked, and a
    // request for quotes can be written for it (one sheet per vendor, read back by the importer).
    void needsAQuoteListsTheUnpricedOffersAndRequestsQuotes()
    {
        Catalog c = *m_fx.window->catalogStore()->catalog();
        const int g4dn = offerNamed(c, QStringLiteral("g4dn.xlarge"));
        c.offers[g4dn].price.fill(Unknown);
        QString error;
        QVERIFY2(m_fx.window->catalogStore()->replace(c, &error), qPrintable(error));
        QCOMPARE(rankingRow(QStringLiteral("g4dn.xlarge")), -1);

        auto *table = find<QTableView>(m_editor, QStringLiteral("offersTable"));
        find<QCheckBox>(m_editor, QStringLiteral("needsQuoteFilter"))->click();
        QCOMPARE(table->model()->rowCount(), 1);
        QCOMPARE(table->model()->index(0, CatalogOffersModel::InstanceColumn).data().toString(), QStringLiteral("g4dn.xlarge"));
        QVERIFY(table->model()->index(0, CatalogOffersModel::FlagsColumn).data().toString().contains(QStringLiteral("needs a quote")));

        QSignalSpy requested(m_editor, &CatalogEditor::quotesRequested);
        QList<int> offers;
        connect(m_editor, &CatalogEditor::quotesRequested, this, [&offers](const QList<int> &o) { offers = o; });
        // No save dialog in a test: the window's handler is taken off, the request written below.
        QObject::disconnect(m_editor, &CatalogEditor::quotesRequested, m_fx.window->fileActions(), &CatalogFileActions::requestQuotes);
        find<QPushButton>(m_editor, QStringLiteral("requestQuotesButton"))->click();
        QCOMPARE(requested.count(), 1);
        QCOMPARE(offers, QList<int>{g4dn});

        QTemporaryDir dir;
        const QStringList written = m_fx.window->fileActions()->writeQuoteRequestTo(dir.filePath(QStringLiteral("rfq.xlsx")), offers, &error);
        QCOMPARE(written.size(), 1);
        const ImportDocument doc = readImportPath(written.first(), ImportFormat::Auto);
        QVERIFY2(doc.ok(), qPrintable(doc.fatalError));
        QCOMPARE(doc.format, ImportFormat::VendorQuote);
        QCOMPARE(doc.skipped, 3); // on-demand, 1-year and monthly lines, all unpriced
        QVERIFY(find<QAction>(m_fx.window.get(), QStringLiteral("requestQuotesAction")));
    }

    void anAddedOfferIsRankedAndStored()
    {
        OfferEditDialog *d = openDialog(QStringLiteral("addOfferButton"));
        fillNewOffer(d, QStringLiteral("my-h100-box"), QStringLiteral("H100-SXM"));
        QVERIFY2(d->isValid(), qPrintable(d->problems().isEmpty() ? QString() : d->problems().first().message));
        clickOk(d);
        QTRY_VERIFY(!d->isVisible() || m_editor->findChild<OfferEditDialog *>() == nullptr);

        const Catalog c = stored();
        const int i = offerNamed(c, QStringLiteral("my-h100-box"));
        QVERIFY(i >= 0);
        QCOMPARE(c.offers[i].id, qint64(9)); // one above the fixture's largest
        QCOMPARE(c.offers[i].gpuCount, 2.0);
        QCOMPARE(c.offers[i].priceFor(BillingMode::OnDemand), 1.5);
        QVERIFY(rankingRow(QStringLiteral("my-h100-box")) >= 0);
        QVERIFY(m_fx.controller->result().rankIndexOfOffer(offerNamed(*m_fx.controller->catalog(), QStringLiteral("my-h100-box"))) >= 0);
        QCOMPARE(find<QTableView>(m_editor, QStringLiteral("offersTable"))->model()->rowCount(), 9);
    }

    void aPriceEditKeepsTheOldPriceInTheHistory()
    {
        selectOffer(QStringLiteral("p4d.24xlarge"));
        OfferEditDialog *d = openDialog(QStringLiteral("editOfferButton"));
        QCOMPARE(d->historyRowCount(), 0);
        type(find<QLineEdit>(d, QStringLiteral("onDemandEdit")), QStringLiteral("20"));
        QCOMPARE(find<QLineEdit>(d, QStringLiteral("onDemandAsOfEdit"))->text(), today());
        clickOk(d);

        const Catalog c = stored();
        const Offer &o = c.offers[offerNamed(c, QStringLiteral("p4d.24xlarge"))];
        QCOMPARE(o.priceFor(BillingMode::OnDemand), 20.0);
        QCOMPARE(o.priceAsOfFor(BillingMode::OnDemand), today());
        QCOMPARE(o.asOf, QStringLiteral("2026-01-19")); // the row's date stays
        QCOMPARE(c.priceHistory.size(), 1);
        QCOMPARE(c.priceHistory[0].offerId, o.id);
        QCOMPARE(c.priceHistory[0].pricePerHour, 21.957642);
        QCOMPARE(c.priceHistory[0].asOf, QStringLiteral("2026-01-19"));
        QCOMPARE(c.priceHistory[0].replacedOn, today());

        // The offer's form lists its history.
        QTRY_VERIFY(m_editor->findChild<OfferEditDialog *>() == nullptr);
        selectOffer(QStringLiteral("p4d.24xlarge"));
        d = openDialog(QStringLiteral("editOfferButton"));
        QCOMPARE(d->historyRowCount(), 1);
        auto *history = find<QTableWidget>(d, QStringLiteral("priceHistoryTable"));
        QVERIFY(history->item(0, 1)->text().contains(QStringLiteral("21.96")));
        QCOMPARE(history->item(0, 2)->text(), QStringLiteral("2026-01-19"));
        QCOMPARE(history->item(0, 3)->text(), today());
        d->reject();
    }

    void anErrorBlocksOk_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("expected");
        QTest::addRow("negative price") << "onDemandEdit" << "-3" << "onDemandMessage" << "above 0";
        QTest::addRow("zero GPUs") << "gpuCountEdit" << "0" << "gpuCountMessage" << "above 0";
        QTest::addRow("text for a number") << "vcpusEdit" << "many" << "vcpusMessage" << "'many' is not a number";
        QTest::addRow("bad date") << "validUntilEdit" << "2026-13-01" << "validUntilMessage" << "YYYY-MM-DD";
        QTest::addRow("empty instance type") << "instanceTypeEdit" << "" << "instanceTypeMessage" << "empty";
    }

    void anErrorBlocksOk()
    {
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(QString, message);
        QFETCH(QString, expected);
        const Catalog before = stored();
        selectOffer(QStringLiteral("g4dn.xlarge"));
        OfferEditDialog *d = openDialog(QStringLiteral("editOfferButton"));
        QVERIFY(d->isValid());
        type(find<QLineEdit>(d, field), text);
        auto *label = find<QLabel>(d, message);
        QCOMPARE(severity(label), QStringLiteral("error"));
        QVERIFY2(label->text().contains(expected), qPrintable(label->text()));
        QVERIFY(!d->isValid());
        QVERIFY(!find<QPushButton>(d, QStringLiteral("okButton"))->isEnabled());
        clickOk(d);
        QVERIFY(d->isVisible());
        QCOMPARE(stored().offers[offerNamed(before, QStringLiteral("g4dn.xlarge"))].instanceType,
                 QStringLiteral("g4dn.xlarge"));
        QCOMPARE(m_fx.window->catalogStore()->undoStack()->count(), 0);
        d->reject();
    }

    void spotAboveOnDemandWarnsAndSaves()
    {
        selectOffer(QStringLiteral("g4dn.xlarge"));
        OfferEditDialog *d = openDialog(QStringLiteral("editOfferButton"));
        type(find<QLineEdit>(d, QStringLiteral("spotEdit")), QStringLiteral("0.9"));
        auto *label = find<QLabel>(d, QStringLiteral("spotMessage"));
        QCOMPARE(severity(label), QStringLiteral("warning"));
        QVERIFY(label->text().contains(QStringLiteral("above the on-demand")));
        QVERIFY(d->isValid());
        clickOk(d);
        const Catalog c = stored();
        QCOMPARE(c.offers[offerNamed(c, QStringLiteral("g4dn.xlarge"))].priceFor(BillingMode::Spot), 0.9);
    }

    void anUnknownGpuSuggestsTheClosestAndANewSpecCanBeAdded()
    {
        OfferEditDialog *d = openDialog(QStringLiteral("addOfferButton"));
        fillNewOffer(d, QStringLiteral("ascend-box"), QStringLiteral("H100-SMX"));
        auto *gpuMessage = find<QLabel>(d, QStringLiteral("gpuMessage"));
        QCOMPARE(severity(gpuMessage), QStringLiteral("error"));
        QVERIFY2(gpuMessage->text().contains(QStringLiteral("Did you mean H100-SXM")), qPrintable(gpuMessage->text()));
        auto *use = find<QPushButton>(d, QStringLiteral("useSuggestedGpuButton"));
        QVERIFY(use->isVisibleTo(d));
        use->click();
        QCOMPARE(find<QComboBox>(d, QStringLiteral("gpuCombo"))->currentText(), QStringLiteral("H100-SXM"));
        QVERIFY(d->isValid());

        // A model the catalog really lacks: the new-spec form adds it with the offer.
        find<QComboBox>(d, QStringLiteral("gpuCombo"))->setEditText(QStringLiteral("Ascend-910B"));
        QVERIFY(!d->isValid());
        auto *newGpu = find<QPushButton>(d, QStringLiteral("newGpuButton"));
        QVERIFY(newGpu->isVisibleTo(d));
        bool filled = false;
        QTimer::singleShot(0, this, [&] {
            auto *spec = qobject_cast<GpuSpecDialog *>(QApplication::activeModalWidget());
            QVERIFY(spec);
            QCOMPARE(find<QLineEdit>(spec, QStringLiteral("gpuModelEdit"))->text(), QStringLiteral("Ascend-910B"));
            QVERIFY(!spec->isValid()); // the VRAM is required
            type(find<QLineEdit>(spec, QStringLiteral("gpuVramEdit")), QStringLiteral("64"));
            type(find<QLineEdit>(spec, QStringLiteral("gpuFp16Edit")), QStringLiteral("320"));
            QVERIFY(spec->isValid());
            filled = true;
            clickOk(spec);
        });
        newGpu->click();
        QVERIFY(filled);
        QVERIFY2(d->isValid(), qPrintable(d->problems().isEmpty() ? QString() : d->problems().first().message));
        clickOk(d);
        const Catalog c = stored();
        const int gpu = c.gpuIndex(QStringLiteral("Ascend-910B"));
        QVERIFY(gpu >= 0);
        QCOMPARE(c.gpus[gpu].vramGb, 64.0);
        QCOMPARE(c.offers[offerNamed(c, QStringLiteral("ascend-box"))].gpu, gpu);
        QCOMPARE(m_fx.window->catalogStore()->undoStack()->count(), 1); // the spec and the offer: one step
    }

    void deletingAProviderInUseIsRefusedWithTheCount()
    {
        m_editor->showPage(CatalogEditor::ProvidersTab);
        auto *table = find<QTableWidget>(m_editor, QStringLiteral("providersTable"));
        const int aws = table->findItems(QStringLiteral("aws"), Qt::MatchExactly).first()->row();
        QCOMPARE(table->item(aws, 6)->text(), QStringLiteral("3"));
        table->selectRow(aws);
        find<QPushButton>(m_editor, QStringLiteral("providersDeleteButton"))->click();
        QVERIFY2(m_editor->statusText().contains(QStringLiteral("3 offer")), qPrintable(m_editor->statusText()));
        QVERIFY(stored().providerIndex(QStringLiteral("aws")) >= 0);
        QCOMPARE(m_fx.window->catalogStore()->undoStack()->count(), 0);

        // A provider with no offers goes.
        Catalog c = *m_fx.controller->catalog();
        Provider p;
        p.key = QStringLiteral("idle");
        p.name = QStringLiteral("Idle Cloud");
        p.homeCurrency = QStringLiteral("USD");
        c.providers << p;
        QString error;
        QVERIFY(m_fx.window->catalogStore()->replace(c, &error));
        const int idle = table->findItems(QStringLiteral("idle"), Qt::MatchExactly).first()->row();
        table->selectRow(idle);
        find<QPushButton>(m_editor, QStringLiteral("providersDeleteButton"))->click();
        QCOMPARE(stored().providerIndex(QStringLiteral("idle")), -1);
    }

    void undoRestoresTheFileAndRedoReapplies()
    {
        const Catalog original = stored();
        selectOffer(QStringLiteral("p5.48xlarge"));
        find<QPushButton>(m_editor, QStringLiteral("deleteOfferButton"))->click();
        QCOMPARE(stored().offers.size(), 7);
        QCOMPARE(rankingRow(QStringLiteral("p5.48xlarge")), -1);

        QAction *undo = find<QAction>(m_editor, QStringLiteral("editorUndoAction"));
        QVERIFY(undo->isEnabled());
        QVERIFY(undo->text().contains(QStringLiteral("p5.48xlarge")));
        undo->trigger();
        const Catalog back = stored();
        QCOMPARE(back.offers.size(), 8);
        QCOMPARE(back.offers[offerNamed(back, QStringLiteral("p5.48xlarge"))].id,
                 original.offers[offerNamed(original, QStringLiteral("p5.48xlarge"))].id);
        QVERIFY(rankingRow(QStringLiteral("p5.48xlarge")) >= 0);
        QCOMPARE(find<QTableView>(m_editor, QStringLiteral("offersTable"))->model()->rowCount(), 8);

        find<QAction>(m_editor, QStringLiteral("editorRedoAction"))->trigger();
        QCOMPARE(stored().offers.size(), 7);
        QCOMPARE(rankingRow(QStringLiteral("p5.48xlarge")), -1);
        // The window's Edit menu drives the same history.
        find<QAction>(m_fx.window.get(), QStringLiteral("undoAction"))->trigger();
        QCOMPARE(stored().offers.size(), 8);
    }

    void aRateEditChangesTheConvertedPrices()
    {
        // The Rates… button of the constraints opens the editor on the rate table.
        m_editor->showPage(CatalogEditor::OffersTab);
        find<QAbstractButton>(m_fx.window.get(), QStringLiteral("rateTableButton"))->click();
        QCOMPARE(find<QTabWidget>(m_editor, QStringLiteral("catalogEditorTabs"))->currentIndex(),
                 int(CatalogEditor::CurrenciesTab));

        const int gn7i = offerNamed(*m_fx.controller->catalog(), QStringLiteral("gn7i"));
        auto price = [&] {
            const RankingResult &r = m_fx.controller->result();
            return r.row(static_cast<std::size_t>(r.rankIndexOfOffer(gn7i))).hourlyPrice;
        };
        QCOMPARE(price(), 32 / 7.2);
        auto *table = find<QTableWidget>(m_editor, QStringLiteral("ratesTable"));
        table->selectRow(table->findItems(QStringLiteral("CNY"), Qt::MatchExactly).first()->row());
        find<QPushButton>(m_editor, QStringLiteral("ratesEditButton"))->click();
        auto *d = m_editor->findChild<RateDialog *>();
        QVERIFY(d && d->isVisible());
        type(find<QLineEdit>(d, QStringLiteral("ratePerUsdEdit")), QStringLiteral("0"));
        QCOMPARE(severity(find<QLabel>(d, QStringLiteral("ratePerUsdMessage"))), QStringLiteral("error"));
        QVERIFY(!d->isValid());
        type(find<QLineEdit>(d, QStringLiteral("ratePerUsdEdit")), QStringLiteral("6.4"));
        type(find<QLineEdit>(d, QStringLiteral("rateAsOfEdit")), QStringLiteral("2026-11-01"));
        clickOk(d);
        QCOMPARE(price(), 5.0);
        QCOMPARE(stored().rates.perUsd(QStringLiteral("CNY")), 6.4);
        QCOMPARE(stored().rates.find(QStringLiteral("CNY"))->asOf, QStringLiteral("2026-11-01"));

        // USD stays at 1.
        table->selectRow(0);
        find<QPushButton>(m_editor, QStringLiteral("ratesDeleteButton"))->click();
        QVERIFY(m_editor->statusText().contains(QStringLiteral("stay at 1")));
    }

    // Catalog → Price Book… : a term typed in the form is checked as it is typed, ranks the
    // matching offers at the negotiated price, and Ctrl+Z takes it back.
    void aPriceBookTermChangesTheRankedPrice()
    {
        find<QAction>(m_fx.window.get(), QStringLiteral("priceBookAction"))->trigger();
        QCOMPARE(find<QTabWidget>(m_editor, QStringLiteral("catalogEditorTabs"))->currentIndex(), int(CatalogEditor::PriceBookTab));
        QVERIFY(!find<QCheckBox>(m_fx.window.get(), QStringLiteral("listPricesCheck"))->isEnabled()); // an empty book
        const int p5 = offerNamed(*m_fx.controller->catalog(), QStringLiteral("p5.48xlarge"));
        const double list = m_fx.controller->catalog()->offers[p5].priceFor(BillingMode::OnDemand);
        auto ranked = [&] { return m_fx.controller->result().catalog->offers[p5].priceFor(BillingMode::OnDemand); };
        QCOMPARE(ranked(), list);

        find<QPushButton>(m_editor, QStringLiteral("priceBookAddButton"))->click();
        auto *d = m_editor->findChild<PriceTermDialog *>();
        QVERIFY(d && d->isVisible());
        auto *provider = find<QComboBox>(d, QStringLiteral("termProviderCombo"));
        provider->setCurrentIndex(provider->findData(QStringLiteral("aws")));
        type(find<QLineEdit>(d, QStringLiteral("termDiscountEdit")), QStringLiteral("120"));
        QVERIFY(!d->isValid());
        QVERIFY2(find<QLabel>(d, QStringLiteral("termProblems"))->text().contains(QStringLiteral("outside 0 to 100")),
                 qPrintable(find<QLabel>(d, QStringLiteral("termProblems"))->text()));
        type(find<QLineEdit>(d, QStringLiteral("termDiscountEdit")), QStringLiteral("25"));
        QVERIFY(!d->isValid()); // no reference yet
        type(find<QLineEdit>(d, QStringLiteral("termRefEdit")), QStringLiteral("EDP 2026"));
        QVERIFY(d->isValid());
        clickOk(d);
        QCOMPARE(stored().priceBook.size(), 1);
        QCOMPARE(ranked(), list * 0.75);
        QCOMPARE(m_fx.controller->catalog()->offers[p5].priceFor(BillingMode::OnDemand), list); // the catalog keeps list prices
        QVERIFY(find<QCheckBox>(m_fx.window.get(), QStringLiteral("listPricesCheck"))->isEnabled());
        QCOMPARE(find<QTableWidget>(m_editor, QStringLiteral("priceBookTable"))->rowCount(), 1);

        find<QAction>(m_editor, QStringLiteral("editorUndoAction"))->trigger();
        QVERIFY(stored().priceBook.isEmpty());
        QCOMPARE(ranked(), list);
    }

    void theStaleFlagFollowsTheSetting()
    {
        const int age = static_cast<int>(QDate(2026, 1, 19).daysTo(QDate::currentDate()));
        QVERIFY(age > 2);
        RankingModel *model = find<RankingTableView>(m_fx.window.get(), QStringLiteral("rankingTable"))->rankingModel();
        const QModelIndex price = model->index(rankingRow(QStringLiteral("p5.48xlarge")), RankingModel::PriceColumn);
        auto *spin = find<QSpinBox>(m_editor, QStringLiteral("staleDaysSpin"));

        spin->setValue(age - 1);
        // Every fixture price is now past the limit: the window's banner says it once and no
        // row carries the marker; the tooltip still dates the price.
        QVERIFY(model->mostlyStale());
        QVERIFY(find<QLabel>(m_fx.window.get(), QStringLiteral("staleBanner"))->isVisibleTo(m_fx.window.get()));
        QCOMPARE(price.data(RankingModel::PriceFlagsRole).toInt() & PriceStale, 0);
        // "days" once the English plurals are translated, "day(s)" before.
        const QString tip = price.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QRegularExpression(QStringLiteral("quoted 2026-01-19, %1 day(s|\\(s\\)) ago").arg(age))),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QRegularExpression(QStringLiteral("older than %1 day(s|\\(s\\))").arg(age - 1))),
                 qPrintable(tip));
        QCOMPARE(AppSettings().staleAfterDays(), age - 1);
        auto *offers = find<QTableView>(m_editor, QStringLiteral("offersTable"));
        QVERIFY(find<QLabel>(m_editor, QStringLiteral("offerCount"))->text().contains(QStringLiteral("stale")));
        QCOMPARE(offers->model()->index(0, CatalogOffersModel::OnDemandColumn).data(CatalogOffersModel::PriceFlagsRole).toInt(),
                 int(PriceStale));

        spin->setValue(age + 1);
        QCOMPARE(price.data(RankingModel::PriceFlagsRole).toInt(), 0);
        QVERIFY(!price.data(Qt::ToolTipRole).toString().contains(QStringLiteral("older than")));
        // The fixture's oldest price (2026-01-01) is still stale, an exception now: its row is marked.
        QVERIFY(!model->mostlyStale());
        int marked = 0;
        for (int r = 0; r < model->rowCount(); ++r)
            marked += (model->index(r, RankingModel::PriceColumn).data(RankingModel::PriceFlagsRole).toInt() & PriceStale) ? 1 : 0;
        QCOMPARE(marked, model->staleRankedCount());
        QVERIFY(!find<QLabel>(m_fx.window.get(), QStringLiteral("staleBanner"))->isVisibleTo(m_fx.window.get()));
        QVERIFY(find<QLabel>(m_editor, QStringLiteral("offerCount"))->text().contains(QStringLiteral("1 stale")));
        spin->setValue(age + 19);
        QVERIFY(!price.data(Qt::ToolTipRole).toString().contains(QStringLiteral("older than")));
        QVERIFY(!find<QLabel>(m_editor, QStringLiteral("offerCount"))->text().contains(QStringLiteral("stale")));

        // A price edited today is fresh whatever the limit.
        spin->setValue(1);
        selectOffer(QStringLiteral("p5.48xlarge"));
        OfferEditDialog *d = openDialog(QStringLiteral("editOfferButton"));
        type(find<QLineEdit>(d, QStringLiteral("onDemandEdit")), QStringLiteral("50"));
        clickOk(d);
        const QModelIndex fresh = model->index(rankingRow(QStringLiteral("p5.48xlarge")), RankingModel::PriceColumn);
        QCOMPARE(fresh.data(RankingModel::PriceFlagsRole).toInt(), 0);
        QVERIFY(fresh.data(Qt::ToolTipRole).toString().contains(QStringLiteral("quoted %1, today").arg(today())));
    }

    void anExpiredQuoteIsFlagged()
    {
        selectOffer(QStringLiteral("g2-standard-4"));
        OfferEditDialog *d = openDialog(QStringLiteral("editOfferButton"));
        type(find<QLineEdit>(d, QStringLiteral("validUntilEdit")), QStringLiteral("2026-02-01"));
        QCOMPARE(severity(find<QLabel>(d, QStringLiteral("validUntilMessage"))), QStringLiteral("warning"));
        clickOk(d);
        RankingModel *model = find<RankingTableView>(m_fx.window.get(), QStringLiteral("rankingTable"))->rankingModel();
        const QModelIndex price = model->index(rankingRow(QStringLiteral("g2-standard-4")), RankingModel::PriceColumn);
        QVERIFY(price.data(RankingModel::PriceFlagsRole).toInt() & PriceExpired);
        QVERIFY(price.data(Qt::ToolTipRole).toString().contains(QStringLiteral("expired on 2026-02-01")));
    }

    // A measurement as `catalog measure add` or the bundled data would store it.
    static Measurement measurement(const QString &key, MeasurementKind kind, const QString &instance, const QString &gpu)
    {
        Measurement m;
        m.key = key;
        m.kind = kind;
        m.source = kind == MeasurementKind::Trial ? QStringLiteral("trial") : QStringLiteral("fixture-real");
        m.suite = kind == MeasurementKind::Trial ? QStringLiteral("trial") : QStringLiteral("mlperf-training");
        m.reference = kind == MeasurementKind::Trial ? QString() : QStringLiteral("result 5.0-0042, log result_0.txt");
        m.provider = instance.isEmpty() ? QString() : QStringLiteral("aws");
        m.instanceType = instance;
        m.gpu = gpu;
        m.gpuCount = 8;
        m.gpusUsed = 8;
        m.task = Task::FullFinetune;
        m.model = QStringLiteral("Llama 3.1 8B");
        m.parameters = 8.03e9;
        m.precision = QStringLiteral("bf16");
        m.seqLen = 2048;
        m.metric = Metric::TrainingTokensPerSecond;
        m.value = 42000;
        m.date = QStringLiteral("2026-01-10");
        return m;
    }

    QTableView *openMeasurements()
    {
        m_editor->showPage(CatalogEditor::MeasurementsTab);
        auto *table = find<QTableView>(m_editor, QStringLiteral("measurementsTable"));
        if (!table->isVisible())
            qFatal("the measurements page is not shown");
        return table;
    }

    void selectMeasurementRow(QTableView *table, const QString &kind)
    {
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            if (table->model()->index(r, MeasurementsModel::KindColumn).data().toString() == kind) {
                table->selectRow(r);
                return;
            }
        }
        qFatal("no %s row", qPrintable(kind));
    }

    // No trial run yet: the page says why it is empty and how to record one.
    void anEmptyMeasurementsPageSaysHowToRecordATrialRun()
    {
        QTableView *table = openMeasurements();
        QCOMPARE(table->model()->rowCount(), 0);
        auto *empty = find<QLabel>(m_editor, QStringLiteral("measurementsEmptyText"));
        QVERIFY(empty->isVisible());
        QVERIFY2(empty->text().contains(QStringLiteral("No trial run recorded yet")), qPrintable(empty->text()));
        QVERIFY2(empty->text().contains(QStringLiteral("Record a Trial Run")), qPrintable(empty->text()));
        QVERIFY(empty->geometry().contains(table->viewport()->rect().center()));
        QVERIFY(!find<QPushButton>(m_editor, QStringLiteral("removeMeasurementButton"))->isEnabled());
    }

    void theMeasurementsPageListsTrialRunsAndRemovesOne()
    {
        Catalog c = *m_fx.controller->catalog();
        c.measurements << measurement(QStringLiteral("t-first"), MeasurementKind::Trial, QStringLiteral("p5.48xlarge"), QStringLiteral("H100-SXM"))
                       << measurement(QStringLiteral("t-second"), MeasurementKind::Trial, QStringLiteral("p4d.24xlarge"), QStringLiteral("A100-80GB"))
                       << measurement(QStringLiteral("b-bench"), MeasurementKind::Benchmark, QString(), QStringLiteral("H100-SXM"));
        QString error;
        QVERIFY2(m_fx.window->catalogStore()->replace(c, &error, QStringLiteral("test measurements")), qPrintable(error));

        QTableView *table = openMeasurements();
        QAbstractItemModel *model = table->model();
        // Trial runs first (the default filter), each with what ran and what it measured.
        QCOMPARE(model->rowCount(), 2);
        QVERIFY(!find<QLabel>(m_editor, QStringLiteral("measurementsEmptyText"))->isVisible());
        // (The English plural forms come with the translation files; either reading passes.)
        const QString count = find<QLabel>(m_editor, QStringLiteral("measurementCount"))->text();
        QVERIFY2(count.startsWith(QStringLiteral("2 trial run")) && count.contains(QStringLiteral(", 1 benchmark")), qPrintable(count));
        QCOMPARE(model->index(0, MeasurementsModel::KindColumn).data().toString(), QStringLiteral("Trial run"));
        QCOMPARE(model->index(0, MeasurementsModel::SystemColumn).data().toString(), QStringLiteral("AWS p5.48xlarge"));
        QCOMPARE(model->index(0, MeasurementsModel::GpuColumn).data().toString(), QStringLiteral("H100-SXM × 8"));
        QCOMPARE(model->index(0, MeasurementsModel::ParametersColumn).data().toString(), QStringLiteral("8.03B"));
        QCOMPARE(model->index(0, MeasurementsModel::WorkloadColumn).data().toString(), QStringLiteral("batch unknown × 2,048 tokens"));
        QCOMPARE(model->index(0, MeasurementsModel::MetricColumn).data().toString(), QStringLiteral("Training tokens/s"));
        QCOMPARE(model->index(0, MeasurementsModel::ValueColumn).data().toString(), QStringLiteral("42,000"));
        QCOMPARE(model->index(0, MeasurementsModel::DateColumn).data().toString(), QStringLiteral("2026-01-10"));

        // Sorting by a header click: by the system, descending.
        table->horizontalHeader()->setSortIndicator(MeasurementsModel::SystemColumn, Qt::DescendingOrder);
        QCOMPARE(model->index(0, MeasurementsModel::SystemColumn).data().toString(), QStringLiteral("AWS p5.48xlarge"));
        table->horizontalHeader()->setSortIndicator(MeasurementsModel::SystemColumn, Qt::AscendingOrder);
        QCOMPARE(model->index(0, MeasurementsModel::SystemColumn).data().toString(), QStringLiteral("AWS p4d.24xlarge"));

        // The search narrows; every word must match.
        auto *search = find<QLineEdit>(m_editor, QStringLiteral("measurementSearch"));
        QTest::keyClicks(search, QStringLiteral("a100 p4d"));
        QCOMPARE(model->rowCount(), 1);
        search->clear();
        QCOMPARE(model->rowCount(), 2);

        // A benchmark cites its source, and cannot be removed: the page says so.
        auto *kinds = find<QComboBox>(m_editor, QStringLiteral("measurementKindFilter"));
        kinds->setCurrentIndex(2); // all
        QCOMPARE(model->rowCount(), 3);
        selectMeasurementRow(table, QStringLiteral("Benchmark"));
        auto *remove = find<QPushButton>(m_editor, QStringLiteral("removeMeasurementButton"));
        QVERIFY(!remove->isEnabled());
        auto *note = find<QLabel>(m_editor, QStringLiteral("measurementRemoveNote"));
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(QStringLiteral("Benchmarks cannot be removed")), qPrintable(note->text()));
        const QModelIndex bench = table->selectionModel()->selectedRows().first();
        const QString tip = bench.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Reference: result 5.0-0042, log result_0.txt")), qPrintable(tip));
        QCOMPARE(bench.siblingAtColumn(MeasurementsModel::SystemColumn).data().toString(), QStringLiteral("–"));
        remove->click();
        QCOMPARE(m_fx.controller->catalog()->measurements.size(), 3);

        // A trial run goes, from the file and the list; Ctrl+Z brings it back.
        kinds->setCurrentIndex(0); // trial runs
        QCOMPARE(model->rowCount(), 2);
        selectMeasurementRow(table, QStringLiteral("Trial run"));
        const QString removedKey = m_fx.controller->catalog()->measurements[
            model->index(table->selectionModel()->selectedRows().first().row(), 0).data(MeasurementsModel::MeasurementIndexRole).toInt()].key;
        QVERIFY(!note->isVisible());
        QVERIFY(remove->isEnabled());
        remove->click();
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(stored().measurements.size(), 2);
        for (const Measurement &m : stored().measurements)
            QVERIFY(m.key != removedKey);
        QVERIFY2(m_editor->statusText().contains(QStringLiteral("(Ctrl+Z undoes)")), qPrintable(m_editor->statusText()));
        find<QAction>(m_editor, QStringLiteral("editorUndoAction"))->trigger();
        QCOMPARE(stored().measurements.size(), 3);
        QCOMPARE(model->rowCount(), 2);
    }

    // A viewer's catalog: trial runs are listed, not removed.
    void aReadOnlyCatalogKeepsItsTrialRuns()
    {
        Catalog c = *m_fx.controller->catalog();
        c.measurements << measurement(QStringLiteral("t-only"), MeasurementKind::Trial, QStringLiteral("p5.48xlarge"), QStringLiteral("H100-SXM"));
        QString error;
        QVERIFY2(m_fx.window->catalogStore()->replace(c, &error), qPrintable(error));
        QTableView *table = openMeasurements();
        m_editor->setReadOnly(QStringLiteral("read only for the test"));
        table->selectRow(0);
        QVERIFY(!find<QPushButton>(m_editor, QStringLiteral("removeMeasurementButton"))->isEnabled());
        m_editor->setReadOnly(QString());
        QVERIFY(find<QPushButton>(m_editor, QStringLiteral("removeMeasurementButton"))->isEnabled());
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestCatalogEditor)
#include "tst_CatalogEditor.moc"
