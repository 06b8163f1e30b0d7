#include "feeds/FeedHttpClient.h"

#include "feeds/FeedEndpoint.h"
#include "feeds/InflatingFileWriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

#include <algorithm>

namespace gpuscout {

namespace {

constexpr qint64 ReadBufferBytes = 1024 * 1024;

bool transientStatus(int status)
{
    return status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
}

// Errors a second try may cure; a host that cannot be found means this machine is offline.
bool transientError(QNetworkReply::NetworkError e)
{
    switch (e) {
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: // the transfer timeout aborts this way
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ConnectionRefusedError:
        return true;
    default:
        return false;
    }
}

// Retry-After is seconds or an HTTP date; -1 when absent or unreadable.
qint64 retryAfterMs(const QByteArray &value)
{
    if (value.trimmed().isEmpty())
        return -1;
    bool ok = false;
    const qint64 seconds = value.trimmed().toLongLong(&ok);
    if (ok)
        return std::max<qint64>(0, seconds) * 1000;
    const QDateTime when = QLocale::c().toDateTime(QString::fromLatin1(value.trimmed()), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!when.isValid())
        return -1;
    const QDateTime utc(when.date(), when.time(), Qt::UTC);
    return std::max<qint64>(0, QDateTime::currentDateTimeUtc().msecsTo(utc));
}

// What an error body says, when it is the usual JSON ({"error": {"message"}}).
QString bodyMessage(const QByteArray &body)
{
    const QJsonObject o = QJsonDocument::fromJson(body.left(64 * 1024)).object();
    for (const char *key : {"error", "Error"}) {
        const QJsonValue e = o.value(QLatin1String(key));
        if (e.isObject()) {
            const QJsonObject eo = e.toObject();
            const QString m = eo.value(QLatin1String("message")).toString(eo.value(QLatin1String("Message")).toString());
            if (!m.isEmpty())
                return m.simplified().left(300);
        }
    }
    return QString();
}

// Sizes in messages: "4 GB", "64 MB", "1500 bytes".
QString sizeText(qint64 bytes)
{
    constexpr qint64 KB = 1024, MB = KB * 1024, GB = MB * 1024;
    if (bytes >= GB && bytes % GB == 0)
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 GB").arg(bytes / GB);
    if (bytes >= MB && bytes % MB == 0)
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 MB").arg(bytes / MB);
    return QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 bytes").arg(bytes);
}

// Durations in messages: "2 h", "30 min", "0.5 s".
QString durationText(int ms)
{
    if (ms % 3600000 == 0)
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 h").arg(ms / 3600000);
    if (ms % 60000 == 0)
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 min").arg(ms / 60000);
    return QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 s").arg(ms / 1000.0);
}

} // namespace

FeedHttpClient::FeedHttpClient(QNetworkAccessManager *manager, DownloadCache *cache, FeedNetworkSettings settings, QObject *parent)
    : QObject(parent)
    , m_manager(manager)
    , m_cache(cache)
    , m_settings(settings)
    , m_pace(new QTimer(this))
{
    // Often enough to notice a limit within a tenth of it, seldom enough to cost nothing.
    const int shortest = std::min(m_settings.maxTransferMs, m_settings.rateGraceMs);
    m_pace->setInterval(std::clamp(shortest / 10, 10, 1000));
    connect(m_pace, &QTimer::timeout, this, &FeedHttpClient::checkPace);
}

FeedHttpClient::~FeedHttpClient()
{
    if (m_reply)
        m_reply->abort();
    if (m_file)
        m_file->remove();
}

void FeedHttpClient::get(const QUrl &url, Mode mode)
{
    m_method = "GET";
    m_requestBody.clear();
    m_signer = nullptr;
    begin(url, mode);
}

void FeedHttpClient::send(const QUrl &url, const QByteArray &method, const QByteArray &body, Signer signer)
{
    m_method = method;
    m_requestBody = body;
    m_signer = std::move(signer);
    begin(url, Mode::Memory);
}

void FeedHttpClient::begin(const QUrl &url, Mode mode)
{
    m_url = url;
    m_mode = mode;
    m_attempt = 0;
    m_cancelled = false;
    m_lastError.clear();
    QString why;
    if (!FeedEndpoint::isAllowed(url, &why)) {
        Result r;
        r.error = why;
        // Reported from the event loop, like every other answer.
        QTimer::singleShot(0, this, [this, r] { finish(r); });
        return;
    }
    start();
}

void FeedHttpClient::cancel()
{
    m_cancelled = true;
    ++m_generation;
    if (m_reply) {
        m_reply->abort(); // onFinished reports the cancellation
        return;
    }
    if (m_waiting) {
        m_waiting = false;
        Result r;
        r.cancelled = true;
        r.error = QCoreApplication::translate("gpuscout::FeedHttpClient", "cancelled");
        QTimer::singleShot(0, this, [this, r] { finish(r); });
    }
}

void FeedHttpClient::start()
{
    m_waiting = false;
    ++m_attempt;
    m_received = 0;
    m_tooLarge = false;
    m_cacheError.clear();
    m_limitError.clear();
    m_sinceRequest.start();
    m_sinceFirstByte.invalidate();
    m_body.clear();
    QNetworkRequest request(m_url);
    request.setTransferTimeout(m_settings.timeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::SameOriginRedirectPolicy);
    request.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("GpuScout/%1 (price update)").arg(QCoreApplication::applicationVersion()));
    m_writer.reset();
    if (m_mode == Mode::Cached) {
        // Asked for by name, a compressed body reaches us as sent and InflatingFileWriter
        // unpacks it as it goes to the disk; Qt would unpack it into memory first.
        request.setRawHeader("Accept-Encoding", "gzip, deflate");
        const DownloadCache::Entry cached = m_cache->lookup(m_url);
        if (cached.valid()) {
            if (!cached.etag.isEmpty())
                request.setRawHeader("If-None-Match", cached.etag.toLatin1());
            if (!cached.lastModified.isEmpty())
                request.setRawHeader("If-Modified-Since", cached.lastModified.toLatin1());
        }
        QDir().mkpath(m_cache->folder());
        m_file = std::make_unique<QFile>(m_cache->partialPath(m_url));
        if (!m_file->open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            Result r;
            r.error = QCoreApplication::translate("gpuscout::FeedHttpClient", "cannot write to the download cache %1: %2")
                          .arg(m_cache->folder(), m_file->errorString());
            discardPartial();
            QTimer::singleShot(0, this, [this, r] { finish(r); });
            return;
        }
    }
    if (m_signer) {
        for (const auto &[name, value] : m_signer(m_url, m_method, m_requestBody))
            request.setRawHeader(name, value);
    }
    m_reply = m_method == "GET" && m_requestBody.isEmpty() ? m_manager->get(request)
                                                          : m_manager->sendCustomRequest(request, m_method, m_requestBody);
    // Qt's network thread reads as fast as the socket gives, into an unbounded buffer, and a
    // server on a fast link outruns the disk or the page check: a 2 GB body reached 2.2 GB
    // of memory. A bounded buffer makes Qt stop reading until we have taken what it holds.
    m_reply->setReadBufferSize(ReadBufferBytes);
    connect(m_reply, &QNetworkReply::readyRead, this, &FeedHttpClient::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &FeedHttpClient::onFinished);
    connect(m_reply, &QNetworkReply::downloadProgress, this, &FeedHttpClient::progress);
    m_pace->start();
}

