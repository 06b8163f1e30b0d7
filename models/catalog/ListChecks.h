#pragma once

#include <QString>

class QSqlDatabase;

namespace gpuscout::ListChecks {

// A catalog file's checks of a value against a list, `billing IN ('on-demand', ...)`, as the
// same test written out, `billing = 'on-demand' OR ...`. SQLite 3.40 runs a list check by
// building and dropping a temporary index on every row it writes: in a 100,000-row import
// (100,000 offers, 200,000 prices) that was 0.6 s of 1.8 s of inserts. The two forms accept
// the same values, NULL included, and the stored rows do not depend on a check's text, so
// the text is changed in place as SQLite's documentation describes (lang_altertable.html,
// "changing CHECK constraints"): no table is rebuilt and the schema version stays, so
// older GpuScout builds open the file as before.

// Whether a table still has a list check: a read of the schema table, no lock taken.
bool needed(const QSqlDatabase &db, bool *answer, QString *error);

// Rewrites them, inside the caller's write transaction. True with nothing to do.
bool rewrite(QSqlDatabase &db, QString *error);

} // namespace gpuscout::ListChecks
