#pragma once

#include "catalogeditor/EditDialog.h"
#include "domain/Provider.h"

#include <QHash>

class QComboBox;
class QLabel;
class QLineEdit;

namespace gpuscout {

struct Catalog;

// A provider: key (fixed once offers and scenarios refer to it), name, Chinese name, kind,
// home currency, SLA %, notes. Object names: providerKeyEdit, providerNameEdit,
// providerNameZhEdit, providerKindCombo, providerCurrencyEdit, providerSlaEdit; messages
// providerKeyMessage, ...
class ProviderDialog final : public EditDialog
{
    Q_OBJECT

public:
    ProviderDialog(const Catalog &catalog, int providerIndex, QWidget *parent = nullptr);

    Provider provider() const;

private:
    void validate();

    const Catalog &m_catalog;
    int m_index;
    Provider m_original;
    QLineEdit *m_key;
    QLineEdit *m_name;
    QLineEdit *m_nameZh;
    QComboBox *m_kind;
    QLineEdit *m_currency;
    QLineEdit *m_sla;
    QLineEdit *m_notes;
    QHash<QString, QLabel *> m_messages;
};

} // namespace gpuscout