void FeedHttpClient::checkPace()
{
    if (!m_reply) {
        m_pace->stop();
        return;
    }
    const QString where = FeedEndpoint::display(m_url);
    const QString advice = m_settings.windowAdvice
        ? QCoreApplication::translate("gpuscout::FeedHttpClient", "try again later, or give a nearer server under Mirror")
        : QCoreApplication::translate("gpuscout::FeedHttpClient", "try again later, or download the file yourself and use --from FILE");
    if (m_sinceRequest.elapsed() >= m_settings.maxTransferMs) {
        m_limitError = QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 was still downloading after %2, the limit for one download; %3")
                          .arg(where, durationText(m_settings.maxTransferMs), advice);
    } else if (m_settings.minBytesPerSecond > 0 && m_sinceFirstByte.isValid()
               && m_sinceFirstByte.elapsed() >= m_settings.rateGraceMs
               && m_received * 1000 < m_settings.minBytesPerSecond * m_sinceFirstByte.elapsed()) {
        m_limitError = QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 sent %2 bytes in %3 s, less than the %4 bytes/s a download must average; %5")
                          .arg(where)
                          .arg(m_received)
                          .arg(static_cast<double>(m_sinceFirstByte.elapsed()) / 1000.0)
                          .arg(m_settings.minBytesPerSecond)
                          .arg(advice);
    }
    if (!m_limitError.isEmpty()) {
        m_pace->stop();
        m_reply->abort(); // onFinished reports it
    }
}

