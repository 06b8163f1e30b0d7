#pragma once

#include "charts/RadarChart.h"

#include <QObject>
#include <QSizeF>
#include <QTextObjectInterface>

#include <memory>

class QTextDocument;

namespace gpuscout {

// The radar chart as an object inside a report's text document: the window's RadarChart,
// painted straight onto the document's painter, so that in a PDF it stays vector graphics.
// Its legend is left to the report (drawn as text beside colour swatches, never elided).
class ReportRadar final : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int ObjectType = QTextFormat::UserObject + 1;

    ReportRadar(const QList<RadarEntry> &entries, const QFont &font, const QSizeF &size);
    ~ReportRadar() override;

    QList<QPair<QColor, QString>> legendItems() const;

    // Registers the chart with the document and puts it where `placeholder` stands.
    bool insertInto(QTextDocument *document, const QString &placeholder);

    QSizeF intrinsicSize(QTextDocument *document, int position, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *document, int position,
                    const QTextFormat &format) override;

private:
    std::unique_ptr<RadarChart> m_chart;
    QSizeF m_size;
};

} // namespace gpuscout
