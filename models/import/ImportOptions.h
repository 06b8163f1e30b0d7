#pragma once

#include <QString>
#include <QtGlobal>

namespace gpuscout {

// Larger files are refused before they are read: a price list of a million offers is
// about 200 MB, and nobody previews that in one go.
inline constexpr qint64 DefaultMaxImportBytes = qint64(64) * 1024 * 1024;

// What the person importing knows that the file does not say.
struct ImportOptions {
    QString encoding;   // force a text encoding ("GB18030", "windows-1252"); empty: detect it
    QString provider;   // SkyPilot files do not name their cloud: the provider for every record
    qint64 maxBytes = DefaultMaxImportBytes;
};

} // namespace gpuscout
