#pragma once

#include "feeds/FeedReadControl.h"

#include <QString>

class QIODevice;

namespace gpuscout {

class FeedCollector;

// Reads one AmazonEC2 offer file in the CSV variant (offers/.../index.csv) as it streams:
// a few metadata lines ("Publication Date", "Version"), then a header and one row per
// price dimension. Columns are found by name (Instance Type, GPU, vCPU, Memory, TermType,
// LeaseContractLength, PurchaseOption, OfferingClass, Unit, PricePerUnit, Currency,
// Region Code, ...), so their order may change. Rows of the wanted products
// (AwsProduct::wanted) are summed per term (an hourly row and an upfront-fee row make one
// reserved price) and added when the file ends.
class AwsOfferCsvReader
{
public:
    explicit AwsOfferCsvReader(FeedCollector *out);

    bool read(QIODevice *device, const FeedReadControl &control);
    QString error() const { return m_error; }

private:
    FeedCollector *m_out;
    QString m_error;
};

} // namespace gpuscout
