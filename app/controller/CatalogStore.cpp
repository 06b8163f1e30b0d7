#include "controller/CatalogStore.h"

#include "catalog/CatalogDatabase.h"
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

    void undo() override { apply(m_before); }
    void redo() override
    {
        if (m_applied) {
            m_applied = false;
            return;
        }
        apply(m_after);
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
    void apply(const Catalog &catalog)
    {
        QString error;
        if (!m_store->write(catalog, &error))
            m_store->reportUndoFailure(error);
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
{
    m_undo->setUndoLimit(UndoLimit);
}

CatalogStore::~CatalogStore() = default;

std::shared_ptr<const Catalog> CatalogStore::catalog() const
{
    return m_controller->catalog();
}

bool CatalogStore::write(const Catalog &catalog, QString *error)
{
    CatalogDatabase db;
    if (db.open(m_path) == CatalogDatabase::Status::Failed || !db.write(catalog)) {
        *error = db.errorString();
        return false;
    }
    m_controller->setCatalog(std::make_shared<const Catalog>(catalog));
    Q_EMIT catalogReplaced();
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
    if (!write(catalog, error))
        return false;
    const QString text = description.isEmpty()
        ? QCoreApplication::translate("gpuscout::CatalogStore", "Catalog change") : description;
    m_undo->push(new CatalogChange(this, before ? *before : Catalog{}, catalog, text, mergeKey));
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
