#pragma once

#include "feeds/DownloadCache.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>
#include <utility>

class QFile;
class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace gpuscout {

class InflatingFileWriter;

// How patient the downloads are. Tests shorten the waits.
struct FeedNetworkSettings {
    // The advice in messages names what the window offers (its Mirror and key fields) rather
    // than the command line's --from FILE.
    bool windowAdvice = false;
    int timeoutMs = 60000;        // no byte for this long: the transfer is given up (and retried)
    int attempts = 4;             // tries in all per URL for 429, 5xx, timeouts and dropped connections
    int backoffMs = 2000;         // the wait before the second try, doubled each time
    int maxRetryAfterMs = 120000; // a longer Retry-After is not waited for: the update fails
    // A server that sends a byte now and then never lets timeoutMs fire. So a transfer also
    // ends when it has taken maxTransferMs, or when, rateGraceMs after its first byte, it
    // averages fewer than minBytesPerSecond. Neither is retried: the next try would crawl too.
    int maxTransferMs = 2 * 60 * 60 * 1000; // 2 h: a 400 MB offer file needs 56 KB/s
    int rateGraceMs = 60000;
    qint64 minBytesPerSecond = 4096;         // 0: no minimum
    qint64 maxPageBytes = 64 * 1024 * 1024; // a page kept in memory (Azure, GCP) is at most this
    // A file downloaded to the cache (an AWS offer file, several hundred MB, instances.json)
    // is at most this; a longer body stops the update, untried again.
    qint64 maxFileBytes = qint64(4) * 1024 * 1024 * 1024;
    // The download cache as a whole: past this, the files least recently used go first
    // (the one just downloaded always stays).
    qint64 maxCacheBytes = qint64(8) * 1024 * 1024 * 1024;
    // A price API's whole conversation: a server that keeps listing regions or types cannot
    // keep an update going (a full Alibaba update is a few thousand calls).
    int maxApiCalls = 50000;
};

// One GET, asynchronously, through Qt Network with the system proxy: HTTPS only (plain
// HTTP only to this machine, see FeedEndpoint), redirects only within the same origin.
// Responses 429 and 5xx, timeouts and connections dropped mid-file are retried with
// exponential backoff (Retry-After honoured), settings.attempts tries in all; what another
// try cannot cure (a body that unpacks past Qt's decompression limit, a page over the size
// limit, a cache that cannot be written, another HTTP error) is not retried. A cached download is revalidated with
// If-None-Match / If-Modified-Since and a 304 answer reuses it. Either the body goes to a
// file (large offer files, kept in the DownloadCache, unpacked on the way by
// InflatingFileWriter, so memory stays flat whatever the size) or stays in memory (API
// pages, at most maxPageBytes). Qt reads at most ReadBufferBytes ahead of us.
class FeedHttpClient final : public QObject
{
    Q_OBJECT

public:
    enum class Mode { Cached, Memory };

    struct Result {
        bool ok = false;
        bool cancelled = false;
        bool fromCache = false;   // 304: the cached copy was still current
        int status = 0;           // the last HTTP status
        QString error;            // one line, for people; never contains an API key
        QString bodyPath;         // Cached mode
        QByteArray body;          // Memory mode
        QString lastModified;     // the response's Last-Modified (or the cached one)
        int attempts = 0;
    };

    // The headers of one attempt: a signed API call is signed again for each try, since the
    // vendors refuse a reused timestamp or nonce.
    using Headers = QList<std::pair<QByteArray, QByteArray>>;
    using Signer = std::function<Headers(const QUrl &url, const QByteArray &method, const QByteArray &body)>;

    explicit FeedHttpClient(QNetworkAccessManager *manager, DownloadCache *cache, FeedNetworkSettings settings,
                            QObject *parent = nullptr);
    ~FeedHttpClient() override;

    void get(const QUrl &url, Mode mode);
    // An API call, kept in memory: `signer` gives each attempt's headers. An answer other
    // than 2xx is not ok, but its body is in the result, for the vendor's own error.
    void send(const QUrl &url, const QByteArray &method, const QByteArray &body, Signer signer);
    void cancel();
    bool busy() const { return !m_reply.isNull() || m_waiting; }

Q_SIGNALS:
    void progress(qint64 received, qint64 total);
    void finished(const gpuscout::FeedHttpClient::Result &result);

private:
    void begin(const QUrl &url, Mode mode);
    void start();
    void onReadyRead();
    void onFinished();
    bool retryLater(int status, const QByteArray &retryAfter, const QString &why);
    QString afterAttempts(const QString &why) const;
    void finish(Result result);
    // Drops the partial download and its unpacker (the file is removed).
    void discardPartial();
    QString describeFailure(QNetworkReply *reply) const;
    void checkPace();

    QNetworkAccessManager *m_manager;
    DownloadCache *m_cache;
    FeedNetworkSettings m_settings;
    QUrl m_url;
    Mode m_mode = Mode::Memory;
    QByteArray m_method = "GET";
    QByteArray m_requestBody;
    Signer m_signer;
    QPointer<QNetworkReply> m_reply;
    std::unique_ptr<QFile> m_file;
    std::unique_ptr<InflatingFileWriter> m_writer; // Cached mode, from the first byte of a 200
    QByteArray m_body;
    qint64 m_received = 0; // as sent: compressed, when the body is
    bool m_tooLarge = false;
    bool m_cancelled = false;
    bool m_waiting = false;
    int m_attempt = 0;
    QString m_lastError;   // why the last attempt failed, for the final message
    QString m_cacheError;  // this attempt could not write the cache: not worth another try
    QString m_limitError;  // this attempt crawled or grew past a limit: not worth another try
    QTimer *m_pace;        // checks the deadline and the average rate while a reply runs
    QElapsedTimer m_sinceRequest;
    QElapsedTimer m_sinceFirstByte;
    int m_generation = 0; // invalidates a pending retry after cancel()
};

} // namespace gpuscout
