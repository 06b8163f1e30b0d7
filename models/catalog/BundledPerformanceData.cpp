#include "catalog/BundledPerformanceData.h"

#include "domain/Catalog.h"

#include <QSet>

namespace gpuscout {

Catalog withBundledPerformanceData(const Catalog &current, const Catalog &bundled)
{
    Catalog after = current;
    for (GpuSpec &g : after.gpus) {
        const int b = bundled.gpuIndex(g.model);
        if (b < 0)
            continue;
        if (g.architecture.isEmpty())
            g.architecture = bundled.gpus[b].architecture;
        if (g.stacks.isEmpty())
            g.stacks = bundled.gpus[b].stacks;
    }
    QSet<QString> keys;
    for (const Measurement &m : current.measurements)
        keys.insert(m.key);
    QSet<QString> sourcesUsed;
    for (const Measurement &m : bundled.measurements) {
        const int gpu = after.gpuIndex(m.gpu);
        if (gpu < 0 || keys.contains(m.key))
            continue;
        Measurement copy = m;
        copy.gpu = after.gpus[gpu].model;
        after.measurements << copy;
        sourcesUsed.insert(m.source);
    }
    for (const Source &s : bundled.sources) {
        if (sourcesUsed.contains(s.key) && after.sourceIndex(s.key) < 0)
            after.sources << s;
    }
    return after;
}

} // namespace gpuscout
