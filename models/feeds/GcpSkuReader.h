#pragma once

#include "feeds/FeedReadControl.h"

#include <QString>

class QIODevice;

namespace gpuscout {

class GcpSkuTable;

// Reads one page of the Cloud Billing Catalog's SKU listing ({"skus": [...],
// "nextPageToken": ...}), or a bare array of SKUs, into a GcpSkuTable. An error body
// ({"error": {"code", "status", "message"}}) is reported as the API's answer.
class GcpSkuReader
{
public:
    explicit GcpSkuReader(GcpSkuTable *out);

    bool read(QIODevice *device, const FeedReadControl &control);
    QString error() const { return m_error; }
    QString nextPageToken() const { return m_next; }

private:
    GcpSkuTable *m_out;
    QString m_error;
    QString m_next;
};

} // namespace gpuscout
