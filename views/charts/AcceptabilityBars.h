#pragma once

#include <QList>
#include <QString>
#include <QWidget>

namespace gpuscout {

// Horizontal bars, one per offer: the share of the sampled weight vectors under which it
// ranks first. Only what it is given is drawn; the caller leaves out offers that never win.
class AcceptabilityBars final : public QWidget
{
    Q_OBJECT

public:
    struct Entry {
        QString name;
        double share = 0; // 0..1
        bool isWinner = false; // the winner at the current weights
    };

    explicit AcceptabilityBars(QWidget *parent = nullptr);

    void setEntries(const QList<Entry> &entries);
    const QList<Entry> &entries() const { return m_entries; }
    void setEmptyText(const QString &text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The entry drawn at a point of the widget, -1 for none; its tooltip names it in full.
    int entryAt(const QPoint &pos) const;
    QString toolTipAt(const QPoint &pos) const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    int rowHeight() const;

    QList<Entry> m_entries;
    QString m_emptyText;
};

} // namespace gpuscout
