#pragma once

#include <QString>

namespace gpuscout {

struct Catalog;

// The catalog file: a SQLite database opened through Qt Sql.
//
// open() never changes a file it does not recognise: a file that is not SQLite, is
// corrupt, is SQLite but not GpuScout's, or comes from a newer GpuScout is reported and
// left as it was. A path that does not exist yet is created from the seed catalog,
// written to a temporary file first and renamed, so no half-written catalog appears.
// An older schema is migrated forward in one transaction.
class CatalogDatabase
{
public:
    enum class Status { Opened, Created, Migrated, Failed };

    CatalogDatabase();
    ~CatalogDatabase();
    CatalogDatabase(const CatalogDatabase &) = delete;
    CatalogDatabase &operator=(const CatalogDatabase &) = delete;

    // seedFolder holds the catalog CSVs a new file is filled from (read only when needed).
    Status open(const QString &path, const QString &seedFolder = QStringLiteral(":/catalog"));
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    int schemaVersion() const;

    bool load(Catalog *out);
    // Replaces every row with the catalog's, in one transaction.
    bool write(const Catalog &catalog);

    // The per-user catalog file (QStandardPaths::AppDataLocation/catalog.sqlite).
    static QString defaultPath();

private:
    bool probe(const QString &path, int *version);
    bool openConnection(const QString &path);
    void closeConnection();

    QString m_connection;
    QString m_path;
    QString m_error;
};

} // namespace gpuscout
