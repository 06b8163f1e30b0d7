#pragma once

#include <QString>

namespace gpuscout {

// Where a row of the catalog comes from. Every offer names one.
struct Source {
    QString key;
    QString name;
    QString url;       // URL or document
    QString asOf;      // YYYY-MM-DD
    QString licence;
    bool illustrative = false; // figures from the background articles, not quotes
    QString notes;
};

} // namespace gpuscout
