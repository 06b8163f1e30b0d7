#pragma once

#include <QString>

class QFile;

namespace gpuscout {

// Opens `path` for reading only when it is a regular file. A named pipe or a device would
// block the open itself (a FIFO waits for a writer) or feed a reader without end, so the
// file is opened without blocking, checked on the open descriptor (no race with a rename),
// then handed to `file` in ordinary blocking mode. False with a message naming the path
// and what it is otherwise.
bool openRegularFile(QFile *file, const QString &path, QString *error);

} // namespace gpuscout
