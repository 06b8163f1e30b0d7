#pragma once

#include <QStringList>
#include <QtGlobal>

namespace gpuscout::HugePageRestart {

// From this many bytes of input a run touches enough memory for huge pages to pay for a
// second start (35 ms here): a 100,000-row import (a 15 MB file into a 4 MB catalog) or a
// 100,000-offer catalog (35 MB). The bundled catalog (4 MB) starts once.
constexpr qint64 ThresholdBytes = 8 * 1024 * 1024;

// What an offer takes in a catalog file without price history: 34 MB for the 102,654 offers
// of the bundled catalog plus 100,000 imported rows.
constexpr qint64 CatalogBytesPerOffer = 340;

// Bytes of the files a run with these arguments (the program first) reads whole: every
// argument that names a regular file, and the catalog (--db, else $GPUSCOUT_DB, else the
// per-user catalog) unless the run only streams its price history (readsCatalogWhole). A
// catalog that tips the sum over ThresholdBytes counts its offers x CatalogBytesPerOffer
// when that is less than its file: most of a large file can be history that the run never
// reads (5,000,000 rows are 316 MB of a 320 MB file with 10,000 offers). A team catalog's
// URL or a missing file counts nothing.
qint64 inputBytes(const QStringList &args);

// False for the runs that read the catalog's price history in pieces and never hold its
// offers: `catalog export --what history` and `catalog history ...`; they stay small on a
// large file whatever it holds.
bool readsCatalogWhole(const QStringList &args);

// With glibc, and GLIBC_TUNABLES unset, and inputs of at least ThresholdBytes: replaces the
// process with the same program and arguments under GLIBC_TUNABLES=glibc.malloc.hugetlb=1.
// Returns otherwise, or when that cannot be done. Call first thing in main(), before any
// thread exists.
void restartIfLarge(int argc, char **argv);

} // namespace gpuscout::HugePageRestart
