#pragma once

#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace gpuscout {

// The --format option of a command, checked the same way by every command: lower-cased,
// the first of `known` when it is not given. An unknown format is reported on stderr
// ("gpuscout: --format 'xml' is not known for sensitivity; expected table or json") and
// gives an empty string. `command` names the command in that message; `rank`, the
// default command, passes an empty one.
QString formatOption(const QCommandLineParser &parser, const QString &command, const QStringList &known);

} // namespace gpuscout
