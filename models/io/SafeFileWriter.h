#pragma once

#include <QByteArray>
#include <QString>

namespace gpuscout {

// Replaces the file at `path` with `bytes`, or leaves it exactly as it was.
//
// QSaveFile alone is not enough: on Qt 6.4 its commit() reports success after a write that
// failed on a full disk, and it happily "saves" to /dev/full. So every step is checked:
// the bytes go to a new file beside the target, every write() and the fsync() must
// succeed, the new file's size must equal the byte count, and only then is it renamed
// over the target (atomic on one filesystem) and the folder synced. A target that exists
// but is not a regular file (a device such as /dev/full, a pipe, a folder) is refused. A
// symbolic link is followed as an editor follows it, through any chain of links: the file
// at its end is replaced (or created) and the links stay links; a loop of links is refused.
// A new file gets the permissions the umask gives; a replaced one keeps its own.
//
// The caller renders the whole content into memory first (reports included), so that a
// failure while rendering never touches the disk. On failure *error says what happened,
// naming the path, and ends by saying the old file is intact.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

} // namespace gpuscout
