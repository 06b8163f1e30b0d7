#pragma once

#include <QString>
#include <QtGlobal>

#include <atomic>
#include <functional>

namespace gpuscout {

// What a feed reader is told besides its input: where to report progress, how to see that
// the person cancelled, and what the feed's edition is when the data do not say.
struct FeedReadControl {
    const std::atomic_bool *cancel = nullptr;
    // Called about every megabyte read: the bytes read so far and the records gathered.
    std::function<void(qint64 bytes, int records)> progress;
    QString url;         // where the input came from (a URL or a file), for the edition's Source
    QString fetchedOn;   // YYYY-MM-DD: the as-of of feeds that carry no publication date
    QString region;      // the region a per-region file prices, when its rows do not say

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

} // namespace gpuscout
