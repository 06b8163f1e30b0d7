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

QList<qint64> Catalog::offerIdsOfGpus(const QStringList &models) const
{
    QList<bool> wanted(gpus.size(), false);
    for (const QString &m : models) {
        const int g = gpuIndex(m);
        if (g >= 0)
            wanted[g] = true;
    }
    QList<qint64> ids;
    for (const Offer &o : offers) {
        if (o.gpu >= 0 && o.gpu < wanted.size() && wanted[o.gpu])
            ids << o.id;
    }
    return ids;
}

Catalog withPriceHistory(const Catalog &catalog, QList<PriceChange> history)
{
    Catalog c = catalog;
    c.priceHistory = std::move(history);
    return c; // historyLoaded stays as it was: a part of the history never replaces the whole
}

} // namespace gpuscout
