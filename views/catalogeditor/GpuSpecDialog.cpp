#include "catalogeditor/GpuSpecDialog.h"

#include "domain/Catalog.h"
#include "catalogeditor/FormFields.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace gpuscout {

namespace {

struct NumberField {
    const char *key;
    double GpuSpec::*member;
};

constexpr NumberField Numbers[] = {
    {"vram", &GpuSpec::vramGb},           {"memBw", &GpuSpec::memoryBandwidthGbs},
    {"fp64", &GpuSpec::fp64Tflops},       {"fp32", &GpuSpec::fp32Tflops},
    {"tf32", &GpuSpec::tf32Tflops},       {"fp16", &GpuSpec::fp16Tflops},
    {"fp8", &GpuSpec::fp8Tflops},         {"int8", &GpuSpec::int8Tops},
    {"interconnectGbs", &GpuSpec::interconnectGbs}, {"tdp", &GpuSpec::tdpW},
};

QString objectNameFor(const QString &key)
{
    return QStringLiteral("gpu") + key.at(0).toUpper() + key.mid(1) + QStringLiteral("Edit");
}

} // namespace

GpuSpecDialog::GpuSpecDialog(const Catalog &catalog, int gpuIndex, const QString &model, QWidget *parent)
    : EditDialog(parent)
    , m_catalog(catalog)
    , m_gpuIndex(gpuIndex)
    , m_model(new QLineEdit(this))
    , m_maker(new QLineEdit(this))
    , m_interconnect(new QLineEdit(this))
    , m_year(optionalNumberEdit(QStringLiteral("gpuYearEdit"), this))
    , m_source(new QLineEdit(this))
{
    setObjectName(QStringLiteral("gpuSpecDialog"));
    setWindowTitle(gpuIndex < 0 ? tr("New GPU Spec") : tr("Edit GPU Spec"));
    if (gpuIndex >= 0)
        m_original = catalog.gpus[gpuIndex];
    else
        m_original.model = model.trimmed();

    auto *intro = new QLabel(tr("Dense (no sparsity) figures per GPU, from the maker's data sheet. Leave a figure "
                                "empty when it is not known: it is shown as unknown, never as 0."),
                             this);
    intro->setWordWrap(true);
    body()->addWidget(intro);
    auto *form = new QFormLayout;
    body()->addLayout(form);
    auto addRow = [&](const QString &key, const QString &label, QLineEdit *edit, const QString &tip) {
        edit->setObjectName(objectNameFor(key));
        edit->setToolTip(tip);
        QLabel *message = fieldMessageLabel(QStringLiteral("gpu") + key.at(0).toUpper() + key.mid(1)
                                                + QStringLiteral("Message"), this);
        m_messages.insert(key, message);
        form->addRow(label, withMessage(edit, message, this));
        connect(edit, &QLineEdit::textChanged, this, &GpuSpecDialog::validate);
    };

    m_model->setText(m_original.model);
    m_model->setReadOnly(gpuIndex >= 0);
    addRow(QStringLiteral("model"), tr("&Model:"), m_model,
           gpuIndex >= 0 ? tr("Offers and saved scenarios refer to the model by this name, so it stays as it is")
                         : tr("The canonical name, e.g. A100-80GB or H100-SXM"));
    m_maker->setText(m_original.maker);
    addRow(QStringLiteral("maker"), tr("Ma&ker:"), m_maker, tr("NVIDIA, AMD, Huawei, ..."));

    const QString labels[] = {tr("&VRAM (GB):"), tr("Memory bandwidth (GB/s):"), tr("FP64 TFLOPS:"),
                              tr("FP32 TFLOPS:"), tr("TF32 TFLOPS:"), tr("FP16/BF16 TFLOPS:"), tr("FP8 TFLOPS:"),
                              tr("INT8 TOPS:"), tr("Interconnect (GB/s):"), tr("TDP (W):")};
    const QString tips[] = {tr("Memory per GPU; required"), tr("Per GPU"), tr("Dense, per GPU"),
                            tr("Dense, per GPU"), tr("Tensor TF32, dense, per GPU"),
                            tr("Tensor FP16/BF16, dense, per GPU: the default precision of the ranking"),
                            tr("Dense, per GPU"), tr("Dense, per GPU"), tr("GPU-to-GPU bandwidth per GPU"),
                            tr("Board power")};
    int i = 0;
    for (const NumberField &f : Numbers) {
        const QString key = QLatin1String(f.key);
        QLineEdit *edit = optionalNumberEdit(objectNameFor(key), this);
        edit->setText(numberFieldText(m_original.*(f.member)));
        m_numbers.insert(key, edit);
        if (key == QLatin1String("interconnectGbs")) {
            m_interconnect->setText(m_original.interconnect);
            addRow(QStringLiteral("interconnect"), tr("&Interconnect:"), m_interconnect, tr("NVLink, PCIe, HCCS, ..."));
        }
        addRow(key, labels[i], edit, tips[i]);
        ++i;
    }
    m_year->setText(m_original.year > 0 ? QString::number(m_original.year) : QString());
    addRow(QStringLiteral("year"), tr("&Year:"), m_year, tr("Year of release"));
    m_source->setText(m_original.source);
    addRow(QStringLiteral("source"), tr("&Source:"), m_source, tr("Data sheet or page the figures come from"));

    validate();
    resize(480, sizeHint().height());
}

