#include "window/PriceUpdateActions.h"

#include "catalogeditor/AccessKeysDialog.h"
#include "catalogeditor/ImportPreviewDialog.h"
#include "catalogeditor/UpdatePricesDialog.h"
#include "controller/CatalogStore.h"
#include "feeds/FeedEndpoint.h"
#include "feeds/FeedStaleness.h"
#include "feeds/FeedUpdate.h"
#include "import/ImportPlan.h"
#include "keys/ApiKeyStore.h"
#include "keys/CloudKeyStore.h"
#include "window/AppSettings.h"

#include <QAction>
#include <QDate>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QPushButton>

namespace gpuscout {

PriceUpdateActions::PriceUpdateActions(CatalogStore *store, QWidget *window)
    : QObject(window)
    , m_store(store)
    , m_window(window)
    , m_manager(new QNetworkAccessManager(this))
{
    // The system's proxy settings (environment, desktop): companies route the internet through one.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
}

PriceUpdateActions::~PriceUpdateActions() = default;

ImportPreviewDialog *PriceUpdateActions::preview() const
{
    return m_preview;
}

UpdatePricesDialog *PriceUpdateActions::dialog() const
{
    return m_dialog;
}

void PriceUpdateActions::addTo(QMenu *catalog)
{
    QAction *update = catalog->addAction(tr("Update &Prices…"), this, [this] { openDialog(); });
    update->setObjectName(QStringLiteral("updatePricesAction"));
    update->setStatusTip(tr("Read AWS, Azure and Google Cloud's public price lists, or the Chinese clouds' price APIs, "
                            "and preview the changes before anything is written"));
}

UpdatePricesDialog *PriceUpdateActions::openDialog()
{
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return m_dialog;
    }
    AppSettings settings;
    const QStringList chosen = settings.priceUpdateSources();
    QList<UpdatePricesDialog::SourceChoice> sources;
    const std::pair<FeedSource, QString> hints[] = {
        {FeedSource::Aws, tr("AWS Price List Bulk API: one offer file per region (several hundred MB each; kept in the "
                             "download cache and fetched again only when AWS publishes a new one)")},
        {FeedSource::Azure, tr("Azure Retail Prices API: GPU virtual machines, on-demand, spot and 1-year reservations")},
        {FeedSource::Gcp, tr("Google Cloud Billing Catalog: the GPU, vCPU and memory SKUs of A2, A3, A4 and G2 machines; "
                             "needs an API key")},
        {FeedSource::Ec2Instances, tr("ec2instances.info: AWS prices again (on-demand, reserved, spot), in one file; "
                                      "an alternative to the AWS price list, not to be read with it")},
        {FeedSource::Alibaba, tr("Alibaba Cloud ECS API: the GPU instance types of every region, pay-as-you-go, one month "
                                 "and spot; needs an access key")},
        {FeedSource::Tencent, tr("Tencent Cloud CVM API: every zone's GPU instance types, hourly, monthly (PREPAID) and "
                                 "spot; needs an access key")},
        {FeedSource::Huawei, tr("Huawei Cloud: each region's GPU flavors and the BSS price inquiry, hourly and monthly; "
                                "needs an access key")},
        {FeedSource::Baidu, tr("Baidu AI Cloud BCC API: each region's GPU flavors, one month prepaid and postpaid; needs an access key")},
    };
    for (const auto &[source, hint] : hints) {
        const QString key = feedSourceKey(source);
        sources << UpdatePricesDialog::SourceChoice{key, feedDisplayName(source), hint, chosen.contains(key)};
    }
    m_dialog = new UpdatePricesDialog(sources, m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setRegionsText(settings.priceUpdateRegions());
    m_dialog->setMirror(settings.priceFeedMirror());
    m_dialog->setCheckAfterDays(settings.priceCheckAfterDays());
    QString key;
    QString error;
    const ApiKeyStore::Status status = ApiKeyStore::readGcpKey(&key, &error);
    if (status == ApiKeyStore::Status::Unavailable)
        m_dialog->showMessage(error);
    m_dialog->setGcpKeyStored(status == ApiKeyStore::Status::Ok && !key.isEmpty());
    m_dialog->setAccessKeysState(accessKeysSummary());
    connect(m_dialog, &UpdatePricesDialog::accessKeysRequested, this, &PriceUpdateActions::openAccessKeys);
    connect(m_dialog, &UpdatePricesDialog::startRequested, this, &PriceUpdateActions::start);
    connect(m_dialog, &UpdatePricesDialog::cancelRequested, this, [this] {
        if (m_update)
            m_update->cancel();
    });
    connect(m_dialog, &QDialog::finished, this, [this] {
        AppSettings s;
        if (m_dialog)
            s.setPriceCheckAfterDays(m_dialog->checkAfterDays());
    });
    m_dialog->open();
    return m_dialog;
}

void PriceUpdateActions::start()
{
    if (!m_dialog || m_update)
        return;
    AppSettings settings;
    settings.setPriceUpdateSources(m_dialog->selectedSources());
    settings.setPriceUpdateRegions(m_dialog->regionsText());
    settings.setPriceFeedMirror(m_dialog->mirror());
    settings.setPriceCheckAfterDays(m_dialog->checkAfterDays());
    QUrl base = m_testBase;
    if (base.isEmpty() && !m_dialog->mirror().isEmpty()) {
        QString why;
        if (!FeedEndpoint::parseBaseUrl(m_dialog->mirror(), &base, &why)) {
            m_dialog->showMessage(why);
            return;
        }
    }
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    QList<FeedJobOptions> jobs;
    for (const QString &key : m_dialog->selectedSources()) {
        FeedJobOptions o;
        feedSourceFromKey(key, &o.source);
        o.regions = m_dialog->regions();
        o.baseUrl = base;
        o.today = today;
        o.network = m_network;
        o.network.windowAdvice = true;
        o.cacheFolder = m_cacheFolder;
        if (feedNeedsAccessKey(o.source)) {
            CloudKeyStore::Key access;
            QString error;
            if (CloudKeyStore::forRun(o.source, &access, &error) != ApiKeyStore::Status::Ok) {
                m_dialog->showMessage(tr("%1 has no access key: add one with Access Keys…, or leave it out.").arg(feedDisplayName(o.source))
                                      + (error.isEmpty() ? QString() : u' ' + error));
                return;
            }
            o.keyId = access.id.toUtf8();
            o.keySecret = access.secret.toUtf8();
        }
        if (o.source == FeedSource::Gcp) {
            QString error;
            o.apiKey = m_dialog->gcpKey();
            if (!o.apiKey.isEmpty() && m_dialog->rememberGcpKey()
                && ApiKeyStore::writeGcpKey(o.apiKey, &error) == ApiKeyStore::Status::Ok) {
                m_dialog->setGcpKeyStored(true);
            }
            if (o.apiKey.isEmpty())
                ApiKeyStore::readGcpKey(&o.apiKey, &error);
        }
        jobs << o;
    }
    m_update = std::make_unique<FeedUpdate>(jobs, InstanceDirectory(*m_store->catalog()), m_manager);
    connect(m_update.get(), &FeedUpdate::progressed, this, [this](const FeedProgress &p) {
        if (m_dialog)
            m_dialog->showProgress(feedSourceKey(p.source), p.step, p.bytes, p.totalBytes, p.records);
    });
    connect(m_update.get(), &FeedUpdate::sourceFinished, this, [this](FeedSource source, bool ok, const QString &error) {
        if (m_dialog)
            m_dialog->showSourceResult(feedSourceKey(source), ok, error);
    });
    connect(m_update.get(), &FeedUpdate::finished, this, &PriceUpdateActions::finished);
    m_dialog->setRunning(true);
    m_update->start();
}

QString PriceUpdateActions::keyState(FeedSource vendor) const
{
    CloudKeyStore::Key key;
    QString error;
    switch (CloudKeyStore::forRun(vendor, &key, &error)) {
    case ApiKeyStore::Status::Ok:
        return key.from == QLatin1String("keyring") ? tr("%1 in the desktop keyring").arg(CloudKeyStore::maskedId(key.id))
                                                     : tr("%1 from %2").arg(CloudKeyStore::maskedId(key.id), key.from);
    case ApiKeyStore::Status::NotFound: return tr("no key");
    case ApiKeyStore::Status::Unavailable: break;
    }
    // The full reason is in the Update Prices dialog once; here the gist.
    return tr("no key: the desktop keyring is not available (the vendor's environment variables still work)");
}

QString PriceUpdateActions::accessKeysSummary() const
{
    QStringList with;
    for (FeedSource s : ChinaFeedSources) {
        CloudKeyStore::Key key;
        QString error;
        if (CloudKeyStore::forRun(s, &key, &error) == ApiKeyStore::Status::Ok)
            with << feedSourceKey(s);
    }
    return with.isEmpty() ? tr("no access key yet") : tr("keys for %1").arg(with.join(QStringLiteral(", ")));
}

AccessKeysDialog *PriceUpdateActions::openAccessKeys()
{
    if (m_keys) {
        m_keys->raise();
        m_keys->activateWindow();
        return m_keys;
    }
    const QList<AccessKeysDialog::Vendor> vendors{
        {feedSourceKey(FeedSource::Alibaba), tr("Alibaba Cloud"), tr("RAM console: a RAM user with the system policy AliyunECSReadOnlyAccess (ecs:DescribePrice and the other Describe calls)")},
        {feedSourceKey(FeedSource::Tencent), tr("Tencent Cloud"), tr("CAM console: a sub-user with QcloudCVMReadOnlyAccess (cvm:DescribeRegions, cvm:DescribeZoneInstanceConfigInfos)")},
        {feedSourceKey(FeedSource::Huawei), tr("Huawei Cloud"), tr("IAM console: a user with ECS read-only access, iam:projects:list and the BSS price inquiry permission")},
        {feedSourceKey(FeedSource::Baidu), tr("Baidu AI Cloud"), tr("IAM console: a sub-user with read-only access to BCC")},
    };
    auto *keys = new AccessKeysDialog(vendors, m_dialog ? static_cast<QWidget *>(m_dialog) : m_window);
    keys->setAttribute(Qt::WA_DeleteOnClose);
    m_keys = keys;
    const auto refresh = [this, keys] {
        for (FeedSource s : ChinaFeedSources)
            keys->setState(feedSourceKey(s), keyState(s));
        if (m_dialog)
            m_dialog->setAccessKeysState(accessKeysSummary());
    };
    refresh();
    connect(keys, &AccessKeysDialog::saveRequested, this, [keys, refresh](const QString &vendor, const QString &id, const QString &secret) {
        FeedSource s;
        QString error;
        if (!feedSourceFromKey(vendor, &s))
            return;
        if (id.isEmpty() || secret.isEmpty() || id.contains(u' ') || secret.contains(u' ')) {
            keys->setState(vendor, tr("Give the access key id and its secret, without spaces."));
            return;
        }
        if (CloudKeyStore::write(s, id, secret, &error) != ApiKeyStore::Status::Ok) {
            keys->setState(vendor, error);
            return;
        }
        refresh();
    });
    connect(keys, &AccessKeysDialog::removeRequested, this, [keys, refresh](const QString &vendor) {
        FeedSource s;
        QString error;
        if (feedSourceFromKey(vendor, &s) && CloudKeyStore::remove(s, &error) == ApiKeyStore::Status::Unavailable) {
            keys->setState(vendor, error);
            return;
        }
        refresh();
    });
    keys->open();
    return keys;
}

void PriceUpdateActions::finished()
{
    std::unique_ptr<FeedUpdate> update = std::move(m_update);
    if (m_dialog)
        m_dialog->setRunning(false);
    if (!update->ok()) {
        const QString text = update->failure() == FeedJob::Failure::Cancelled
            ? tr("Cancelled. Nothing was written.")
            : tr("Nothing was written:\n%1").arg(update->errors().join(u'\n'));
        if (m_dialog)
            m_dialog->showMessage(text);
        update.release()->deleteLater();
        Q_EMIT updateFinished(false);
        return;
    }
    ImportSettings settings = importSettingsFor(update->document().fileName, QDate::currentDate().toString(Qt::ISODate));
    settings.confirmUnchangedPrices = true;
    const ImportPlan plan = planImport(*m_store->catalog(), update->document(), settings);
    update.release()->deleteLater();
    if (m_dialog)
        m_dialog->accept();
    auto *preview = new ImportPreviewDialog(m_window);
    preview->setAttribute(Qt::WA_DeleteOnClose);
    preview->setWindowTitle(tr("Update Prices"));
    preview->setPlan(plan);
    m_preview = preview;
    connect(preview, &QDialog::accepted, this, [this, preview] { apply(preview); });
    preview->open();
    Q_EMIT updateFinished(true);
}

void PriceUpdateActions::apply(ImportPreviewDialog *dialog)
{
    const ImportPlan &plan = dialog->plan();
    QString error;
    // The preview is modal and made against the catalog the store still holds.
    if (!m_store->replace(applyPlan(*m_store->catalog(), plan), &error, tr("Update prices from %1").arg(plan.fileName))) {
        QMessageBox::warning(m_window, tr("Update Prices"), tr("Nothing was written: %1").arg(error));
        return;
    }
    Q_EMIT applied(plan.applyCount());
}

bool PriceUpdateActions::checkOnStart()
{
    const int days = AppSettings().priceCheckAfterDays();
    if (days <= 0)
        return false;
    const QStringList stale = staleFeedProviders(*m_store->catalog(), QDate::currentDate(), days);
    if (stale.isEmpty())
        return false;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Update Prices"),
                                tr("The newest prices of %1 are more than %n day(s) old. Read the current price lists now? "
                                   "You will see every change before anything is written.", nullptr, days)
                                    .arg(stale.join(QStringLiteral(", "))),
                                QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("priceUpdateOffer"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *yes = box->addButton(tr("Update Prices…"), QMessageBox::AcceptRole);
    box->addButton(tr("Not Now"), QMessageBox::RejectRole);
    connect(box, &QMessageBox::buttonClicked, this, [this, yes](QAbstractButton *clicked) {
        if (clicked == yes)
            openDialog();
    });
    box->open();
    return true;
}

} // namespace gpuscout
