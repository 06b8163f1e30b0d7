#include "catalog/CatalogLocation.h"

#include "domain/Catalog.h"

namespace gpuscout {

QString resolveCatalogPath(const QString &explicitPath)
{
    if (!explicitPath.isEmpty())
        return explicitPath;
    const QString fromEnv = qEnvironmentVariable("GPUSCOUT_DB");
    if (!fromEnv.isEmpty())
        return fromEnv;
    return CatalogDatabase::defaultPath();
}

OpenedCatalog openCatalog(const QString &path, CatalogDatabase::Parts parts)
{
    return openCatalogFrom(path, QStringLiteral(":/catalog"), parts);
}

OpenedCatalog openCatalogFrom(const QString &path, const QString &seedFolder, CatalogDatabase::Parts parts)
{
    OpenedCatalog result;
    result.path = path;
    CatalogDatabase db;
    result.status = db.open(path, seedFolder);
    if (result.status == CatalogDatabase::Status::Failed) {
        result.error = db.errorString();
        result.failure = db.failure();
        return result;
    }
    auto catalog = std::make_shared<Catalog>();
    if (!db.load(catalog.get(), parts)) {
        result.status = CatalogDatabase::Status::Failed;
        result.error = db.errorString();
        result.failure = db.failure();
        return result;
    }
    result.catalog = std::move(catalog);
    return result;
}

} // namespace gpuscout
