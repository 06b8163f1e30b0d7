#pragma once

#include <QDialog>
#include <QLocale>

class QTextBrowser;

namespace gpuscout {

// Help → Formulas and Sources: how offers are scored and how workloads are sized, with the
// source of every formula. In English the text is the README's own sections, compiled in,
// so the help and the README cannot drift apart; in Chinese it is their translation
// (resources/help/help_zh_CN.md), which must be kept in step with those sections.
class HelpDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit HelpDialog(QWidget *parent = nullptr);

    // The README sections shown ("How offers are scored", "Workload sizing formulas"), as
    // Markdown, in Chinese for QLocale::Chinese and in English otherwise; empty when the
    // compiled-in text lacks them. The window's language is QLocale()'s: the language
    // switch sets the default locale with the translators.
    static QString formulasMarkdown(QLocale::Language language = QLocale().language());

protected:
    void changeEvent(QEvent *event) override;

private:
    void showText();

    QTextBrowser *m_text;
};

} // namespace gpuscout
