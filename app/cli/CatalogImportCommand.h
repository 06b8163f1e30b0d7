#pragma once

class QCommandLineParser;

namespace gpuscout {

struct ImportPlan;

// `gpuscout catalog import FILE`: reads the file, prints the preview (counts, then every
// row that adds or updates an offer; rejected rows go to stderr as FILE:LINE:COLUMN:
// reason) and, unless --dry-run, writes the result to the catalog in one transaction.
// Any rejected row refuses the whole import (exit 2, nothing written) unless
// --skip-rejected. Returns the exit status.
int runCatalogImport(const QCommandLineParser &parser);

// `gpuscout catalog template --format csv|quote`.
int runCatalogTemplate(const QCommandLineParser &parser);

} // namespace gpuscout
