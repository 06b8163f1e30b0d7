#pragma once

#include <QString>

namespace gpuscout {

struct Catalog;
struct Measurement;
struct OfferJob;

// The words about where a job's time comes from (OfferJob::basis): a measurement that stands
// in for the estimate, or the performance model and what calibrates it. Shared by the ranking
// table, the winner card and the catalog editor's list of measurements, so that the three say
// the same thing the same way.

// The mark a job figure carries: "✓" measured, "≈" estimated, empty when unknown.
QString basisMark(const OfferJob &job);

// Who measured: "your trial run", or the source's name; `brief` keeps the name before the
// description the catalog's source names carry after a colon or in brackets ("Spare Cores
// sc-inspector-data", "MLPerf Training v5.0 results").
QString measurementSourceText(const Catalog &catalog, const Measurement &m, bool brief = false);
// What ran it: "AWS g6.xlarge" (provider + instance type), or "H100-SXM × 8" for a system
// that is not a cloud instance type.
QString measurementSystemText(const Catalog &catalog, const Measurement &m);
// A model's size as people say it: 8B, 70.6B, 1.5T.
QString modelSizeText(double parameters);
// The run measured: "Llama 3.1 8B, 1,024 in / 256 out × 8 concurrent" or "7B, batch 8 × 2,048 tokens".
QString measurementWorkloadText(const Measurement &m);

// The tooltip lines on a job figure: the basis (source, system, date and correction of a
// measurement; the calibration of an estimate), and for serving its tokens a second, time to
// first token and time per output token. `fixedHours`: the workload gives its own hours.
QString jobBasisDetail(const Catalog &catalog, const OfferJob &job, bool serving, bool fixedHours);
// One short line for the winner card: "✓ Job time measured: your trial run, 2026-02-01".
QString jobBasisLine(const Catalog &catalog, const OfferJob &job);

} // namespace gpuscout
