#pragma once

#include "domain/Availability.h"
#include "domain/BillingMode.h"
#include "domain/Unknown.h"
#include "feeds/FeedSource.h"
#include "feeds/signing/ApiRequest.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

namespace gpuscout {

class FeedCollector;

// One call of a vendor's price API.
struct ApiCall {
    QString step;            // for progress and messages: "cn-hangzhou: DescribePrice ecs.gn7i-c8g1.2xlarge (month)"
    QUrl url;                // the vendor's host (and path); --base-url replaces scheme, host and port
    ApiRequest request;      // method, path, query and body; the job fills in the host
    QByteArray action;       // the API action (Alibaba, Tencent)
    QByteArray region;       // the region it asks about, when the API takes one in a header
    QHash<QString, QString> context; // what the answer is read for
};

// What a vendor's answer says went wrong, in its own format.
struct ApiError {
    enum class Kind { None, Fatal, Retry, Skip };
    Kind kind = Kind::None;
    QString code;            // the vendor's code: "SignatureDoesNotMatch", "AuthFailure.SignatureFailure"
    QString message;         // the vendor's message, one line
    bool key = false;        // about the key: wrong, unknown, expired or not allowed
};

struct AccessKey {
    QByteArray id;
    QByteArray secret;
};

// A vendor's price API as a conversation: the first calls, then each answer read into
// prices and further calls. FeedJob makes the calls one at a time, signs each attempt,
// retries what the vendor calls throttling and stops at the first fatal error. The
// prices of several zones of a region are gathered here, the lowest kept, and handed to
// the collector at the end.
class PriceApi
{
public:
    PriceApi(FeedSource source, FeedCollector *out, QString today);
    virtual ~PriceApi();
    PriceApi(const PriceApi &) = delete;
    PriceApi &operator=(const PriceApi &) = delete;

    virtual QList<ApiCall> start() = 0;
    // Reads an answer without an error; appends the calls it leads to. False with a
    // message when the answer cannot be read.
    virtual bool read(const ApiCall &call, const QJsonObject &answer, QList<ApiCall> *next, QString *error) = 0;
    // Adds the headers of one attempt, signed with the key at `now`.
    virtual void sign(ApiRequest *request, const ApiCall &call, const AccessKey &key, const QDateTime &now) const = 0;
    // The error an answer carries (some vendors answer HTTP 200 with one), or Kind::None.
    virtual ApiError errorIn(const ApiCall &call, int status, const QJsonObject &answer) const = 0;

    // Hands the gathered prices to the collector; notes say what was read and skipped.
    void finish();
    QStringList notes() const { return m_notes; }
    // Skipped calls (a type without spot in a zone...): counted, the first named.
    void skipped(const ApiCall &call, const ApiError &error);

    static std::unique_ptr<PriceApi> make(FeedSource source, FeedCollector *out, const QString &today);

protected:
    // Called by finish() first: a vendor's own notes on what it left out.
    virtual void finishing() {}
    // One price of a zone or region; the lowest per instance type, region and mode is kept.
    void offer(const QString &instanceType, const QString &region, BillingMode mode, double perHour,
               const QString &currency, const QString &where, double gpuCount = Unknown, double vcpus = Unknown,
               double ramGib = Unknown, const QString &gpuName = QString(), double accountPerHour = Unknown);
    // What the vendor says of a type's stock in a region (or one of its zones); the best
    // report of the region is kept.
    void stock(const QString &instanceType, const QString &region, Availability availability);
    // The share of spot instances of a type reclaimed per month in a region (never the
    // lowest of several zones: the highest is kept), for its spot price.
    void interruption(const QString &instanceType, const QString &region, double fractionPerMonth);
    FeedCollector *collector() const { return m_out; }
    QString today() const { return m_today; }
    bool wantsRegion(const QString &region) const;
    QStringList m_notes;

private:
    struct Held;
    FeedSource m_source;
    FeedCollector *m_out;
    QString m_today;
    QHash<QString, int> m_index;
    QHash<QString, Availability> m_stock; // lower-case type + region
    QList<std::shared_ptr<Held>> m_held;
    int m_skipped = 0;
    QString m_firstSkipped;
};

// The helpers the vendors' conversations share.
// A JSON call to https://host/path (Huawei, Baidu).
ApiCall apiJsonCall(const QString &host, const QByteArray &method, const QByteArray &path, const QByteArray &body,
                    const QString &step);
// A string field, empty when absent.
QString apiText(const QJsonObject &o, const char *key);
// A number or a numeric string, Unknown otherwise.
double apiNumber(const QJsonValue &v);
// a.b.c through nested objects.
QJsonValue apiPath(const QJsonObject &o, const QString &dotted);

} // namespace gpuscout
