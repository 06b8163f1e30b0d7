#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "domain/RegionGroups.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QTest>

using namespace gpuscout;

Q_DECLARE_METATYPE(gpuscout::RegionGroup)

class TestRegionGroups : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void groups_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<RegionGroup>("group");
        const struct { const char *region; RegionGroup group; } rows[] = {
            {"us-east-1", RegionGroup::NorthAmerica}, {"eastus2", RegionGroup::NorthAmerica},
            {"northamerica-northeast1", RegionGroup::NorthAmerica}, {"canadacentral", RegionGroup::NorthAmerica},
            {"US", RegionGroup::NorthAmerica}, {"tor1", RegionGroup::NorthAmerica},
            {"East Coast (NY2)", RegionGroup::NorthAmerica}, {"Texas, US, NA", RegionGroup::NorthAmerica},
            {"mexicocentral", RegionGroup::NorthAmerica}, {"CANADA-1", RegionGroup::NorthAmerica},
            {"europe-west4", RegionGroup::Europe}, {"northeurope", RegionGroup::Europe},
            {"uksouth", RegionGroup::Europe}, {"FIN-03", RegionGroup::Europe}, {"NL", RegionGroup::Europe},
            {"eu-north1", RegionGroup::Europe}, {"Iceland, IS, EU", RegionGroup::Europe},
            {"NORWAY-1", RegionGroup::Europe}, {"it-fr2", RegionGroup::Europe},
            {"asia-northeast1", RegionGroup::AsiaPacific}, {"southeastasia", RegionGroup::AsiaPacific},
            {"australiaeast", RegionGroup::AsiaPacific}, {"jp-tok", RegionGroup::AsiaPacific},
            {"IN2", RegionGroup::AsiaPacific}, {"Hong Kong, HK, AS", RegionGroup::AsiaPacific},
            {"Taiwan, TW, AS", RegionGroup::AsiaPacific}, {"centralindia", RegionGroup::AsiaPacific},
            {"Sichuan, CN, AS", RegionGroup::MainlandChina}, {"cn-north-1", RegionGroup::MainlandChina},
            {"chinaeast2", RegionGroup::MainlandChina}, {"华东2（上海）", RegionGroup::MainlandChina},
            {"cn-hangzhou", RegionGroup::MainlandChina},
            {"me-west1", RegionGroup::Other}, {"brazilsouth", RegionGroup::Other},
            {"southafricanorth", RegionGroup::Other}, {"uaenorth", RegionGroup::Other},
            {"unspecified", RegionGroup::Other}, {"", RegionGroup::Other}, {"default", RegionGroup::Other},
        };
        for (const auto &row : rows)
            QTest::addRow("%s", row.region) << QString::fromUtf8(row.region) << row.group;
    }
    void groups()
    {
        QFETCH(QString, region);
        QFETCH(RegionGroup, group);
        QCOMPARE(regionGroup(region), group);
    }

    // Nothing in the bundled catalog that names a place should fall through to Other.
    void bundledRegionsAreGrouped()
    {
        Catalog c;
        QString error;
        QVERIFY2(readCatalogCsv(QStringLiteral(":/catalog"), &c, &error), qPrintable(error));
        const QStringList allowedOther{QString(), QStringLiteral("unspecified"), QStringLiteral("default")};
        for (const QString &region : c.regions()) {
            if (regionGroup(region) != RegionGroup::Other || allowedOther.contains(region))
                continue;
            const QString r = region.toLower();
            const bool middleEastAfricaSouthAmerica = r.startsWith(QLatin1String("me-")) || r.contains(QLatin1String("israel"))
                || r.contains(QLatin1String("qatar")) || r.startsWith(QLatin1String("uae")) || r.contains(QLatin1String("africa"))
                || r.contains(QLatin1String("brazil")) || r.startsWith(QLatin1String("br-")) || r.contains(QLatin1String("chile"));
            QVERIFY2(middleEastAfricaSouthAmerica, qPrintable(region));
        }
    }
};

GPUSCOUT_TEST_MAIN(TestRegionGroups)
#include "tst_RegionGroups.moc"
