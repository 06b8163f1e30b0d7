#pragma once

#include "GpuSpec.h"
#include "Offer.h"
#include "Provider.h"
#include "Source.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpuscout {

// The whole catalog in memory, as plain data: what the scoring engine reads.
struct Catalog {
    QList<GpuSpec> gpus;
    QList<Provider> providers;
    QList<Source> sources;
    QList<Offer> offers;
    QHash<QString, QString> gpuAliases; // lower-case alias -> canonical model

    int gpuIndex(const QString &modelOrAlias) const;     // -1 if unknown
    int providerIndex(const QString &keyOrName) const;   // -1 if unknown
    int sourceIndex(const QString &key) const;
    QStringList regions() const;                         // sorted, distinct
    QStringList providerKeys() const;
    QStringList gpuModels() const;
};

} // namespace gpuscout
