#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace gpuscout {

// The PDF's document information (what pdfinfo and a viewer's Properties show).
struct PdfInfo {
    QString title;
    QString author;
    QString subject;
    QString creator;
    QString producer;
    QDateTime created;
};

// Qt 6.4's QPdfWriter writes only Title, Creator and Producer (setTitle, setCreator; it has
// no setAuthor or setSubject). This appends a PDF incremental update to a finished file: a
// new information dictionary with every field, and a cross-reference section and trailer
// that point to it (the rest of the file is untouched, as PDF 1.4 §3.4.5 allows). Returns
// the file unchanged when its trailer is not the classic kind this reads.
QByteArray withDocumentInfo(const QByteArray &pdf, const PdfInfo &info);

} // namespace gpuscout
