#include "catalog/OfferReferenceCheck.h"

#include "catalog/SqlFailure.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace gpuscout {

void OfferReferenceCheck::offerAdded(qint64 id)
{
    m_ascending = m_ascending && (m_added.empty() || id > m_added.back());
    m_added.push_back(id);
}

void OfferReferenceCheck::offerNamed(qint64 id)
{
    // A price follows its offer: most often the last one added.
    if (!m_added.empty() && m_added.back() == id)
        return;
    if (m_ascending && std::binary_search(m_added.begin(), m_added.end(), id))
        return;
    m_named.insert(id);
}

bool OfferReferenceCheck::verify(const QSqlDatabase &db, QString *error)
{
    if (!m_ascending) {
        std::sort(m_added.begin(), m_added.end());
        m_ascending = true;
    }
    QByteArray ids = "[";
    qsizetype count = 0;
    for (qint64 id : std::as_const(m_named)) {
        if (std::binary_search(m_added.begin(), m_added.end(), id))
            continue;
        if (count++ > 0)
            ids += ',';
        ids += QByteArray::number(id);
    }
    ids += ']';
    if (count == 0)
        return true;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT value FROM json_each(?) WHERE value NOT IN (SELECT id FROM offers) ORDER BY value LIMIT 1"));
    q.addBindValue(QString::fromLatin1(ids));
    if (!q.exec()) {
        *error = sqlErrorText(q.lastError());
        return false;
    }
    if (!q.next())
        return true;
    *error = QCoreApplication::translate("gpuscout::OfferReferenceCheck", "a price or price history entry names offer %1, which the catalog does not hold")
                 .arg(q.value(0).toLongLong());
    return false;
}

} // namespace gpuscout
