#pragma once

#include <QDialog>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QVBoxLayout;

namespace gpuscout {

// The frame the catalog editor's forms share: the form, a banner for what saving said,
// OK and Cancel. OK is enabled while the form has no errors (setValid()); on OK the
// acceptor saves, and when it fails its message shows in the banner and the form stays
// open with everything the user typed.
class EditDialog : public QDialog
{
    Q_OBJECT

public:
    using Acceptor = std::function<bool(QString *error)>;

    explicit EditDialog(QWidget *parent = nullptr);

    void setAcceptor(Acceptor acceptor) { m_acceptor = std::move(acceptor); }
    bool isValid() const;

    void accept() override;

protected:
    QVBoxLayout *body() const { return m_body; }
    void setValid(bool valid);

private:
    Acceptor m_acceptor;
    QVBoxLayout *m_body;
    QLabel *m_banner;
    QDialogButtonBox *m_buttons;
};

} // namespace gpuscout
