#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "catalog/CatalogStats.h"
#include "perf/Validation.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QFile>
#include <QLocale>
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

    // The README's counts are the catalog's: offers, providers, GPU specs, the GPU models
    // the window lists (those at least one offer uses) and those with a priced offer.
    void readmeCountsAgreeWithTheCatalog()
    {
        QFile readme(QStringLiteral(GPUSCOUT_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll()).simplified();
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("The bundled catalog \\(`resources/catalog/`: ([\\d,]+) offers of (\\d+) providers; (\\d+) GPU models "
                                              "with specifications, (\\d+) of them used by offers and listed in the window's GPU models, "
                                              "(\\d+) by offers with a price"))
                .match(text);
        QVERIFY2(m.hasMatch(), "README: the sentence 'The bundled catalog (...)' has changed; update this test with it");
        QSet<int> used;
        QSet<int> priced;
        QSet<int> providers;
        for (const Offer &o : m_catalog.offers) {
            used.insert(o.gpu);
            providers.insert(o.provider);
            if (!o.needsQuote())
                priced.insert(o.gpu);
        }
        QCOMPARE(m.captured(1).remove(u',').toInt(), int(m_catalog.offers.size()));
        QCOMPARE(m.captured(2).toInt(), int(providers.size()));
        QCOMPARE(m.captured(3).toInt(), int(m_catalog.gpus.size()));
        QCOMPARE(m.captured(4).toInt(), int(used.size()));
        QCOMPARE(m.captured(5).toInt(), int(priced.size()));
    }

    // The README's validation tables are what `perf validate --format markdown` prints for the
    // bundled catalog, and its measurement count is the catalog's.
    void readmeValidationTablesAreCurrent()
    {
        QFile readme(QStringLiteral(GPUSCOUT_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        const QString begin = QStringLiteral("<!-- perf-validation:begin -->\n");
        const qsizetype from = text.indexOf(begin);
        const qsizetype to = text.indexOf(QStringLiteral("<!-- perf-validation:end -->"));
        QVERIFY2(from >= 0 && to > from, "README: the perf-validation markers are missing");
        const QString inReadme = text.mid(from + begin.size(), to - from - begin.size());
        const QString now = validationMarkdown(m_catalog, validatePerformance(m_catalog));
        if (inReadme != now)
            qWarning("%s", qPrintable(QStringLiteral("expected:\n") + now));
        QCOMPARE(inReadme, now);
        QVERIFY2(text.contains(QStringLiteral("The bundled catalog ships %1 of them").arg(QLocale(QLocale::English).toString(m_catalog.measurements.size()))),
                 "README: the measurement count has changed");
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

    // The Chinese clouds' prices are either the seeds' illustrative figures, the dated blog
    // copy of Alibaba's console (flagged), or none at all: the offer needs a quote.
    void chineseCloudPricesAreIllustrativeSecondaryOrAbsent()
    {
        int seeds = 0;
        for (const Offer &o : m_catalog.offers) {
            const QString key = m_catalog.providers[o.provider].key;
            if (key != QLatin1String("tencent") && key != QLatin1String("huawei") && key != QLatin1String("baidu")
                && key != QLatin1String("alibaba"))
                continue;
            const bool seed = o.source.startsWith(QStringLiteral("seed-"));
            seeds += seed ? 1 : 0;
            if (seed) {
                QVERIFY2(o.illustrative, qPrintable(o.instanceType));
                QVERIFY(m_catalog.sources[m_catalog.sourceIndex(o.source)].illustrative);
            } else if (!o.needsQuote()) {
                QVERIFY2(o.hasFlag(u"secondary-price"), qPrintable(o.instanceType));
                QCOMPARE(o.source, QStringLiteral("arthurchiao-gpu-prices"));
                QCOMPARE(o.region, QStringLiteral("cn-shanghai"));
                QVERIFY(!o.illustrative);
            }
        }
        QCOMPARE(seeds, 6);
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

    // Every offer is sourced and dated; it has a price, or it is a spec row of a Chinese
    // cloud that needs a quote, with its source's trust label.
    void everyOfferIsPricedOrAwaitsAQuoteSourcedAndDated()
    {
        static const QRegularExpression date(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        for (const Offer &o : m_catalog.offers) {
            const QString where = o.instanceType + u' ' + o.region;
            for (BillingMode m : AllBillingModes) {
                if (isKnown(o.priceFor(m)))
                    QVERIFY2(o.priceFor(m) > 0, qPrintable(where));
            }
            if (o.needsQuote()) {
                QVERIFY2(!o.trust.isEmpty(), qPrintable(where));
                QCOMPARE(m_catalog.providers[o.provider].homeCurrency, QStringLiteral("CNY"));
            }
            QVERIFY2(!o.region.isEmpty(), qPrintable(where)); // exports must import back (Seeweb had none)
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

    // The targets, at FP16/BF16. Compute stays unknown only for tensor-core GPUs whose
    // tensor figures no source gives (none is derived): their offers must stay under 1.5 %.
    void coverageTargets()
    {
        const CatalogStats stats(m_catalog);
        const Coverage &all = stats.total();
        QCOMPARE(all.vram, all.offers);
        QVERIFY2(all.compute >= all.offers * 0.985,
                 qPrintable(QStringLiteral("compute known for %1 of %2").arg(all.compute).arg(all.offers)));
        const QSet<QString> unpublished{QStringLiteral("RTX4000-Ada"), QStringLiteral("RTX3060"), QStringLiteral("RTX3060Ti"),
                                        QStringLiteral("RTX4060Ti"), QStringLiteral("RTX4070TiSuper"), QStringLiteral("RTX5070"),
                                        QStringLiteral("RTX5880-Ada")};
        for (const Offer &o : m_catalog.offers) {
            const GpuSpec &g = m_catalog.gpus[o.gpu];
            if (!isKnown(g.fp16Tflops))
                QVERIFY2(unpublished.contains(g.model), qPrintable(g.model));
        }
        for (const auto &[key, coverage] : stats.providers()) {
            if (key == QLatin1String("gcp"))
                QCOMPARE(coverage.network, coverage.offers); // Google documents every machine type
        }
        QVERIFY(all.network > 1300);
        QCOMPARE(all.pricedFor(BillingMode::Reserved1y), 0); // no source gives one: the message says so
        QVERIFY(all.needsQuote > 100);
    }

    // FP8 is known for every GPU with FP8 that the sources give a figure for; the ones left
    // unknown are listed in build_report.md.
    void fp8KnownWhereTheGpuHasFp8_data()
    {
        QTest::addColumn<QString>("model");
        for (const char *m : {"H100-SXM", "H100-PCIe", "H100-NVL", "H200", "H800", "GH200", "B200", "B300", "L4", "L40",
                              "L40S", "RTX4090", "RTX5090", "RTX6000-Ada", "RTX4000-Ada", "RTXPRO6000", "MI300X"})
            QTest::addRow("%s", m) << QString::fromLatin1(m);
    }
    void fp8KnownWhereTheGpuHasFp8()
    {
        QFETCH(QString, model);
        const int g = m_catalog.gpuIndex(model);
        QVERIFY(g >= 0);
        QVERIFY2(m_catalog.gpus[g].fp8Tflops > 0, qPrintable(model));
    }

    // Figures the datasheets corrected: FP16/BF16 with FP32 accumulate, marketed memory.
    void datasheetFiguresWin_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("fp16");
        QTest::addColumn<double>("vram");
        QTest::addRow("RTX 4090 BF16 with FP32 accumulate") << QStringLiteral("RTX4090") << 165.2 << 24.0;
        QTest::addRow("RTX 5090 32 GB") << QStringLiteral("RTX5090") << 209.5 << 32.0;
        QTest::addRow("RTX A6000") << QStringLiteral("RTXA6000") << 154.8 << 48.0;
        QTest::addRow("A10G") << QStringLiteral("A10G") << 70.0 << 24.0;
        QTest::addRow("M60 without tensor units: its FP32 rate") << QStringLiteral("M60") << 4.825 << 8.0;
    }
    void datasheetFiguresWin()
    {
        QFETCH(QString, model);
        QFETCH(double, fp16);
        QFETCH(double, vram);
        const GpuSpec &g = m_catalog.gpus[m_catalog.gpuIndex(model)];
        QCOMPARE(g.fp16Tflops, fp16);
        QCOMPARE(g.vramGb, vram);
    }

    // The four Chinese vendors' GPU instance types are in the catalog with specs and trust
    // labels; Huawei rows known only from Open Telekom Cloud are not.
    void chineseInstanceTypesHaveSpecs_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<int>("atLeast");
        QTest::addRow("Alibaba") << QStringLiteral("alibaba") << 90;
        QTest::addRow("Tencent") << QStringLiteral("tencent") << 45;
        QTest::addRow("Huawei") << QStringLiteral("huawei") << 14;
        QTest::addRow("Baidu") << QStringLiteral("baidu") << 2;
    }
    void chineseInstanceTypesHaveSpecs()
    {
        QFETCH(QString, provider);
        QFETCH(int, atLeast);
        const int p = m_catalog.providerIndex(provider);
        int withSpecs = 0;
        for (const Offer &o : m_catalog.offers) {
            if (o.provider != p || !o.needsQuote())
                continue;
            QVERIFY(o.gpu >= 0 && o.gpuCount > 0);
            QVERIFY2(o.trust != QLatin1String("otc_doc_only"), qPrintable(o.instanceType));
            QCOMPARE(o.region, QStringLiteral("unspecified"));
            withSpecs += isKnown(o.vcpus) && isKnown(o.ramGib) ? 1 : 0;
        }
        QVERIFY2(withSpecs >= atLeast, qPrintable(QString::number(withSpecs)));
    }

    void inferredGpusAreFlagged()
    {
        const int alibaba = m_catalog.providerIndex(QStringLiteral("alibaba"));
        bool seen = false;
        for (const Offer &o : m_catalog.offers) {
            if (o.provider == alibaba && o.instanceType == QLatin1String("ecs.gn8v.4xlarge")) {
                seen = true;
                QCOMPARE(m_catalog.gpus[o.gpu].model, QStringLiteral("H20"));
                QVERIFY(o.hasFlag(u"gpu-inferred"));
                QCOMPARE(o.trust, QStringLiteral("vendor_doc"));
            }
        }
        QVERIFY(seen);
    }

    void placeholderPricesAreFlagged()
    {
        const int mithril = m_catalog.providerIndex(QStringLiteral("mithril"));
        int flagged = 0;
        for (const Offer &o : m_catalog.offers)
            flagged += o.provider == mithril && o.hasFlag(u"placeholder-price") ? 1 : 0;
        QCOMPARE(flagged, 4);
    }

    void providersCarryStabilityInputs()
    {
        const Provider &aws = m_catalog.providers[m_catalog.providerIndex(QStringLiteral("aws"))];
        QCOMPARE(aws.slaPercent, 99.5);
        const Provider &vast = m_catalog.providers[m_catalog.providerIndex(QStringLiteral("vast"))];
        QVERIFY(vast.marketplace);
    }
};

GPUSCOUT_TEST_MAIN(TestBundledCatalog)
#include "tst_BundledCatalog.moc"
