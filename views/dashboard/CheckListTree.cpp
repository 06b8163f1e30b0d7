#include "dashboard/CheckListTree.h"

#include <QSet>
#include <QTreeWidgetItemIterator>

#include <algorithm>

namespace gpuscout {

namespace {

Qt::CheckState stateOfChildren(const QTreeWidgetItem *group)
{
    int checked = 0;
    for (int c = 0; c < group->childCount(); ++c)
        checked += group->child(c)->checkState(0) == Qt::Checked ? 1 : 0;
    if (checked == 0)
        return Qt::Unchecked;
    return checked == group->childCount() ? Qt::Checked : Qt::PartiallyChecked;
}

} // namespace

QString CheckListTree::nothingSelected()
{
    return QStringLiteral("<none>");
}

CheckListTree::CheckListTree(QWidget *parent)
    : QTreeWidget(parent)
{
    setHeaderHidden(true);
    setColumnCount(1);
    setUniformRowHeights(true);
    setTabKeyNavigation(false); // Tab moves on to the next control
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // Filtering and expanding change how many rows there are to show.
    connect(this, &QTreeWidget::itemExpanded, this, &QWidget::updateGeometry);
    connect(this, &QTreeWidget::itemCollapsed, this, &QWidget::updateGeometry);
}

QList<QTreeWidgetItem *> CheckListTree::leaves() const
{
    QList<QTreeWidgetItem *> out;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = topLevelItem(i);
        if (top->childCount() == 0) {
            out << top;
            continue;
        }
        for (int c = 0; c < top->childCount(); ++c)
            out << top->child(c);
    }
    return out;
}

QStringList CheckListTree::selection() const
{
    const QList<QTreeWidgetItem *> items = leaves();
    QStringList keys;
    for (const QTreeWidgetItem *item : items) {
        if (item->checkState(0) == Qt::Checked)
            keys << item->data(0, KeyRole).toString();
    }
    if (keys.size() == items.size())
        return {};
    if (keys.isEmpty())
        return {nothingSelected()};
    return keys;
}

void CheckListTree::showSelection(const QStringList &keys)
{
    QSet<QString> wanted;
    for (const QString &k : keys)
        wanted.insert(k.toLower());
    const QList<QTreeWidgetItem *> items = leaves();
    for (QTreeWidgetItem *item : items) {
        bool on = wanted.isEmpty() || wanted.contains(item->data(0, KeyRole).toString().toLower());
        if (!on) {
            const QStringList alternates = item->data(0, AlternateKeysRole).toStringList();
            on = std::any_of(alternates.cbegin(), alternates.cend(),
                             [&](const QString &a) { return wanted.contains(a); });
        }
        item->setCheckState(0, on ? Qt::Checked : Qt::Unchecked);
    }
    updateGroupStates();
}

void CheckListTree::propagate(QTreeWidgetItem *changed)
{
    if (changed->childCount() > 0) {
        // A click on a partly checked group checks it, and the whole group follows.
        const Qt::CheckState state = changed->checkState(0) == Qt::Unchecked ? Qt::Unchecked : Qt::Checked;
        changed->setCheckState(0, state);
        for (int c = 0; c < changed->childCount(); ++c)
            changed->child(c)->setCheckState(0, state);
    } else if (changed->parent()) {
        changed->parent()->setCheckState(0, stateOfChildren(changed->parent()));
    }
}

// Only the rows the filter shows, so that a filter then "None" drops exactly what the user sees.
void CheckListTree::setVisibleLeaves(Qt::CheckState state)
{
    const QList<QTreeWidgetItem *> items = leaves();
    for (QTreeWidgetItem *item : items) {
        if (!item->isHidden())
            item->setCheckState(0, state);
    }
    updateGroupStates();
}

// A group whose name matches shows all its children; otherwise each row is matched on its own.
void CheckListTree::applyFilter(const QString &text)
{
    const QString needle = text.trimmed();
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = topLevelItem(i);
        const bool topMatches = needle.isEmpty() || top->text(0).contains(needle, Qt::CaseInsensitive)
                                || top->data(0, KeyRole).toString().contains(needle, Qt::CaseInsensitive);
        if (top->childCount() == 0) {
            top->setHidden(!topMatches);
            continue;
        }
        bool anyChild = false;
        for (int c = 0; c < top->childCount(); ++c) {
            QTreeWidgetItem *child = top->child(c);
            const bool show = topMatches || child->text(0).contains(needle, Qt::CaseInsensitive);
            child->setHidden(!show);
            anyChild = anyChild || show;
        }
        top->setHidden(!anyChild);
        if (!needle.isEmpty() && anyChild)
            top->setExpanded(true);
    }
    updateGeometry();
}

void CheckListTree::updateGroupStates()
{
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = topLevelItem(i);
        if (top->childCount() > 0)
            top->setCheckState(0, stateOfChildren(top));
    }
}

QSize CheckListTree::sizeHint() const
{
    int rows = 0;
    for (QTreeWidgetItemIterator it(const_cast<CheckListTree *>(this)); *it && rows < 10; ++it) {
        const QTreeWidgetItem *parentItem = (*it)->parent();
        if (!(*it)->isHidden() && (!parentItem || parentItem->isExpanded()))
            ++rows;
    }
    return {QTreeWidget::sizeHint().width(), rowsHeight(std::max(rows, 3))};
}

QSize CheckListTree::minimumSizeHint() const
{
    return {QTreeWidget::minimumSizeHint().width(), rowsHeight(3)};
}

int CheckListTree::rowsHeight(int rows) const
{
    const int measured = topLevelItemCount() > 0 ? sizeHintForRow(0) : 0;
    const int row = measured > 0 ? measured : fontMetrics().height() + 2;
    return rows * row + 2 * frameWidth() + 4;
}

} // namespace gpuscout
