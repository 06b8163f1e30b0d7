#include "feeds/InstanceDirectory.h"

#include "domain/Catalog.h"

#include <algorithm>

namespace gpuscout {

InstanceDirectory::InstanceDirectory(const Catalog &catalog)
{
    for (const GpuSpec &g : catalog.gpus) {
        m_gpuAliases.insert(g.model.toLower(), g.model);
        m_vram.insert(g.model.toLower(), g.vramGb);
    }
    for (auto it = catalog.gpuAliases.cbegin(); it != catalog.gpuAliases.cend(); ++it) {
        if (!m_gpuAliases.contains(it.key()))
            m_gpuAliases.insert(it.key(), it.value());
    }
    for (const Offer &o : catalog.offers) {
        if (o.provider < 0 || o.provider >= catalog.providers.size())
            continue;
        const QString provider = catalog.providers[o.provider].key;
        addRegion(provider, o.region);
        if (m_instances.contains(key(provider, o.instanceType)))
            continue; // the first row of an instance type speaks for every region
        InstanceFacts f;
        f.instanceType = o.instanceType;
        f.family = o.family;
        f.gpu = o.gpu >= 0 && o.gpu < catalog.gpus.size() ? catalog.gpus[o.gpu].model : QString();
        f.gpuCount = o.gpuCount;
        f.vcpus = o.vcpus;
        f.ramGib = o.ramGib;
        f.nvmeGb = o.nvmeGb;
        f.networkGbps = o.networkGbps;
        f.rdma = o.rdma;
        add(provider, f);
    }
}

QString InstanceDirectory::key(const QString &provider, const QString &instanceType)
{
    return provider.toLower() + u'\x1f' + instanceType.trimmed().toLower();
}

void InstanceDirectory::add(const QString &provider, const InstanceFacts &facts)
{
    const QString k = key(provider, facts.instanceType);
    if (!m_instances.contains(k))
        m_byProvider[provider.toLower()] << facts.instanceType;
    m_instances.insert(k, facts);
}

void InstanceDirectory::addRegion(const QString &provider, const QString &region)
{
    QStringList &list = m_regions[provider.toLower()];
    if (!region.isEmpty() && !list.contains(region))
        list << region;
}

const InstanceFacts *InstanceDirectory::find(const QString &provider, const QString &instanceType) const
{
    const auto it = m_instances.constFind(key(provider, instanceType));
    return it == m_instances.cend() ? nullptr : &*it;
}

QList<InstanceFacts> InstanceDirectory::instances(const QString &provider) const
{
    QStringList names = m_byProvider.value(provider.toLower());
    std::sort(names.begin(), names.end());
    QList<InstanceFacts> out;
    for (const QString &n : std::as_const(names))
        out << m_instances.value(key(provider, n));
    return out;
}

QStringList InstanceDirectory::regions(const QString &provider) const
{
    QStringList out = m_regions.value(provider.toLower());
    std::sort(out.begin(), out.end());
    return out;
}

QString InstanceDirectory::gpuModel(const QString &nameOrAlias) const
{
    return m_gpuAliases.value(nameOrAlias.trimmed().toLower());
}

double InstanceDirectory::gpuVramGb(const QString &model) const
{
    return m_vram.value(model.toLower(), Unknown);
}

} // namespace gpuscout
