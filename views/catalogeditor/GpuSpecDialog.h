#pragma once

#include "catalogeditor/EditDialog.h"
#include "domain/GpuSpec.h"

#include <QHash>

class QLabel;
class QLineEdit;

namespace gpuscout {

struct Catalog;

// A GPU model's specs: name, maker, VRAM, memory bandwidth, dense TFLOPS at each
// precision, interconnect, TDP, year, source. For a new model (gpuIndex -1) the name is
// free and must not clash with a known model or alias; an existing model keeps its name,
// which offers and saved scenarios refer to.
//
// Object names: gpuModelEdit, gpuMakerEdit, gpuVramEdit, gpuFp16Edit, ... and gpuModelMessage.
class GpuSpecDialog final : public EditDialog
{
    Q_OBJECT

public:
    GpuSpecDialog(const Catalog &catalog, int gpuIndex, const QString &model, QWidget *parent = nullptr);

    GpuSpec spec() const; // what the form holds (valid when isValid())

private:
    void validate();

    const Catalog &m_catalog;
    int m_gpuIndex;
    GpuSpec m_original;
    QLineEdit *m_model;
    QLineEdit *m_maker;
    QLineEdit *m_interconnect;
    QLineEdit *m_year;
    QLineEdit *m_source;
    QHash<QString, QLineEdit *> m_numbers; // field key -> edit
    QHash<QString, QLabel *> m_messages;   // field key -> message line
};

} // namespace gpuscout
