#include "report/ReportRadar.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextDocumentFragment>

namespace gpuscout {

ReportRadar::ReportRadar(const QList<RadarEntry> &entries, const QFont &font, const QSizeF &size)
    : m_chart(std::make_unique<RadarChart>())
    , m_size(size)
{
    m_chart->setEntries(entries);
    m_chart->setLegendShown(false);
    QChart *chart = m_chart->chart();
    chart->setBackgroundVisible(false);
    chart->setTitleFont(font);
    for (QAbstractAxis *axis : chart->axes())
        axis->setLabelsFont(font);
    chart->resize(m_size);
    chart->layout()->activate();
}

ReportRadar::~ReportRadar() = default;

QList<QPair<QColor, QString>> ReportRadar::legendItems() const
{
    return m_chart->legendItems();
}

bool ReportRadar::insertInto(QTextDocument *document, const QString &placeholder)
{
    QTextCursor cursor = document->find(placeholder);
    if (cursor.isNull())
        return false;
    document->documentLayout()->registerHandler(ObjectType, this);
    QTextCharFormat format;
    format.setObjectType(ObjectType);
    cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
    return true;
}

QSizeF ReportRadar::intrinsicSize(QTextDocument *, int, const QTextFormat &)
{
    return m_size;
}

void ReportRadar::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &)
{
    // Rendered at its own size (no scaling), so that the chart's fonts keep their size.
    QChart *chart = m_chart->chart();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    chart->scene()->render(painter, rect, chart->geometry());
    painter->restore();
}

} // namespace gpuscout
