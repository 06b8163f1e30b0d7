#pragma once

#include "catalogeditor/CatalogTablePage.h"

namespace gpuscout {

// The providers: add, edit, and delete a provider no offer uses.
class ProvidersPage final : public CatalogTablePage
{
    Q_OBJECT

public:
    explicit ProvidersPage(CatalogEditor *editor, QWidget *parent = nullptr);
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
