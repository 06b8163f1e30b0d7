#pragma once

#include "domain/BillingMode.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>

namespace gpuscout {

struct Catalog;

// How many offers have each figure, counted at FP16/BF16 (the default precision).
//  compute:   the GPU's dense FP16/BF16 TFLOPS is known;
//  vram:      the GPU's memory is known;
//  network:   the instance's network bandwidth is known;
//  stability: the provider publishes a single-instance SLA (without one, stability rests on
//             the editable "no SLA" default);
//  priced:    the offer has a price under each billing mode; an offer priced under none
//             needs a quote.
struct Coverage {
    int offers = 0;
    int compute = 0;
    int vram = 0;
    int network = 0;
    int stability = 0;
    std::array<int, BillingModeCount> priced{};
    int needsQuote = 0;

    int pricedFor(BillingMode m) const { return priced[indexOf(m)]; }
    // {"offers", "known": {"compute", "vram", "network", "stability"},
    //  "priced": {"on-demand", "spot", "reserved-1y", "monthly"}}
    QJsonObject toJson() const;
};

// What `gpuscout catalog stats` prints, the About box and the report summarise: the
// catalog's coverage as a whole and per provider (by key, in the catalog's provider order).
class CatalogStats
{
public:
    explicit CatalogStats(const Catalog &catalog);

    const Coverage &total() const { return m_total; }
    const QList<QPair<QString, Coverage>> &providers() const { return m_providers; }

    // The total's object with "providers": {KEY: {the same counts}} added.
    QJsonObject toJson() const;
    // One translated line: "2,654 offers of 22 providers; compute known for 98.6 %, ...".
    QString summary() const;

private:
    Coverage m_total;
    QList<QPair<QString, Coverage>> m_providers;
};

} // namespace gpuscout
