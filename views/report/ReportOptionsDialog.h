#pragma once

#include <QDialog>

class QCheckBox;
class QLineEdit;
class QSpinBox;

namespace gpuscout {

// Asks what the report names and how long its ranking is: organisation, author, top N, and
// whether it ends with the Prices over time section.
class ReportOptionsDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit ReportOptionsDialog(QWidget *parent = nullptr);

    void setValues(const QString &organisation, const QString &author, int topN);
    QString organisation() const;
    QString author() const;
    int topN() const;
    void setPriceHistory(bool on);
    bool priceHistory() const;

private:
    QLineEdit *m_organisation;
    QLineEdit *m_author;
    QSpinBox *m_topN;
    QCheckBox *m_priceHistory;
};

} // namespace gpuscout
