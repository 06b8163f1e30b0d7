#include "catalogeditor/AccessKeysDialog.h"
#include "catalogeditor/ImportPreviewDialog.h"
#include "catalogeditor/UpdatePricesDialog.h"
#include "controller/CatalogStore.h"
#include "window/AppSettings.h"
#include "window/PriceUpdateActions.h"
#include "dashboard/RankingTableView.h"

#include "FeedTestSupport.h"
#include "LocalHttpServer.h"
#include "PriceApiServers.h"
#include "WindowFixture.h"
#include "TestMain.h"

#include <QAction>
#include <QCheckBox>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QLabel>
#include <QRegularExpression>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QUndoStack>
#include <QtTest>

using namespace gpuscout;
using namespace gpuscout::test;

namespace {

const QString OfferPath = QStringLiteral("/offers/v1.0/aws/AmazonEC2/20261120000000/us-east-1/index.json");
const QString IndexPath = QStringLiteral("/offers/v1.0/aws/AmazonEC2/current/region_index.json");

// The catalog as stored: the file and its write-ahead log (a commit lands in the log first).
QByteArray sha256(const QString &path)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &part : QStringList{path, path + QStringLiteral("-wal")}) {
        QFile f(part);
        if (f.open(QIODevice::ReadOnly))
            hash.addData(f.readAll());
    }
    return hash.result();
}

double onDemand(const Catalog &c, const QString &instance)
{
    for (const Offer &o : c.offers) {
        if (o.instanceType == instance)
            return o.priceFor(BillingMode::OnDemand);
    }
    return Unknown;
}

} // namespace

// Catalog → Update Prices… in the real window, against a local server.
class tst_PriceUpdateWindow : public QObject
{
    Q_OBJECT

    WindowFixture m_fx;
    std::unique_ptr<LocalHttpServer> m_server;
    QTemporaryDir m_cache;

    PriceUpdateActions *actions() { return m_fx.window->priceUpdates(); }

    void serve(int delayMs = 0)
    {
        m_server->route(IndexPath, [](const LocalHttpServer::Request &) { return LocalHttpServer::ok(fixtureBytes(QStringLiteral("feeds/aws/region_index.json"))); });
        m_server->route(OfferPath, [delayMs](const LocalHttpServer::Request &) {
            LocalHttpServer::Response r = LocalHttpServer::ok(fixtureBytes(QStringLiteral("feeds/aws/gpu-offer-us-east-1.json")));
            r.delayMs = delayMs;
            return r;
        });
    }

    // The dialog with only AWS chosen.
    UpdatePricesDialog *openAwsOnly()
    {
        UpdatePricesDialog *dialog = actions()->openDialog();
        for (QCheckBox *box : dialog->findChildren<QCheckBox *>()) {
            if (box->objectName().startsWith(QLatin1String("updateSource_")))
                box->setChecked(box->objectName() == QLatin1String("updateSource_aws"));
        }
        return dialog;
    }

private Q_SLOTS:
    void initTestCase()
    {
        initDeterministic();
        QSettings().clear();
    }

    void init()
    {
        QSettings().clear();
        QVERIFY2(m_fx.start().isEmpty(), "window");
        m_server = std::make_unique<LocalHttpServer>();
        actions()->setBaseUrlForTests(m_server->baseUrl());
        FeedNetworkSettings network;
        network.backoffMs = 10;
        actions()->setNetworkSettings(network);
        actions()->setCacheFolder(m_cache.path());
    }

    void cleanup()
    {
        m_fx.stop();
        m_server.reset();
    }

    void menuHasTheAction()
    {
        auto *action = m_fx.window->findChild<QAction *>(QStringLiteral("updatePricesAction"));
        QVERIFY(action);
        QCOMPARE(action->text(), QStringLiteral("Update &Prices…"));
    }

