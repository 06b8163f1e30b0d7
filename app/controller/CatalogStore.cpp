#include "controller/CatalogStore.h"
#include "insight/PriceSeries.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogEdits.h"
#include "controller/RankingController.h"
#include "perf/PerformanceModel.h"
#include "teamcatalog/OfflineCopy.h"
#include "catalog/TeamCatalogServer.h"
#include "catalog/TeamCatalogUrl.h"

#include <QFileInfo>

#include <QCoreApplication>
#include <QSet>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

namespace gpuscout {

// One change of the catalog: the whole catalog before and after it. The first redo() is
// the change the store has just written, so it writes nothing.
class CatalogChange final : public QUndoCommand
{
public:
    static constexpr int RateEditId = 1;

    CatalogChange(CatalogStore *store, Catalog before, Catalog after, const QString &text, const QString &mergeKey)
        : QUndoCommand(text)
        , m_store(store)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeKey(mergeKey)
    {
    }

    void undo() override { apply(m_after, m_before, &m_before); }
    void redo() override
    {
        if (m_applied) {
            m_applied = false;
            return;
        }
        apply(m_before, m_after, &m_after);
    }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : RateEditId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const CatalogChange *>(other);
        if (next->m_mergeKey != m_mergeKey)
            return false;
        m_after = next->m_after;
        return true;
    }

private:
    // Writes the step from `from` to `to`; offers that had to move to a free id keep it in
    // the step, so that the reverse step finds them.
    void apply(const Catalog &from, const Catalog &to, Catalog *target)
    {
        QString error;
        QHash<qint64, qint64> remapped;
        if (!m_store->write(from, to, &error, &remapped)) {
            m_store->reportUndoFailure(error);
            return;
        }
        remapOfferIds(*target, remapped);
    }

    CatalogStore *m_store;
    Catalog m_before;
    Catalog m_after;
    QString m_mergeKey; // rate edits of one currency merge into one step
    bool m_applied = true;
};

CatalogStore::CatalogStore(RankingController *controller, const QString &path, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_path(path)
    , m_undo(new QUndoStack(this))
    , m_poll(new QTimer(this))
    , m_team(TeamCatalogUrl::looksLikeUrl(path))
    , m_retry(new QTimer(this))
    , m_notified(new QTimer(this))
    , m_offlineCopy(new QTimer(this))
{
    m_undo->setUndoLimit(UndoLimit);
    m_poll->setInterval(PollIntervalMs);
    connect(m_poll, &QTimer::timeout, this, &CatalogStore::checkConnection);
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &CatalogStore::retryConnection);
    m_notified->setSingleShot(true);
    m_notified->setInterval(0);
    connect(m_notified, &QTimer::timeout, this, &CatalogStore::reloadIfChangedElsewhere);
    m_offlineCopy->setSingleShot(true);
    m_offlineCopy->setInterval(200);
    connect(m_offlineCopy, &QTimer::timeout, this, [this] {
        QString error;
        // Best effort: the team catalog itself is fine whatever happens to its copy.
        if (!m_team || m_connection != Connection::Online || !catalog())
            return;
        if (m_copyOffers) {
            m_copyOffers = false;
            m_copy.reset(); // the write below goes through its own connection
            if (!OfflineCopy::save(m_path, *catalog(), &error)) {
                qWarning("GpuScout: the offline copy of the team catalog could not be written: %s", qPrintable(error));
                return;
            }
        }
        // The price history follows a piece at a time, the window staying responsive between,
        // through one connection to the copy while it lasts.
        bool done = true;
        CatalogDatabase *db = database(&error);
        if (!m_copy) {
            m_copy = std::make_unique<CatalogDatabase>();
            if (!OfflineCopy::openCopy(m_path, m_copy.get(), &error))
                db = nullptr;
        }
        if (!db || !OfflineCopy::syncHistory(*db, *m_copy, HistoryPieceRows, &done, &error))
            qWarning("GpuScout: the price history of the offline copy could not be written: %s", qPrintable(error));
        if (db && !done && error.isEmpty())
            m_offlineCopy->start();
        else
            m_copy.reset();
    });
    QString error;
    if (database(&error)) {
        m_poll->start();
        if (m_team)
            scheduleOfflineCopy();
    } else if (m_team) {
        // The window shows the last synchronised copy (or nothing newer): keep trying.
        OfflineCopy::Info info;
        if (OfflineCopy::find(m_path, &info))
            m_offline = info;
        connectionLost(error);
    }
}

