#include "cli/FormatOption.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace gpuscout {

QString formatOption(const QCommandLineParser &parser, const QString &command, const QStringList &known)
{
    const QString format = parser.value(QStringLiteral("format")).trimmed().toLower();
    if (format.isEmpty())
        return known.value(0);
    if (known.contains(format))
        return format;
    // "table, csv or json"
    const QString expected = known.size() < 2
        ? known.value(0)
        : QCoreApplication::translate("gpuscout::CommandLine", "%1 or %2")
              .arg(known.mid(0, known.size() - 1).join(QStringLiteral(", ")), known.last());
    QTextStream(stderr) << (command.isEmpty()
        ? QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: --format '%1' is not known; expected %2").arg(format, expected)
        : QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: --format '%1' is not known for %2; expected %3").arg(format, command, expected))
                        << '\n';
    return {};
}

} // namespace gpuscout
