#include "import/ImportGpuMatch.h"

#include "domain/Catalog.h"
#include "import/ImportRecord.h"
#include "catalog/OfferChecks.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace gpuscout {

namespace {

// GpuInfo's MiB / 1024 and the catalog's GB differ by a few percent (79.6 vs 80).
bool memoryMatches(double catalogGb, double fileGb)
{
    return std::abs(catalogGb - fileGb) <= std::max(2.0, 0.06 * catalogGb);
}

QString unknownGpu(const Catalog &catalog, const QString &name)
{
    const QString suggestion = closestGpuName(catalog, name);
    if (suggestion.isEmpty())
        return QCoreApplication::translate("gpuscout::ImportGpuMatch", "unknown GPU '%1'; expected a model or alias of the catalog, such as %2")
            .arg(name, catalog.gpuModels().mid(0, 3).join(QStringLiteral(", ")));
    return QCoreApplication::translate("gpuscout::ImportGpuMatch", "unknown GPU '%1'; did you mean %2?").arg(name, suggestion);
}

// The part of a model after the family name, as words: "A100-80GB-PCIe" after "a100" is {"80gb", "pcie"}.
QStringList variantWords(const QString &model, const QString &family)
{
    if (!model.toLower().startsWith(family))
        return {};
    return model.mid(family.size()).toLower().split(QRegularExpression(QStringLiteral("[^a-z0-9]+")), Qt::SkipEmptyParts);
}

} // namespace

int matchImportGpu(const Catalog &catalog, const ImportRecord &record, QString *message)
{
    const QString name = trimmedText(record.gpu);
    const int direct = catalog.gpuIndex(name);
    if (!isKnown(record.gpuMemoryGb)) {
        if (direct < 0)
            *message = unknownGpu(catalog, name);
        return direct;
    }

    const QString family = name.toLower();
    QList<int> members;
    for (int i = 0; i < catalog.gpus.size(); ++i) {
        const QString model = catalog.gpus[i].model.toLower();
        if (i == direct || model == family || model.startsWith(family + u'-'))
            members << i;
    }
    if (members.isEmpty()) {
        *message = unknownGpu(catalog, name);
        return -1;
    }
    QList<int> fits;
    for (int i : std::as_const(members)) {
        if (isKnown(catalog.gpus[i].vramGb) && memoryMatches(catalog.gpus[i].vramGb, record.gpuMemoryGb))
            fits << i;
    }
    if (fits.isEmpty()) {
        // A model whose VRAM the catalog does not know cannot contradict the file.
        for (int i : std::as_const(members)) {
            if (!isKnown(catalog.gpus[i].vramGb))
                fits << i;
        }
    }
    if (fits.isEmpty()) {
        QStringList known;
        for (int i : std::as_const(members))
            known << QCoreApplication::translate("gpuscout::ImportGpuMatch", "%1 (%2 GB)")
                         .arg(catalog.gpus[i].model, QLocale().toString(catalog.gpus[i].vramGb, 'g', 4));
        *message = QCoreApplication::translate("gpuscout::ImportGpuMatch", "no %1 with %2 GB per GPU in the catalog; it has %3")
                       .arg(name, QLocale().toString(record.gpuMemoryGb, 'g', 4), known.join(QStringLiteral(", ")));
        return -1;
    }
    const QString instance = record.instanceType.toLower();
    auto rank = [&](int i) {
        const QStringList words = variantWords(catalog.gpus[i].model, family);
        const bool named = std::any_of(words.cbegin(), words.cend(), [&](const QString &w) {
            return !w.endsWith(QLatin1String("gb")) && instance.contains(w);
        });
        return std::make_tuple(named ? 0 : 1, i == direct ? 0 : 1, catalog.gpus[i].model.size(), catalog.gpus[i].model);
    };
    return *std::min_element(fits.cbegin(), fits.cend(), [&](int a, int b) { return rank(a) < rank(b); });
}

} // namespace gpuscout
