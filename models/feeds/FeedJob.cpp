#include "feeds/FeedJob.h"

#include "feeds/AwsOfferCsvReader.h"
#include "feeds/AwsOfferJsonReader.h"
#include "feeds/AwsRegionIndex.h"
#include "feeds/AzureRetailReader.h"
#include "feeds/Ec2InstancesReader.h"
#include "feeds/FeedCollector.h"
#include "feeds/FeedEndpoint.h"
#include "feeds/GcpMachinePricer.h"
#include "feeds/GcpSkuReader.h"
#include "io/RegularFile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QThread>
#include <QUrlQuery>

namespace gpuscout {

namespace {

// A page limit no real listing reaches (Azure's GPU VMs are a few hundred pages of 100):
// a server that never stops is cut off.
constexpr int MaxPages = 5000;
constexpr int GcpPageSize = 5000;

// The first byte that is not white space, or 0.
char firstByte(QIODevice *device)
{
    const QByteArray head = device->peek(4096);
    for (const char c : head) {
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
            return c;
    }
    return 0;
}

QString httpDay(const QString &httpDate)
{
    const QDateTime when = QLocale::c().toDateTime(httpDate.trimmed(), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    return when.isValid() ? when.date().toString(Qt::ISODate) : QString();
}

} // namespace

FeedJob::FeedJob(FeedJobOptions options, InstanceDirectory directory, QNetworkAccessManager *manager, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_directory(std::move(directory))
    , m_cache(m_options.cacheFolder, m_options.network.maxCacheBytes)
    , m_client(manager, &m_cache, m_options.network)
{
    if (m_options.today.isEmpty())
        m_options.today = QDate::currentDate().toString(Qt::ISODate);
    m_collector = std::make_unique<FeedCollector>(m_options.source, m_directory, m_options.regions);
    m_progress.source = m_options.source;
    connect(&m_client, &FeedHttpClient::progress, this, [this](qint64 received, qint64 total) {
        m_progress.bytes = received;
        m_progress.totalBytes = total;
        Q_EMIT progressed(m_progress);
    });
}

FeedJob::~FeedJob()
{
    if (m_worker) {
        m_cancel = true;
        m_worker->wait();
        delete m_worker;
    }
}

QString FeedJob::azureFilter(const QStringList &regions)
{
    QString filter = QStringLiteral("serviceName eq 'Virtual Machines' and (contains(armSkuName, 'Standard_NC') or "
                                    "contains(armSkuName, 'Standard_ND') or contains(armSkuName, 'Standard_NG') or "
                                    "contains(armSkuName, 'Standard_NV'))");
    if (!regions.isEmpty()) {
        QStringList terms;
        for (const QString &r : regions)
            terms << QStringLiteral("armRegionName eq '%1'").arg(QString(r).remove(u'\''));
        filter += QStringLiteral(" and (") + terms.join(QStringLiteral(" or ")) + u')';
    }
    return filter;
}

void FeedJob::start()
{
    m_cancel = false;
    if (!m_options.fromPath.isEmpty()) {
        startFromFiles();
        return;
    }
    switch (m_options.source) {
    case FeedSource::Aws: startAws(); break;
    case FeedSource::Azure: startAzure(); break;
    case FeedSource::Gcp: startGcp(); break;
    case FeedSource::Ec2Instances: startEc2Instances(); break;
    case FeedSource::Alibaba:
    case FeedSource::Tencent:
    case FeedSource::Huawei:
    case FeedSource::Baidu: startPriceApi(); break;
    }
}

void FeedJob::cancel()
{
    if (m_finished)
        return;
    m_cancel = true;
    if (m_client.busy())
        m_client.cancel(); // its answer ends the job
    // A running parse sees the flag within a megabyte and ends the job from its thread.
}

void FeedJob::fail(Failure failure, const QString &message)
{
    if (m_finished)
        return;
    m_finished = true;
    m_failure = m_cancel ? Failure::Cancelled : failure;
    m_error = feedSourceKey(m_options.source) + QStringLiteral(": ")
        + (m_failure == Failure::Cancelled ? tr("cancelled; nothing was read into the catalog") : message);
    // Always from the event loop: a caller of start() or cancel() sees finished() after it returns.
    QMetaObject::invokeMethod(this, &FeedJob::finished, Qt::QueuedConnection);
}

void FeedJob::done()
{
    if (m_finished)
        return;
    m_finished = true;
    QString name = feedSourceKey(m_options.source);
    if (!m_options.fromPath.isEmpty())
        name += QStringLiteral(" (") + QFileInfo(m_options.fromPath).fileName() + u')';
    m_document = m_collector->document(name);
    QMetaObject::invokeMethod(this, &FeedJob::finished, Qt::QueuedConnection);
}

void FeedJob::reportParse(qint64 bytes, int records)
{
    m_progress.bytes = bytes;
    m_progress.records = records;
    Q_EMIT progressed(m_progress);
}

void FeedJob::fetch(const QUrl &url, FeedHttpClient::Mode mode, const QString &step,
                    std::function<void(const FeedHttpClient::Result &)> then)
{
    if (m_cancel) {
        fail(Failure::Cancelled, QString());
        return;
    }
    m_progress.step = step;
    m_progress.bytes = 0;
    m_progress.totalBytes = -1;
    Q_EMIT progressed(m_progress);
    disconnect(&m_client, &FeedHttpClient::finished, this, nullptr);
    connect(&m_client, &FeedHttpClient::finished, this, [this, url, then](const FeedHttpClient::Result &r) {
        disconnect(&m_client, &FeedHttpClient::finished, this, nullptr);
        if (r.cancelled || m_cancel) {
            fail(Failure::Cancelled, QString());
            return;
        }
        if (!r.ok) {
            fail(Failure::Network, r.error);
            return;
        }
        if (r.fromCache)
            m_notes << tr("%1 unchanged since the last download (cached copy used)").arg(FeedEndpoint::display(url));
        then(r);
    });
    m_client.get(url, mode);
}

void FeedJob::parse(const QString &step, std::function<bool(const std::atomic_bool *, QString *)> work, Then then,
                    const QUrl &cached)
{
    if (m_cancel) {
        fail(Failure::Cancelled, QString());
        return;
    }
    m_progress.step = step;
    Q_EMIT progressed(m_progress);
    auto ok = std::make_shared<bool>(false);
    auto error = std::make_shared<QString>();
    m_worker = QThread::create([this, work, ok, error] { *ok = work(&m_cancel, error.get()); });
    connect(m_worker, &QThread::finished, this, [this, ok, error, then, cached] {
        m_worker->deleteLater();
        m_worker = nullptr;
        if (m_cancel) {
            fail(Failure::Cancelled, QString());
            return;
        }
        if (!*ok) {
            if (!cached.isEmpty())
                m_cache.forget(cached);
            fail(Failure::Data, *error);
            return;
        }
        then();
    });
    m_worker->start();
}

// Reads one file or page of the source into the collector (or the GCP SKU table). Runs on
// the worker thread; `url` and `fetchedOn` date what it reads.
static bool readSourceDevice(FeedSource source, QIODevice *device, FeedCollector *collector, GcpSkuTable *gcp,
                             const FeedReadControl &control, QString *nextLink, QString *error)
{
    switch (source) {
    case FeedSource::Aws: {
        if (firstByte(device) == '{') {
            AwsOfferJsonReader reader(collector);
            if (!reader.read(device, control)) {
                *error = reader.error();
                return false;
            }
            return true;
        }
        AwsOfferCsvReader reader(collector);
        if (!reader.read(device, control)) {
            *error = reader.error();
            return false;
        }
        return true;
    }
    case FeedSource::Azure: {
        AzureRetailReader::beginEdition(collector, control.fetchedOn, control.url);
        AzureRetailReader reader(collector);
        if (!reader.read(device, control)) {
            *error = reader.error();
            return false;
        }
        *nextLink = reader.nextPageLink();
        return true;
    }
    case FeedSource::Gcp: {
        GcpSkuReader reader(gcp);
        if (!reader.read(device, control)) {
            *error = reader.error();
            return false;
        }
        *nextLink = reader.nextPageToken();
        return true;
    }
    case FeedSource::Ec2Instances: {
        Ec2InstancesReader reader(collector);
        if (!reader.read(device, control)) {
            *error = reader.error();
            return false;
        }
        return true;
    }
    case FeedSource::Alibaba:
    case FeedSource::Tencent:
    case FeedSource::Huawei:
    case FeedSource::Baidu:
        break; // API conversations, not files (startFromFiles refuses them)
    }
    return false;
}

// ---- AWS -----------------------------------------------------------------------------

void FeedJob::startAws()
{
    m_indexUrl = FeedEndpoint::withBase(feedEndpoint(FeedSource::Aws), m_options.baseUrl);
    fetch(m_indexUrl, FeedHttpClient::Mode::Cached, tr("region index"), [this](const FeedHttpClient::Result &r) {
        const QString path = r.bodyPath;
        parse(tr("region index"), [this, path](const std::atomic_bool *, QString *error) {
            QFile file(path);
            AwsRegionIndex index;
            if (!file.open(QIODevice::ReadOnly) || !index.read(&file)) {
                *error = QStringLiteral("%1: %2").arg(FeedEndpoint::display(m_indexUrl), index.error().isEmpty() ? file.errorString() : index.error());
                return false;
            }
            m_offerPaths = index.offerPaths();
            return true;
        }, [this] {
            m_regions = m_options.regions;
            if (m_regions.isEmpty())
                m_regions = m_directory.regions(QStringLiteral("aws"));
            if (m_regions.isEmpty())
                m_regions << QStringLiteral("us-east-1");
            for (const QString &region : std::as_const(m_regions)) {
                if (!m_offerPaths.contains(region)) {
                    fail(Failure::Input, tr("region '%1' is not in AWS's region index; expected one of %2")
                                             .arg(region, m_offerPaths.keys().join(QStringLiteral(", "))));
                    return;
                }
            }
            awsRegion(0);
        }, m_indexUrl);
    });
}

void FeedJob::awsRegion(int index)
{
    if (index >= m_regions.size()) {
        done();
        return;
    }
    const QString region = m_regions[index];
    // Only the path comes from the index: the server is the one the user chose.
    QUrl url = m_indexUrl;
    url.setPath(QUrl(m_offerPaths.value(region)).path());
    url.setQuery(QString());
    const QString step = tr("%1 offer file").arg(region);
    fetch(url, FeedHttpClient::Mode::Cached, step, [this, url, region, index, step](const FeedHttpClient::Result &r) {
        const QString path = r.bodyPath;
        m_progress.totalBytes = QFileInfo(path).size();
        parse(step, [this, path, url, region](const std::atomic_bool *cancel, QString *error) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                *error = file.errorString();
                return false;
            }
            FeedReadControl control;
            control.cancel = cancel;
            control.url = FeedEndpoint::display(url);
            control.fetchedOn = m_options.today;
            control.region = region;
            control.progress = [this](qint64 b, int n) { QMetaObject::invokeMethod(this, [this, b, n] { reportParse(b, n); }, Qt::QueuedConnection); };
            QString next;
            if (!readSourceDevice(FeedSource::Aws, &file, m_collector.get(), &m_gcp, control, &next, error)) {
                *error = QStringLiteral("%1: %2").arg(control.url, *error);
                return false;
            }
            return true;
        }, [this, index] { awsRegion(index + 1); }, url);
    });
}

// ---- Azure ---------------------------------------------------------------------------

void FeedJob::startAzure()
{
    QUrl url = FeedEndpoint::withBase(feedEndpoint(FeedSource::Azure), m_options.baseUrl);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("$filter"), azureFilter(m_options.regions));
    url.setQuery(query);
    azurePage(url, 1);
}

