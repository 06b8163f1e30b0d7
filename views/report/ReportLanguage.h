#pragma once

#include <QLocale>
#include <QString>

#include <memory>

class QTranslator;

namespace gpuscout {

// Switches the translated words and the number format to a report's language for as long
// as it lives, independently of the window's language, and restores both afterwards.
// Installs a translator only when the language in effect differs: installing one makes
// Qt rebuild every window's texts.
class ReportLanguage final
{
public:
    explicit ReportLanguage(const QString &language); // "en" or "zh_CN"
    ~ReportLanguage();
    ReportLanguage(const ReportLanguage &) = delete;
    ReportLanguage &operator=(const ReportLanguage &) = delete;

private:
    std::unique_ptr<QTranslator> m_translator;
    QLocale m_previousLocale;
};

} // namespace gpuscout
