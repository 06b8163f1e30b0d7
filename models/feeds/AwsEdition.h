#pragma once

#include "domain/Source.h"

#include <QString>

namespace gpuscout {

struct FeedReadControl;

// The Source of prices read from an AmazonEC2 offer file: one per publication date
// ("aws-price-list-2025-09-12"), named with the file's version. A file without a
// publication date is dated by control.fetchedOn.
Source awsEdition(const QString &version, const QString &publicationDate, const FeedReadControl &control);

} // namespace gpuscout
