#pragma once

#include "Catalog.h"

#include <QObject>
#include <QString>

#include <memory>

namespace gpuscout {

class RankingController;

// The one way the window changes the catalog: the editor, the importer and the rate table
// hand it a whole new catalog, it writes the file in one transaction and only then gives
// the catalog to the controller, so the ranking never shows what the file does not hold.
// On failure nothing changes, in the file or on screen.
class CatalogStore final : public QObject
{
    Q_OBJECT

public:
    CatalogStore(RankingController *controller, const QString &path, QObject *parent = nullptr);

    QString path() const { return m_path; }
    std::shared_ptr<const Catalog> catalog() const;

    bool replace(const Catalog &catalog, QString *error);
    bool setRate(const ExchangeRate &rate, QString *error);
    bool setRates(const CurrencyRates &rates, QString *error);

Q_SIGNALS:
    void catalogReplaced();

private:
    RankingController *m_controller;
    QString m_path;
};

} // namespace gpuscout
