#pragma once

#include "catalog/CatalogDatabase.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QCommandLineParser;

namespace gpuscout {

struct Catalog;

// What every command does with its output, its errors and its catalog.

// Text from a file or a server made safe for a terminal: control characters (ANSI escape
// sequences, carriage returns, C1 codes) shown as \xNN, and each line cut to maxLineChars
// with the count of what was left out.
QString terminalText(const QString &text, int maxLineChars = 2000);
// One line on stderr, through terminalText.
void printError(const QString &line);
// The command's result on stdout. Output redirected to a file on a full disk (or a closed
// pipe) is a failure: exit 1 with the reason, never a silent success.
int printOutput(const QByteArray &bytes);
// Repeated options and comma-separated values both give lists.
QStringList listValues(const QCommandLineParser &parser, const QString &name);
// Opens the catalog a command reads (--db, $GPUSCOUT_DB, the per-user catalog). A file that
// is not a GpuScout catalog (or is damaged) is bad input (exit 2); one in use by another
// program, unreadable or on a failing disk is the environment's failure (exit 1).
// WithoutHistory for a command that shows no price history: a catalog with years of daily
// history then opens as fast as one without.
std::shared_ptr<const Catalog> loadCommandCatalog(const QCommandLineParser &parser, int *exitCode,
                                                  CatalogDatabase::Parts parts = CatalogDatabase::Parts::Everything);

// Changes the catalog a command writes (--db, $GPUSCOUT_DB, the per-user catalog) in one
// transaction: `edit` makes the new catalog from the current one, or says why not (bad
// input, exit 2, nothing written); `done` gives the line printed after the write.
int writeCommandCatalog(const QCommandLineParser &parser, const std::function<bool(const Catalog &, Catalog *, QString *)> &edit,
                        const std::function<QString(const QString &path)> &done);

} // namespace gpuscout
