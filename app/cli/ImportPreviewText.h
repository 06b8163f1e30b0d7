#pragma once

#include <QString>

namespace gpuscout {

struct ImportPlan;
struct ImportRow;

// The preview `catalog import` and `catalog update` print: one summary line (added,
// updated, unchanged, rejected, with warnings, skipped), the providers the import adds,
// then each row that adds or updates an offer (updated rows list field old -> new) with
// its warnings.
QString importPreviewText(const ImportPlan &plan);

// "aws p4d.24xlarge us-east-1 A100-40GB": the offer a row is about.
QString describeImportRow(const ImportRow &row);

} // namespace gpuscout
