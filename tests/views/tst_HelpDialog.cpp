#include "help/HelpDialog.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QCoreApplication>
#include <QEvent>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTextBrowser>

using namespace gpuscout;

namespace {

// Test names, source paths, headers, function names: developer internals.
const QRegularExpression &internals()
{
    static const QRegularExpression re(QStringLiteral("tst_|models/|tests/|\\.h`|`[a-z]+[A-Z]\\w*`|`[A-Z][a-z]+[A-Z]\\w*`"));
    return re;
}

QSet<QString> numbers(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("\\d+(?:[.,]\\d+)*"));
    QSet<QString> found;
    for (const QRegularExpressionMatch &m : number.globalMatch(text))
        found.insert(m.captured());
    return found;
}

} // namespace

class TestHelpDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void showsTheScoringAndWorkloadFormulasWithTheirSources()
    {
        const QString markdown = HelpDialog::formulasMarkdown(QLocale::English);
        for (const char *needle : {"## How offers are scored", "Stability", "## Workload sizing formulas",
                                   "16 B/param", "Korthikanti", "6·P·D", "S(N)", "C_total", "TOPSIS",
                                   "D⁻ / (D⁺ + D⁻)", "## Performance model", "6·P + 12·L·d·s", "Chowdhery"})
            QVERIFY2(markdown.contains(QString::fromUtf8(needle)), needle);
        QVERIFY(!markdown.contains(QStringLiteral("## Command line"))); // only the two sections
        const QRegularExpressionMatch leak = internals().match(markdown);
        QVERIFY2(!leak.hasMatch(), qPrintable(markdown.mid(std::max<qsizetype>(0, leak.capturedStart() - 60), 140)));
        QVERIFY(markdown.contains(QStringLiteral("GpuScout answers"))); // the sentence is kept, reworded
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        HelpDialog dialog;
        auto *text = dialog.findChild<QTextBrowser *>(QStringLiteral("helpText"));
        QVERIFY(text);
        QVERIFY(text->toPlainText().contains(QStringLiteral("Workload sizing formulas")));
    }

    // The Chinese help is the same three sections translated: Chinese headings, no English
    // sentence left, and every formula, figure and citation of the English text kept.
    void chineseHelpTranslatesTheSameSections()
    {
        const QString english = HelpDialog::formulasMarkdown(QLocale::English);
        const QString chinese = HelpDialog::formulasMarkdown(QLocale::Chinese);
        QVERIFY(!chinese.isEmpty());
        for (const char *heading : {"## 报价如何评分", "## 工作负载估算公式", "## 性能模型", "| 部分 | 公式 | 来源 |", "**稳定性**"})
            QVERIFY2(chinese.contains(QString::fromUtf8(heading)), heading);
        QCOMPARE(chinese.count(QStringLiteral("\n## ")) + chinese.startsWith(QStringLiteral("## ")),
                 english.count(QStringLiteral("\n## ")) + english.startsWith(QStringLiteral("## ")));
        // Sentences of the README, present in English and gone in Chinese.
        for (const char *sentence : {"every offer scores 1 when all are alike on every weighted criterion.",
                                     "Min-max stretches each criterion's range to 0..1",
                                     "How offers are scored", "Why 16 bytes per parameter"}) {
            QVERIFY2(english.contains(QLatin1String(sentence)), sentence);
            QVERIFY2(!chinese.contains(QLatin1String(sentence)), sentence);
        }
        // Five English words in a row is a sentence left untranslated (citations and
        // formulas are shorter runs); the English text proves the pattern finds them.
        static const QRegularExpression englishRun(QStringLiteral("\\b[A-Za-z]+(?: [A-Za-z]+){4,}\\b"));
        QVERIFY(englishRun.match(english).hasMatch());
        const QRegularExpressionMatch run = englishRun.match(chinese);
        QVERIFY2(!run.hasMatch(), qPrintable(run.captured()));
        for (const char *formula : {"D⁻ / (D⁺ + D⁻)", "Σ wᵢ·sᵢ / Σ wᵢ", "`(x − min) / (max − min)`", "A = min(1, −log10(1 − a) / 4)",
                                    "R = (1 − q)^(T / 730)", "S(n) = n / (1 + α(n − 1))", "α = (n/S − 1)/(n − 1)",
                                    "C_total = C_instance × T + C_storage + C_traffic", "T_spot = T / (1 − k·λ·(checkpoint/2 + restart))",
                                    "6·P·D", "4·P·D", "s·b·h·(34 + 5·a·s/h)", "P = 12·L·h²", "M ≈ P × 2 × (3 ~ 12)",
                                    "Rajbhandari et al. 2020, ZeRO, §3.1", "Hu et al. 2021", "Korthikanti et al. 2022, table 2",
                                    "eq. 2.1", "Hoffmann et al. 2022", "Hwang", "pymcdm",
                                    "A100 单卡训练利用率往往只有50%左右", "6·P + 12·L·d·s", "4·P + 12·L·d·s",
                                    "Chowdhery et al. 2022, appendix B", "c·(2·P + 4·L·d·ctx)", "2·P·p + 2·L·d·p²"}) {
            QVERIFY2(english.contains(QString::fromUtf8(formula)), formula);
            QVERIFY2(chinese.contains(QString::fromUtf8(formula)), formula);
        }
        // The translation has exactly the figures of the English sections, none lost or added.
        QStringList missing = (numbers(english) - numbers(chinese)).values();
        QStringList added = (numbers(chinese) - numbers(english)).values();
        missing.sort();
        added.sort();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u' ')));
        QVERIFY2(added.isEmpty(), qPrintable(added.join(u' ')));
        const QRegularExpressionMatch leak = internals().match(chinese);
        QVERIFY2(!leak.hasMatch(), qPrintable(leak.captured()));
    }

    void dialogFollowsTheUiLanguage()
    {
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        HelpDialog dialog;
        auto *text = dialog.findChild<QTextBrowser *>(QStringLiteral("helpText"));
        QVERIFY(text);
        const QString shown = text->toPlainText();
        QVERIFY(shown.contains(QStringLiteral("工作负载估算公式")));
        QVERIFY(!shown.contains(QStringLiteral("Workload sizing formulas")));
        QVERIFY2(!shown.contains(u'*') && !shown.contains(QStringLiteral("##")), "Markdown left unrendered");
        // A language switch while the dialog is open: the locale changes, then LanguageChange.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&dialog, &change);
        QVERIFY(text->toPlainText().contains(QStringLiteral("Workload sizing formulas")));
        QVERIFY(!text->toPlainText().contains(QStringLiteral("工作负载估算公式")));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestHelpDialog)
#include "tst_HelpDialog.moc"
