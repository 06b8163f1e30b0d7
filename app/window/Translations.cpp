#include "window/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace gpuscout {

Translations::Translations(QObject *parent)
    : QObject(parent)
    , m_app(new QTranslator(this))
    , m_qt(new QTranslator(this))
{
}

Translations::~Translations() = default;

QString Translations::resolve(const QString &language)
{
    if (language == QLatin1String("zh_CN") || language == QLatin1String("en"))
        return language;
    return QLocale().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

QString Translations::apply(const QString &language)
{
    const QString target = resolve(language);
    // The number format follows the language; set it before the translators change so
    // that widgets rebuilt on LanguageChange already format numbers the new way.
    QLocale::setDefault(target == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                                         : QLocale(QLocale::English, QLocale::UnitedStates));
    // Removing an installed translator sends LanguageChange by itself.
    QCoreApplication::removeTranslator(m_app);
    QCoreApplication::removeTranslator(m_qt);
    if (target == QLatin1String("zh_CN")) {
        if (m_qt->load(QStringLiteral("qtbase_zh_CN"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(m_qt);
        if (m_app->load(QStringLiteral(":/i18n/gpuscout_zh_CN.qm")))
            QCoreApplication::installTranslator(m_app);
    }
    m_current = target;
    return target;
}

} // namespace gpuscout
