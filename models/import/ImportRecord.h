#pragma once

#include "domain/Availability.h"
#include "domain/BillingMode.h"
#include "domain/Source.h"
#include "domain/SparseModeValues.h"
#include "domain/Unknown.h"

#include <QList>
#include <QString>

#include <array>

namespace gpuscout {

// The file formats an import reads. Auto picks one from the file's header. PriceFeed is a
// vendor's price list read by models/feeds (`catalog update`), never chosen by --format.
enum class ImportFormat { Auto, GpuScoutCsv, GpuScoutJson, SkyPilot, VendorQuote, PriceFeed };
QString importFormatKey(ImportFormat f);            // "auto", "csv", "json", "skypilot", "quote", "price-feed"
bool importFormatFromKey(const QString &key, ImportFormat *out); // not "price-feed"
QStringList importFormatKeys();

// `text` without the white space around it; the same string when it has none, as a
// record's texts mostly do (the readers trim their cells), without a call into Qt for each.
inline QString trimmedText(const QString &text)
{
    if (text.isEmpty() || (!text.front().isSpace() && !text.back().isSpace()))
        return text;
    return text.trimmed();
}

// One offer as a file states it, before it is matched against the catalog. Names are kept
// as written (a provider may be a key or a display name, a GPU an alias); resolving them is
// the import plan's job, so that the preview can say what it did with each. Numbers the
// file leaves empty stay Unknown; an import never turns them into 0.
struct ImportRecord {
    int line = 0;             // 1-based line of the record in the file (JSON: the offer's index + 1)
    QString provider;
    QString instanceType;
    QString family;
    QString gpu;
    double gpuMemoryGb = Unknown; // per GPU, when the file states it (SkyPilot GpuInfo)
    double gpuCount = Unknown;
    double vcpus = Unknown;
    double ramGib = Unknown;
    double nvmeGb = Unknown;
    double networkGbps = Unknown;
    QString rdma;
    QString region;
    QString zone;
    QString currency;
    std::array<double, BillingModeCount> price{Unknown, Unknown, Unknown, Unknown}; // per hour
    SparseModeValues<QString> priceAsOf; // empty: the record's asOf
    SparseModeValues<double> accountPrice; // per hour, after the account's discounts
    double spotInterruption = Unknown;
    Availability availability = Availability::NotStated;
    QString availabilityAsOf;
    QString source;           // source key; empty: the import names one
    QString asOf;             // YYYY-MM-DD; empty: the import's date
    QString validUntil;       // a quote's expiry, YYYY-MM-DD, or empty
    bool illustrative = false;
    QString flags;
    QString notes;
    QString trust;            // the spec source's trust label (catalog exports carry it)
};

// A problem found in the file, with its place: line 0 means the file as a whole, an empty
// column the whole row.
struct ImportIssue {
    int line = 0;
    QString column;
    QString message;
};

// What reading a file gave: the records that parsed, the rows that did not (each with
// line, column and reason), and a fatal error when nothing could be read at all (binary
// data, too large, an encoding that cannot be decoded). Nothing here touches a database.
struct ImportDocument {
    ImportFormat format = ImportFormat::Auto; // the format actually read
    QString fileName;
    QString encoding;                         // "UTF-8", "UTF-16LE", "GB18030", ...
    QList<ImportRecord> records;
    QList<ImportIssue> rejected;
    QList<ImportIssue> warnings;              // read anyway, but worth saying (a guessed encoding, an unreadable GpuInfo)
    int skipped = 0;                          // rows left out on purpose (SkyPilot CPU-only rows), not errors
    QList<Source> sources;                    // sources the records name that the document defines (a price feed's editions)
    QString fatalError;                       // "file:line:column: what" or "file: what"

    bool ok() const { return fatalError.isEmpty(); }
};

} // namespace gpuscout