void FeedHttpClient::onReadyRead()
{
    if (!m_reply)
        return;
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray chunk = m_reply->readAll();
    if (!chunk.isEmpty() && !m_sinceFirstByte.isValid())
        m_sinceFirstByte.start();
    m_received += chunk.size();
    if (status != 200 || m_mode == Mode::Memory) {
        // Pages and error bodies stay in memory, bounded.
        if (m_body.size() + chunk.size() > m_settings.maxPageBytes) {
            m_tooLarge = true;
            m_reply->abort();
            return;
        }
        m_body += chunk;
        return;
    }
    if (!m_file)
        return;
    if (!m_writer) {
        const QByteArray encoding = m_reply->rawHeader("Content-Encoding");
        if (!InflatingFileWriter::supports(encoding)) {
            m_limitError = QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 sent its file in an encoding GpuScout cannot unpack (%2); expected gzip, deflate or none")
                               .arg(FeedEndpoint::display(m_url), QString::fromLatin1(encoding.left(40)));
            m_reply->abort();
            return;
        }
        m_writer = std::make_unique<InflatingFileWriter>(m_file.get(), encoding, m_settings.maxFileBytes);
    }
    switch (m_writer->write(chunk)) {
    case InflatingFileWriter::Status::Ok:
        return;
    case InflatingFileWriter::Status::TooLarge:
        m_limitError = (m_settings.windowAdvice
                            ? QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 sent more than %2, the limit for one price file")
                            : QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 sent more than %2, the limit for one price file; download the file yourself and use --from FILE"))
                           .arg(FeedEndpoint::display(m_url), sizeText(m_settings.maxFileBytes));
        break;
    case InflatingFileWriter::Status::Damaged:
        m_limitError = QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 sent a compressed body that cannot be unpacked: it is damaged")
                           .arg(m_url.host());
        break;
    case InflatingFileWriter::Status::WriteFailed:
        m_cacheError = QCoreApplication::translate("gpuscout::FeedHttpClient", "cannot write to the download cache %1: %2")
                           .arg(m_cache->folder(), m_file->errorString());
        break;
    }
    m_reply->abort();
}

QString FeedHttpClient::describeFailure(QNetworkReply *reply) const
{
    const QString host = m_url.host();
    switch (reply->error()) {
    case QNetworkReply::HostNotFoundError:
        return (m_settings.windowAdvice
                    ? QCoreApplication::translate("gpuscout::FeedHttpClient", "cannot reach %1: host not found; this computer looks offline (check the network or proxy settings), or the server under Mirror is wrong")
                    : QCoreApplication::translate("gpuscout::FeedHttpClient", "cannot reach %1: host not found; this computer looks offline (check the network or proxy settings), or use --from FILE with a downloaded copy"))
            .arg(host);
    case QNetworkReply::ConnectionRefusedError:
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "cannot reach %1: connection refused").arg(host);
    case QNetworkReply::OperationCanceledError:
    case QNetworkReply::TimeoutError:
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 did not answer within %2 s").arg(host).arg(m_settings.timeoutMs / 1000.0);
    case QNetworkReply::RemoteHostClosedError:
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 closed the connection before the download was complete").arg(host);
    case QNetworkReply::UnknownContentError: { // with a 2xx status: Qt could not unpack the body
        QString detail = reply->errorString().trimmed(); // Qt 6.4 may leave "Decompression failed:" without its reason
        if (detail.endsWith(u':'))
            detail.chop(1);
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 sent a compressed body that cannot be unpacked: it is damaged or unpacks to far more than was sent (%2)")
            .arg(host, detail);
    }
    case QNetworkReply::SslHandshakeFailedError:
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "the secure connection to %1 failed: %2").arg(host, reply->errorString());
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::ProxyAuthenticationRequiredError:
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "the proxy for %1 failed: %2").arg(host, reply->errorString());
    default:
        return QCoreApplication::translate("gpuscout::FeedHttpClient", "downloading from %1 failed: %2").arg(host, reply->errorString());
    }
}

