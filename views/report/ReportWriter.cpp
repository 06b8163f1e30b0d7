#include "report/ReportWriter.h"

#include "report/PdfInfo.h"
#include "report/ReportHtml.h"
#include "report/ReportLanguage.h"
#include "report/ReportPagination.h"
#include "report/ReportPriceHistory.h"
#include "report/ReportRadar.h"

#include "scoring/Ranking.h"
#include "domain/Scenario.h"
#include "io/SafeFileWriter.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QTextOption>

namespace gpuscout {

namespace {

// Laid out at 96 dots per inch like a screen; the PDF is vector, so only coordinates
// depend on it. A4 is then 794 × 1123.
constexpr int Dpi = 96;
constexpr double Millimetre = Dpi / 25.4;
constexpr double SideMargin = 18 * Millimetre;
constexpr double TopMargin = 22 * Millimetre;    // the running header sits in it
constexpr double BottomMargin = 18 * Millimetre; // the page number sits in it

// WenQuanYi Micro Hei first: with it pdftotext gives back the right characters in both
// languages (Noto Sans CJK comes back with Kangxi radicals); DejaVu Sans covers symbols.
QFont reportFont(double pointSize)
{
    QFont font;
    font.setFamilies({QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("DejaVu Sans")});
    font.setPointSizeF(pointSize);
    return font;
}

void drawRunningParts(QPainter *painter, const QRectF &page, const QRectF &body, int pageNumber, int pageCount,
                      const QString &dateText)
{
    painter->save();
    painter->setFont(reportFont(8));
    painter->setPen(QColor(0x55, 0x55, 0x55));
    const double headerBaseline = body.top() - 4 * Millimetre;
    const QRectF header(body.left(), headerBaseline - 6 * Millimetre, body.width(), 6 * Millimetre);
    painter->drawText(header, Qt::AlignLeft | Qt::AlignBottom, ReportHtml::title());
    painter->drawText(header, Qt::AlignRight | Qt::AlignBottom, dateText);
    painter->setPen(QPen(QColor(0xb8, 0xc4, 0xd0), 0.75));
    painter->drawLine(QPointF(body.left(), headerBaseline + 1.5 * Millimetre),
                      QPointF(body.right(), headerBaseline + 1.5 * Millimetre));
    painter->setPen(QColor(0x55, 0x55, 0x55));
    const QRectF footer(body.left(), page.bottom() - BottomMargin + 6 * Millimetre, body.width(), 6 * Millimetre);
    painter->drawText(footer, Qt::AlignRight | Qt::AlignTop,
                      QCoreApplication::translate("gpuscout::ReportWriter", "Page %1 of %2").arg(pageNumber).arg(pageCount));
    painter->restore();
}

} // namespace

bool writeReport(const QString &path, const RankingResult &result, const Scenario &scenario,
                 const QList<int> &comparedOffers, const ReportOptions &options, QString *error, int *pageCount)
{
    const ReportLanguage language(options.language);
    if (result.size() == 0) {
        *error = QCoreApplication::translate("gpuscout::ReportWriter", "%1: no report written: %2")
                     .arg(path, result.ranking && !result.ranking->ok()
                              ? result.ranking->error
                              : QCoreApplication::translate("gpuscout::ReportWriter", "no offer passes the constraints"));
        return false;
    }

    // Rendered into memory: a failure while rendering never touches the disk.
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    QPdfWriter writer(&file);
    writer.setResolution(Dpi);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF()));
    const QString creator = QStringLiteral("GpuScout %1").arg(QCoreApplication::applicationVersion()).trimmed();
    writer.setTitle(ReportHtml::title());
    writer.setCreator(creator);

    const QRectF page(0, 0, writer.width(), writer.height());
    const QRectF body = page.adjusted(SideMargin, TopMargin, -SideMargin, -BottomMargin);

    QTextDocument document;
    document.documentLayout()->setPaintDevice(&writer);
    document.setDefaultFont(reportFont(9));
    document.setDocumentMargin(0);
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere); // long instance names never overflow a cell
    document.setDefaultTextOption(wrap);
    QFont chartFont = reportFont(8);
    ReportRadar radar(radarEntries(result, comparedOffers.mid(0, 6), {}), chartFont,
                      QSizeF(body.width() * 0.56, body.width() * 0.44));
    const ReportHtml html(result, scenario, comparedOffers, options);
    document.setHtml(html.html(radar.legendItems()));
    radar.insertInto(&document, ReportHtml::radarPlaceholder());
    ReportPriceHistory history(result, scenario.billing, options.staleAfterDays, chartFont, QSizeF(body.width(), body.width() * 0.5),
                               options.storedLines);
    if (options.priceHistory)
        history.insertInto(&document, reportHistoryCharts(result, html.comparedOffers()));
    document.setPageSize(body.size());
    keepTogether(&document); // headings with what follows, whole tables where they fit

    const int pages = document.pageCount();
    const QString dateText = QLocale().toString(options.date, QStringLiteral("yyyy-MM-dd"));
    QPainter painter;
    if (!painter.begin(&writer)) {
        *error = QCoreApplication::translate("gpuscout::ReportWriter", "%1: cannot be written: the PDF could not be started")
                     .arg(QFileInfo(path).absoluteFilePath());
        return false;
    }
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        drawRunningParts(&painter, page, body, i + 1, pages, dateText);
        painter.save();
        painter.translate(body.left(), body.top() - i * body.height());
        document.drawContents(&painter, QRectF(0, i * body.height(), body.width(), body.height()));
        painter.restore();
    }
    if (!painter.end()) {
        *error = QCoreApplication::translate("gpuscout::ReportWriter", "%1: cannot be written: the PDF could not be finished")
                     .arg(QFileInfo(path).absoluteFilePath());
        return false;
    }
    file.close();
    // Author and subject too, which QPdfWriter cannot set in Qt 6.4.
    PdfInfo info;
    info.title = ReportHtml::title();
    info.author = options.author;
    info.subject = html.subject();
    info.creator = creator;
    info.producer = QStringLiteral("Qt %1").arg(QString::fromLatin1(qVersion()));
    info.created = options.date;
    if (!writeFileAtomically(path, withDocumentInfo(file.data(), info), error))
        return false;
    if (pageCount)
        *pageCount = pages;
    return true;
}

} // namespace gpuscout
