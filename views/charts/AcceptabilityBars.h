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

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int rowHeight() const;

    QList<Entry> m_entries;
    QString m_emptyText;
};

} // namespace gpuscout
