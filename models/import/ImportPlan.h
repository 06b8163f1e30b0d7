#pragma once

#include "import/ImportRecord.h"
#include "domain/Offer.h"
#include "domain/Provider.h"
#include "domain/Source.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gpuscout {

struct Catalog;

// What the person importing decides, beside the file.
struct ImportSettings {
    QString today;            // YYYY-MM-DD: the as-of of undated records; quotes expire against it
    QString sourceKey;        // the Source of records that name none
    QString sourceName;
    QString defaultProvider;  // for records that name no provider (SkyPilot files)
    bool addUnknownProviders = false; // else a row naming a provider the catalog lacks is rejected
    // Price feeds: a price the record repeats keeps the date it was quoted and is marked
    // confirmed on the record's date (Offer::priceConfirmed); a file import re-dates it.
    bool confirmUnchangedPrices = false;
};

// Settings for importing `fileName` today: the source "import-<file name>-<date>".
ImportSettings importSettingsFor(const QString &fileName, const QString &today);

// One field an update changes, as text for the preview.
struct FieldChange {
    QString field; // the column name, as in GpuScout's CSV ("on_demand", "as_of", ...)
    QString before;
    QString after;
};

// What the import does with one row of the file (or several rows of a quote sheet that
// give the same offer's prices for different billing modes: see mergedLines).
struct ImportRow {
    enum class Status { Added, Updated, Unchanged, Rejected };

    Status status = Status::Rejected;
    int line = 0;
    QList<int> mergedLines;   // later lines folded into this row
    QString provider;         // the provider key, or the name as written when unresolved
    QString instanceType;
    QString region;
    QString zone;
    QString gpu;              // the catalog model, or the name as written when unresolved
    QString column;           // Rejected: the column at fault; empty: the whole row
    QString message;          // Rejected: why
    QStringList warnings;     // anomalies: the row is imported, but worth a look
    QList<FieldChange> changes; // Updated
    int offerIndex = -1;      // Updated, Unchanged: the catalog offer it matches
    Offer offer;              // Added, Updated: the offer as it will be (id 0 when new)
    bool unknownProvider = false; // Rejected because the provider is new and adding was not allowed
    bool addsProvider = false;    // Added with a provider the import creates

    bool applies() const { return status == Status::Added || status == Status::Updated; }
};

// Everything an import would do, computed without touching any file: the preview shows
// it, applyPlan() carries it out.
struct ImportPlan {
    QString fileName;
    ImportFormat format = ImportFormat::Auto;
    QString encoding;
    QString fatalError;             // nothing could be read: no rows
    QString today;
    QList<ImportRow> rows;          // by line
    QList<ImportIssue> fileWarnings; // from the reader (a guessed encoding, ...)
    int skipped = 0;                // rows the reader left out on purpose
    QList<Provider> newProviders;   // created for the rows that apply (indices follow the catalog's)
    QList<Source> newSources;       // the import's source, and keys the file names that the catalog lacks
    QStringList unknownProviders;   // provider names rejected because adding was not allowed

    bool ok() const { return fatalError.isEmpty(); }
    int count(ImportRow::Status status) const;
    int warningCount() const;       // rows that apply with warnings
    int applyCount() const;         // rows that add or update an offer
};

// Matches the document's records against the catalog. Offers match on provider, instance
// type, region and zone (a record without a zone also matches the one offer of that
// provider, instance type and region). A later row for the same offer is rejected as a
// duplicate, unless it only adds billing modes the earlier row left empty (a quote sheet
// gives each billing mode a line): then the two are merged. Rows that checkOffer() finds
// errors in are rejected; its warnings stay with the row. Figures a record leaves empty
// keep the catalog's value, and a price dated before the catalog's stays the catalog's.
ImportPlan planImport(const Catalog &current, const ImportDocument &doc, const ImportSettings &settings);
// The same, consuming the document's records: each record's texts go to its plan row or
// are dropped as it is matched, and the records themselves once all are.
ImportPlan planImport(const Catalog &current, ImportDocument &&doc, const ImportSettings &settings);

// The catalog with the plan's Added and Updated rows applied (the rejected ones are left
// out): new providers and sources appended, new offers with fresh ids (max + 1), each
// replaced price kept in priceHistory with its as-of; an Unchanged row's confirmation
// dates are recorded. Nothing is deleted.
Catalog applyPlan(const Catalog &current, const ImportPlan &plan);
// The same, moving the offers out of the plan (whose rows are then spent).
Catalog applyPlan(const Catalog &current, ImportPlan &&plan);

QString importStatusKey(ImportRow::Status status); // "added", "updated", "unchanged", "rejected"

} // namespace gpuscout
