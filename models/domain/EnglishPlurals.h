#pragma once

#include <QTranslator>

namespace gpuscout {

// English plural forms for Qt's %n messages. Source texts are written "%n row(s)": Qt
// picks the plural form from a translation, and English has none (it is the source
// language), so without this the command line prints "1 row(s)" and "4 page(s)". This
// translator answers every message that has a count and "(s)" with the real form: "1 row",
// "4 rows". It is installed first, so a loaded language's translation still wins.
class EnglishPlurals : public QTranslator
{
    Q_OBJECT

public:
    using QTranslator::QTranslator;

    QString translate(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                      int n = -1) const override;
    bool isEmpty() const override { return false; }

    // "%n row(s)" with n: "(s)" dropped for 1 (and -1), "s" otherwise.
    static QString pluralise(const QString &sourceText, int n);
};

} // namespace gpuscout
