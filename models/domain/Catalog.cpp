#include "domain/Catalog.h"

#include <QSet>

#include <algorithm>

namespace gpuscout {

int Catalog::gpuIndex(const QString &modelOrAlias) const
{
    const QString wanted = modelOrAlias.trimmed();
    const QString canonical = gpuAliases.value(wanted.toLower(), wanted);
    for (int i = 0; i < gpus.size(); ++i) {
        if (gpus[i].model.compare(canonical, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

int Catalog::providerIndex(const QString &keyOrName) const
{
    const QString wanted = keyOrName.trimmed();
    for (int i = 0; i < providers.size(); ++i) {
        const Provider &p = providers[i];
        if (p.key.compare(wanted, Qt::CaseInsensitive) == 0
            || p.name.compare(wanted, Qt::CaseInsensitive) == 0 || p.nameZh == wanted)
            return i;
    }
    return -1;
}

int Catalog::sourceIndex(const QString &key) const
{
    for (int i = 0; i < sources.size(); ++i) {
        if (sources[i].key == key)
            return i;
    }
    return -1;
}

QStringList Catalog::regions() const
{
    QSet<QString> seen;
    for (const Offer &o : offers)
        seen.insert(o.region);
    QStringList list(seen.cbegin(), seen.cend());
    std::sort(list.begin(), list.end());
    return list;
}

QStringList Catalog::providerKeys() const
{
    QStringList keys;
    for (const Provider &p : providers)
        keys << p.key;
    return keys;
}

QStringList Catalog::gpuModels() const
{
    QStringList models;
    for (const GpuSpec &g : gpus)
        models << g.model;
    return models;
}

} // namespace gpuscout
