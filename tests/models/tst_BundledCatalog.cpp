#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "TestSupport.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace gpuscout;

class TestBundledCatalog : public QObject
{
    Q_OBJECT

    Catalog m_catalog;

    bool hasOffer(const QString &provider, const QString &instance) const
    {
        const int p = m_catalog.providerIndex(provider);
        return std::any_of(m_catalog.offers.cbegin(), m_catalog.offers.cend(), [&](const Offer &o) {
            return o.provider == p && o.instanceType.compare(instance, Qt::CaseInsensitive) == 0;
        });
    }

    bool hasOfferWithGpu(const QString &provider, const QString &gpuPrefix) const
    {
        const int p = m_catalog.providerIndex(provider);
        return std::any_of(m_catalog.offers.cbegin(), m_catalog.offers.cend(), [&](const Offer &o) {
            return o.provider == p && m_catalog.gpus[o.gpu].model.startsWith(gpuPrefix, Qt::CaseInsensitive);
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        QString error;
        QVERIFY2(readCatalogCsv(QStringLiteral(":/catalog"), &m_catalog, &error), qPrintable(error));
        QVERIFY(m_catalog.offers.size() > 1000);
    }

    void everySeedNamedInstanceIsPresent_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("instance");
        const QList<QPair<const char *, const char *>> named{
            {"aws", "p5.48xlarge"}, {"aws", "p4d.24xlarge"}, {"aws", "g5.xlarge"}, {"aws", "g4dn.xlarge"},
            {"azure", "Standard_ND96isr_H100_v5"}, {"azure", "Standard_NC96ads_A100_v4"},
            {"azure", "Standard_NC4as_T4_v3"}, {"gcp", "a3-highgpu-8g"}, {"gcp", "a2-highgpu-8g"},
            {"gcp", "g2-standard-4"}, {"alibaba", "ecs.gn7i-c32g1.4xlarge"}, {"alibaba", "ecs.gn6i-c4g1.xlarge"}};
        for (const auto &[p, i] : named)
            QTest::addRow("%s %s", p, i) << QString::fromLatin1(p) << QString::fromLatin1(i);
    }
    void everySeedNamedInstanceIsPresent()
    {
        QFETCH(QString, provider);
        QFETCH(QString, instance);
        QVERIFY2(m_catalog.providerIndex(provider) >= 0, qPrintable(provider));
        QVERIFY(hasOffer(provider, instance));
    }

    void seedNamedOffersOfOtherCloudsArePresent_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("gpu");
        QTest::addRow("Alibaba demo-table gn7i") << QStringLiteral("alibaba") << QStringLiteral("A100");
        QTest::addRow("Tencent Cloud GN7") << QStringLiteral("tencent") << QStringLiteral("V100");
        QTest::addRow("Huawei Cloud Pi2") << QStringLiteral("huawei") << QStringLiteral("T4");
        QTest::addRow("Baidu AI Cloud BBC") << QStringLiteral("baidu") << QStringLiteral("H800");
        QTest::addRow("Lambda H100") << QStringLiteral("lambda") << QStringLiteral("H100");
        QTest::addRow("RunPod A100 80GB") << QStringLiteral("runpod") << QStringLiteral("A100-80GB");
        QTest::addRow("Vast.ai") << QStringLiteral("vast") << QString();
    }
    void seedNamedOffersOfOtherCloudsArePresent()
    {
        QFETCH(QString, provider);
        QFETCH(QString, gpu);
        QVERIFY(hasOfferWithGpu(provider, gpu));
    }

    void chineseCloudSeedFiguresAreIllustrative()
    {
        int seen = 0;
        for (const Offer &o : m_catalog.offers) {
            const QString key = m_catalog.providers[o.provider].key;
            if (key == QLatin1String("tencent") || key == QLatin1String("huawei") || key == QLatin1String("baidu")
                || key == QLatin1String("alibaba")) {
                ++seen;
                QVERIFY2(o.illustrative, qPrintable(o.instanceType));
                QVERIFY(m_catalog.sources[m_catalog.sourceIndex(o.source)].illustrative);
            }
        }
        QVERIFY(seen >= 6);
        const auto cny = std::count_if(m_catalog.offers.cbegin(), m_catalog.offers.cend(),
                                       [](const Offer &o) { return o.currency == QLatin1String("CNY"); });
        QVERIFY(cny >= 4); // the seed's demo table is in yuan per hour
    }

