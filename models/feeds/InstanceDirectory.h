#pragma once

#include "domain/Unknown.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace gpuscout {

struct Catalog;

// What the catalog knows about one instance type, whatever the region: the vendors' price
// lists name the instance but rarely its GPU model (AWS gives a count, Azure and GCP not
// even that), so a price from a feed takes these from the catalog.
struct InstanceFacts {
    QString instanceType; // as the catalog spells it
    QString family;
    QString gpu;          // the catalog's GPU model
    double gpuCount = Unknown;
    double vcpus = Unknown;
    double ramGib = Unknown;
    double nvmeGb = Unknown;
    double networkGbps = Unknown;
    QString rdma;
};

// The catalog's instance types per provider, its regions and GPU names, copied out so that
// a reader on a worker thread never touches the live catalog.
class InstanceDirectory
{
public:
    InstanceDirectory() = default;
    explicit InstanceDirectory(const Catalog &catalog);

    // Case-insensitive; null when the catalog has no such instance type for the provider.
    const InstanceFacts *find(const QString &provider, const QString &instanceType) const;
    QList<InstanceFacts> instances(const QString &provider) const; // sorted by instance type
    QStringList regions(const QString &provider) const;            // sorted, distinct
    // The catalog's model for a GPU name or alias ("NVIDIA A10G" -> "A10G"), or empty.
    QString gpuModel(const QString &nameOrAlias) const;
    double gpuVramGb(const QString &model) const;

    // Adds or replaces one instance type (tests and benchmarks build directories by hand).
    void add(const QString &provider, const InstanceFacts &facts);
    void addRegion(const QString &provider, const QString &region);

private:
    static QString key(const QString &provider, const QString &instanceType);

    QHash<QString, InstanceFacts> m_instances;
    QHash<QString, QStringList> m_byProvider;
    QHash<QString, QStringList> m_regions;
    QHash<QString, QString> m_gpuAliases; // lower-case name -> model
    QHash<QString, double> m_vram;        // lower-case model -> GB
};

} // namespace gpuscout