    // Progress, then the import preview; only its button writes, and undo takes it back.
    void updateThenPreviewThenImport()
    {
        serve();
        UpdatePricesDialog *dialog = openAwsOnly();
        QSignalSpy done(actions(), &PriceUpdateActions::updateFinished);
        const QByteArray before = sha256(m_fx.dbPath);
        dialog->findChild<QPushButton *>(QStringLiteral("updateStartButton"))->click();
        QVERIFY(done.wait(10000));
        QCOMPARE(done.first().first().toBool(), true);
        QCOMPARE(sha256(m_fx.dbPath), before); // nothing written before the preview is accepted
        ImportPreviewDialog *preview = actions()->preview();
        QVERIFY(preview);
        QCOMPARE(preview->plan().count(ImportRow::Status::Updated), 1);
        QVERIFY(preview->findChild<QLabel *>(QStringLiteral("importSummary"))->text().contains(QLatin1String("p6-b200.48xlarge")));
        auto *import = preview->findChild<QPushButton *>(QStringLiteral("importButton"));
        QVERIFY(import->isEnabled());
        QSignalSpy applied(actions(), &PriceUpdateActions::applied);
        import->click();
        QTRY_COMPARE(applied.count(), 1);
        QCOMPARE(onDemand(*m_fx.window->catalogStore()->catalog(), QStringLiteral("p4d.24xlarge")), 32.7726);
        QVERIFY(sha256(m_fx.dbPath) != before);
        QVERIFY(m_fx.window->catalogStore()->undoStack()->undoText().startsWith(QLatin1String("Update prices from aws")));
        m_fx.window->catalogStore()->undoStack()->undo();
        QCOMPARE(onDemand(*m_fx.window->catalogStore()->catalog(), QStringLiteral("p4d.24xlarge")), 21.957642);
    }

