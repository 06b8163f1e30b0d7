#pragma once

#include "import/ImportOptions.h"

#include <QByteArray>
#include <QString>

namespace gpuscout {

struct ImportDocument;

// Reads a file for import, refusing it before reading when it is larger than maxBytes.
// Sets doc->fileName (when empty) to the path; on failure sets doc->fatalError, naming the
// file, and returns an empty array.
QByteArray readImportFile(const QString &path, ImportDocument *doc, qint64 maxBytes = DefaultMaxImportBytes);

// Turns a file's bytes into text: refuses binary data, follows a byte-order mark (UTF-8,
// UTF-16 LE/BE, UTF-32 LE/BE), otherwise checks UTF-8 and falls back to GB18030 when the
// bytes look like Chinese text saved by Excel, unless options.encoding forces one. Line
// ends become LF. Sets doc->encoding; on failure sets doc->fatalError and returns a null
// string.
QString decodeImportText(const QByteArray &bytes, const ImportOptions &options, ImportDocument *doc);

// A fatal error's text: "file:place: what", where place is "line" or "line:column" and
// either may be empty.
QString importErrorAt(const ImportDocument &doc, const QString &place, const QString &what);

// The offset of the first byte that is not part of well-formed UTF-8, or -1.
qsizetype firstInvalidUtf8(const QByteArray &bytes);

// "line:column" (1-based) of a byte offset into UTF-8 text, columns counted in characters.
QString utf8LineColumn(const QByteArray &bytes, qsizetype offset);

} // namespace gpuscout
