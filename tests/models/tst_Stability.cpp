#include "domain/Stability.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

#include <cmath>

using namespace gpuscout;

class TestStability : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void availabilityScore_data()
    {
        QTest::addColumn<double>("availability");
        QTest::addColumn<double>("expected");
        QTest::addRow("99%% (no SLA default)") << 0.99 << 0.5;
        QTest::addRow("99.5%% (AWS instance level)") << 0.995 << -std::log10(0.005) / 4;
        QTest::addRow("99.9%% (one more nine)") << 0.999 << 0.75;
        QTest::addRow("99.99%% (capped at 1)") << 0.9999 << 1.0;
        QTest::addRow("99.999%% still 1") << 0.99999 << 1.0;
        QTest::addRow("100%%") << 1.0 << 1.0;
        QTest::addRow("90%%") << 0.9 << 0.25;
        QTest::addRow("zero") << 0.0 << 0.0;
    }
    void availabilityScore()
    {
        QFETCH(double, availability);
        QFETCH(double, expected);
        QVERIFY(qFuzzyCompare(1.0 + gpuscout::availabilityScore(availability), 1.0 + expected));
    }

    void stabilityScore_data()
    {
        QTest::addColumn<double>("slaPercent");
        QTest::addColumn<double>("interruption");
        QTest::addColumn<int>("billing");
        QTest::addColumn<double>("hours");
        QTest::addColumn<double>("expected");
        const int onDemand = static_cast<int>(BillingMode::OnDemand);
        const int spot = static_cast<int>(BillingMode::Spot);
        const int monthly = static_cast<int>(BillingMode::Monthly);
        QTest::addRow("on-demand with SLA 99.9") << 99.9 << 0.2 << onDemand << 730.0 << 0.75;
        QTest::addRow("on-demand without SLA") << Unknown << Unknown << onDemand << 730.0 << 0.5;
        QTest::addRow("monthly ignores spot risk") << 99.9 << 0.2 << monthly << 730.0 << 0.75;
        QTest::addRow("spot uses no-SLA and a month of risk") << 99.9 << 0.2 << spot << 730.0 << 0.5 * 0.8;
        QTest::addRow("spot, 72-hour job") << 99.9 << 0.2 << spot << 72.0 << 0.5 * std::pow(0.8, 72.0 / 730.0);
        QTest::addRow("spot, no interruption") << 99.5 << 0.0 << spot << 730.0 << 0.5;
        QTest::addRow("spot, unknown interruption is unknown") << 99.9 << Unknown << spot << 730.0 << Unknown;
    }
    void stabilityScore()
    {
        QFETCH(double, slaPercent);
        QFETCH(double, interruption);
        QFETCH(int, billing);
        QFETCH(double, hours);
        QFETCH(double, expected);
        const double got = gpuscout::stabilityScore(slaPercent, interruption, static_cast<BillingMode>(billing), hours);
        if (!isKnown(expected))
            QVERIFY(!isKnown(got));
        else
            QVERIFY2(qFuzzyCompare(1.0 + got, 1.0 + expected), qPrintable(QString::number(got)));
    }

    void noSlaDefaultIsEditable()
    {
        StabilitySettings settings;
        settings.noSlaAvailability = 0.999;
        QCOMPARE(gpuscout::stabilityScore(Unknown, Unknown, BillingMode::OnDemand, 730, settings), 0.75);
    }

    void formulaIsDocumented()
    {
        const QString text = stabilityFormulaText();
        QVERIFY(text.contains(QStringLiteral("log10")));
        QVERIFY(text.contains(QStringLiteral("730")));
    }
};

GPUSCOUT_TEST_MAIN(TestStability)
#include "tst_Stability.moc"
