#pragma once

#include "catalog/CatalogDatabase.h"

#include <QString>

#include <memory>

namespace gpuscout {

struct Catalog;

// Which catalog file to use: the explicit path (--db), else $GPUSCOUT_DB, else the
// per-user default.
QString resolveCatalogPath(const QString &explicitPath);

struct OpenedCatalog {
    std::shared_ptr<const Catalog> catalog; // null on failure
    QString path;
    CatalogDatabase::Status status = CatalogDatabase::Status::Failed;
    QString error;
    CatalogDatabase::Failure failure = CatalogDatabase::Failure::None;
};

// Opens (creating or migrating as needed) and loads the catalog at path.
OpenedCatalog openCatalog(const QString &path, CatalogDatabase::Parts parts = CatalogDatabase::Parts::Everything);
// The same, creating a missing file from the catalog CSVs in seedFolder (tests: the fixture).
OpenedCatalog openCatalogFrom(const QString &path, const QString &seedFolder,
                              CatalogDatabase::Parts parts = CatalogDatabase::Parts::Everything);

} // namespace gpuscout
