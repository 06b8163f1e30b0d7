#pragma once

#include "catalogeditor/CatalogTablePage.h"

namespace gpuscout {

// The GPU specs: add, edit, and delete a spec no offer uses.
class GpusPage final : public CatalogTablePage
{
    Q_OBJECT

public:
    explicit GpusPage(CatalogEditor *editor, QWidget *parent = nullptr);
    void setCatalog(const Catalog &catalog) override;

protected:
    void retranslate() override;
    void add() override;
    void edit(int row) override;
    void remove(int row) override;

private:
    void openForm(int gpuIndex);
};

} // namespace gpuscout
