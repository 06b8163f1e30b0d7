#pragma once

#include <QObject>
#include <QString>

class QTranslator;

namespace gpuscout {

// Loads GpuScout's and Qt's own translations. Chinese (zh_CN) and English ship; an
// empty language follows the system locale. Installing a translator makes Qt send
// LanguageChange to every widget, which is how the window follows a switch.
class Translations final : public QObject
{
    Q_OBJECT

public:
    explicit Translations(QObject *parent = nullptr);
    ~Translations() override;

    // "" (system), "en" or "zh_CN". Returns the language in effect ("en" or "zh_CN").
    QString apply(const QString &language);
    QString current() const { return m_current; }

    static QString resolve(const QString &language); // "" -> the system's choice

private:
    QTranslator *m_app;
    QTranslator *m_qt;
    QString m_current;
};

} // namespace gpuscout
