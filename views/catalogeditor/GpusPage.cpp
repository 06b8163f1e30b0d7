#include "catalogeditor/GpusPage.h"

#include "domain/Catalog.h"
#include "catalog/CatalogEdits.h"
#include "catalogeditor/CatalogEditor.h"
#include "domain/Format.h"
#include "catalogeditor/GpuSpecDialog.h"

#include <QTableWidget>

namespace gpuscout {

GpusPage::GpusPage(CatalogEditor *editor, QWidget *parent)
    : CatalogTablePage(editor, QStringLiteral("gpus"), parent)
{
    setStretchColumn(7);
    retranslate();
}

void GpusPage::retranslate()
{
    setHint(tr("The GPU models offers refer to. Figures are dense, per GPU; an empty cell is unknown. "
               "A model in use by an offer cannot be deleted."));
    setHeaders({tr("Model"), tr("Maker"), tr("VRAM (GB)"), tr("FP16/BF16 TFLOPS"), tr("FP32 TFLOPS"),
                tr("FP8 TFLOPS"), tr("Memory (GB/s)"), tr("Interconnect"), tr("Year"), tr("Offers")},
               {QString(), QString(), QString(), tr("Tensor, dense: the default precision of the ranking"),
                QString(), QString(), tr("Memory bandwidth"), QString(), QString(),
                tr("How many offers use this GPU")});
}

void GpusPage::setCatalog(const Catalog &catalog)
{
    QTableWidget *t = table();
    const int selected = t->currentRow();
    std::vector<int> uses(static_cast<std::size_t>(catalog.gpus.size()), 0);
    for (const Offer &o : catalog.offers) {
        if (o.gpu >= 0 && o.gpu < catalog.gpus.size())
            ++uses[static_cast<std::size_t>(o.gpu)];
    }
    t->setRowCount(static_cast<int>(catalog.gpus.size()));
    for (int r = 0; r < catalog.gpus.size(); ++r) {
        const GpuSpec &g = catalog.gpus[r];
        auto n = [](double v, int d) { return isKnown(v) ? formatNumber(v, d) : QString(); };
        setRow(r, {g.model, g.maker, n(g.vramGb, 0), n(g.fp16Tflops, 1), n(g.fp32Tflops, 1), n(g.fp8Tflops, 1),
                   n(g.memoryBandwidthGbs, 0), g.interconnect, g.year > 0 ? QString::number(g.year) : QString(),
                   QString::number(uses[static_cast<std::size_t>(r)])},
               {2, 3, 4, 5, 6, 8, 9});
    }
    finishFill();
    selectRow(selected);
}

void GpusPage::add()
{
    openForm(-1);
}

void GpusPage::edit(int row)
{
    openForm(row);
}

void GpusPage::openForm(int gpuIndex)
{
    const std::shared_ptr<const Catalog> snapshot = editor()->catalog();
    if (!snapshot)
        return;
    auto *dialog = new GpuSpecDialog(*snapshot, gpuIndex, QString(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString model = gpuIndex >= 0 ? snapshot->gpus[gpuIndex].model : QString();
    dialog->setAcceptor([this, dialog, snapshot, model](QString *error) {
        Catalog c = *editor()->catalog();
        const GpuSpec spec = dialog->spec();
        const int index = model.isEmpty() ? -1 : c.gpuIndex(model);
        if (index >= 0)
            c.gpus[index] = spec;
        else
            c.gpus << spec;
        const QString what = index >= 0 ? tr("Edit GPU %1").arg(spec.model) : tr("Add GPU %1").arg(spec.model);
        if (!editor()->commit(c, what, error))
            return false;
        editor()->showStatus(what);
        selectRow(index >= 0 ? index : static_cast<int>(c.gpus.size() - 1));
        return true;
    });
    dialog->open();
}

void GpusPage::remove(int row)
{
    Catalog c = *editor()->catalog();
    const QString model = c.gpus[row].model;
    const int uses = offersUsingGpu(c, row);
    if (uses > 0) {
        editor()->showStatus(tr("%1 is used by %n offer(s): move them to another GPU or delete them first.", nullptr, uses)
                                 .arg(model),
                             true);
        return;
    }
    removeGpu(c, row);
    QString error;
    if (editor()->commit(c, tr("Delete GPU %1").arg(model), &error))
        editor()->showStatus(tr("Deleted GPU %1 (Ctrl+Z undoes)").arg(model));
    else
        editor()->showStatus(error, true);
}

} // namespace gpuscout
