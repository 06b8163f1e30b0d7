#pragma once

class QCommandLineParser;
class QString;

namespace gpuscout {

// The administrator's commands for a team catalog on PostgreSQL:
//   gpuscout catalog init-server URL        create or migrate the schema and the roles,
//                                           load the bundled catalog into an empty one
//   gpuscout catalog push URL [--db FILE]   copy a local catalog to the server
//   gpuscout catalog pull URL [--db FILE]   copy the server's catalog to a local file
//   gpuscout catalog grant URL USER viewer|editor|admin
//   gpuscout catalog revoke URL USER [viewer|editor|admin]
// Each is one transaction. Returns the exit status.
bool isTeamCatalogCommand(const QString &sub);
int runTeamCatalogCommand(const QCommandLineParser &parser);

} // namespace gpuscout
