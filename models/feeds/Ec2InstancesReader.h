#pragma once

#include "feeds/FeedReadControl.h"

#include <QString>

class QIODevice;
class QJsonObject;

namespace gpuscout {

class FeedCollector;

// Reads ec2instances.info's instances.json (an array of instance records, or one record)
// as it streams. Records with a GPU count above 0 give, per region, the Linux on-demand
// price, the 1-year standard no-upfront reserved price (already an effective hourly
// figure) and the average spot price (spot_avg). GPU_model names the GPU, so an instance
// type the catalog lacks can still be added when the catalog knows that GPU. The file
// carries no date: the edition is dated control.fetchedOn (the download's Last-Modified
// or the file's modification date).
class Ec2InstancesReader
{
public:
    explicit Ec2InstancesReader(FeedCollector *out);

    bool read(QIODevice *device, const FeedReadControl &control);
    QString error() const { return m_error; }

private:
    struct Record;
    void take(const Record &record, const QJsonObject &pricing);

    FeedCollector *m_out;
    QString m_error;
    int m_records = 0;
};

} // namespace gpuscout
