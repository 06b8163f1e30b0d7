#pragma once

#include "domain/PriceAudit.h"

#include <QList>

class QSqlDatabase;
class QSqlError;

namespace gpuscout {

// Reads a team catalog's price_audit table, oldest first, inside the caller's transaction.
bool readPriceAudit(const QSqlDatabase &db, QList<PriceAuditEntry> *out, QSqlError *error);

} // namespace gpuscout