GpuSpec GpuSpecDialog::spec() const
{
    GpuSpec g = m_original;
    g.model = m_model->text().trimmed();
    g.maker = m_maker->text().trimmed();
    g.interconnect = m_interconnect->text().trimmed();
    g.source = m_source->text().trimmed();
    for (const NumberField &f : Numbers) {
        double v = Unknown;
        parseOptionalNumber(m_numbers.value(QLatin1String(f.key))->text(), &v);
        g.*(f.member) = v;
    }
    double year = Unknown;
    parseOptionalNumber(m_year->text(), &year);
    g.year = isKnown(year) ? static_cast<int>(year) : 0;
    return g;
}

void GpuSpecDialog::validate()
{
    for (QLabel *label : std::as_const(m_messages))
        showFieldMessage(label, FieldMessage::None, {});
    bool valid = true;
    auto error = [&](const QString &key, const QString &text) {
        showFieldMessage(m_messages.value(key), FieldMessage::Error, text);
        valid = false;
    };

    const QString model = m_model->text().trimmed();
    if (model.isEmpty()) {
        error(QStringLiteral("model"), tr("The model name is empty."));
    } else if (m_gpuIndex < 0) {
        const int clash = m_catalog.gpuIndex(model);
        if (clash >= 0)
            error(QStringLiteral("model"), tr("'%1' is already known as %2.").arg(model, m_catalog.gpus[clash].model));
    }
    for (const NumberField &f : Numbers) {
        const QString key = QLatin1String(f.key);
        double v = Unknown;
        if (!parseOptionalNumber(m_numbers.value(key)->text(), &v))
            error(key, tr("'%1' is not a number; leave it empty when not known.").arg(m_numbers.value(key)->text()));
        else if (isKnown(v) && v < 0)
            error(key, tr("%1 is negative; expected 0 or more.").arg(m_numbers.value(key)->text()));
    }
    double vram = Unknown;
    if (parseOptionalNumber(m_numbers.value(QStringLiteral("vram"))->text(), &vram) && !(vram > 0))
        error(QStringLiteral("vram"), tr("The VRAM is required: memory per GPU in GB, above 0."));
    double fp16 = Unknown;
    if (valid && parseOptionalNumber(m_numbers.value(QStringLiteral("fp16"))->text(), &fp16) && !isKnown(fp16))
        showFieldMessage(m_messages.value(QStringLiteral("fp16")), FieldMessage::Warning,
                         tr("Without FP16/BF16 TFLOPS the GPU scores 0 on compute at the default precision."));
    double year = Unknown;
    if (!parseOptionalNumber(m_year->text(), &year) || (isKnown(year) && (year < 1990 || year > 2100
                                                                          || year != static_cast<int>(year))))
        error(QStringLiteral("year"), tr("Expected a year such as 2023, or empty."));
    setValid(valid);
}

} // namespace gpuscout
