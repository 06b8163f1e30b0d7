// FeedJob's conversation with a vendor's signed price API (the Chinese clouds).

#include "feeds/FeedJob.h"

#include "feeds/FeedCollector.h"
#include "feeds/FeedEndpoint.h"

#include <QJsonDocument>
#include <QTimer>

namespace gpuscout {

namespace {

// The Host header the request is signed with: the port only when not the scheme's own.
QByteArray hostOf(const QUrl &url)
{
    const int port = url.port();
    const bool defaultPort = port < 0 || (url.scheme() == QLatin1String("https") && port == 443)
        || (url.scheme() == QLatin1String("http") && port == 80);
    return url.host().toUtf8() + (defaultPort ? QByteArray() : ':' + QByteArray::number(port));
}

} // namespace

void FeedJob::startPriceApi()
{
    const auto [idVariable, secretVariable] = feedKeyEnvironment(m_options.source);
    if (m_options.keyId.trimmed().isEmpty() || m_options.keySecret.isEmpty()) {
        fail(Failure::Input, tr("the price API needs an access key: store one with 'gpuscout catalog keys set %1' (it reads the key id and the secret from standard input) or set %2 and %3")
                                 .arg(feedSourceKey(m_options.source), idVariable, secretVariable));
        return;
    }
    m_api = PriceApi::make(m_options.source, m_collector.get(), m_options.today);
    m_calls = m_api->start();
    nextApiCall();
}

void FeedJob::nextApiCall()
{
    if (m_cancel) {
        fail(Failure::Cancelled, QString());
        return;
    }
    if (m_calls.isEmpty()) {
        m_api->finish();
        m_notes << m_api->notes();
        m_notes << tr("%1: %n API call(s)", nullptr, m_apiCalls).arg(feedSourceKey(m_options.source));
        done();
        return;
    }
    if (m_apiCalls >= m_options.network.maxApiCalls) {
        fail(Failure::Data, tr("the API led to more than %1 calls (%2 more were asked for): the listing does not end")
                                .arg(m_options.network.maxApiCalls).arg(m_calls.size()));
        return;
    }
    apiCall(m_calls.takeFirst(), 1);
}

void FeedJob::apiCall(const ApiCall &call, int attempt)
{
    const QUrl url = FeedEndpoint::withBase(call.url, m_options.baseUrl);
    QUrl withQuery = url;
    withQuery.setQuery(QString::fromLatin1(call.request.encodedQuery()), QUrl::StrictMode);
    m_progress.step = call.step;
    m_progress.bytes = 0;
    m_progress.totalBytes = -1;
    m_progress.records = m_collector->recordCount();
    Q_EMIT progressed(m_progress);
    ++m_apiCalls;
    const AccessKey key{m_options.keyId.trimmed(), m_options.keySecret};
    PriceApi *api = m_api.get();
    FeedHttpClient::Signer signer = [api, call, key](const QUrl &sent, const QByteArray &, const QByteArray &) {
        ApiRequest request = call.request;
        request.host = hostOf(sent);
        api->sign(&request, call, key, QDateTime::currentDateTimeUtc());
        // Qt writes the Host header itself, with the same value the signature covers.
        FeedHttpClient::Headers headers;
        for (const auto &h : std::as_const(request.headers)) {
            if (h.first.compare("host", Qt::CaseInsensitive) != 0)
                headers.append(h);
        }
        return headers;
    };
    disconnect(&m_client, &FeedHttpClient::finished, this, nullptr);
    connect(&m_client, &FeedHttpClient::finished, this, [this, call, attempt](const FeedHttpClient::Result &r) {
        disconnect(&m_client, &FeedHttpClient::finished, this, nullptr);
        if (r.cancelled || m_cancel) {
            fail(Failure::Cancelled, QString());
            return;
        }
        const QJsonObject answer = QJsonDocument::fromJson(r.body).object();
        const ApiError e = r.status > 0 ? m_api->errorIn(call, r.status, answer) : ApiError{};
        if (e.kind == ApiError::Kind::Retry && attempt < m_options.network.attempts) {
            const int wait = m_options.network.backoffMs << (attempt - 1);
            QTimer::singleShot(wait, this, [this, call, attempt] { apiCall(call, attempt + 1); });
            return;
        }
        if (e.kind == ApiError::Kind::Skip) {
            m_api->skipped(call, e);
            nextApiCall();
            return;
        }
        if (e.kind != ApiError::Kind::None) {
            const QString said = e.message.isEmpty() ? e.code : e.code + QStringLiteral(": ") + e.message;
            const QString advice = e.key
                ? tr("check the key with 'gpuscout catalog keys set %1': a wrong secret, an expired or disabled key, or one without the price permissions")
                      .arg(feedSourceKey(m_options.source))
                : e.kind == ApiError::Kind::Retry ? tr("the API is throttling this key; try again later")
                                                   : tr("the API refused the call");
            // The vendor refused: like a network failure, nothing was read (exit status 1).
            fail(Failure::Network, tr("%1 answered %2 (%3); %4").arg(call.step, said, FeedEndpoint::display(call.url), advice));
            return;
        }
        if (!r.ok) {
            fail(Failure::Network, r.error);
            return;
        }
        QList<ApiCall> next;
        QString error;
        if (!m_api->read(call, answer, &next, &error)) {
            fail(Failure::Data, error);
            return;
        }
        m_calls << next;
        nextApiCall();
    });
    m_client.send(withQuery, call.request.method, call.request.body, signer);
}

} // namespace gpuscout
