#pragma once

#include "catalogeditor/CatalogTablePage.h"

namespace gpuscout {

// The exchange-rate table the display currency converts with: add, edit, remove (USD stays at 1).
class RatesPage final : public CatalogTablePage
{
    Q_OBJECT

public:
    explicit RatesPage(CatalogEditor *editor, QWidget *parent = nullptr);
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