void FeedJob::azurePage(const QUrl &url, int page)
{
    const QString key = url.toString(QUrl::FullyEncoded);
    if (m_visited.contains(key)) {
        fail(Failure::Data, tr("the NextPageLink of page %1 leads back to a page already read (%2): the listing loops").arg(page - 1).arg(FeedEndpoint::display(url)));
        return;
    }
    if (page > MaxPages) {
        fail(Failure::Data, tr("more than %1 pages: the listing does not end").arg(MaxPages));
        return;
    }
    m_visited.insert(key);
    const QString step = tr("page %1").arg(page);
    fetch(url, FeedHttpClient::Mode::Memory, step, [this, url, page, step](const FeedHttpClient::Result &r) {
        auto body = std::make_shared<QByteArray>(r.body);
        auto next = std::make_shared<QString>();
        m_progress.totalBytes = body->size();
        parse(step, [this, body, next, url, page](const std::atomic_bool *cancel, QString *error) {
            QBuffer buffer(body.get());
            buffer.open(QIODevice::ReadOnly);
            FeedReadControl control;
            control.cancel = cancel;
            control.url = FeedEndpoint::display(feedEndpoint(FeedSource::Azure));
            control.fetchedOn = m_options.today;
            if (!readSourceDevice(FeedSource::Azure, &buffer, m_collector.get(), &m_gcp, control, next.get(), error)) {
                *error = tr("page %1 (%2): %3").arg(page).arg(FeedEndpoint::display(url), *error);
                return false;
            }
            return true;
        }, [this, next, url, page] {
            if (next->isEmpty()) {
                m_notes << tr("%n page(s) read", nullptr, page);
                done();
                return;
            }
            const QUrl link(*next);
            if (!link.isValid() || !FeedEndpoint::sameOrigin(link, url)) {
                fail(Failure::Data, tr("page %1 links to %2, another server than %3: not followed").arg(page).arg(FeedEndpoint::display(link), url.host()));
                return;
            }
            azurePage(link, page + 1);
        });
    });
}

