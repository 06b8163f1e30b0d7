#include "controller/CatalogStore.h"

#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogEdits.h"
#include "controller/RankingController.h"

#include <QCoreApplication>
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
{
    m_undo->setUndoLimit(UndoLimit);
    m_poll->setInterval(PollIntervalMs);
    connect(m_poll, &QTimer::timeout, this, &CatalogStore::reloadIfChangedElsewhere);
    QString error;
    if (database(&error))
        m_poll->start();
}

CatalogStore::~CatalogStore() = default;

std::shared_ptr<const Catalog> CatalogStore::catalog() const
{
    return m_controller->catalog();
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
    m_db = std::move(db);
    if (!m_poll->isActive())
        m_poll->start();
    return m_db.get();
}

bool CatalogStore::write(const Catalog &from, const Catalog &to, QString *error, QHash<qint64, qint64> *remapped)
{
    CatalogDatabase *db = database(error);
    if (!db)
        return false;
    if (!db->applyChange(from, to, remapped)) {
        *error = db->errorString();
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
    if (db->changedElsewhere()) {
        // Another program wrote meanwhile: the file holds its rows and ours.
        QString reloadError;
        if (reload(&reloadError))
            return true;
    }
    Catalog written = to;
    remapOfferIds(written, *remapped);
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
    if (!db->load(loaded.get())) {
        *error = db->errorString();
        return false;
    }
    Q_EMIT aboutToReplaceCatalog();
    m_controller->setCatalog(std::move(loaded));
    Q_EMIT catalogReplaced();
    return true;
}

bool CatalogStore::reloadIfChangedElsewhere()
{
    if (!m_db || !m_db->changedElsewhere())
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