CatalogStore::~CatalogStore() = default;

std::shared_ptr<const Catalog> CatalogStore::catalog() const
{
    return m_controller->catalog();
}

CatalogDatabase::Parts CatalogStore::partsRead(const QString &)
{
    // A team catalog's too: its offline copy takes the history by id (OfflineCopy::syncHistory).
    return CatalogDatabase::Parts::WithoutHistory;
}

QList<PriceChange> CatalogStore::priceHistory(const QList<qint64> &offerIds)
{
    const std::shared_ptr<const Catalog> now = catalog();
    QList<PriceChange> out;
    if (now && now->historyLoaded) {
        const QSet<qint64> wanted(offerIds.cbegin(), offerIds.cend());
        for (const PriceChange &h : now->priceHistory) {
            if (wanted.contains(h.offerId))
                out << h;
        }
        return out;
    }
    QString error;
    CatalogDatabase *db = database(&error);
    if (!db || !db->loadPriceHistory(offerIds, &out)) {
        qWarning("GpuScout: the price history could not be read: %s", qPrintable(db ? db->errorString() : error));
        return {};
    }
    return out;
}

bool CatalogStore::storedPriceSeries(const PriceSeriesQuery &query, QList<PriceSeriesLine> *lines)
{
    const std::shared_ptr<const Catalog> now = catalog();
    if (!now || m_team)
        return false;
    QString error;
    CatalogDatabase *db = database(&error);
    bool served = false;
    if (!db || !db->loadPriceSeries(*now, query, lines, &served)) {
        qWarning("GpuScout: the stored price lines could not be read: %s", qPrintable(db ? db->errorString() : error));
        return false;
    }
    return served;
}

std::shared_ptr<const Catalog> CatalogStore::catalogWithHistory(QString *error)
{
    const std::shared_ptr<const Catalog> now = catalog();
    if (!now || now->historyLoaded)
        return now;
    QList<qint64> ids;
    ids.reserve(now->offers.size());
    for (const Offer &o : now->offers)
        ids << o.id;
    CatalogDatabase *db = database(error);
    QList<PriceChange> history;
    if (!db)
        return nullptr;
    if (!db->loadPriceHistory(ids, &history)) {
        *error = db->errorString();
        return nullptr;
    }
    auto whole = std::make_shared<Catalog>(withPriceHistory(*now, std::move(history)));
    whole->historyLoaded = true;
    return whole;
}

CatalogDatabase *CatalogStore::database(QString *error)
{
    if (m_db)
        return m_db.get();
    auto db = std::make_unique<CatalogDatabase>();
    if (db->open(m_path) == CatalogDatabase::Status::Failed) {
        *error = db->errorString();
        return nullptr;
    }
    // The catalog on screen was loaded from this file just before: it counts as seen.
    db->markCurrent();
    adopt(std::move(db));
    return m_db.get();
}

// The connection in use from now on; a team catalog's notifications reload at once.
void CatalogStore::adopt(std::unique_ptr<CatalogDatabase> db)
{
    m_db = std::move(db);
    if (!m_poll->isActive())
        m_poll->start();
    if (TeamCatalogServer *server = m_db->teamServer()) {
        connect(server, &TeamCatalogServer::changedElsewhere, m_notified, qOverload<>(&QTimer::start));
        m_role = TeamCatalogServer::roleName(server->role());
        m_connection = Connection::Online;
    }
}

