<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>RadarChart</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout</name>
    <message>
        <source>No offer passes the constraints (%1 in the catalog).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 feasible offers shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price for the billing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>budget per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No catalog loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 offers ranked. Best: %3, score %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has no offers. Import offers or open another catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offer passes the constraints. The %1 constraint removed the most offers.
Offers removed by each constraint (of %2): %3.
Loosen that constraint to see offers again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is not valid; expected a number %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario file (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget per hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum total VRAM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum GPU count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normalisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--weights &apos;%1&apos; is empty; expected NAME=W pairs such as compute=5,price=2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--weights: &apos;%1&apos; is not NAME=W with NAME one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--weights: the weight &apos;%1&apos; of %2 is not valid; expected a number of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--weights &apos;%1&apos;: all weights are zero; give at least one criterion a weight above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--preset &apos;%1&apos; is not known; expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--billing &apos;%1&apos; is not known; expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--currency &apos;%1&apos; is not known; expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos; is not known; expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--normalization &apos;%1&apos; is not known; expected minmax or ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--provider &apos;%1&apos; is not in the catalog; known providers: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--region &apos;%1&apos; is not in the catalog; known regions: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu &apos;%1&apos; is not in the catalog; known GPU models: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: missing column(s) %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; expected the GPU model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a model of gpus.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above 100; expected a percentage such as 99.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; expected a short provider key such as aws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; expected a source key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key of providers.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; expected the instance type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU model or alias of gpus.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a GPU count above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not USD or CNY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price of 0; leave it empty when the price is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above 1; expected a fraction per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key of sources.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; every offer needs the date of its price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training needs top compute, large VRAM and a fast interconnect between GPUs and machines; price matters less than finishing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning (full or LoRA) is bound by VRAM first; mid-range GPUs at a fair price usually suffice, and one node rarely needs a fast network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving values compute per unit of money and steady service: price and stability first, then enough compute and VRAM for the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest way to get some GPU time: price dominates, the rest breaks ties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every criterion counts the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a number of %2 or more%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected a list of names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;; this is not a GpuScout scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version: %1 is newer than this GpuScout reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billing: expected one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currency: expected one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision: expected one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normalization: expected minmax or ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cny_per_usd: expected an exchange rate above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no_sla_availability: expected a fraction below 1, such as 0.99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2 at byte %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::AboutDialog</name>
    <message>
        <source>About GpuScout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;GpuScout %1&lt;/h2&gt;&lt;p&gt;GPU cloud server selection assistant (GPU云选型助手).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Stability&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;h3&gt;Catalog file&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Data&lt;/h3&gt;&lt;p&gt;GPU specifications: Epoch AI, &apos;Data on Machine Learning Hardware&apos;, published online at epoch.ai (CC BY 4.0), completed from gmasse/gpu-specs (Apache-2.0).&lt;/p&gt;&lt;p&gt;Prices: public list prices from SkyPilot-format catalogs (skypilot-org/skypilot-catalog, anycloud-sh/catalog) and AWS us-east-1 prices from aws/karpenter-provider-aws (Apache-2.0); network figures from AWS&apos;s DescribeInstanceTypes (via getmoto/moto), Google Cloud and Microsoft Learn documentation (CC BY 4.0); SLAs from the providers&apos; SLA pages; spot interruption rates from the AWS Spot Instance Advisor. Every offer shows its source and date.&lt;/p&gt;&lt;p&gt;Prices of Alibaba Cloud, Tencent Cloud, Huawei Cloud and Baidu AI Cloud are illustrative figures from the background articles, not quotes: use your own vendor quotes.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogDatabase</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a GpuScout catalog: it is not a SQLite database. Choose a catalog file made by GpuScout, or a path that does not exist yet to create one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is corrupt (%2). It was left untouched; restore it from a backup or choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a SQLite database but not a GpuScout catalog. It was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer GpuScout (catalog version %2; this version reads up to %3). It was left untouched: update GpuScout to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be created: the bundled catalog is invalid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be created: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be created: renaming the new file failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be upgraded from catalog version %2: %3. It was left as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog could not be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No catalog is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::CommandLine</name>
    <message>
        <source>Usage:
  gpuscout                      start the window
  gpuscout rank [options]       rank the catalog&apos;s offers for a scenario
  gpuscout catalog export [--format csv|json]
                                print the catalog
  gpuscout report --out FILE.pdf, estimate, sensitivity, catalog import FILE
                                (not yet available)

Rank options:
  --scenario FILE               start from a saved scenario (JSON)
  --weights compute=W,vram=W,price=W,bandwidth=W,stability=W
  --preset training|fine-tuning|inference|budget|balanced
  --billing on-demand|spot|reserved-1y|monthly
  --max-price X                 budget per hour in the display currency
  --min-vram-gb N               minimum total VRAM of the instance
  --min-gpus N                  minimum number of GPUs
  --provider NAME, --region NAME, --gpu MODEL (repeatable)
  --currency USD|CNY            display currency
  --cny-per-usd RATE            exchange rate used to convert
  --precision fp64|fp32|tf32|fp16|bf16|fp8|int8
  --normalization minmax|ratio
  --top K                       print only the first K results
  --format table|csv|json

Common options:
  --db PATH                     catalog database (else $GPUSCOUT_DB, else the
                                per-user catalog, created on first use)
  -h, --help                    this help
  -v, --version                 the version

Exit status: 0 success, 2 bad input, 1 other failure.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuscout: &apos;%1&apos; is not yet available in this version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuscout: --format &apos;%1&apos; is not known; expected table, csv or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuscout: --top &apos;%1&apos; is not valid; expected a whole number of 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuscout: &apos;catalog %1&apos; is not a command; expected &apos;catalog export&apos; or &apos;catalog import FILE&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuscout: --format &apos;%1&apos; is not known for catalog export; expected csv or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print only the first K results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (see gpuscout --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuscout: &apos;%1&apos; is not a command; expected one of %2 (see gpuscout --help)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::CompareView</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total VRAM (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOPS per %1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1, as of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighted mean of the normalised criteria, 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value is unknown, so it scores 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price-performance R = dense TFLOPS of all GPUs / price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filtered out by the constraints, so it has no rank, score or scenario figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ranking: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog price in the offer&apos;s own currency, %1; not ranked, so not converted and not compared.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the offer&apos;s own currency; about %1% of spot instances are reclaimed per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the offer&apos;s own currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illustrative figure, not a quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best in this row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin two to six offers in the ranking to compare them side by side.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::ConstraintsPanel</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (all %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest price per hour an offer may cost under the chosen billing mode, in the display currency. Offers above it are not ranked. 0 means no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least GPU memory of the whole instance (GPU count x memory per GPU). 0 means any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min. total VRAM:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Least number of GPUs in one instance. 0 means any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min. GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which price of each offer is compared. Offers without a price in this mode are not ranked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency in which prices and the budget are shown and compared. Changing it converts the budget at the exchange rate below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yuan (CNY) per US dollar, used to compare USD and CNY prices. This is an editable setting, not a live market quote: check it before relying on a comparison that mixes currencies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNY per USD:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arithmetic precision whose dense TFLOPS figure counts as compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16/BF16 tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TF32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How each criterion is scaled to 0..1 over the offers that pass the constraints. Min-max: worst 0, best 1. Ratio to best: value / best (best / value for price).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min-max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratio to best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normalisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows only the %1 whose name contains this text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks every %1 shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchecks every %1 shown. With nothing checked no offer is ranked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only offers of the checked %1 are ranked. All checked means no restriction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not stated)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::CsvTable</name>
    <message>
        <source>a quote inside an unquoted field; quote the whole field and double the quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted field is not closed before the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected a header row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fields, expected %2 as in the header</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::MainWindow</name>
    <message>
        <source>Filter by provider, instance type, region or GPU (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned offers side by side (pin with Space or a double-click in the ranking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset weights and constraints to their defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in Ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare Pinned Offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pin or Unpin Selected Offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Pins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GpuScout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GpuScout scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GpuScout scenarios (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — GpuScout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::RadarChart</name>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (pinned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offers to compare</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::RankingModel</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score %1 = weighted mean of the normalised criteria:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price-performance R = dense TFLOPS of all GPUs / price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network bandwidth of the instance in Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network bandwidth of the instance in Gbit/s, with RDMA (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1, as of %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (illustrative figure, not a quote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU × count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price/h (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU-hour (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOPS per %1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::RankingTableView</name>
    <message>
        <source>Pin or unpin for the radar and compare view	Space</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::RegionGroups</name>
    <message>
        <source>Mainland China</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asia-Pacific</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Europe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other and unspecified</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::RowReader</name>
    <message>
        <source>&apos;%1&apos; is not a number; expected a decimal number such as 12.5, or empty for unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is negative; expected 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not 0 or 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::ScoringEngine</name>
    <message>
        <source>The weight of %1 must be a number of 0 or more, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All weights are zero: give at least one criterion a weight above 0.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::Stability</name>
    <message>
        <source>Stability = A × R. A = min(1, −log10(1 − a) / 4), where a is the single-instance SLA of the provider (no published SLA, and all spot capacity, count as 99%): 99% gives 0.5, 99.9% gives 0.75, 99.99% gives 1. R = (1 − q)^(T / 730), where q is the spot interruption rate per month (0 for on-demand, reserved and monthly billing) and T the job length in hours (730 without a workload). A spot offer with an unknown interruption rate has an unknown stability and scores 0 on it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::WeightPanel</name>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense TFLOPS of all GPUs of the instance at the chosen precision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total GPU memory of the instance in GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per hour under the billing mode, in the display currency; lower is better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network bandwidth between machines in Gbit/s, counting RDMA fabrics (EFA, InfiniBand, GPUDirect); matters for multi-node training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 0–1 figure from the provider&apos;s SLA and, for spot, the interruption rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of %1 (0 to %2); only the proportions between weights matter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of %1 in the total weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights reasoned for common jobs: training, fine-tuning, inference, budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every criterion the same weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Weights&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuscout::WinnerCard</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It scores 0 on every weighted criterion and ranks first on the tie-breakers (lowest price, then catalog order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins on %1 (%2 of its score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins on %1 (%2 of its score) and %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins on %1 (%2 of its score), %3 (%4) and %5 (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ranking yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offer passes the constraints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loosen the budget, the minimum VRAM or GPU count, or the provider, region and GPU filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2, %3/h, score %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runner-up: only one offer passes the constraints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner-up: %1, level on score; second on the tie-breakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 behind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>GpuScout cannot open its catalog</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
