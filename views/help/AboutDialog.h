#pragma once

#include <QDialog>

namespace gpuscout {

// Version, where the data comes from (with the Epoch AI credit its licence asks for),
// and how the stability figure is computed.
class AboutDialog final : public QDialog
{
    Q_OBJECT

public:
    // coverage: one line on how much of the catalog is known (CatalogStats::summary()).
    explicit AboutDialog(const QString &catalogPath, QWidget *parent = nullptr, const QString &coverage = QString());

    static QString creditsHtml();
};

} // namespace gpuscout
