#include "help/HelpDialog.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QRegularExpression>
#include <QTest>
#include <QTextBrowser>

using namespace gpuscout;

class TestHelpDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheScoringAndWorkloadFormulasWithTheirSources()
    {
        const QString markdown = HelpDialog::formulasMarkdown();
        for (const char *needle : {"## How offers are scored", "Stability", "## Workload sizing formulas",
                                   "16 B/param", "Korthikanti", "6·P·D", "S(N)", "C_total", "TOPSIS",
                                   "D⁻ / (D⁺ + D⁻)"})
            QVERIFY2(markdown.contains(QString::fromUtf8(needle)), needle);
        QVERIFY(!markdown.contains(QStringLiteral("## Command line"))); // only the two sections
        // No developer internals: test names, source paths, headers, function names.
        static const QRegularExpression internals(QStringLiteral("tst_|models/|tests/|\\.h`|`[a-z]+[A-Z]\\w*`|`[A-Z][a-z]+[A-Z]\\w*`"));
        const QRegularExpressionMatch leak = internals.match(markdown);
        QVERIFY2(!leak.hasMatch(), qPrintable(markdown.mid(std::max<qsizetype>(0, leak.capturedStart() - 60), 140)));
        QVERIFY(markdown.contains(QStringLiteral("GpuScout answers"))); // the sentence is kept, reworded
        HelpDialog dialog;
        auto *text = dialog.findChild<QTextBrowser *>(QStringLiteral("helpText"));
        QVERIFY(text);
        QVERIFY(text->toPlainText().contains(QStringLiteral("Workload sizing formulas")));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestHelpDialog)
#include "tst_HelpDialog.moc"
