#pragma once

#include <QDialog>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace gpuscout {

// Catalog → Update Prices…: which price lists to read (AWS, Azure, Google Cloud,
// ec2instances.info, the Chinese clouds' price APIs), which regions, the Google Cloud API
// key, the Chinese clouds' access keys (a dialog of their own) and an optional mirror; then,
// while the update runs, a progress bar per source (bytes of the current download or file,
// records gathered) and a Cancel that stops at once with nothing written. It only shows
// and asks: the window's PriceUpdateActions runs the update and opens the import preview.
class UpdatePricesDialog final : public QDialog
{
    Q_OBJECT

public:
    struct SourceChoice {
        QString key;   // "aws", "azure", "gcp", "ec2instances"
        QString label;
        QString hint;  // a tooltip: what the source reads
        bool checked = false;
    };

    explicit UpdatePricesDialog(const QList<SourceChoice> &sources, QWidget *parent = nullptr);

    QStringList selectedSources() const;
    QStringList regions() const;      // empty: every region (AWS: the catalog's AWS regions)
    QString regionsText() const;
    void setRegionsText(const QString &text);
    QString gcpKey() const;           // typed in this time; empty: use the stored one
    bool rememberGcpKey() const;
    void setGcpKeyStored(bool stored);
    // Which Chinese clouds have an access key, in a line beside "Access Keys…".
    void setAccessKeysState(const QString &text);
    QString mirror() const;
    void setMirror(const QString &mirror);
    int checkAfterDays() const;       // 0: do not offer updates on start
    void setCheckAfterDays(int days);

    void setRunning(bool running);
    bool isRunning() const { return m_running; }
    void showProgress(const QString &source, const QString &step, qint64 bytes, qint64 totalBytes, int records);
    void showSourceResult(const QString &source, bool ok, const QString &message);
    void showMessage(const QString &text);

    void reject() override; // Escape, Close and Cancel stop a running update first

Q_SIGNALS:
    void startRequested();
    void cancelRequested();
    void accessKeysRequested();

private:
    struct Row {
        QCheckBox *check = nullptr;
        QProgressBar *bar = nullptr;
        QLabel *status = nullptr;
    };

    bool m_running = false;
    QList<QString> m_order;
    QHash<QString, Row> m_rows;
    QLineEdit *m_regions;
    QLineEdit *m_gcpKey;
    QCheckBox *m_rememberKey;
    QLabel *m_keyState;
    QLabel *m_accessKeysState;
    QLineEdit *m_mirror;
    QCheckBox *m_checkOnStart;
    QSpinBox *m_checkDays;
    QLabel *m_message;
    QPushButton *m_start;
    QPushButton *m_cancel;
};

} // namespace gpuscout
