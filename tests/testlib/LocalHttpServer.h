#pragma once

// A small HTTP/1.1 server on 127.0.0.1 for the price-feed tests: no test touches the
// internet. It runs on its own thread, so a test may block on a child process (the
// command line) while the server answers. Each route answers with a status, headers and a
// body; a response can also stop after some bytes and drop the connection (a file cut
// mid-way), stop and stay silent, trickle its body a byte at a time, wait first, or pad
// its body with gigabytes of spaces without holding them (a hostile size). Every
// request is logged with its headers.

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMap>
#include <QMutex>
#include <QMutexLocker>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>

namespace gpuscout::test {

class LocalHttpServer
{
public:
    struct Request {
        QByteArray method;
        QUrl url;                            // path and query, on this server
        QMap<QByteArray, QByteArray> headers; // lower-case names
        QByteArray body;
    };
    struct Response {
        int status = 200;
        QByteArray body;
        QList<std::pair<QByteArray, QByteArray>> headers;
        qint64 dropAfter = -1; // >= 0: send the headers and this many body bytes, then drop the connection
        qint64 stallAfter = -1; // >= 0: send the headers and this many body bytes, then nothing, the connection open
        int trickleMs = 0;     // > 0: send the headers, then one body byte every trickleMs
        int delayMs = 0;
        qint64 padBytes = 0;   // > 0: after the body, this many spaces, written as the client takes them
    };
    using Handler = std::function<Response(const Request &)>;

    LocalHttpServer()
    {
        m_thread.start();
        m_server = new QTcpServer;
        m_server->moveToThread(&m_thread);
        QMetaObject::invokeMethod(m_server, [this] {
            QObject::connect(m_server, &QTcpServer::newConnection, m_server, [this] { accept(); });
            m_server->listen(QHostAddress::LocalHost, 0);
            m_port = m_server->serverPort();
        }, Qt::BlockingQueuedConnection);
    }

    ~LocalHttpServer()
    {
        QMetaObject::invokeMethod(m_server, [this] { delete m_server; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }

    LocalHttpServer(const LocalHttpServer &) = delete;
    LocalHttpServer &operator=(const LocalHttpServer &) = delete;

    quint16 port() const { return m_port; }
    QUrl baseUrl() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_port)); }

    // Answers requests for `path` (query ignored when matching).
    void route(const QString &path, Handler handler)
    {
        QMutexLocker lock(&m_mutex);
        m_routes.insert(path, std::move(handler));
    }

    QList<Request> requests() const
    {
        QMutexLocker lock(&m_mutex);
        return m_log;
    }

    int count(const QString &path) const
    {
        QMutexLocker lock(&m_mutex);
        int n = 0;
        for (const Request &r : m_log)
            n += r.url.path() == path ? 1 : 0;
        return n;
    }

    void clearLog()
    {
        QMutexLocker lock(&m_mutex);
        m_log.clear();
    }

    static Response ok(const QByteArray &body, const QByteArray &contentType = "application/json")
    {
        Response r;
        r.body = body;
        r.headers << std::pair{QByteArray("Content-Type"), contentType};
        return r;
    }

private:
    void accept()
    {
        while (QTcpSocket *socket = m_server->nextPendingConnection()) {
            auto buffer = std::make_shared<QByteArray>();
            QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                *buffer += socket->readAll();
                const qsizetype end = buffer->indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                // A body (the signed API calls POST one) is read to its Content-Length.
                qsizetype length = 0;
                for (const QByteArray &line : buffer->left(end).split('\n')) {
                    if (line.trimmed().toLower().startsWith("content-length:"))
                        length = line.mid(line.indexOf(':') + 1).trimmed().toLongLong();
                }
                if (buffer->size() < end + 4 + length)
                    return;
                serve(socket, buffer->left(end), buffer->mid(end + 4, length));
                buffer->clear();
            });
        }
    }

    void serve(QTcpSocket *socket, const QByteArray &head, const QByteArray &body)
    {
        const QList<QByteArray> lines = head.split('\n');
        const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
        Request request;
        request.body = body;
        request.method = first.value(0);
        request.url = QUrl::fromEncoded(first.value(1));
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                request.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        }
        Handler handler;
        {
            QMutexLocker lock(&m_mutex);
            m_log << request;
            handler = m_routes.value(request.url.path());
        }
        Response response;
        if (handler) {
            response = handler(request);
        } else {
            response.status = 404;
            response.body = "{\"error\": {\"message\": \"no such path\"}}";
        }
        if (response.delayMs > 0)
            QThread::msleep(static_cast<unsigned long>(response.delayMs));
        QByteArray out = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reason(response.status) + "\r\n";
        out += "Content-Length: " + QByteArray::number(response.body.size() + response.padBytes) + "\r\n";
        out += "Connection: close\r\n";
        for (const auto &[name, value] : std::as_const(response.headers))
            out += name + ": " + value + "\r\n";
        out += "\r\n";
        if (response.dropAfter >= 0) {
            out += response.body.left(response.dropAfter);
            socket->write(out);
            socket->waitForBytesWritten(5000);
            socket->abort();
            return;
        }
        if (response.stallAfter >= 0) {
            socket->write(out + response.body.left(response.stallAfter));
            return; // the client's timeout has to end it
        }
        if (response.trickleMs > 0) {
            socket->write(out);
            auto *timer = new QTimer(socket); // goes with the socket when the client gives up
            auto left = std::make_shared<QByteArray>(response.body);
            QObject::connect(timer, &QTimer::timeout, socket, [socket, timer, left] {
                if (left->isEmpty()) {
                    timer->stop();
                    socket->disconnectFromHost();
                    return;
                }
                socket->write(left->left(1));
                left->remove(0, 1);
            });
            timer->start(response.trickleMs);
            return;
        }
        out += response.body;
        socket->write(out);
        if (response.padBytes > 0) {
            auto left = std::make_shared<qint64>(response.padBytes);
            const QByteArray piece(1024 * 1024, ' ');
            auto more = [socket, left, piece](qint64) {
                while (*left > 0 && socket->bytesToWrite() < 2 * piece.size()) {
                    const qint64 n = std::min<qint64>(*left, piece.size());
                    socket->write(piece.constData(), n);
                    *left -= n;
                }
                if (*left == 0)
                    socket->disconnectFromHost();
            };
            QObject::connect(socket, &QTcpSocket::bytesWritten, socket, more);
            more(0);
            return;
        }
        socket->disconnectFromHost();
    }

    static QByteArray reason(int status)
    {
        switch (status) {
        case 200: return "OK";
        case 304: return "Not Modified";
        case 400: return "Bad Request";
        case 401: return "Unauthorized";
        case 403: return "Forbidden";
        case 404: return "Not Found";
        case 429: return "Too Many Requests";
        case 500: return "Internal Server Error";
        case 503: return "Service Unavailable";
        default: return "Status";
        }
    }

    QThread m_thread;
    QTcpServer *m_server = nullptr;
    quint16 m_port = 0;
    mutable QMutex m_mutex;
    QHash<QString, Handler> m_routes;
    QList<Request> m_log;
};

} // namespace gpuscout::test
