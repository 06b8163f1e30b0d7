#pragma once

#include <QDialog>
#include <QHash>
#include <QList>
#include <QString>

class QLabel;
class QLineEdit;
class QPushButton;

namespace gpuscout {

// Catalog → Update Prices… → Access Keys…: an access key id and secret per Chinese cloud
// (Alibaba, Tencent, Huawei, Baidu) for their price APIs. It only shows and asks; the
// window stores a key in the desktop keyring and says where each key comes from. A secret
// typed here is never shown again.
class AccessKeysDialog final : public QDialog
{
    Q_OBJECT

public:
    struct Vendor {
        QString key;      // "alibaba"
        QString label;    // "Alibaba Cloud"
        QString hint;     // where to create a read-only key
    };

    explicit AccessKeysDialog(const QList<Vendor> &vendors, QWidget *parent = nullptr);

    void setState(const QString &vendor, const QString &text);
    QString state(const QString &vendor) const;
    QLineEdit *idField(const QString &vendor) const;
    QLineEdit *secretField(const QString &vendor) const;
    QPushButton *saveButton(const QString &vendor) const;
    QPushButton *removeButton(const QString &vendor) const;

Q_SIGNALS:
    void saveRequested(const QString &vendor, const QString &id, const QString &secret);
    void removeRequested(const QString &vendor);

private:
    struct Row {
        QLineEdit *id = nullptr;
        QLineEdit *secret = nullptr;
        QLabel *state = nullptr;
        QPushButton *save = nullptr;
        QPushButton *remove = nullptr;
    };
    QHash<QString, Row> m_rows;
};

} // namespace gpuscout