bool FeedHttpClient::retryLater(int status, const QByteArray &retryAfter, const QString &why)
{
    m_lastError = why;
    if (m_cancelled || m_attempt >= m_settings.attempts)
        return false;
    qint64 wait = status == 429 || status == 503 ? retryAfterMs(retryAfter) : -1;
    if (wait > m_settings.maxRetryAfterMs) {
        m_lastError = QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 asks to wait %2 s before the next request; try again later")
                          .arg(m_url.host()).arg(wait / 1000);
        return false;
    }
    if (wait < 0)
        wait = static_cast<qint64>(m_settings.backoffMs) << (m_attempt - 1);
    m_waiting = true;
    const int generation = m_generation;
    QTimer::singleShot(static_cast<int>(std::min<qint64>(wait, m_settings.maxRetryAfterMs)), this, [this, generation] {
        if (generation == m_generation && m_waiting)
            start();
    });
    return true;
}

QString FeedHttpClient::afterAttempts(const QString &why) const
{
    if (m_attempt <= 1)
        return why;
    // Never one attempt here, so no plural form is needed where no translator is loaded.
    return why + QCoreApplication::translate("gpuscout::FeedHttpClient", " (after %1 attempts)").arg(m_attempt);
}

void FeedHttpClient::onFinished()
{
    QNetworkReply *reply = m_reply;
    m_reply.clear();
    m_pace->stop();
    if (!reply)
        return;
    reply->deleteLater();
    // What Qt still holds, unless a limit already stopped the transfer (an aborted reply
    // may report bytes it no longer lets us read).
    while (reply->isOpen() && reply->bytesAvailable() > 0 && !m_tooLarge && m_limitError.isEmpty() && m_cacheError.isEmpty()) {
        m_reply = reply;
        onReadyRead();
        m_reply.clear();
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString lastModified = QString::fromLatin1(reply->rawHeader("Last-Modified"));
    const QString etag = QString::fromLatin1(reply->rawHeader("ETag"));
    if (m_file)
        m_file->close();
    Result r;
    r.status = status;
    r.attempts = m_attempt;
    if (m_cancelled) {
        r.cancelled = true;
        r.error = QCoreApplication::translate("gpuscout::FeedHttpClient", "cancelled");
        finish(r);
        return;
    }
    if (!m_limitError.isEmpty()) {
        r.error = m_limitError;
        finish(r); // removes the partial file
        return;
    }
    if (m_tooLarge) {
        r.error = QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 sent more than %2 for one page").arg(m_url.host(), sizeText(m_settings.maxPageBytes));
        finish(r);
        return;
    }
    if (!m_cacheError.isEmpty()) {
        r.error = m_cacheError;
        finish(r);
        return;
    }
    if (reply->error() != QNetworkReply::NoError && status == 0) {
        if (transientError(reply->error()) && retryLater(0, QByteArray(), describeFailure(reply)))
            return;
        r.error = afterAttempts(describeFailure(reply));
        finish(r);
        return;
    }
    if (status == 304 && m_mode == Mode::Cached) {
        const DownloadCache::Entry cached = m_cache->lookup(m_url);
        discardPartial();
        if (cached.valid()) {
            m_cache->markUsed(m_url); // the eviction order is the order of use
            r.ok = true;
            r.fromCache = true;
            r.bodyPath = cached.bodyPath;
            r.lastModified = cached.lastModified;
            finish(r);
            return;
        }
    }
    if (transientStatus(status)) {
        const QString why = QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 answered HTTP %2").arg(m_url.host()).arg(status);
        if (retryLater(status, reply->rawHeader("Retry-After"), why))
            return;
        r.error = m_lastError == why ? afterAttempts(why) : m_lastError; // or: Retry-After too long
        finish(r);
        return;
    }
    if (status < 200 || status > 299 || (status != 200 && !m_signer)) {
        const QString said = bodyMessage(m_body);
        if (m_signer)
            r.body = m_body; // the vendor's error, read by the caller
        r.error = QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 answered HTTP %2 for %3").arg(m_url.host()).arg(status).arg(FeedEndpoint::display(m_url));
        if (!said.isEmpty())
            r.error += QStringLiteral(": ") + said;
        finish(r);
        return;
    }
    // A body shorter than its Content-Length is a dropped connection, whatever Qt says. (In
    // memory, Qt has unpacked a compressed body: its length is no longer comparable.)
    const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
    const bool unpackedByQt = m_mode == Mode::Memory && !reply->rawHeader("Content-Encoding").isEmpty();
    const bool cut = length.isValid() && !unpackedByQt && m_received < length.toLongLong();
    const bool unfinished = m_writer && !m_writer->complete();
    if (reply->error() != QNetworkReply::NoError || cut || unfinished) {
        const QString why = reply->error() != QNetworkReply::NoError
            ? describeFailure(reply)
            : cut ? QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 closed the connection after %2 of %3 bytes").arg(m_url.host()).arg(m_received).arg(length.toLongLong())
                  : QCoreApplication::translate("gpuscout::FeedHttpClient", "%1 closed the connection before the end of its compressed body").arg(m_url.host());
        // A silence, a dropped connection: another try may get through. A body that unpacks
        // past the decompression limit (a gzip bomb) or breaks the protocol would not.
        const bool transient = reply->error() == QNetworkReply::NoError || transientError(reply->error());
        if (transient && retryLater(0, QByteArray(), why))
            return;
        r.error = afterAttempts(why);
        finish(r);
        return;
    }
    r.lastModified = lastModified;
    if (m_mode == Mode::Memory) {
        r.ok = true;
        r.body = m_body;
        m_body.clear();
        finish(r);
        return;
    }
    QString error;
    const QString partial = m_file->fileName();
    m_writer.reset();
    m_file.reset();
    if (!m_cache->commit(m_url, partial, etag, lastModified, &error)) {
        r.error = error;
        finish(r);
        return;
    }
    r.ok = true;
    r.bodyPath = m_cache->lookup(m_url).bodyPath;
    finish(r);
}

void FeedHttpClient::discardPartial()
{
    m_writer.reset(); // it writes to m_file
    if (m_file) {
        m_file->close();
        m_file->remove();
        m_file.reset();
    }
}

void FeedHttpClient::finish(Result result)
{
    discardPartial(); // a download that succeeded has been renamed into the cache already
    m_waiting = false;
    Q_EMIT finished(result);
}

} // namespace gpuscout
