#pragma once

#include "domain/BillingMode.h"
#include "domain/Unknown.h"

#include <QList>
#include <QString>
#include <QStringList>

class QJsonObject;

namespace gpuscout {

// A Compute Engine SKU of the Cloud Billing Catalog that goes into a GPU machine's price:
// a GPU ("Nvidia Tesla A100 GPU running in Americas"), or a machine series' vCPU or memory
// ("A2 Instance Core ...", "A2 Instance Ram ...", "Commitment v1: A2 Cpu in ... for 1 Year").
struct GcpSku {
    enum class Kind { Gpu, Core, Ram };
    Kind kind = Kind::Gpu;
    BillingMode mode = BillingMode::OnDemand; // Spot = Preemptible, Reserved1y = 1-year commitment
    QString name;        // GPU: lower-case model words ("a100 80gb"); Core and Ram: the series ("A2")
    QString skuId;
    QString description;
    QStringList regions;
    double price = Unknown; // per hour, or per GiB-hour for Ram: units + nanos / 1e9
    QString currency;
    QString effective;   // YYYY-MM-DD
};

// The SKUs of a whole listing (all pages) that can price the A2, A3, A4 and G2 machine
// types. Licence fees, DWS, calendar-mode reservations, 3-year commitments and SKUs that
// name no region are left out as they are read.
class GcpSkuTable
{
public:
    // Classifies one SKU object of the API; false when it is not one GpuScout uses.
    bool add(const QJsonObject &sku);
    const QList<GcpSku> &skus() const { return m_skus; }
    int seen() const { return m_seen; }

    // The most specific SKU (fewest regions) of that kind, name and mode in the region.
    const GcpSku *find(GcpSku::Kind kind, const QString &name, BillingMode mode, const QString &region) const;

private:
    QList<GcpSku> m_skus;
    int m_seen = 0;
};

} // namespace gpuscout
