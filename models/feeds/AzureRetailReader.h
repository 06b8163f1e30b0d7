#pragma once

#include "feeds/FeedReadControl.h"

#include <QString>

class QIODevice;
class QJsonObject;

namespace gpuscout {

class FeedCollector;

// Reads one page of the Azure Retail Prices API ({"Items": [...], "NextPageLink": ...}),
// or a bare array of items (as collectors save them), item by item. What counts:
// Virtual Machines items of a GPU size (armSkuName Standard_NC/ND/NG/NV...), Linux (no
// " Windows" at the end of productName); type Consumption is on-demand, or spot when
// skuName ends in " Spot" (" Low Priority" is left out); type Reservation with
// reservationTerm "1 Year" is the reserved price, whose retailPrice is the whole year's
// (the unit still says "1 Hour"), so it is divided by 8760. DevTestConsumption, longer
// reservations, duplicate meters (isPrimaryMeterRegion false), withdrawn meters (an
// effectiveEndDate before the start) and expired ones (ended before control.fetchedOn)
// are left out.
class AzureRetailReader
{
public:
    explicit AzureRetailReader(FeedCollector *out);

    bool read(QIODevice *device, const FeedReadControl &control);
    QString error() const { return m_error; }
    // The page's NextPageLink, empty on the last page.
    QString nextPageLink() const { return m_next; }
    int itemCount() const { return m_items; }

    // The edition (Source) of prices fetched on `day` from `url`.
    static void beginEdition(FeedCollector *out, const QString &day, const QString &url);

private:
    void take(const QJsonObject &item, const FeedReadControl &control);

    FeedCollector *m_out;
    QString m_error;
    QString m_next;
    int m_items = 0;
};

} // namespace gpuscout
