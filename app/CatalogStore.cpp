#include "CatalogStore.h"

#include "CatalogDatabase.h"
#include "RankingController.h"

#include <QCoreApplication>

namespace gpuscout {

CatalogStore::CatalogStore(RankingController *controller, const QString &path, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_path(path)
{
}

std::shared_ptr<const Catalog> CatalogStore::catalog() const
{
    return m_controller->catalog();
}

bool CatalogStore::replace(const Catalog &catalog, QString *error)
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
    return setRates(rates, error);
}

bool CatalogStore::setRates(const CurrencyRates &rates, QString *error)
{
    const std::shared_ptr<const Catalog> current = catalog();
    if (!current) {
        *error = QCoreApplication::translate("gpuscout::CatalogStore", "No catalog is open.");
        return false;
    }
    if (rates == current->rates)
        return true;
    Catalog edited = *current;
    edited.rates = rates;
    return replace(edited, error);
}

} // namespace gpuscout
