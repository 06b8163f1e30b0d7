#pragma once

#include <QDateTime>
#include <QString>

namespace gpuscout {

struct Catalog;
struct OpenedCatalog;
class CatalogDatabase;

// The last synchronised copy of a team catalog: a local SQLite catalog file
// (AppDataLocation/team-catalogs/<user@host-port-db>.sqlite), rewritten with the rows that
// changed after each successful load from the server, and a small JSON file beside it
// naming the server and the time of that load. When the server cannot be reached the
// window opens the copy read-only, labelled "offline copy of <server> from <time>".
namespace OfflineCopy {

struct Info {
    QString path;      // the SQLite copy
    QString server;    // for people: alice@db:5432/team
    QDateTime syncedAt; // UTC, the load the copy holds
};

QString pathFor(const QString &url);
// Writes `catalog` (as just loaded from the server at `url`) into the copy, all but the
// price history, which syncHistory() copies; false with a message when the copy cannot be
// written (the team catalog is unaffected).
bool save(const QString &url, const Catalog &catalog, QString *error);
// Copies the next `limit` price-history entries the copy lacks from the team catalog
// `server` (opened at `url`), by id: a team's daily feeds make millions of entries, so the
// window copies them a piece at a time instead of reading them all on every load. A copy
// that holds other entries than the server up to its last id (a prune on the server) starts
// again. *done is true when the copy has every entry.
// `copy` is the copy opened by openCopy(), kept open from piece to piece (opening checks
// the file).
bool syncHistory(CatalogDatabase &server, CatalogDatabase &copy, int limit, bool *done, QString *error);
bool openCopy(const QString &url, CatalogDatabase *copy, QString *error);
// The copy of `url`, if one was ever written.
bool find(const QString &url, Info *info);
// When *opened failed because the team catalog at url cannot be reached, opens its copy
// instead (opened->path stays the URL, so that the window keeps trying the server);
// true when it did.
bool openInstead(const QString &url, OpenedCatalog *opened);
// "offline copy of alice@db:5432/team from 2026-02-01 14:02 UTC".
QString label(const Info &info);

} // namespace OfflineCopy
} // namespace gpuscout
