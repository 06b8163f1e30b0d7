#pragma once

#include "catalogeditor/CatalogTablePage.h"

namespace gpuscout {

// The buyer's price book: negotiated discounts, fixed contract prices and commitments, each
// with the offers it matches and the days it applies; add, edit, remove, with undo like
// every catalog edit. Hidden from a team catalog's viewers (the server keeps it from them).
class PriceBookPage final : public CatalogTablePage
{
    Q_OBJECT

public:
    explicit PriceBookPage(CatalogEditor *editor, QWidget *parent = nullptr);
    void setCatalog(const Catalog &catalog) override;

protected:
    void retranslate() override;
    void add() override;
    void edit(int row) override;
    void remove(int row) override;

private:
    void openForm(int row);
    bool m_hidden = false;
};

} // namespace gpuscout
