#include "report/ReportLanguage.h"

#include "domain/EnglishPlurals.h"

#include <QCoreApplication>
#include <QTranslator>

namespace gpuscout {

namespace {

const char ProbeContext[] = "gpuscout::ReportWriter";
const char ProbeText[] = "GPU cloud comparison report";

// Answers every message with its English source text, "(s)" resolved by its count; installed
// last, it wins over a Chinese translator the window has installed.
class SourceTextTranslator final : public QTranslator
{
public:
    QString translate(const char *, const char *sourceText, const char *, int n) const override
    {
        const QString source = QString::fromUtf8(sourceText);
        return n >= 0 ? EnglishPlurals::pluralise(source, n) : source;
    }
    bool isEmpty() const override { return false; }
};

} // namespace

ReportLanguage::ReportLanguage(const QString &language)
    : m_previousLocale(QLocale())
{
    const bool chinese = language.startsWith(QLatin1String("zh"));
    const bool chineseNow = QCoreApplication::translate(ProbeContext, ProbeText) != QLatin1String(ProbeText);
    QLocale::setDefault(chinese ? QLocale(QLocale::Chinese, QLocale::China)
                                : QLocale(QLocale::English, QLocale::UnitedStates));
    // An English report always answers from the source text, so its plurals read right
    // whichever translators the caller has installed.
    if (chinese && chineseNow)
        return;
    if (chinese) {
        auto translator = std::make_unique<QTranslator>();
        if (!translator->load(QStringLiteral(":/i18n/gpuscout_zh_CN.qm")))
            return; // a build without the translation: the report stays in English
        m_translator = std::move(translator);
    } else {
        m_translator = std::make_unique<SourceTextTranslator>();
    }
    QCoreApplication::installTranslator(m_translator.get());
}

ReportLanguage::~ReportLanguage()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
    QLocale::setDefault(m_previousLocale);
}

} // namespace gpuscout