// ---- GCP -----------------------------------------------------------------------------

void FeedJob::startGcp()
{
    if (m_options.apiKey.trimmed().isEmpty()) {
        fail(Failure::Input, m_options.network.windowAdvice
                                 ? tr("the Cloud Billing API needs an API key: type one under Google Cloud key, or leave Google Cloud out")
                                 : tr("the Cloud Billing API needs an API key: store one with 'gpuscout catalog gcp-key set', or use --from FILE"));
        return;
    }
    gcpPage(QString(), 1);
}

void FeedJob::gcpPage(const QString &token, int page)
{
    if (page > MaxPages) {
        fail(Failure::Data, tr("more than %1 pages: the listing does not end").arg(MaxPages));
        return;
    }
    QUrl url = FeedEndpoint::withBase(feedEndpoint(FeedSource::Gcp), m_options.baseUrl);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("key"), m_options.apiKey.trimmed());
    query.addQueryItem(QStringLiteral("pageSize"), QString::number(GcpPageSize));
    if (!token.isEmpty())
        query.addQueryItem(QStringLiteral("pageToken"), token);
    url.setQuery(query);
    const QString step = tr("page %1").arg(page);
    fetch(url, FeedHttpClient::Mode::Memory, step, [this, page, step, token](const FeedHttpClient::Result &r) {
        auto body = std::make_shared<QByteArray>(r.body);
        auto next = std::make_shared<QString>();
        m_progress.totalBytes = body->size();
        parse(step, [this, body, next, page](const std::atomic_bool *cancel, QString *error) {
            QBuffer buffer(body.get());
            buffer.open(QIODevice::ReadOnly);
            FeedReadControl control;
            control.cancel = cancel;
            if (!readSourceDevice(FeedSource::Gcp, &buffer, m_collector.get(), &m_gcp, control, next.get(), error)) {
                *error = tr("page %1: %2").arg(page).arg(*error);
                return false;
            }
            return true;
        }, [this, next, page, token] {
            if (!next->isEmpty()) {
                if (m_visited.contains(*next) || *next == token) {
                    fail(Failure::Data, tr("the nextPageToken of page %1 was already used: the listing loops").arg(page));
                    return;
                }
                m_visited.insert(*next);
                gcpPage(*next, page + 1);
                return;
            }
            m_notes << tr("%n page(s) read", nullptr, page);
            parse(tr("machine prices"), [this](const std::atomic_bool *, QString *) {
                GcpMachinePricer::price(m_gcp, m_collector.get(), m_options.today, FeedEndpoint::display(feedEndpoint(FeedSource::Gcp)));
                return true;
            }, [this] { done(); });
        });
    });
}

