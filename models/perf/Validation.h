#pragma once

#include "domain/Measurement.h"

#include <QList>
#include <QString>

namespace gpuscout {

struct Catalog;

// The performance model checked against the catalog's benchmark measurements: each is
// predicted by a model fitted without it and without every other figure of the same system
// and workload (leave one group out), and compared with what was measured. Trial runs are
// not validated (they are used as they are).
struct ValidationRow {
    int measurement = -1;   // index into the catalog's measurements
    QString family;         // the rows' kind, for the summary by family (familyName())
    QString level;          // the calibration used: gpu | architecture | all-gpus | training
    double measured = Unknown;
    double predicted = Unknown;  // Unknown: the model cannot predict the row (see note)
    QString note;           // why it cannot be predicted; translated
    // |ln(predicted / measured)|: 0.25 is about 28 % off, ln 1.5 = 0.405, ln 2 = 0.693.
    double logError() const;
};

struct ValidationSummary {
    int rows = 0;            // predicted rows
    int unpredicted = 0;
    double medianAbsError = Unknown;  // median |ln(predicted / measured)|, as a fraction (0.12 = 12 %)
    double within15 = Unknown;        // share within 1.5x
    double within2 = Unknown;         // share within 2x
    double worstRatio = Unknown;      // the largest predicted/measured or measured/predicted
};

QList<ValidationRow> validatePerformance(const Catalog &catalog);
ValidationSummary summarizeValidation(const QList<ValidationRow> &rows);
// The families in a stable order, with a readable name for each key.
QStringList validationFamilies(const QList<ValidationRow> &rows);
QString familyName(const QString &family);
// The README's validation tables (English, Markdown): one row per family and the total, then
// the training calibration (efficiency per architecture, the fitted RDMA alpha).
QString validationMarkdown(const Catalog &catalog, const QList<ValidationRow> &rows);

} // namespace gpuscout
