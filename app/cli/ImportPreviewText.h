#pragma once

#include <QString>

#include <functional>

namespace gpuscout {

struct ImportPlan;
struct ImportRow;

// The preview `catalog import` and `catalog update` print: one summary line (added,
// updated, unchanged, rejected, with warnings, skipped), the providers the import adds,
// then each row that adds or updates an offer (updated rows list field old -> new) with
// its warnings. Handed to `write` in pieces of whole lines as it is made: held whole, the
// preview of a 100,000-row import was 33 MB of text, then as much again as terminal text
// and as UTF-8, at the import's peak. Stops when `write` returns false (and returns false).
bool writeImportPreview(const ImportPlan &plan, const std::function<bool(const QString &)> &write);

// "aws p4d.24xlarge us-east-1 A100-40GB": the offer a row is about.
QString describeImportRow(const ImportRow &row);

} // namespace gpuscout
