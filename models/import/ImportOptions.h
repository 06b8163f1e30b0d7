#pragma once

#include <QString>
#include <QtGlobal>

namespace gpuscout {

// Larger files are refused before they are read: a price list of a million offers is
// about 200 MB, and nobody previews that in one go.
inline constexpr qint64 DefaultMaxImportBytes = qint64(64) * 1024 * 1024;
// A workbook's sheet is refused past this many cells (100,000 offers of 20 columns): an
// .xlsx compresses so well that the file size alone bounds nothing.
inline constexpr qint64 DefaultMaxSheetCells = 2000000;

// What the person importing knows that the file does not say.
struct ImportOptions {
    QString encoding;   // force a text encoding ("GB18030", "windows-1252"); empty: detect it
    QString provider;   // SkyPilot files do not name their cloud: the provider for every record
    qint64 maxBytes = DefaultMaxImportBytes;
    qint64 maxSheetCells = DefaultMaxSheetCells; // an .xlsx sheet's cells with text, and its table's rows x columns
};

} // namespace gpuscout
