#pragma once

#include "catalog/SqlFailure.h"

#include <QString>

namespace gpuscout {

// What a PostgreSQL error means, from its SQLSTATE (five characters; QPSQL reports it as
// QSqlError::nativeErrorCode()). SQLite's result codes are numbers below 10,000, so the
// two never look alike.
bool isSqlState(const QString &code);
SqlFailure classifySqlState(const QString &code);

} // namespace gpuscout
