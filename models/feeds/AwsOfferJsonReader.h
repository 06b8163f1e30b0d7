#pragma once

#include "feeds/FeedReadControl.h"

#include <QString>

class QIODevice;

namespace gpuscout {

class FeedCollector;

// Reads one AmazonEC2 offer file in the JSON variant (offers/v1.0/aws/AmazonEC2/<version>/
// <region>/index.json) as it streams: `products` first, keeping only the wanted SKUs
// (AwsProduct::wanted), then `terms`, reading the on-demand and 1-year no-upfront terms of
// those SKUs and skipping everything else unparsed. Memory grows with the GPU products of
// the file, not with its size. A file that lists terms before products is read twice
// (it must then be seekable). publicationDate dates the edition.
class AwsOfferJsonReader
{
public:
    explicit AwsOfferJsonReader(FeedCollector *out);

    // False when the file cannot be read as an offer file (error() says where and why);
    // prices gathered before the error stay in the collector, which the caller discards.
    bool read(QIODevice *device, const FeedReadControl &control);
    QString error() const { return m_error; }

private:
    FeedCollector *m_out;
    QString m_error;
};

} // namespace gpuscout
