#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace gpuscout {

class CsvTable;
struct Catalog;
struct Measurement;

// Measurements as CSV (resources/catalog/measurements.csv, and `catalog measure export` /
// `import`): one row per figure, the columns of measurementCsvHeader() in any order. Only
// gpu, gpus_used, task, parameters, metric and value are required; an empty cell is unknown.
// A row without a key gets a new one; without kind and source it is a trial run.
QStringList measurementCsvHeader();
QStringList measurementCsvColumns(); // the required ones

// Appends the rows of `t` to *out; the GPU is resolved through the catalog's models and
// aliases. Fails on the first bad cell with "file:line: column: what, what was expected",
// leaving *out as it was.
bool readMeasurementRows(const CsvTable &t, const QString &file, const Catalog &catalog,
                         QList<Measurement> *out, QString *error);

QString measurementsCsv(const QList<Measurement> &measurements);

// A new key for a trial run.
QString newMeasurementKey();

} // namespace gpuscout
