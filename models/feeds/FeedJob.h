#pragma once

#include "feeds/DownloadCache.h"
#include "feeds/FeedHttpClient.h"
#include "feeds/FeedSource.h"
#include "feeds/GcpSkuTable.h"
#include "feeds/InstanceDirectory.h"
#include "feeds/priceapi/PriceApi.h"
#include "import/ImportRecord.h"

#include <QMap>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <atomic>
#include <functional>
#include <memory>

class QNetworkAccessManager;
class QThread;

namespace gpuscout {

class FeedCollector;

// What one source's update is told.
struct FeedJobOptions {
    FeedSource source = FeedSource::Aws;
    QStringList regions;      // empty: AWS the catalog's AWS regions (one offer file each); the others every region
    QString fromPath;         // a downloaded file or folder instead of the network
    QUrl baseUrl;             // replaces the scheme, host and port of the vendor's endpoint (FeedEndpoint)
    QString apiKey;           // GCP: the Cloud Billing API key (never stored here beyond the run)
    QByteArray keyId;         // the Chinese clouds: the access key id and secret (never logged or stored)
    QByteArray keySecret;
    QString today;            // YYYY-MM-DD
    QString cacheFolder;      // empty: DownloadCache::defaultFolder()
    FeedNetworkSettings network;
};

// Where a source's update stands: what it is doing, the bytes of the current download or
// file, and the records gathered so far.
struct FeedProgress {
    FeedSource source = FeedSource::Aws;
    QString step;             // "us-east-1 offer file", "page 3", ...
    qint64 bytes = 0;
    qint64 totalBytes = -1;   // -1: not known
    int records = 0;
};

// Reads one vendor's prices, from the network or a downloaded file or folder, into an
// import document. Downloads go through FeedHttpClient on the calling thread's event loop;
// every file or page is parsed on a worker thread, so a window stays responsive.
// Cancelling stops at the next megabyte and nothing comes out. The steps per source:
// - aws: current/region_index.json, then each chosen region's offer file (JSON, or CSV
//   when a --from file is one), both kept in the download cache and revalidated;
// - azure: the Retail Prices API filtered to GPU virtual machines (and the regions),
//   following NextPageLink while it stays on the same server, stopping at a loop;
// - gcp: the Cloud Billing Catalog's Compute Engine SKUs with the user's API key,
//   following nextPageToken, then the machine prices summed from their parts;
// - ec2instances: instances.json, cached and revalidated;
// - alibaba, tencent, huawei, baidu: the vendor's price API, one signed call at a time
//   (PriceApi), with the buyer's access key.
class FeedJob final : public QObject
{
    Q_OBJECT

public:
    enum class Failure { None, Network, Data, Input, Cancelled };

    FeedJob(FeedJobOptions options, InstanceDirectory directory, QNetworkAccessManager *manager, QObject *parent = nullptr);
    ~FeedJob() override;

    void start();
    void cancel();

    FeedSource source() const { return m_options.source; }
    Failure failure() const { return m_failure; }
    QString error() const { return m_error; }        // "aws: ..." one line
    const ImportDocument &document() const { return m_document; }
    QStringList notes() const { return m_notes; }    // what was fetched, cached, skipped

    // The Retail Prices API query GpuScout sends (exposed for tests).
    static QString azureFilter(const QStringList &regions);

Q_SIGNALS:
    void progressed(const gpuscout::FeedProgress &progress);
    void finished();

private:
    using Then = std::function<void()>;
    void fetch(const QUrl &url, FeedHttpClient::Mode mode, const QString &step, std::function<void(const FeedHttpClient::Result &)> then);
    // `cached`: the download being parsed; a file that does not parse leaves the cache.
    void parse(const QString &step, std::function<bool(const std::atomic_bool *cancel, QString *error)> work, Then then,
               const QUrl &cached = QUrl());
    void fail(Failure failure, const QString &message);
    void done();
    void reportParse(qint64 bytes, int records);

    void startAws();
    void awsRegion(int index);
    void startAzure();
    void azurePage(const QUrl &url, int page);
    void startGcp();
    void gcpPage(const QString &token, int page);
    void startEc2Instances();
    // the Chinese clouds' signed price APIs (FeedJobPriceApi.cpp)
    void startPriceApi();
    void nextApiCall();
    void apiCall(const ApiCall &call, int attempt);
    void startFromFiles();
    void fromFile(int index);
    bool readFile(const QString &path, const std::atomic_bool *cancel, QString *error);

    FeedJobOptions m_options;
    InstanceDirectory m_directory;
    DownloadCache m_cache;
    FeedHttpClient m_client;
    std::unique_ptr<FeedCollector> m_collector;
    GcpSkuTable m_gcp;
    std::atomic_bool m_cancel{false};
    QThread *m_worker = nullptr;
    Failure m_failure = Failure::None;
    QString m_error;
    ImportDocument m_document;
    QStringList m_notes;
    FeedProgress m_progress;
    bool m_finished = false;

    // aws
    QUrl m_indexUrl;
    QMap<QString, QString> m_offerPaths;
    QStringList m_regions;
    // azure
    QSet<QString> m_visited;
    // --from
    QStringList m_files;
    // price APIs
    std::unique_ptr<PriceApi> m_api;
    QList<ApiCall> m_calls;
    int m_apiCalls = 0;
};

} // namespace gpuscout
