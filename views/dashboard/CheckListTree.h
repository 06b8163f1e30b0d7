#pragma once

#include <QStringList>
#include <QTreeWidget>

namespace gpuscout {

// A checkable list of keys (providers, regions, GPU models), flat or with one level of
// groups, that reads and shows a constraint list: every leaf checked = empty list (all),
// none checked = {nothingSelected()}, otherwise the checked keys. Group items hold no key
// of their own; their check state follows their children.
class CheckListTree final : public QTreeWidget
{
public:
    static constexpr int KeyRole = Qt::UserRole;               // the key a constraint list holds
    static constexpr int AlternateKeysRole = Qt::UserRole + 1; // lower-case names that also match

    // Constraints treat an empty list as "all", so "nothing checked" needs an entry that
    // matches no provider, region or GPU.
    static QString nothingSelected();

    explicit CheckListTree(QWidget *parent = nullptr);

    QList<QTreeWidgetItem *> leaves() const;
    QStringList selection() const;
    void showSelection(const QStringList &keys); // matches keys and alternates, any case

    // Applies a group's new state to its children, or a child's to its group's.
    void propagate(QTreeWidgetItem *changed);
    void setVisibleLeaves(Qt::CheckState state);
    void applyFilter(const QString &text);

    // As many rows as it shows (3 to 10), so short lists leave room for long ones.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    void updateGroupStates();
    int rowsHeight(int rows) const;
};

} // namespace gpuscout