    // Cancel while the offer file is on its way: the dialog says so, nothing is written,
    // and the window kept answering all along.
    void cancelWritesNothing()
    {
        serve(1500);
        UpdatePricesDialog *dialog = openAwsOnly();
        QSignalSpy done(actions(), &PriceUpdateActions::updateFinished);
        const QByteArray before = sha256(m_fx.dbPath);
        QElapsedTimer clock;
        qint64 longestGap = 0;
        qint64 last = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&] {
            longestGap = std::max(longestGap, clock.elapsed() - last);
            last = clock.elapsed();
        });
        clock.start();
        ticker.start(10);
        dialog->findChild<QPushButton *>(QStringLiteral("updateStartButton"))->click();
        QVERIFY(dialog->isRunning());
        QTRY_VERIFY(m_server->count(OfferPath) == 1);
        dialog->findChild<QPushButton *>(QStringLiteral("updateCancelButton"))->click();
        QVERIFY(done.wait(5000));
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY(dialog->isVisible()); // still open: the person may start again
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("updateMessage"))->text().contains(QLatin1String("Cancelled")));
        QVERIFY(!actions()->preview());
        QCOMPARE(sha256(m_fx.dbPath), before);
        QVERIFY2(longestGap < 250, qPrintable(QString::number(longestGap)));
        dialog->reject();
    }

    void networkFailureIsShown()
    {
        // Nothing served: every path answers 404.
        UpdatePricesDialog *dialog = openAwsOnly();
        QSignalSpy done(actions(), &PriceUpdateActions::updateFinished);
        dialog->findChild<QPushButton *>(QStringLiteral("updateStartButton"))->click();
        QVERIFY(done.wait(10000));
        const QString message = dialog->findChild<QLabel *>(QStringLiteral("updateMessage"))->text();
        QVERIFY2(message.contains(QLatin1String("Nothing was written")) && message.contains(QLatin1String("HTTP 404")), qPrintable(message));
        QVERIFY(!dialog->findChild<QLabel *>(QStringLiteral("updateStatus_aws"))->text().isEmpty());
        dialog->reject();
    }

    // The dialog's advice names what the dialog offers (its key field, its mirror), never the
    // command line's --from FILE or the dialog itself as somewhere else; a reason wraps inside
    // the dialog and leaves with its source when it is unticked; every mnemonic has its field.
    void theDialogAdvisesWhatItOffers()
    {
        UpdatePricesDialog *dialog = actions()->openDialog();
        for (QCheckBox *box : dialog->findChildren<QCheckBox *>()) {
            if (box->objectName().startsWith(QLatin1String("updateSource_")))
                box->setChecked(box->objectName() == QLatin1String("updateSource_gcp"));
        }
        dialog->findChild<QLineEdit *>(QStringLiteral("updateGcpKey"))->clear();
        dialog->findChild<QCheckBox *>(QStringLiteral("updateRememberKey"))->setChecked(false);
        QSignalSpy done(actions(), &PriceUpdateActions::updateFinished);
        dialog->findChild<QPushButton *>(QStringLiteral("updateStartButton"))->click();
        QVERIFY(done.wait(10000));
        auto *status = dialog->findChild<QLabel *>(QStringLiteral("updateStatus_gcp"));
        const QString said = status->text() + u' ' + dialog->findChild<QLabel *>(QStringLiteral("updateMessage"))->text();
        QVERIFY2(said.contains(QLatin1String("Google Cloud key")), qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String("--from")), qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String("Catalog > Update Prices")), qPrintable(said));
        QVERIFY(status->wordWrap());
        QVERIFY(!status->text().isEmpty());
        QVERIFY(status->mapTo(dialog, QPoint(status->width(), 0)).x() <= dialog->width());
        dialog->findChild<QCheckBox *>(QStringLiteral("updateSource_gcp"))->setChecked(false);
        QVERIFY(status->text().isEmpty());
        for (QLabel *label : dialog->findChildren<QLabel *>()) {
            // "&y" is a mnemonic only with a buddy; without one it shows as typed ("APIs & Services" is text).
            if (label->text().contains(QRegularExpression(QStringLiteral("&[A-Za-z]"))) && !label->text().contains(QLatin1String("&amp;")))
                QVERIFY2(label->buddy(), qPrintable(label->text()));
        }
        dialog->reject();
    }

    // Off by default; on, and with prices older than the limit, it asks (and only asks).
    void offersAnUpdateOnStart()
    {
        QVERIFY(!actions()->checkOnStart());
        AppSettings().setPriceCheckAfterDays(30);
        const QByteArray before = sha256(m_fx.dbPath);
        QVERIFY(actions()->checkOnStart()); // the fixture's prices are from early 2026
        auto *box = m_fx.window->findChild<QMessageBox *>(QStringLiteral("priceUpdateOffer"));
        QVERIFY(box);
        QVERIFY(box->text().contains(QLatin1String("aws")));
        box->reject();
        QCOMPARE(sha256(m_fx.dbPath), before);
        AppSettings().setPriceCheckAfterDays(100000);
        QVERIFY(!actions()->checkOnStart());
    }

    void choicesAreRemembered()
    {
        serve();
        UpdatePricesDialog *dialog = openAwsOnly();
        dialog->setRegionsText(QStringLiteral("us-east-1"));
        dialog->setCheckAfterDays(45);
        QSignalSpy done(actions(), &PriceUpdateActions::updateFinished);
        dialog->findChild<QPushButton *>(QStringLiteral("updateStartButton"))->click();
        QVERIFY(done.wait(10000));
        AppSettings settings;
        QCOMPARE(settings.priceUpdateSources(), QStringList{QStringLiteral("aws")});
        QCOMPARE(settings.priceUpdateRegions(), QStringLiteral("us-east-1"));
        QCOMPARE(settings.priceCheckAfterDays(), 45);
        if (actions()->preview())
            actions()->preview()->reject();
    }
    // The four Chinese clouds are listed; an update of two runs through their APIs with
    // each row's progress and ends in the preview, which names the instance types the
    // catalog could not place (this fixture catalog has none of them).
    void chineseCloudsShowTheirProgress()
    {
        PriceApiServers apis(m_server.get());
        qputenv("ALIBABA_CLOUD_ACCESS_KEY_ID", alibabaKeys().id);
        qputenv("ALIBABA_CLOUD_ACCESS_KEY_SECRET", alibabaKeys().secret);
        qputenv("TENCENTCLOUD_SECRET_ID", tencentKeys().id);
        qputenv("TENCENTCLOUD_SECRET_KEY", tencentKeys().secret);
        UpdatePricesDialog *dialog = actions()->openDialog();
        for (const char *vendor : {"alibaba", "tencent", "huawei", "baidu"})
            QVERIFY2(dialog->findChild<QCheckBox *>(QStringLiteral("updateSource_") + QLatin1String(vendor)), vendor);
        const QString keysState = dialog->findChild<QLabel *>(QStringLiteral("updateAccessKeysState"))->text();
        QVERIFY2(keysState.contains(QStringLiteral("alibaba, tencent")), qPrintable(keysState));
        for (QCheckBox *box : dialog->findChildren<QCheckBox *>()) {
            if (box->objectName().startsWith(QLatin1String("updateSource_")))
                box->setChecked(box->objectName() == QLatin1String("updateSource_alibaba") || box->objectName() == QLatin1String("updateSource_tencent"));
        }
        QSignalSpy done(actions(), &PriceUpdateActions::updateFinished);
        auto *bar = dialog->findChild<QProgressBar *>(QStringLiteral("updateProgress_alibaba"));
        dialog->findChild<QPushButton *>(QStringLiteral("updateStartButton"))->click();
        QVERIFY(done.wait(15000));
        qunsetenv("ALIBABA_CLOUD_ACCESS_KEY_ID");
        qunsetenv("ALIBABA_CLOUD_ACCESS_KEY_SECRET");
        qunsetenv("TENCENTCLOUD_SECRET_ID");
        qunsetenv("TENCENTCLOUD_SECRET_KEY");
        QCOMPARE(done.first().first().toBool(), true);
        QCOMPARE(apis.badSignatures(), 0);
        QVERIFY(bar);
        ImportPreviewDialog *preview = actions()->preview();
        QVERIFY(preview);
        const QString summary = preview->findChild<QLabel *>(QStringLiteral("importSummary"))->text();
        QVERIFY2(summary.contains(QLatin1String("ecs.gn7i-c8g1.2xlarge")) && summary.contains(QLatin1String("GN7.2XLARGE32")), qPrintable(summary));
        preview->reject();
    }

    // A chosen vendor without a key: named, with where to add one; nothing runs.
    void aVendorWithoutAKeyIsNamed()
    {
        UpdatePricesDialog *dialog = actions()->openDialog();
        for (QCheckBox *box : dialog->findChildren<QCheckBox *>()) {
            if (box->objectName().startsWith(QLatin1String("updateSource_")))
                box->setChecked(box->objectName() == QLatin1String("updateSource_baidu"));
        }
        dialog->findChild<QPushButton *>(QStringLiteral("updateStartButton"))->click();
        const QString message = dialog->findChild<QLabel *>(QStringLiteral("updateMessage"))->text();
        QVERIFY2(message.contains(QLatin1String("Baidu AI Cloud")) && message.contains(QLatin1String("Access Keys")), qPrintable(message));
        QCOMPARE(m_server->requests().size(), 0);
        dialog->reject();
    }

    // Access Keys…: a field pair per vendor; a save without a secret says what is missing.
    void accessKeysAskForIdAndSecret()
    {
        UpdatePricesDialog *dialog = actions()->openDialog();
        QSignalSpy opened(dialog, &UpdatePricesDialog::accessKeysRequested);
        dialog->findChild<QPushButton *>(QStringLiteral("updateAccessKeys"))->click();
        QCOMPARE(opened.count(), 1);
        auto *keys = dialog->findChild<AccessKeysDialog *>(QStringLiteral("accessKeysDialog"));
        QVERIFY(keys);
        QCOMPARE(keys->secretField(QStringLiteral("huawei"))->echoMode(), QLineEdit::Password);
        keys->idField(QStringLiteral("huawei"))->setText(QStringLiteral("HWKEYID"));
        keys->saveButton(QStringLiteral("huawei"))->click();
        QVERIFY2(keys->state(QStringLiteral("huawei")).contains(QLatin1String("secret")), qPrintable(keys->state(QStringLiteral("huawei"))));
        keys->reject();
        dialog->reject();
    }
    // Chosen providers without a price under the billing mode: the empty ranking names them
    // and its Update Prices… link opens the dialog.
    void theEmptyStateOffersAnUpdate()
    {
        Scenario s = m_fx.controller->scenario();
        s.billing = BillingMode::Monthly;
        s.includeIllustrative = false; // the fixture's one Alibaba monthly price is a seed figure
        s.constraints.providers = {QStringLiteral("alibaba")};
        m_fx.controller->setScenario(s);
        auto *empty = m_fx.window->findChild<QLabel *>(QStringLiteral("rankingEmptyText"));
        QVERIFY(empty);
        QTRY_VERIFY(!m_fx.window->findChild<RankingTableView *>()->emptyText().isEmpty());
        QVERIFY2(empty->text().contains(QStringLiteral("has no monthly price in this catalog")), qPrintable(empty->text()));
        QVERIFY(empty->text().contains(QStringLiteral("href=\"update-prices\"")));
        QVERIFY(!actions()->dialog());
        Q_EMIT empty->linkActivated(QStringLiteral("update-prices"));
        QVERIFY(actions()->dialog());
        actions()->dialog()->reject();
    }
};

GPUSCOUT_TEST_GUI_MAIN(tst_PriceUpdateWindow)
#include "tst_PriceUpdateWindow.moc"
