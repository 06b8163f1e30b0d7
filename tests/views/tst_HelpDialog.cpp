#include "help/HelpDialog.h"
#include "TestSupport.h"
#include "TestMain.h"

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
        HelpDialog dialog;
        auto *text = dialog.findChild<QTextBrowser *>(QStringLiteral("helpText"));
        QVERIFY(text);
        QVERIFY(text->toPlainText().contains(QStringLiteral("Workload sizing formulas")));
    }
};

GPUSCOUT_TEST_GUI_MAIN(TestHelpDialog)
#include "tst_HelpDialog.moc"