// ---- ec2instances.info ---------------------------------------------------------------

void FeedJob::startEc2Instances()
{
    const QUrl url = FeedEndpoint::withBase(feedEndpoint(FeedSource::Ec2Instances), m_options.baseUrl);
    const QString step = QStringLiteral("instances.json");
    fetch(url, FeedHttpClient::Mode::Cached, step, [this, url, step](const FeedHttpClient::Result &r) {
        const QString path = r.bodyPath;
        const QString day = httpDay(r.lastModified);
        m_progress.totalBytes = QFileInfo(path).size();
        parse(step, [this, path, url, day](const std::atomic_bool *cancel, QString *error) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                *error = file.errorString();
                return false;
            }
            FeedReadControl control;
            control.cancel = cancel;
            control.url = FeedEndpoint::display(url);
            control.fetchedOn = day.isEmpty() ? m_options.today : day;
            control.progress = [this](qint64 b, int n) { QMetaObject::invokeMethod(this, [this, b, n] { reportParse(b, n); }, Qt::QueuedConnection); };
            QString next;
            return readSourceDevice(FeedSource::Ec2Instances, &file, m_collector.get(), &m_gcp, control, &next, error);
        }, [this] { done(); }, url);
    });
}

// ---- a downloaded file or folder -----------------------------------------------------

