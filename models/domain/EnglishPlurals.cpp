#include "domain/EnglishPlurals.h"

namespace gpuscout {

QString EnglishPlurals::pluralise(const QString &sourceText, int n)
{
    QString text = sourceText;
    text.replace(QLatin1String("(s)"), n == 1 || n == -1 ? QString() : QStringLiteral("s"));
    return text;
}

QString EnglishPlurals::translate(const char *, const char *sourceText, const char *, int n) const
{
    // Only messages that carry a count (n >= 0) and a "(s)" to resolve; every other message
    // falls through to the next translator or the source text. QCoreApplication::translate
    // replaces %n in what is returned.
    if (n < 0 || !sourceText)
        return {};
    const QString source = QString::fromUtf8(sourceText);
    if (!source.contains(QLatin1String("(s)")))
        return {};
    return pluralise(source, n);
}

} // namespace gpuscout