bool CatalogStore::write(const Catalog &from, const Catalog &to, QString *error, QHash<qint64, qint64> *remapped)
{
    CatalogDatabase *db = database(error);
    if (!db)
        return false;
    if (const QString why = readOnlyReason(); !why.isEmpty()) {
        *error = why;
        return false;
    }
    if (!db->applyChange(from, to, remapped)) {
        *error = db->errorString();
        if (db->failure() == CatalogDatabase::Failure::Unreachable) {
            connectionLost(*error);
            return false;
        }
        if (db->failure() == CatalogDatabase::Failure::Conflict) {
            // Show what the file holds now, so that the change can be made again on it.
            QString reloadError;
            if (reload(&reloadError))
                *error += u' ' + QCoreApplication::translate("gpuscout::CatalogStore",
                                                             "The catalog was reloaded with the other program's changes: "
                                                             "make the change again.");
        }
        return false;
    }
    if (m_team || db->changedElsewhere()) {
        // Another program wrote meanwhile: the file holds its rows and ours. (A team
        // catalog is always read back: the server adds who changed what, and when.)
        QString reloadError;
        if (reload(&reloadError))
            return true;
    }
    Catalog written = to;
    remapOfferIds(written, *remapped);
    // The model depends on the measurements, the GPUs and the providers: an edit of prices or
    // offers keeps the one already fitted.
    const bool sameInputs = from.performance && from.measurements.constData() == written.measurements.constData()
        && from.gpus.constData() == written.gpus.constData() && from.providers.constData() == written.providers.constData()
        && from.measurements.size() == written.measurements.size() && from.gpus.size() == written.gpus.size()
        && from.providers.size() == written.providers.size();
    written.performance = sameInputs ? from.performance : PerformanceModel::build(written);
    Q_EMIT aboutToReplaceCatalog();
    m_controller->setCatalog(std::make_shared<const Catalog>(std::move(written)));
    Q_EMIT catalogReplaced();
    return true;
}

bool CatalogStore::reload(QString *error)
{
    CatalogDatabase *db = database(error);
    if (!db)
        return false;
    auto loaded = std::make_shared<Catalog>();
    if (!db->load(loaded.get(), partsRead(m_path))) {
        *error = db->errorString();
        if (db->failure() == CatalogDatabase::Failure::Unreachable)
            connectionLost(*error);
        return false;
    }
    Q_EMIT aboutToReplaceCatalog();
    m_controller->setCatalog(std::move(loaded));
    Q_EMIT catalogReplaced();
    scheduleOfflineCopy();
    return true;
}

void CatalogStore::scheduleOfflineCopy()
{
    if (!m_team)
        return;
    m_copyOffers = true;
    m_offlineCopy->start();
}

void CatalogStore::checkConnection()
{
    if (m_team && m_db && !m_db->teamServer()->ping()) {
        connectionLost(QCoreApplication::translate("gpuscout::CatalogStore", "the server does not answer"));
        return;
    }
    reloadIfChangedElsewhere();
}

void CatalogStore::connectionLost(const QString &why)
{
    m_db.reset();
    m_lastError = why;
    if (m_connection != Connection::Reconnecting)
        m_retryDelayMs = FirstRetryMs;
    m_connection = Connection::Reconnecting;
    m_poll->stop();
    m_notified->stop();
    m_retry->start(m_retryDelayMs);
    Q_EMIT connectionChanged();
}

void CatalogStore::retryConnection()
{
    QString error;
    if (!database(&error)) {
        m_lastError = error;
        m_retryDelayMs = std::min(m_retryDelayMs * 2, LongestRetryMs);
        m_retry->start(m_retryDelayMs);
        Q_EMIT connectionChanged();
        return;
    }
    connected();
}

// Back on the server: everything is read again (notifications sent while away are lost).
void CatalogStore::connected()
{
    m_retryDelayMs = FirstRetryMs;
    m_offline.reset();
    m_lastError.clear();
    QString error;
    if (!reload(&error))
        return; // connectionLost() already said so, or the next tick tries again
    Q_EMIT connectionChanged();
    Q_EMIT catalogChangedElsewhere();
}

int CatalogStore::retryInMs() const
{
    return m_retry->isActive() ? m_retry->remainingTime() : 0;
}

QString CatalogStore::catalogLabel() const
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("gpuscout::CatalogStore", text); };
    if (!m_team)
        return tr("Catalog: %1").arg(QFileInfo(m_path).fileName());
    TeamCatalogUrl url;
    QString error;
    TeamCatalogUrl::parse(m_path, &url, &error);
    if (m_connection == Connection::Online)
        return tr("Team catalog %1 (%2)").arg(url.displayName(), m_role);
    const int seconds = (retryInMs() + 999) / 1000;
    if (m_offline)
        return tr("%1; reconnecting in %2 s").arg(OfflineCopy::label(*m_offline)).arg(seconds);
    return tr("Team catalog %1: connection lost; reconnecting in %2 s").arg(url.displayName()).arg(seconds);
}

