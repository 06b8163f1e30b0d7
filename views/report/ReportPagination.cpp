#include "report/ReportPagination.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <cmath>

namespace gpuscout {

namespace {

// One element of the document's body: a paragraph or a table.
struct Item {
    QTextBlock block;
    QTextTable *table = nullptr;
};

struct Span {
    int first = -1; // page of the first line (for a table: of its first body row)
    int last = -1;  // page of the last line
};

int pageOf(double y, double pageHeight)
{
    return static_cast<int>(std::floor(y / pageHeight));
}

Span blockSpan(const QTextDocument *document, const QTextBlock &block, double pageHeight)
{
    const QTextLayout *layout = block.layout();
    if (!layout || layout->lineCount() == 0)
        return {};
    // Lines are placed relative to the block's layout position, which blockBoundingRect()
    // gives in document coordinates (its top-left; the rect's size is the lines' extent).
    // A line moved to the next page keeps its own, larger y.
    const double origin = document->documentLayout()->blockBoundingRect(block).top();
    const QTextLine first = layout->lineAt(0);
    const QTextLine last = layout->lineAt(layout->lineCount() - 1);
    return {pageOf(origin + first.y() + 1, pageHeight), pageOf(origin + last.y() + last.height() - 1, pageHeight)};
}

Span tableSpan(const QTextDocument *document, QTextTable *table, double pageHeight)
{
    const int headerRows = table->format().headerRowCount();
    const int firstBody = std::min(headerRows, table->rows() - 1);
    const Span top = blockSpan(document, table->cellAt(firstBody, 0).firstCursorPosition().block(), pageHeight);
    const Span bottom = blockSpan(document, table->cellAt(table->rows() - 1, 0).lastCursorPosition().block(), pageHeight);
    Span s{top.first, bottom.last};
    // The last row's tallest cell decides where the table ends.
    for (int c = 1; c < table->columns(); ++c)
        s.last = std::max(s.last, blockSpan(document, table->cellAt(table->rows() - 1, c).lastCursorPosition().block(), pageHeight).last);
    return s;
}

bool isEmptyParagraph(const Item &item)
{
    return !item.table && item.block.text().trimmed().isEmpty();
}

QList<Item> bodyItems(QTextDocument *document)
{
    QList<Item> items;
    QTextFrame *root = document->rootFrame();
    for (QTextFrame::iterator it = root->begin(); !it.atEnd(); ++it) {
        if (QTextFrame *frame = it.currentFrame()) {
            if (auto *table = qobject_cast<QTextTable *>(frame))
                items.append({QTextBlock(), table});
        } else if (it.currentBlock().isValid()) {
            items.append({it.currentBlock(), nullptr});
        }
    }
    return items;
}

bool breaksBefore(const Item &item)
{
    const QTextFormat::PageBreakFlags policy = item.table ? item.table->format().pageBreakPolicy()
                                                          : item.block.blockFormat().pageBreakPolicy();
    return policy & QTextFormat::PageBreak_AlwaysBefore;
}

void setBreakBefore(const Item &item, bool on)
{
    const QTextFormat::PageBreakFlags policy = on ? QTextFormat::PageBreak_AlwaysBefore : QTextFormat::PageBreak_Auto;
    if (item.table) {
        QTextTableFormat format = item.table->format();
        format.setPageBreakPolicy(policy);
        item.table->setFormat(format);
    } else {
        QTextBlockFormat format;
        format.setPageBreakPolicy(policy);
        QTextCursor(item.block).mergeBlockFormat(format);
    }
}

// The first place that reads wrong, fixed; false when there is none.
bool fixFirst(QTextDocument *document, double pageHeight)
{
    const QList<Item> items = bodyItems(document);
    for (qsizetype i = 0; i < items.size(); ++i) {
        const Item &item = items[i];
        if (item.table) {
            const Span s = tableSpan(document, item.table, pageHeight);
            const QRectF rect = document->documentLayout()->frameBoundingRect(item.table);
            if (s.first >= 0 && s.last > s.first && rect.height() < pageHeight * 0.95 && !breaksBefore(item)) {
                setBreakBefore(item, true);
                return true;
            }
            continue;
        }
        if (isEmptyParagraph(item))
            continue;
        // A paragraph is drawn on every page its rect touches, and the lines outside a page
        // are then written into it invisibly (pdftotext finds them twice). So a paragraph
        // starts on the page of its first line and is not split: a new page before it.
        const Span lines = blockSpan(document, item.block, pageHeight);
        const int origin = pageOf(document->documentLayout()->blockBoundingRect(item.block).top() + 0.5, pageHeight);
        if (lines.first >= 0 && (lines.first != origin || lines.last != lines.first) && !breaksBefore(item)) {
            setBreakBefore(item, true);
            return true;
        }
        qsizetype next = i + 1;
        while (next < items.size() && isEmptyParagraph(items[next]))
            ++next;
        if (next >= items.size())
            continue;
        const bool heading = item.block.blockFormat().headingLevel() > 0;
        // A caption: the line just above a table or a chart (an inline object, U+FFFC).
        const bool caption = items[next].table != nullptr || items[next].block.text().contains(QChar::ObjectReplacementCharacter);
        if (!heading && !caption)
            continue;
        const Span mine = blockSpan(document, item.block, pageHeight);
        const Span theirs = items[next].table ? tableSpan(document, items[next].table, pageHeight)
                                              : blockSpan(document, items[next].block, pageHeight);
        if (mine.last >= 0 && theirs.first > mine.last && !breaksBefore(item)) {
            // The break moves up to this line: what follows now comes after it on the new
            // page, not on a page of its own.
            setBreakBefore(item, true);
            setBreakBefore(items[next], false);
            return true;
        }
    }
    return false;
}

} // namespace

int keepTogether(QTextDocument *document)
{
    const double pageHeight = document->pageSize().height();
    if (pageHeight <= 0)
        return 0;
    int breaks = 0;
    // Each pass adds one break to an element that had none, so this ends.
    while (breaks < 1000 && fixFirst(document, pageHeight)) {
        document->documentLayout()->documentSize(); // lay out again before looking
        ++breaks;
    }
    return breaks;
}

} // namespace gpuscout
