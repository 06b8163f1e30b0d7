#include "charts/AcceptabilityBars.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace gpuscout {

AcceptabilityBars::AcceptabilityBars(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void AcceptabilityBars::setEntries(const QList<Entry> &entries)
{
    m_entries = entries;
    updateGeometry();
    update();
}

void AcceptabilityBars::setEmptyText(const QString &text)
{
    m_emptyText = text;
    update();
}

int AcceptabilityBars::rowHeight() const
{
    return fontMetrics().height() + 8;
}

QSize AcceptabilityBars::sizeHint() const
{
    return {360, std::max(2, static_cast<int>(m_entries.size())) * rowHeight() + 4};
}

QSize AcceptabilityBars::minimumSizeHint() const
{
    return {200, 2 * rowHeight()};
}

int AcceptabilityBars::entryAt(const QPoint &pos) const
{
    if (pos.x() < 0 || pos.x() >= width() || pos.y() < 2)
        return -1;
    const int i = (pos.y() - 2) / rowHeight();
    return i < m_entries.size() ? i : -1;
}

QString AcceptabilityBars::toolTipAt(const QPoint &pos) const
{
    const int i = entryAt(pos);
    if (i < 0)
        return toolTip();
    const Entry &e = m_entries[i];
    return tr("%1\nwins under %2 % of the weights tried").arg(e.name, QLocale().toString(100 * e.share, 'f', 1));
}

bool AcceptabilityBars::event(QEvent *event)
{
    // Long names are elided on the bars: the tooltip names the offer in full.
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void AcceptabilityBars::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    if (m_entries.isEmpty()) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(rect().adjusted(4, 4, -4, -4), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_emptyText);
        return;
    }
    const QFontMetrics fm = fontMetrics();
    const int h = rowHeight();
    // Names take at most 60 % of the width (elided), the share text a fixed column.
    int nameWidth = 0;
    for (const Entry &e : m_entries)
        nameWidth = std::max(nameWidth, fm.horizontalAdvance(e.name));
    nameWidth = std::min(nameWidth + 8, width() * 60 / 100);
    const int valueWidth = fm.horizontalAdvance(QStringLiteral("100.0 %")) + 8;
    const int barLeft = nameWidth + 4;
    const int barSpan = std::max(10, width() - barLeft - valueWidth);
    const QColor bar(43, 123, 185);
    for (int i = 0; i < m_entries.size(); ++i) {
        const Entry &e = m_entries[i];
        const QRect row(0, 2 + i * h, width(), h);
        painter.setPen(pal.color(QPalette::WindowText));
        QFont f = font();
        f.setBold(e.isWinner);
        painter.setFont(f);
        painter.drawText(QRect(row.left() + 2, row.top(), nameWidth - 6, h), Qt::AlignVCenter | Qt::AlignLeft,
                         QFontMetrics(f).elidedText(e.name, Qt::ElideRight, nameWidth - 6));
        const int length = std::max(1, static_cast<int>(barSpan * std::clamp(e.share, 0.0, 1.0)));
        const QRectF barRect(barLeft, row.top() + 4, length, h - 8);
        painter.setPen(Qt::NoPen);
        painter.setBrush(e.isWinner ? bar : bar.lighter(140));
        painter.drawRoundedRect(barRect, 2, 2);
        painter.setPen(pal.color(QPalette::WindowText));
        painter.setFont(font());
        painter.drawText(QRect(barLeft + length + 4, row.top(), valueWidth, h), Qt::AlignVCenter | Qt::AlignLeft,
                         QStringLiteral("%1 %").arg(100 * e.share, 0, 'f', 1));
    }
}

} // namespace gpuscout