    void requiredGpusHaveSpecs_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"T4", "A10", "A10G", "L4", "L40S", "V100", "A100-40GB", "A100-80GB", "H100",
                                 "H200", "H800", "A800", "RTX4090", "RTXA6000", "MI300X", "Ascend910B",
                                 "A100-80G-PCIe", "RTX-A6000", "H100-SXM"})
            QTest::addRow("%s", name) << QString::fromLatin1(name);
    }
    void requiredGpusHaveSpecs()
    {
        QFETCH(QString, name);
        const int i = m_catalog.gpuIndex(name);
        QVERIFY2(i >= 0, qPrintable(name + QStringLiteral(" does not resolve")));
        const GpuSpec &g = m_catalog.gpus[i];
        QVERIFY(g.vramGb > 0);
        QVERIFY(g.fp16Tflops > 0 || g.fp32Tflops > 0);
    }

    // Every offer names a GPU of the table. A GPU no source describes keeps its figures
    // unknown (never zero) and says so, as the catalog build reports it.
    void everyOfferResolvesItsGpu()
    {
        for (const Offer &o : m_catalog.offers) {
            QVERIFY2(o.gpu >= 0, qPrintable(o.instanceType));
            QVERIFY(o.gpuCount > 0);
        }
        for (const GpuSpec &g : m_catalog.gpus) {
            for (double v : {g.vramGb, g.fp16Tflops, g.fp32Tflops, g.memoryBandwidthGbs})
                QVERIFY2(!isKnown(v) || v > 0, qPrintable(g.model));
            if (!isKnown(g.vramGb))
                QVERIFY2(g.source.contains(QStringLiteral("specs unknown")), qPrintable(g.model));
        }
    }

    void everyOfferIsPricedSourcedAndDated()
    {
        static const QRegularExpression date(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        for (const Offer &o : m_catalog.offers) {
            const QString where = o.instanceType + u' ' + o.region;
            bool anyPrice = false;
            for (BillingMode m : AllBillingModes) {
                if (isKnown(o.priceFor(m))) {
                    anyPrice = true;
                    QVERIFY2(o.priceFor(m) > 0, qPrintable(where));
                }
            }
            QVERIFY2(anyPrice, qPrintable(where));
            QVERIFY2(m_catalog.sourceIndex(o.source) >= 0, qPrintable(where));
            QVERIFY2(date.match(o.asOf).hasMatch(), qPrintable(where + u' ' + o.asOf));
        }
    }

    void offersAreUniqueOnProviderInstanceRegionZone()
    {
        QSet<QString> seen;
        for (const Offer &o : m_catalog.offers) {
            const QString key = QStringList{QString::number(o.provider), o.instanceType, o.region, o.zone}.join(u'|');
            QVERIFY2(!seen.contains(key), qPrintable(key));
            seen.insert(key);
        }
    }

    void spotAboveOnDemandIsFlagged()
    {
        for (const Offer &o : m_catalog.offers) {
            const double od = o.priceFor(BillingMode::OnDemand);
            const double spot = o.priceFor(BillingMode::Spot);
            if (isKnown(od) && isKnown(spot) && spot > od)
                QVERIFY2(o.flags.contains(QStringLiteral("spot-above-on-demand")), qPrintable(o.instanceType));
        }
    }

    void providersCarryStabilityInputs()
    {
        const Provider &aws = m_catalog.providers[m_catalog.providerIndex(QStringLiteral("aws"))];
        QCOMPARE(aws.slaPercent, 99.5);
        const Provider &vast = m_catalog.providers[m_catalog.providerIndex(QStringLiteral("vast"))];
        QVERIFY(vast.marketplace);
    }
};

QTEST_GUILESS_MAIN(TestBundledCatalog)
#include "tst_BundledCatalog.moc"
