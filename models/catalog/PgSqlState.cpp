#include "catalog/PgSqlState.h"

namespace gpuscout {

bool isSqlState(const QString &code)
{
    if (code.size() != 5)
        return false;
    for (const QChar c : code) {
        if (!(c.isDigit() || (c >= u'A' && c <= u'Z')))
            return false;
    }
    return true;
}

SqlFailure classifySqlState(const QString &code)
{
    const QStringView cls = QStringView(code).left(2);
    if (cls == u"08" || code == u"57P01" || code == u"57P02" || code == u"57P03")
        return SqlFailure::Connection; // the connection broke, the server shut down or is starting
    if (code == u"42501")
        return SqlFailure::Denied; // insufficient_privilege: the login's role does not allow it
    if (cls == u"23")
        return SqlFailure::Constraint;
    if (code == u"40001" || code == u"40P01" || code == u"55P03" || code == u"57014")
        return SqlFailure::Busy; // serialization failure, deadlock, lock or statement timeout
    if (code == u"53100")
        return SqlFailure::Full;
    if (code == u"XX001" || code == u"XX002")
        return SqlFailure::Corrupt;
    if (code == u"25006")
        return SqlFailure::ReadOnly; // read_only_sql_transaction: a standby server
    if (cls == u"58" || cls == u"53")
        return SqlFailure::Io;
    return SqlFailure::Other;
}

} // namespace gpuscout