void FeedJob::startFromFiles()
{
    if (feedNeedsAccessKey(m_options.source)) {
        fail(Failure::Input, tr("--from reads the price lists of aws, azure, gcp and ec2instances; %1 prices come from its API, one call at a time")
                                 .arg(feedSourceKey(m_options.source)));
        return;
    }
    const QFileInfo info(m_options.fromPath);
    if (!info.exists()) {
        fail(Failure::Input, tr("--from %1: no such file or folder").arg(m_options.fromPath));
        return;
    }
    if (info.isDir()) {
        const QFileInfoList entries = QDir(m_options.fromPath).entryInfoList({QStringLiteral("*.json"), QStringLiteral("*.csv")},
                                                                            QDir::Files, QDir::Name);
        for (const QFileInfo &e : entries) {
            // The region index lists the offer files; it prices nothing itself.
            if (e.fileName() != QLatin1String("region_index.json"))
                m_files << e.filePath();
        }
        if (m_files.isEmpty()) {
            fail(Failure::Input, tr("--from %1: the folder holds no .json or .csv file").arg(m_options.fromPath));
            return;
        }
    } else {
        m_files << info.filePath();
    }
    fromFile(0);
}

bool FeedJob::readFile(const QString &path, const std::atomic_bool *cancel, QString *error)
{
    QFile file;
    if (!openRegularFile(&file, path, error))
        return false;
    FeedReadControl control;
    control.cancel = cancel;
    control.url = QFileInfo(path).fileName();
    control.fetchedOn = QFileInfo(path).lastModified().date().toString(Qt::ISODate);
    control.progress = [this](qint64 b, int n) { QMetaObject::invokeMethod(this, [this, b, n] { reportParse(b, n); }, Qt::QueuedConnection); };
    QString next;
    if (!readSourceDevice(m_options.source, &file, m_collector.get(), &m_gcp, control, &next, error)) {
        *error = QStringLiteral("%1: %2").arg(path, *error);
        return false;
    }
    return true;
}

void FeedJob::fromFile(int index)
{
    if (index >= m_files.size()) {
        if (m_options.source != FeedSource::Gcp) {
            done();
            return;
        }
        const QString day = QFileInfo(m_files.last()).lastModified().date().toString(Qt::ISODate);
        parse(tr("machine prices"), [this, day](const std::atomic_bool *, QString *) {
            GcpMachinePricer::price(m_gcp, m_collector.get(), day, QFileInfo(m_options.fromPath).fileName());
            return true;
        }, [this] { done(); });
        return;
    }
    const QString path = m_files[index];
    m_progress.bytes = 0;
    m_progress.totalBytes = QFileInfo(path).size();
    parse(QFileInfo(path).fileName(), [this, path](const std::atomic_bool *cancel, QString *error) {
        return readFile(path, cancel, error);
    }, [this, index] { fromFile(index + 1); });
}

} // namespace gpuscout