QString CatalogStore::readOnlyReason() const
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("gpuscout::CatalogStore", text); };
    if (!m_team)
        return QString();
    if (m_connection != Connection::Online)
        return (!m_offline
                    ? tr("The team catalog cannot be reached (%1): edits need the server. GpuScout reconnects on its own.")
                          .arg(m_lastError)
                    : tr("This is the %1: edits need the server, which cannot be reached (%2).").arg(OfflineCopy::label(*m_offline), m_lastError));
    if (m_role == QLatin1String("viewer") || m_role == QLatin1String("none"))
        return tr("Your login is a viewer of this team catalog: the server lets it read, not change. An administrator "
                  "gives editing rights with `gpuscout catalog grant URL LOGIN editor`.");
    return QString();
}

bool CatalogStore::switchTo(const QString &path, QString *error)
{
    auto db = std::make_unique<CatalogDatabase>();
    auto loaded = std::make_shared<Catalog>();
    if (db->open(path) == CatalogDatabase::Status::Failed
        || !db->load(loaded.get(), partsRead(path))) {
        *error = db->errorString();
        return false;
    }
    m_retry->stop();
    m_notified->stop();
    m_db.reset();
    m_path = path;
    m_team = TeamCatalogUrl::looksLikeUrl(path);
    m_connection = Connection::Local;
    m_offline.reset();
    m_lastError.clear();
    m_role.clear();
    m_undo->clear();
    Q_EMIT aboutToReplaceCatalog();
    m_controller->setCatalog(std::move(loaded));
    Q_EMIT catalogReplaced();
    adopt(std::move(db));
    scheduleOfflineCopy();
    Q_EMIT connectionChanged();
    return true;
}

bool CatalogStore::reloadIfChangedElsewhere()
{
    if (!m_db || (m_team && m_connection != Connection::Online) || !m_db->changedElsewhere())
        return false;
    QString error;
    if (!reload(&error))
        return false; // tried again on the next tick: the other program may still be writing
    Q_EMIT catalogChangedElsewhere();
    return true;
}

bool CatalogStore::replace(const Catalog &catalog, QString *error, const QString &description)
{
    return replaceMerging(catalog, error, description, QString());
}

bool CatalogStore::replaceMerging(const Catalog &catalog, QString *error, const QString &description,
                                  const QString &mergeKey)
{
    const std::shared_ptr<const Catalog> before = this->catalog();
    const Catalog from = before ? *before : Catalog{};
    QHash<qint64, qint64> remapped;
    if (!write(from, catalog, error, &remapped))
        return false;
    Catalog after = catalog;
    remapOfferIds(after, remapped);
    const QString text = description.isEmpty()
        ? QCoreApplication::translate("gpuscout::CatalogStore", "Catalog change") : description;
    m_undo->push(new CatalogChange(this, from, std::move(after), text, mergeKey));
    return true;
}

void CatalogStore::reportUndoFailure(const QString &error)
{
    // The stack cannot be cleared from inside its own undo() or redo().
    QTimer::singleShot(0, m_undo, &QUndoStack::clear);
    Q_EMIT undoFailed(error);
}

bool CatalogStore::setRate(const ExchangeRate &rate, QString *error)
{
    const std::shared_ptr<const Catalog> current = catalog();
    if (!current) {
        *error = QCoreApplication::translate("gpuscout::CatalogStore", "No catalog is open.");
        return false;
    }
    CurrencyRates rates = current->rates;
    if (!rates.set(rate)) {
        *error = QCoreApplication::translate("gpuscout::CatalogStore",
                                             "%1 per USD: '%2' is not a valid rate; expected a number above 0")
                     .arg(rate.currency)
                     .arg(rate.perUsd);
        return false;
    }
    if (rates == current->rates)
        return true;
    Catalog edited = *current;
    edited.rates = rates;
    return replaceMerging(edited, error,
                          QCoreApplication::translate("gpuscout::CatalogStore", "Set the %1 rate").arg(rate.currency),
                          rate.currency.toUpper());
}

} // namespace gpuscout
