<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gpuscout::AboutDialog</name>
    <message>
        <source>About GpuScout</source>
        <translation>关于 GpuScout</translation>
    </message>
    <message>
        <source>&lt;h2&gt;GpuScout %1&lt;/h2&gt;&lt;p&gt;GPU cloud server selection assistant (GPU云选型助手).&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GpuScout %1&lt;/h2&gt;&lt;p&gt;GPU云选型助手：GPU 云服务器选型工具。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Stability&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;h3&gt;Catalog file&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;稳定性&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;h3&gt;目录文件&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Data&lt;/h3&gt;&lt;p&gt;GPU specifications: Epoch AI, &apos;Data on Machine Learning Hardware&apos;, published online at epoch.ai (CC BY 4.0), completed from gmasse/gpu-specs (Apache-2.0).&lt;/p&gt;&lt;p&gt;Prices: public list prices from SkyPilot-format catalogs (skypilot-org/skypilot-catalog, anycloud-sh/catalog) and AWS us-east-1 prices from aws/karpenter-provider-aws (Apache-2.0); network figures from AWS&apos;s DescribeInstanceTypes (via getmoto/moto), Google Cloud and Microsoft Learn documentation (CC BY 4.0); SLAs from the providers&apos; SLA pages; spot interruption rates from the AWS Spot Instance Advisor. Every offer shows its source and date.&lt;/p&gt;&lt;p&gt;Prices of Alibaba Cloud, Tencent Cloud, Huawei Cloud and Baidu AI Cloud are illustrative figures from the background articles, not quotes: use your own vendor quotes.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;数据&lt;/h3&gt;&lt;p&gt;GPU 规格：Epoch AI，“Data on Machine Learning Hardware”，在线发布于 epoch.ai（CC BY 4.0），并以 gmasse/gpu-specs（Apache-2.0）补全。&lt;/p&gt;&lt;p&gt;价格：SkyPilot 格式目录（skypilot-org/skypilot-catalog、anycloud-sh/catalog）中的公开标价，以及 aws/karpenter-provider-aws（Apache-2.0）中的 AWS us-east-1 价格；网络数据来自 AWS 的 DescribeInstanceTypes（经由 getmoto/moto）以及 Google Cloud 和 Microsoft Learn 文档（CC BY 4.0）；SLA 来自各云厂商的 SLA 页面；抢占式实例中断率来自 AWS Spot Instance Advisor。每条报价均注明来源和日期。&lt;/p&gt;&lt;p&gt;阿里云、腾讯云、华为云和百度智能云的价格是取自背景文章的示意数据，非报价：请以您自己获取的厂商报价为准。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogCsv</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>%1: missing column(s) %2</source>
        <translation>%1：缺少列 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number; expected a decimal number such as 12.5, or empty for unknown</source>
        <translation>“%1” 不是数字；应为小数（例如 12.5），未知时留空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is negative; expected 0 or more</source>
        <translation>“%1” 为负数；应大于或等于 0</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not 0 or 1</source>
        <translation>“%1” 不是 0 或 1</translation>
    </message>
    <message>
        <source>empty; expected the GPU model name</source>
        <translation>为空；应为 GPU 型号名称</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a model of gpus.csv</source>
        <translation>“%1” 不是 gpus.csv 中的型号</translation>
    </message>
    <message>
        <source>above 100; expected a percentage such as 99.9</source>
        <translation>大于 100；应为百分比，例如 99.9</translation>
    </message>
    <message>
        <source>empty; expected a short provider key such as aws</source>
        <translation>为空；应为简短的云厂商键名，例如 aws</translation>
    </message>
    <message>
        <source>empty; expected a source key</source>
        <translation>为空；应为来源键名</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key of providers.csv</source>
        <translation>“%1” 不是 providers.csv 中的键名</translation>
    </message>
    <message>
        <source>empty; expected the instance type</source>
        <translation>为空；应为实例规格</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU model or alias of gpus.csv</source>
        <translation>“%1” 不是 gpus.csv 中的 GPU 型号或别名</translation>
    </message>
    <message>
        <source>expected a GPU count above 0</source>
        <translation>GPU 数量应大于 0</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not USD or CNY</source>
        <translation>“%1” 不是 USD 或 CNY</translation>
    </message>
    <message>
        <source>a price of 0; leave it empty when the price is not known</source>
        <translation>价格为 0；价格未知时请留空</translation>
    </message>
    <message>
        <source>above 1; expected a fraction per month</source>
        <translation>大于 1；应为每月比例（小数）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key of sources.csv</source>
        <translation>“%1” 不是 sources.csv 中的键名</translation>
    </message>
    <message>
        <source>empty; every offer needs the date of its price</source>
        <translation>为空；每条报价都需要注明价格日期</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogDatabase</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a GpuScout catalog: it is not a SQLite database. Choose a catalog file made by GpuScout, or a path that does not exist yet to create one.</source>
        <translation>%1 不是 GpuScout 目录：它不是 SQLite 数据库。请选择由 GpuScout 创建的目录文件，或选择一个尚不存在的路径以新建目录。</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is corrupt (%2). It was left untouched; restore it from a backup or choose another file.</source>
        <translation>%1 已损坏（%2）。文件未作改动；请从备份恢复，或选择其他文件。</translation>
    </message>
    <message>
        <source>%1 is a SQLite database but not a GpuScout catalog. It was left untouched.</source>
        <translation>%1 是 SQLite 数据库，但不是 GpuScout 目录。文件未作改动。</translation>
    </message>
    <message>
        <source>%1 was written by a newer GpuScout (catalog version %2; this version reads up to %3). It was left untouched: update GpuScout to open it.</source>
        <translation>%1 由更新版本的 GpuScout 写入（目录版本 %2；本版本最高可读取版本 %3）。文件未作改动：请升级 GpuScout 后再打开。</translation>
    </message>
    <message>
        <source>%1 cannot be created: the bundled catalog is invalid: %2</source>
        <translation>无法创建 %1：内置目录无效：%2</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>%1 cannot be created: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>%1 cannot be created: renaming the new file failed</source>
        <translation>无法创建 %1：新文件重命名失败</translation>
    </message>
    <message>
        <source>%1 could not be upgraded from catalog version %2: %3. It was left as it was.</source>
        <translation>无法将 %1 从目录版本 %2 升级：%3。文件保持原样。</translation>
    </message>
    <message>
        <source>The catalog could not be saved to %1: %2</source>
        <translation>无法将目录保存到 %1：%2</translation>
    </message>
    <message>
        <source>No catalog is open.</source>
        <translation>未打开目录。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogEditor</name>
    <message>
        <source>Edit Catalog — GpuScout</source>
        <translation>编辑目录 — GpuScout</translation>
    </message>
    <message>
        <source>&amp;Offers</source>
        <translation>报价(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Providers</source>
        <translation>云厂商(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Currencies</source>
        <translation>币种(&amp;C)</translation>
    </message>
    <message>
        <source>The exchange-rate table the display currency converts with</source>
        <translation>显示币种换算所用的汇率表</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo the last catalog change (Ctrl+Z): the file and the ranking go back with it</source>
        <translation>撤销上一次目录更改（Ctrl+Z）：目录文件和排名也会随之恢复</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>重做（Ctrl+Shift+Z）</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogEdits</name>
    <message>
        <source>added in the catalog editor</source>
        <translation>在目录编辑器中添加</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogFileActions</name>
    <message>
        <source>&amp;Import Catalog Data…</source>
        <translation>导入目录数据(&amp;I)…</translation>
    </message>
    <message>
        <source>Add and update offers from a GpuScout CSV or JSON file, a SkyPilot vms.csv or a vendor quote sheet</source>
        <translation>从 GpuScout CSV 或 JSON 文件、SkyPilot vms.csv 或厂商报价单中添加和更新报价</translation>
    </message>
    <message>
        <source>E&amp;xport Data</source>
        <translation>导出数据(&amp;X)</translation>
    </message>
    <message>
        <source>Catalog as &amp;CSV…</source>
        <translation>目录 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Catalog as &amp;JSON…</source>
        <translation>目录 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Current &amp;Ranking as CSV…</source>
        <translation>当前排名 CSV(&amp;R)…</translation>
    </message>
    <message>
        <source>Current Ranking as J&amp;SON…</source>
        <translation>当前排名 JSON(&amp;S)…</translation>
    </message>
    <message>
        <source>Import &amp;Template (GpuScout CSV)…</source>
        <translation>导入模板（GpuScout CSV）(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quote Sheet Template…</source>
        <translation>报价单模板(&amp;Q)…</translation>
    </message>
    <message>
        <source>Import Catalog Data</source>
        <translation>导入目录数据</translation>
    </message>
    <message>
        <source>Catalog data (*.csv *.json *.txt);;CSV files (*.csv *.txt);;JSON files (*.json);;All files (*)</source>
        <translation>目录数据 (*.csv *.json *.txt);;CSV 文件 (*.csv *.txt);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>GpuScout CSV</source>
        <translation>GpuScout CSV</translation>
    </message>
    <message>
        <source>GpuScout JSON</source>
        <translation>GpuScout JSON</translation>
    </message>
    <message>
        <source>SkyPilot vms.csv</source>
        <translation>SkyPilot vms.csv</translation>
    </message>
    <message>
        <source>Vendor quote sheet</source>
        <translation>厂商报价单</translation>
    </message>
    <message>
        <source>%1

Which format is the file?</source>
        <translation>%1

该文件是哪种格式？</translation>
    </message>
    <message>
        <source>SkyPilot files do not name their cloud. Which provider is %1 from?</source>
        <translation>SkyPilot 文件不注明所属的云。%1 来自哪个云厂商？</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
    <message>
        <source>Export Data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogImportCommand</name>
    <message>
        <source>%1: %2, %3; %4 added, %5 updated, %6 unchanged, %7 rejected</source>
        <translation>%1：%2，%3；新增 %4，更新 %5，未变 %6，拒绝 %7</translation>
    </message>
    <message>
        <source>, %1 with warnings</source>
        <translation>，%1 条有警告</translation>
    </message>
    <message>
        <source>, %1 skipped (no GPU)</source>
        <translation>，跳过 %1 条（无 GPU）</translation>
    </message>
    <message>
        <source>new provider  %1 (%2)</source>
        <translation>新云厂商  %1（%2）</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>gpuscout: catalog import needs FILE, the file to import (see gpuscout --help)</source>
        <translation>gpuscout：catalog import 需要 FILE，即要导入的文件（参见 gpuscout --help）</translation>
    </message>
    <message>
        <source>gpuscout: --format &apos;%1&apos; is not known for catalog import; expected %2</source>
        <translation>gpuscout：catalog import 不支持 --format “%1”；应为 %2</translation>
    </message>
    <message>
        <source>gpuscout: %1 is a SkyPilot file, which does not name its cloud; give --provider KEY (one of %2)</source>
        <translation>gpuscout：%1 是 SkyPilot 文件，未注明所属的云；请指定 --provider KEY（以下之一：%2）</translation>
    </message>
    <message>
        <source>gpuscout: %1 row(s) of %2 rejected; nothing was imported. Fix them, or give --skip-rejected to import the other %3 row(s)%4</source>
        <translation>gpuscout：%2 行中有 %1 行被拒绝；未导入任何内容。请修正这些行，或指定 --skip-rejected 以导入其余 %3 行%4</translation>
    </message>
    <message>
        <source>, or --add-providers to add the new providers</source>
        <translation>，或指定 --add-providers 以添加新云厂商</translation>
    </message>
    <message>
        <source>Dry run: %1 not changed.</source>
        <translation>试运行：%1 未作更改。</translation>
    </message>
    <message>
        <source>Nothing to import: %1 not changed.</source>
        <translation>没有可导入的内容：%1 未作更改。</translation>
    </message>
    <message>
        <source>Imported %1 into %2: %3 added, %4 updated.</source>
        <translation>已将 %1 导入 %2：新增 %3 条，更新 %4 条。</translation>
    </message>
    <message>
        <source>gpuscout: --format &apos;%1&apos; has no template; expected csv or quote</source>
        <translation>gpuscout：--format “%1” 没有模板；应为 csv 或 quote</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogOffersModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>No %1 price: unknown, not zero</source>
        <translation>无 %1 价格：未知，而非零</translation>
    </message>
    <message numerus="yes">
        <source>Older than %n day(s): check the price</source>
        <translation>
            <numerusform>超过 %n 天：请核对价格</numerusform>
        </translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message numerus="yes">
        <source>The row&apos;s date; its oldest price is %n day(s) old, older than the stale limit</source>
        <translation>
            <numerusform>该行的日期；其最旧的价格已有 %n 天，超过了陈旧期限</numerusform>
        </translation>
    </message>
    <message>
        <source>The row&apos;s date; a price may carry a later date of its own</source>
        <translation>该行的日期；单个价格可能带有更晚的自身日期</translation>
    </message>
    <message>
        <source>Not a dated quote</source>
        <translation>非限期报价</translation>
    </message>
    <message>
        <source>The quote expired on %1</source>
        <translation>该报价已于 %1 过期</translation>
    </message>
    <message>
        <source>The quote holds until %1</source>
        <translation>该报价有效期至 %1</translation>
    </message>
    <message numerus="yes">
        <source>Stale: a price is older than %n day(s)</source>
        <translation>
            <numerusform>陈旧：有价格已超过 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>Expired quote</source>
        <translation>报价已过期</translation>
    </message>
    <message>
        <source>Illustrative figure from a background article, not a quote</source>
        <translation>取自背景文章的示意数据，非报价</translation>
    </message>
    <message>
        <source>Catalog build flags: %1</source>
        <translation>目录构建标记：%1</translation>
    </message>
    <message>
        <source>The GPU is not in the catalog&apos;s GPU specs</source>
        <translation>目录的 GPU 规格中没有该 GPU</translation>
    </message>
    <message numerus="yes">
        <source>stale (%n d)</source>
        <translation>
            <numerusform>陈旧（%n 天）</numerusform>
        </translation>
    </message>
    <message>
        <source>expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>illustrative</source>
        <translation>示意</translation>
    </message>
    <message numerus="yes">
        <source>Per hour, in the offer&apos;s own currency; empty = unknown. Amber: older than %n day(s)</source>
        <translation>
            <numerusform>每小时价格，以报价自身的币种计；空白 = 未知。琥珀色：超过 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>When the row was quoted; each price may carry its own date</source>
        <translation>该行的报价日期；每个价格可带有自己的日期</translation>
    </message>
    <message>
        <source>A vendor quote&apos;s last valid day</source>
        <translation>厂商报价的最后有效日</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPU × count</source>
        <translation>GPU × 数量</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>On-demand/h</source>
        <translation>按量付费/小时</translation>
    </message>
    <message>
        <source>Spot/h</source>
        <translation>抢占式/小时</translation>
    </message>
    <message>
        <source>Reserved 1y/h</source>
        <translation>预留一年/小时</translation>
    </message>
    <message>
        <source>Monthly/h</source>
        <translation>包年包月/小时</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogStore</name>
    <message>
        <source>Catalog change</source>
        <translation>目录更改</translation>
    </message>
    <message>
        <source>No catalog is open.</source>
        <translation>未打开目录。</translation>
    </message>
    <message>
        <source>%1 per USD: &apos;%2&apos; is not a valid rate; expected a number above 0</source>
        <translation>%1/USD 汇率：“%2” 无效；应为大于 0 的数字</translation>
    </message>
    <message>
        <source>Set the %1 rate</source>
        <translation>设置 %1 汇率</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogTablePage</name>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
</context>
<context>
    <name>gpuscout::CommandLine</name>
    <message>
        <source>gpuscout: &apos;%1&apos; is not yet available in this version.</source>
        <translation>gpuscout：此版本尚不支持 “%1”。</translation>
    </message>
    <message>
        <source>gpuscout: --format &apos;%1&apos; is not known; expected table, csv or json</source>
        <translation>gpuscout：--format “%1” 无法识别；应为 table、csv 或 json</translation>
    </message>
    <message>
        <source>gpuscout: --top &apos;%1&apos; is not valid; expected a whole number of 1 or more</source>
        <translation>gpuscout：--top “%1” 无效；应为大于或等于 1 的整数</translation>
    </message>
    <message>
        <source>gpuscout: --format &apos;%1&apos; is not known for catalog export; expected csv or json</source>
        <translation>gpuscout：catalog export 不支持 --format “%1”；应为 csv 或 json</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>显示版本。</translation>
    </message>
    <message>
        <source>Catalog database.</source>
        <translation>目录数据库。</translation>
    </message>
    <message>
        <source>Output format.</source>
        <translation>输出格式。</translation>
    </message>
    <message>
        <source>Print only the first K results.</source>
        <translation>只输出前 K 条结果。</translation>
    </message>
    <message>
        <source>Output file.</source>
        <translation>输出文件。</translation>
    </message>
    <message>
        <source>Report language.</source>
        <translation>报告语言。</translation>
    </message>
    <message>
        <source> (see gpuscout --help)</source>
        <translation>（参见 gpuscout --help）</translation>
    </message>
    <message>
        <source>gpuscout: &apos;%1&apos; is not a command; expected one of %2 (see gpuscout --help)</source>
        <translation>gpuscout：“%1” 不是有效命令；应为以下之一：%2（参见 gpuscout --help）</translation>
    </message>
    <message>
        <source>gpuscout: report needs --out FILE.pdf, the file to write</source>
        <translation>gpuscout：report 需要 --out FILE.pdf，即要写出的文件</translation>
    </message>
    <message>
        <source>gpuscout: --lang &apos;%1&apos; is not known; expected zh or en</source>
        <translation>gpuscout：--lang “%1” 无法识别；应为 zh 或 en</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>已写出 %1（%n 页）</numerusform>
        </translation>
    </message>
    <message>
        <source>Organisation named in the report.</source>
        <translation>报告中署名的机构。</translation>
    </message>
    <message>
        <source>Author named in the report.</source>
        <translation>报告中署名的作者。</translation>
    </message>
    <message>
        <source>gpuscout: --format &apos;%1&apos; is not known for estimate; expected table or json</source>
        <translation>gpuscout：estimate 不支持 --format “%1”；应为 table 或 json</translation>
    </message>
    <message>
        <source>gpuscout: estimate needs a workload; give --task and --params (or --model), see gpuscout --help</source>
        <translation>gpuscout：estimate 需要工作负载；请给出 --task 和 --params（或 --model），参见 gpuscout --help</translation>
    </message>
    <message>
        <source>gpuscout: --format &apos;%1&apos; is not known for sensitivity; expected table or json</source>
        <translation>gpuscout：--format “%1” 无法识别（sensitivity 命令）；应为 table 或 json</translation>
    </message>
    <message>
        <source>gpuscout: no offer passes the constraints, so there is no winner to test</source>
        <translation>gpuscout：没有满足约束的报价，因此没有可检验的最优方案</translation>
    </message>
    <message>
        <source>gpuscout: &apos;catalog %1&apos; is not a command; expected &apos;catalog export&apos;, &apos;catalog import FILE&apos; or &apos;catalog template&apos;</source>
        <translation>gpuscout：“catalog %1” 不是有效命令；应为 “catalog export”、“catalog import FILE” 或 “catalog template”</translation>
    </message>
    <message>
        <source>gpuscout: --what &apos;%1&apos; is not known; expected catalog or ranking</source>
        <translation>gpuscout：--what “%1” 无法识别；应为 catalog 或 ranking</translation>
    </message>
    <message>
        <source>What catalog export prints.</source>
        <translation>catalog export 输出的内容。</translation>
    </message>
    <message>
        <source>Text encoding of the imported file.</source>
        <translation>导入文件的文本编码。</translation>
    </message>
    <message>
        <source>Let the import add providers the catalog lacks.</source>
        <translation>允许导入时添加目录中没有的云厂商。</translation>
    </message>
    <message>
        <source>Show what the import would do; write nothing.</source>
        <translation>显示导入将执行的操作，但不写入任何内容。</translation>
    </message>
    <message>
        <source>Import the good rows even when some are rejected.</source>
        <translation>即使部分行被拒绝，仍导入有效的行。</translation>
    </message>
</context>
<context>
    <name>gpuscout::CompareView</name>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Compute score</source>
        <translation>算力得分</translation>
    </message>
    <message>
        <source>VRAM score</source>
        <translation>显存得分</translation>
    </message>
    <message>
        <source>Price score</source>
        <translation>价格得分</translation>
    </message>
    <message>
        <source>Bandwidth score</source>
        <translation>带宽得分</translation>
    </message>
    <message>
        <source>Stability score</source>
        <translation>稳定性得分</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Total VRAM (GB)</source>
        <translation>总显存（GB）</translation>
    </message>
    <message>
        <source>Dense TFLOPS</source>
        <translation>稠密 TFLOPS</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>TFLOPS per %1/h</source>
        <translation>每 %1/小时的 TFLOPS</translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation>网络（Gbit/s）</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPU 数</translation>
    </message>
    <message>
        <source>RAM (GiB)</source>
        <translation>内存（GiB）</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>稳定性</translation>
    </message>
    <message>
        <source>Spot price per hour</source>
        <translation>抢占式每小时价格</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>抢占式</translation>
    </message>
    <message>
        <source>reserved 1 year</source>
        <translation>预留一年</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Source: %1, as of %2</source>
        <translation>来源：%1，截至 %2</translation>
    </message>
    <message>
        <source>Weighted mean of the normalised criteria, 0 to 1</source>
        <translation>归一化后各项指标的加权平均值，范围 0 到 1</translation>
    </message>
    <message>
        <source>The value is unknown, so it scores 0.</source>
        <translation>该值未知，因此得分为 0。</translation>
    </message>
    <message>
        <source>Price-performance R = dense TFLOPS of all GPUs / price per hour</source>
        <translation>性价比 R = 所有 GPU 的稠密 TFLOPS / 每小时价格</translation>
    </message>
    <message>
        <source>Filtered out by the constraints, so it has no rank, score or scenario figures.</source>
        <translation>已被约束筛除，因此没有名次、得分和方案数据。</translation>
    </message>
    <message>
        <source>No ranking: %1</source>
        <translation>无排名：%1</translation>
    </message>
    <message>
        <source>not ranked</source>
        <translation>未排名</translation>
    </message>
    <message>
        <source>Catalog price in the offer&apos;s own currency, %1; not ranked, so not converted and not compared.
%2</source>
        <translation>目录价格，以该报价自身的币种计，%1；未参与排名，因此不做换算，也不参与比较。
%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>In the offer&apos;s own currency; about %1% of spot instances are reclaimed per month</source>
        <translation>以该报价自身的币种计；每月约有 %1% 的抢占式实例被回收</translation>
    </message>
    <message>
        <source>In the offer&apos;s own currency</source>
        <translation>以该报价自身的币种计</translation>
    </message>
    <message>
        <source>illustrative figure, not a quote</source>
        <translation>示意数据，非报价</translation>
    </message>
    <message>
        <source>Best in this row</source>
        <translation>本行最优</translation>
    </message>
    <message>
        <source>Pin two to six offers in the ranking to compare them side by side.</source>
        <translation>在排名中固定 2 到 6 条报价，即可并排对比。</translation>
    </message>
    <message>
        <source>TOPSIS closeness to the ideal offer, 0 to 1</source>
        <translation>TOPSIS 与理想报价的贴近度，范围 0 到 1</translation>
    </message>
</context>
<context>
    <name>gpuscout::ConstraintsPanel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (all %2)</source>
        <translation>%1（全部 %2）</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1（已选 %2/%3）</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>限制条件</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Highest price per hour an offer may cost under the chosen billing mode, in the display currency. Offers above it are not ranked. 0 means no limit.</source>
        <translation>在所选计费方式下，报价每小时可接受的最高价格，以显示币种计。高于此价格的报价不参与排名。0 表示不限。</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>预算：</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Least GPU memory of the whole instance (GPU count x memory per GPU). 0 means any.</source>
        <translation>整个实例的最低 GPU 显存（GPU 数量 x 单卡显存）。0 表示不限。</translation>
    </message>
    <message>
        <source>Min. total VRAM:</source>
        <translation>最低总显存：</translation>
    </message>
    <message>
        <source>Least number of GPUs in one instance. 0 means any.</source>
        <translation>单个实例的最少 GPU 数量。0 表示不限。</translation>
    </message>
    <message>
        <source>Min. GPUs:</source>
        <translation>最少 GPU 数：</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Which price of each offer is compared. Offers without a price in this mode are not ranked.</source>
        <translation>选择比较每条报价的哪种价格。在此计费方式下没有价格的报价不参与排名。</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>预留一年</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>Billing:</source>
        <translation>计费方式：</translation>
    </message>
    <message>
        <source>Currency in which prices and the budget are shown and compared. Changing it converts the budget at the exchange rate below.</source>
        <translation>用于显示和比较价格与预算的币种。更改后，预算将按下方汇率换算。</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>显示币种：</translation>
    </message>
    <message>
        <source>Yuan (CNY) per US dollar, used to compare USD and CNY prices. This is an editable setting, not a live market quote: check it before relying on a comparison that mixes currencies.</source>
        <translation>1 美元可兑换的人民币（CNY）数，用于比较 USD 与 CNY 价格。这是可编辑的设置，并非实时市场汇率：在依据混合币种的比较结果做决定前，请先核对。</translation>
    </message>
    <message>
        <source>CNY per USD:</source>
        <translation>CNY/USD 汇率：</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Arithmetic precision whose dense TFLOPS figure counts as compute.</source>
        <translation>以该运算精度下的稠密 TFLOPS 作为算力。</translation>
    </message>
    <message>
        <source>FP16/BF16 tensor</source>
        <translation>FP16/BF16 张量</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>精度：</translation>
    </message>
    <message>
        <source>How each criterion is scaled to 0..1 over the offers that pass the constraints. Min-max: worst 0, best 1. Ratio to best: value / best (best / value for price).</source>
        <translation>在满足约束的报价范围内，各项指标如何缩放到 0..1。最小-最大：最差为 0，最优为 1。与最优之比：数值 / 最优值（价格为 最优值 / 数值）。</translation>
    </message>
    <message>
        <source>Min-max</source>
        <translation>最小-最大</translation>
    </message>
    <message>
        <source>Ratio to best</source>
        <translation>与最优之比</translation>
    </message>
    <message>
        <source>Normalisation:</source>
        <translation>归一化：</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Shows only the %1 whose name contains this text.</source>
        <translation>仅显示名称包含此文本的%1。</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>Checks every %1 shown.</source>
        <translation>勾选当前显示的所有%1。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>全不选</translation>
    </message>
    <message>
        <source>Unchecks every %1 shown. With nothing checked no offer is ranked.</source>
        <translation>取消勾选当前显示的所有%1。全部未勾选时，没有报价参与排名。</translation>
    </message>
    <message>
        <source>Only offers of the checked %1 are ranked. All checked means no restriction.</source>
        <translation>仅对已勾选%1的报价排名。全部勾选表示不做限制。</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>providers</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source> %1/h</source>
        <translation> %1/小时</translation>
    </message>
    <message>
        <source>(not stated)</source>
        <translation>（未说明）</translation>
    </message>
    <message>
        <source>Rates…</source>
        <translation>汇率…</translation>
    </message>
    <message>
        <source>Edit the exchange-rate table: every currency, its rate per US dollar and the date the rate was taken.</source>
        <translation>编辑汇率表：各币种、每美元的汇率以及汇率的取值日期。</translation>
    </message>
    <message>
        <source>How the normalised criteria become one score. Weighted sum: the weighted mean of the criteria. TOPSIS: how close the offer comes to an ideal offer that is best on every criterion, measured against its distance from the worst one.</source>
        <translation>归一化后的各项指标如何合成为一个得分。加权和：各项指标的加权平均值。TOPSIS：衡量报价与在每项指标上都最优的理想报价有多接近，同时参照其与最差报价的距离。</translation>
    </message>
    <message>
        <source>Ranking method:</source>
        <translation>排名方法：</translation>
    </message>
    <message>
        <source>edited in GpuScout</source>
        <translation>在 GpuScout 中编辑</translation>
    </message>
    <message>
        <source>Yuan (CNY) per US dollar, used to compare USD and CNY prices (%1). An editable setting, not a live market quote: check it before relying on a comparison that mixes currencies.</source>
        <translation>1 美元可兑换的人民币（CNY）数，用于比较 USD 与 CNY 价格（%1）。这是可编辑的设置，并非实时市场汇率：在依据混合币种的比较结果做决定前，请先核对。</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>截至 %1</translation>
    </message>
</context>
<context>
    <name>gpuscout::CsvTable</name>
    <message>
        <source>a quote inside an unquoted field; quote the whole field and double the quote</source>
        <translation>未加引号的字段中含有引号；请为整个字段加上引号，并将其中的引号写两遍</translation>
    </message>
    <message>
        <source>a quoted field is not closed before the end of the file</source>
        <translation>带引号的字段直到文件末尾仍未闭合</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row</source>
        <translation>文件为空；应包含表头行</translation>
    </message>
    <message>
        <source>%1 fields, expected %2 as in the header</source>
        <translation>有 %1 个字段，应与表头一致为 %2 个</translation>
    </message>
</context>
<context>
    <name>gpuscout::EditDialog</name>
    <message>
        <source>Fix the fields marked in red first</source>
        <translation>请先修正标红的字段</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
</context>
<context>
    <name>gpuscout::FormFields</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>gpuscout::Format</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>稳定性</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>stability</source>
        <translation>稳定性</translation>
    </message>
</context>
<context>
    <name>gpuscout::GpuSpecDialog</name>
    <message>
        <source>New GPU Spec</source>
        <translation>新建 GPU 规格</translation>
    </message>
    <message>
        <source>Edit GPU Spec</source>
        <translation>编辑 GPU 规格</translation>
    </message>
    <message>
        <source>Dense (no sparsity) figures per GPU, from the maker&apos;s data sheet. Leave a figure empty when it is not known: it is shown as unknown, never as 0.</source>
        <translation>单卡稠密（不计稀疏）数据，取自制造商的数据手册。未知的数据请留空：它会显示为未知，而不会显示为 0。</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>型号(&amp;M)：</translation>
    </message>
    <message>
        <source>Offers and saved scenarios refer to the model by this name, so it stays as it is</source>
        <translation>报价和已保存的方案通过此名称引用该型号，因此不可更改</translation>
    </message>
    <message>
        <source>The canonical name, e.g. A100-80GB or H100-SXM</source>
        <translation>规范名称，例如 A100-80GB 或 H100-SXM</translation>
    </message>
    <message>
        <source>Ma&amp;ker:</source>
        <translation>制造商(&amp;K)：</translation>
    </message>
    <message>
        <source>NVIDIA, AMD, Huawei, ...</source>
        <translation>NVIDIA、AMD、Huawei 等</translation>
    </message>
    <message>
        <source>&amp;VRAM (GB):</source>
        <translation>显存（GB）(&amp;V)：</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s):</source>
        <translation>显存带宽（GB/s）：</translation>
    </message>
    <message>
        <source>FP64 TFLOPS:</source>
        <translation>FP64 TFLOPS：</translation>
    </message>
    <message>
        <source>FP32 TFLOPS:</source>
        <translation>FP32 TFLOPS：</translation>
    </message>
    <message>
        <source>TF32 TFLOPS:</source>
        <translation>TF32 TFLOPS：</translation>
    </message>
    <message>
        <source>FP16/BF16 TFLOPS:</source>
        <translation>FP16/BF16 TFLOPS：</translation>
    </message>
    <message>
        <source>FP8 TFLOPS:</source>
        <translation>FP8 TFLOPS：</translation>
    </message>
    <message>
        <source>INT8 TOPS:</source>
        <translation>INT8 TOPS：</translation>
    </message>
    <message>
        <source>Interconnect (GB/s):</source>
        <translation>互联带宽（GB/s）：</translation>
    </message>
    <message>
        <source>TDP (W):</source>
        <translation>TDP（W）：</translation>
    </message>
    <message>
        <source>Memory per GPU; required</source>
        <translation>单卡显存；必填</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>Dense, per GPU</source>
        <translation>稠密，单卡</translation>
    </message>
    <message>
        <source>Tensor TF32, dense, per GPU</source>
        <translation>张量 TF32，稠密，单卡</translation>
    </message>
    <message>
        <source>Tensor FP16/BF16, dense, per GPU: the default precision of the ranking</source>
        <translation>张量 FP16/BF16，稠密，单卡：排名的默认精度</translation>
    </message>
    <message>
        <source>GPU-to-GPU bandwidth per GPU</source>
        <translation>单卡的 GPU 间互联带宽</translation>
    </message>
    <message>
        <source>Board power</source>
        <translation>板卡功耗</translation>
    </message>
    <message>
        <source>&amp;Interconnect:</source>
        <translation>互联方式(&amp;I)：</translation>
    </message>
    <message>
        <source>NVLink, PCIe, HCCS, ...</source>
        <translation>NVLink、PCIe、HCCS 等</translation>
    </message>
    <message>
        <source>&amp;Year:</source>
        <translation>年份(&amp;Y)：</translation>
    </message>
    <message>
        <source>Year of release</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>来源(&amp;S)：</translation>
    </message>
    <message>
        <source>Data sheet or page the figures come from</source>
        <translation>数据所出自的数据手册或网页</translation>
    </message>
    <message>
        <source>The model name is empty.</source>
        <translation>型号名称为空。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already known as %2.</source>
        <translation>“%1” 已被用作 %2 的名称或别名。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number; leave it empty when not known.</source>
        <translation>“%1” 不是数字；未知时请留空。</translation>
    </message>
    <message>
        <source>%1 is negative; expected 0 or more.</source>
        <translation>%1 为负数；应大于或等于 0。</translation>
    </message>
    <message>
        <source>The VRAM is required: memory per GPU in GB, above 0.</source>
        <translation>显存为必填项：单卡显存，单位 GB，须大于 0。</translation>
    </message>
    <message>
        <source>Without FP16/BF16 TFLOPS the GPU scores 0 on compute at the default precision.</source>
        <translation>若无 FP16/BF16 TFLOPS，该 GPU 在默认精度下的算力得分为 0。</translation>
    </message>
    <message>
        <source>Expected a year such as 2023, or empty.</source>
        <translation>应为年份（例如 2023），或留空。</translation>
    </message>
</context>
<context>
    <name>gpuscout::GpusPage</name>
    <message>
        <source>The GPU models offers refer to. Figures are dense, per GPU; an empty cell is unknown. A model in use by an offer cannot be deleted.</source>
        <translation>报价所引用的 GPU 型号。数据均为单卡稠密值；空白单元格表示未知。正被报价使用的型号不能删除。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>制造商</translation>
    </message>
    <message>
        <source>VRAM (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>FP16/BF16 TFLOPS</source>
        <translation>FP16/BF16 TFLOPS</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 TFLOPS</translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <source>Memory (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>报价数</translation>
    </message>
    <message>
        <source>Tensor, dense: the default precision of the ranking</source>
        <translation>张量，稠密：排名的默认精度</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>How many offers use this GPU</source>
        <translation>使用该 GPU 的报价数量</translation>
    </message>
    <message>
        <source>Edit GPU %1</source>
        <translation>编辑 GPU %1</translation>
    </message>
    <message>
        <source>Add GPU %1</source>
        <translation>添加 GPU %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 is used by %n offer(s): move them to another GPU or delete them first.</source>
        <translation>
            <numerusform>%1 正被 %n 条报价使用：请先将这些报价改用其他 GPU，或将其删除。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete GPU %1</source>
        <translation>删除 GPU %1</translation>
    </message>
    <message>
        <source>Deleted GPU %1 (Ctrl+Z undoes)</source>
        <translation>已删除 GPU %1（按 Ctrl+Z 撤销）</translation>
    </message>
</context>
<context>
    <name>gpuscout::HelpDialog</name>
    <message>
        <source>Formulas and Sources</source>
        <translation>公式与来源</translation>
    </message>
    <message>
        <source>The help text is missing from this build.</source>
        <translation>此版本缺少帮助文本。</translation>
    </message>
</context>
<context>
    <name>gpuscout::ImportCells</name>
    <message>
        <source>empty; expected %1</source>
        <translation>为空；应为 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number; expected %2</source>
        <translation>“%1” 不是数字；应为 %2</translation>
    </message>
    <message>
        <source>a price per hour such as 2.5</source>
        <translation>每小时价格，例如 2.5</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is negative; expected %2</source>
        <translation>“%1” 为负数；应为 %2</translation>
    </message>
    <message>
        <source>the number of GPUs, above 0, such as 8 (or 0.5 for a shared GPU)</source>
        <translation>GPU 数量，须大于 0，例如 8（共享 GPU 可为 0.5）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not above 0; expected %2</source>
        <translation>“%1” 不大于 0；应为 %2</translation>
    </message>
    <message>
        <source>a number of 0 or more such as 12.5, or empty for unknown</source>
        <translation>大于或等于 0 的数字，例如 12.5，未知时留空</translation>
    </message>
    <message>
        <source>a fraction from 0 to 1 such as 0.05, or empty for unknown</source>
        <translation>0 到 1 之间的小数，例如 0.05，未知时留空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is outside 0 to 1; expected %2</source>
        <translation>“%1” 超出 0 到 1 的范围；应为 %2</translation>
    </message>
    <message>
        <source>a three-letter currency code such as USD or CNY</source>
        <translation>三个字母的币种代码，例如 USD 或 CNY</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a currency code; expected %2</source>
        <translation>“%1” 不是币种代码；应为 %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; expected YYYY-MM-DD such as 2026-12-31</source>
        <translation>“%1” 不是日期；应为 YYYY-MM-DD 格式，例如 2026-12-31</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not 0 or 1</source>
        <translation>“%1” 不是 0 或 1</translation>
    </message>
    <message>
        <source>on-demand, spot, reserved-1y or monthly (按量, 竞价, 包年, 包月)</source>
        <translation>on-demand、spot、reserved-1y 或 monthly（按量、竞价、包年、包月）</translation>
    </message>
    <message>
        <source>empty; expected the billing mode: %1</source>
        <translation>为空；应为计费方式：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a billing mode; expected %2</source>
        <translation>“%1” 不是计费方式；应为 %2</translation>
    </message>
</context>
<context>
    <name>gpuscout::ImportCsvReader</name>
    <message>
        <source>a GpuScout CSV needs the columns %1 (in any order) and at least one price column of %2</source>
        <translation>GpuScout CSV 需要包含列 %1（顺序不限），以及 %2 中的至少一个价格列</translation>
    </message>
    <message>
        <source>not a GpuScout CSV header; %1</source>
        <translation>不是 GpuScout CSV 表头；%1</translation>
    </message>
    <message>
        <source>missing column(s) %1; %2</source>
        <translation>缺少列 %1；%2</translation>
    </message>
    <message>
        <source>no price column; %1</source>
        <translation>没有价格列；%1</translation>
    </message>
    <message>
        <source>the provider, such as aws</source>
        <translation>云厂商，例如 aws</translation>
    </message>
    <message>
        <source>the provider&apos;s instance type, such as p5.48xlarge</source>
        <translation>云厂商的实例规格，例如 p5.48xlarge</translation>
    </message>
    <message>
        <source>the GPU model, such as H100-SXM</source>
        <translation>GPU 型号，例如 H100-SXM</translation>
    </message>
    <message>
        <source>no price; expected at least one of %1</source>
        <translation>没有价格；应至少包含 %1 中的一项</translation>
    </message>
</context>
<context>
    <name>gpuscout::ImportGpuMatch</name>
    <message>
        <source>unknown GPU &apos;%1&apos;; expected a model or alias of the catalog, such as %2</source>
        <translation>未知 GPU “%1”；应为目录中的型号或别名，例如 %2</translation>
    </message>
    <message>
        <source>unknown GPU &apos;%1&apos;; did you mean %2?</source>
        <translation>未知 GPU “%1”；是否指 %2？</translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <translation>%1（%2 GB）</translation>
    </message>
    <message>
        <source>no %1 with %2 GB per GPU in the catalog; it has %3</source>
        <translation>目录中没有单卡 %2 GB 的 %1；目录中有 %3</translation>
    </message>
</context>
<context>
    <name>gpuscout::ImportJsonReader</name>
    <message>
        <source>an array or object; expected a single value</source>
        <translation>为数组或对象；应为单个值</translation>
    </message>
    <message>
        <source>not an object; expected {&quot;on-demand&quot;: 2.5, &quot;spot&quot;: null, ...}</source>
        <translation>不是对象；应为 {&quot;on-demand&quot;: 2.5, &quot;spot&quot;: null, ...}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a billing mode; expected on-demand, spot, reserved-1y or monthly</source>
        <translation>“%1” 不是计费方式；应为 on-demand、spot、reserved-1y 或 monthly</translation>
    </message>
    <message>
        <source>the provider, such as aws</source>
        <translation>云厂商，例如 aws</translation>
    </message>
    <message>
        <source>the provider&apos;s instance type, such as p5.48xlarge</source>
        <translation>云厂商的实例规格，例如 p5.48xlarge</translation>
    </message>
    <message>
        <source>the GPU model, such as H100-SXM</source>
        <translation>GPU 型号，例如 H100-SXM</translation>
    </message>
    <message>
        <source>no price; expected &quot;prices&quot;: {&quot;on-demand&quot;: 2.5, ...} with at least one number</source>
        <translation>没有价格；应为至少含一个数字的 &quot;prices&quot;: {&quot;on-demand&quot;: 2.5, ...}</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>no &quot;offers&quot; array; expected GpuScout&apos;s JSON export {&quot;offers&quot;: [...]} or an array of offers</source>
        <translation>没有 &quot;offers&quot; 数组；应为 GpuScout 导出的 JSON {&quot;offers&quot;: [...]}，或报价数组</translation>
    </message>
    <message>
        <source>not an object; expected an offer {&quot;provider&quot;: ..., &quot;instance_type&quot;: ..., ...}</source>
        <translation>不是对象；应为报价 {&quot;provider&quot;: ..., &quot;instance_type&quot;: ..., ...}</translation>
    </message>
</context>
<context>
    <name>gpuscout::ImportOfferMerge</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>The file&apos;s %1 price %2 (as of %3) is older than the catalog&apos;s %4 (as of %5): the catalog&apos;s is kept.</source>
        <translation>文件中的 %1 价格 %2（截至 %3）早于目录中的 %4（截至 %5）：保留目录中的价格。</translation>
    </message>
</context>
<context>
    <name>gpuscout::ImportPlan</name>
    <message>
        <source>no provider: the row does not name one and none was chosen for the file; expected one of %1</source>
        <translation>没有云厂商：该行未注明，也未为该文件选择云厂商；应为以下之一：%1</translation>
    </message>
    <message>
        <source>unknown provider &apos;%1&apos;; expected one of %2, or let the import add new providers</source>
        <translation>未知云厂商 “%1”；应为以下之一：%2，或允许导入时添加新云厂商</translation>
    </message>
    <message>
        <source>Added by the import of %1 on %2.</source>
        <translation>于 %2 导入 %1 时添加。</translation>
    </message>
    <message>
        <source>duplicate of line %1 (same provider, instance type, region and zone)</source>
        <translation>与第 %1 行重复（云厂商、实例规格、地域和可用区均相同）</translation>
    </message>
    <message>
        <source>gives the offer of line %1 with a different %2</source>
        <translation>与第 %1 行是同一报价，但 %2 不同</translation>
    </message>
    <message>
        <source>Named by %1, imported on %2.</source>
        <translation>由 %1 指定，于 %2 导入。</translation>
    </message>
    <message>
        <source>the catalog prices this offer in %1, the file in %2; give the prices in %1 (an import never mixes currencies in one offer)</source>
        <translation>目录中该报价以 %1 计价，文件中以 %2 计价；请以 %1 提供价格（导入不会在同一报价中混用币种）</translation>
    </message>
    <message>
        <source>Import of %1</source>
        <translation>%1 导入</translation>
    </message>
    <message>
        <source>Import of %1 on %2</source>
        <translation>%2 导入的 %1</translation>
    </message>
</context>
<context>
    <name>gpuscout::ImportPreviewDialog</name>
    <message>
        <source>Import Catalog Data</source>
        <translation>导入目录数据</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行号</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Changes and messages</source>
        <translation>更改与消息</translation>
    </message>
    <message>
        <source>Rejected rows are left out. An import only adds and updates offers: nothing the file does not mention is removed, and an empty cell never erases a known figure.</source>
        <translation>被拒绝的行不会导入。导入只会添加和更新报价：文件中未提及的内容不会被删除，空白单元格也不会清除已知数据。</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>未变</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %3): %n row(s) read.</source>
        <translation>
            <numerusform>%1（%2，%3）：已读取 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, warning</source>
        <translation>%1，有警告</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行，列 %2：%3</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>new offer, %1 %2</source>
        <translation>新报价，%1 %2</translation>
    </message>
    <message>
        <source>new provider %1</source>
        <translation>新云厂商 %1</translation>
    </message>
    <message numerus="yes">
        <source>Add the %n new provider(s) the file names: %1</source>
        <translation>
            <numerusform>添加文件中提到的 %n 个新云厂商：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n row(s)</source>
        <translation>
            <numerusform>导入 %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuscout::ImportReader</name>
    <message>
        <source>cannot tell the format from the header; expected a GpuScout CSV (%1, ...), a SkyPilot vms.csv (InstanceType, AcceleratorName, AcceleratorCount, Price, Region, ...), a quote sheet (%2) or GpuScout JSON</source>
        <translation>无法根据表头判断格式；应为 GpuScout CSV（%1, ...）、SkyPilot vms.csv（InstanceType, AcceleratorName, AcceleratorCount, Price, Region, ...）、报价单（%2）或 GpuScout JSON</translation>
    </message>
    <message>
        <source>example row: replace it with your offers or delete it before importing</source>
        <translation>示例行：导入前请将其替换为您的报价，或将其删除</translation>
    </message>
</context>
<context>
    <name>gpuscout::ImportTable</name>
    <message>
        <source>%1 fields, expected %2 as in the header; check for a missing or extra separator, or an unquoted comma</source>
        <translation>有 %1 个字段，应与表头一致为 %2 个；请检查是否缺少或多出分隔符，或有未加引号的逗号</translation>
    </message>
</context>
<context>
    <name>gpuscout::ImportText</name>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>binary data (a NUL character at position %1); expected a text file: CSV or JSON</source>
        <translation>二进制数据（位置 %1 处有 NUL 字符）；应为文本文件：CSV 或 JSON</translation>
    </message>
    <message>
        <source>binary data (%1 control characters in %2); expected a text file: CSV or JSON</source>
        <translation>二进制数据（%2 中有 %1 个控制字符）；应为文本文件：CSV 或 JSON</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <source>%1: %2 is larger than the import limit of %3; split the file or import a smaller extract</source>
        <translation>%1：%2 超过了 %3 的导入上限；请拆分文件，或导入较小的部分</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>%1: larger than the import limit of %2; split the file or import a smaller extract</source>
        <translation>%1：超过了 %2 的导入上限；请拆分文件，或导入较小的部分</translation>
    </message>
    <message>
        <source>%1 is larger than the import limit of %2; split the file or import a smaller extract</source>
        <translation>%1 超过了 %2 的导入上限；请拆分文件，或导入较小的部分</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row or a JSON document</source>
        <translation>文件为空；应包含表头行或 JSON 文档</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an encoding this system knows; expected e.g. UTF-8, GB18030, UTF-16LE or windows-1252</source>
        <translation>系统无法识别编码 “%1”；应为 UTF-8、GB18030、UTF-16LE 或 windows-1252 等</translation>
    </message>
    <message>
        <source>the bytes are not valid %1 text; choose another encoding or save the file as UTF-8</source>
        <translation>内容不是有效的 %1 文本；请选择其他编码，或将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>the file starts with a %1 byte-order mark but is not valid %1 text</source>
        <translation>文件以 %1 字节顺序标记（BOM）开头，但不是有效的 %1 文本</translation>
    </message>
    <message>
        <source>looks like %1 text without a byte-order mark; save it as UTF-8, or choose the encoding %1</source>
        <translation>似乎是不带字节顺序标记（BOM）的 %1 文本；请将其另存为 UTF-8，或选择编码 %1</translation>
    </message>
    <message>
        <source>the file is not UTF-8; it was read as GB18030 (GBK) Chinese text</source>
        <translation>文件不是 UTF-8 编码；已按 GB18030（GBK）中文文本读取</translation>
    </message>
    <message>
        <source>not UTF-8; if it is Chinese text saved by Excel it looks GBK/GB18030-encoded: save it as UTF-8 (CSV UTF-8 in Excel&apos;s Save As) and import it again</source>
        <translation>不是 UTF-8 编码；如果是 Excel 保存的中文文本，则看起来是 GBK/GB18030 编码：请另存为 UTF-8（在 Excel 的“另存为”中选择 CSV UTF-8）后重新导入</translation>
    </message>
    <message>
        <source>not valid UTF-8 (byte 0x%1); save the file as UTF-8, or choose its encoding (e.g. GB18030, windows-1252)</source>
        <translation>不是有效的 UTF-8（字节 0x%1）；请将文件另存为 UTF-8，或指定其编码（如 GB18030、windows-1252）</translation>
    </message>
</context>
<context>
    <name>gpuscout::JobCost</name>
    <message>
        <source>on spot the job would never finish: interruptions come faster than checkpoints</source>
        <translation>按抢占式计费任务永远无法完成：中断比检查点来得更快</translation>
    </message>
    <message>
        <source>the spot interruption rate is not known, so the spot cost is not either</source>
        <translation>抢占式实例的中断率未知，因此抢占式成本也未知</translation>
    </message>
</context>
<context>
    <name>gpuscout::JobEstimate</name>
    <message>
        <source>the memory the job needs is not known; give working_set_gb</source>
        <translation>任务所需显存未知；请给出 working_set_gb</translation>
    </message>
    <message>
        <source>the offer&apos;s GPUs (%1) have unknown VRAM</source>
        <translation>该报价的 GPU（%1）显存未知</translation>
    </message>
    <message>
        <source>needs %1 GB but the offer is %2 GB, a fraction of one GPU that cannot be combined with others</source>
        <translation>需要 %1 GB，但该报价只有 %2 GB，是单块 GPU 的一部分，无法与其他 GPU 组合</translation>
    </message>
    <message>
        <source>each GPU&apos;s %1 GB is no more than the %2 GB runtime overhead per GPU</source>
        <translation>每块 GPU 的 %1 GB 不超过每块 GPU %2 GB 的运行时开销</translation>
    </message>
    <message>
        <source>%1 jobs are priced by hours; give hours</source>
        <translation>%1 任务按时长计价；请给出时长</translation>
    </message>
    <message>
        <source>give tokens to generate or hours to price the serving</source>
        <translation>请给出要生成的 token 数或时长，以便为推理服务计价</translation>
    </message>
    <message>
        <source>give training tokens or hours</source>
        <translation>请给出训练 token 数或时长</translation>
    </message>
    <message>
        <source>%1 has no dense %2 TFLOPS figure in the catalog</source>
        <translation>目录中没有 %1 的 %2 稠密 TFLOPS 数据</translation>
    </message>
</context>
<context>
    <name>gpuscout::MainWindow</name>
    <message>
        <source>Filter by provider, instance type, region or GPU (Ctrl+F)</source>
        <translation>按云厂商、实例规格、地域或 GPU 筛选（Ctrl+F）</translation>
    </message>
    <message>
        <source>&amp;Ranking</source>
        <translation>排名(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>对比(&amp;C)</translation>
    </message>
    <message>
        <source>Pinned offers side by side (pin with Space or a double-click in the ranking)</source>
        <translation>并排显示已固定的报价（在排名中按空格键或双击即可固定）</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>约束</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>目录：%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Scenario</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <source>Reset weights and constraints to their defaults</source>
        <translation>将权重和约束恢复为默认值</translation>
    </message>
    <message>
        <source>&amp;Open Scenario…</source>
        <translation>打开方案(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save Scenario</source>
        <translation>保存方案(&amp;S)</translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation>方案另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Find in Ranking</source>
        <translation>在排名中查找(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Compare Pinned Offers</source>
        <translation>对比已固定的报价(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pin or Unpin Selected Offers</source>
        <translation>固定或取消固定所选报价(&amp;P)</translation>
    </message>
    <message>
        <source>C&amp;lear Pins</source>
        <translation>清除所有固定(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Reset Weights</source>
        <translation>重置权重(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GpuScout</source>
        <translation>关于 GpuScout(&amp;A)</translation>
    </message>
    <message>
        <source>No recent scenarios</source>
        <translation>无最近方案</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <source>Cannot save the scenario</source>
        <translation>无法保存方案</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>GpuScout scenarios (*.json)</source>
        <translation>GpuScout 方案文件 (*.json)</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>GpuScout scenarios (*.json);;All files (*)</source>
        <translation>GpuScout 方案文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <source>%1 — GpuScout</source>
        <translation>%1 — GpuScout</translation>
    </message>
    <message>
        <source>Top three distinct instance types and the pinned offers; hover a point for its value</source>
        <translation>排名前三的不同实例规格及已固定的报价；鼠标悬停在点上可查看数值</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the comparison of the current scenario as a PDF report</source>
        <translation>将当前方案的对比写成 PDF 报告</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export the report</source>
        <translation>无法导出报告</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>已写出 %1（%n 页）</numerusform>
        </translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>&amp;Formulas and Sources</source>
        <translation>公式与来源(&amp;F)</translation>
    </message>
    <message>
        <source>Catalog change not undone</source>
        <translation>目录更改未撤销</translation>
    </message>
    <message>
        <source>Hide &amp;dominated offers</source>
        <translation>隐藏被支配的报价(&amp;D)</translation>
    </message>
    <message>
        <source>Hide offers that another offer matches or beats on all five criteria and beats on one: they never win, whatever the weights. Ranks keep their numbers.</source>
        <translation>隐藏被支配的报价：另有报价在全部五项指标上都不逊于它，且至少在一项上优于它。无论权重如何，这类报价都不会胜出。名次编号保持不变。</translation>
    </message>
    <message>
        <source>&amp;Insight</source>
        <translation>洞察(&amp;I)</translation>
    </message>
    <message>
        <source>How robust the winner is: how far each weight can move, and who wins when the weights wander</source>
        <translation>最优报价有多稳健：各权重可变动多大范围，以及权重波动时由谁胜出</translation>
    </message>
    <message>
        <source>Pa&amp;reto Front</source>
        <translation>帕累托前沿(&amp;R)</translation>
    </message>
    <message>
        <source>Price against compute: the offers nothing else beats on both</source>
        <translation>价格与算力对比：在这两方面都没有被其他报价超越的报价</translation>
    </message>
    <message>
        <source>Exchange rate not saved</source>
        <translation>汇率未保存</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Hide &amp;Dominated Offers</source>
        <translation>隐藏被支配的报价(&amp;D)</translation>
    </message>
    <message>
        <source>How Robust Is the &amp;Winner</source>
        <translation>最优报价的稳健性(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Edit Catalog…</source>
        <translation>编辑目录(&amp;E)…</translation>
    </message>
    <message>
        <source>Browse and edit offers, GPU specs, providers and exchange rates; stale prices are flagged there</source>
        <translation>浏览和编辑报价、GPU 规格、云厂商和汇率；陈旧价格会在其中标出</translation>
    </message>
    <message>
        <source>Exchange &amp;Rates…</source>
        <translation>汇率(&amp;R)…</translation>
    </message>
    <message>
        <source>No offer passes the constraints.</source>
        <translation>没有满足约束的报价。</translation>
    </message>
</context>
<context>
    <name>gpuscout::OfferChecks</name>
    <message>
        <source>The provider is not in the catalog; add it first or pick a known one.</source>
        <translation>目录中没有该云厂商；请先添加，或选择已有的云厂商。</translation>
    </message>
    <message>
        <source>The instance type is empty.</source>
        <translation>实例规格为空。</translation>
    </message>
    <message>
        <source>The region is empty; use the provider&apos;s region name, or &quot;unspecified&quot;.</source>
        <translation>地域为空；请使用云厂商的地域名称，或填写 &quot;unspecified&quot;。</translation>
    </message>
    <message>
        <source>The GPU model is not in the catalog.</source>
        <translation>目录中没有该 GPU 型号。</translation>
    </message>
    <message>
        <source>The GPU count must be above 0 (1 or more, or a fraction for a partitioned GPU).</source>
        <translation>GPU 数量必须大于 0（1 或以上；分片 GPU 可为小数）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a currency code; expected three letters such as USD or CNY.</source>
        <translation>“%1” 不是币种代码；应为三个字母，例如 USD 或 CNY。</translation>
    </message>
    <message>
        <source>A price of %1 per hour is not valid; expected a number above 0, or empty when not known.</source>
        <translation>每小时 %1 的价格无效；应为大于 0 的数字，未知时请留空。</translation>
    </message>
    <message>
        <source>The offer has no price; give at least one (on-demand, spot, 1-year reserved or monthly).</source>
        <translation>该报价没有价格；请至少填写一项（按量付费、抢占式、预留一年或包年包月）。</translation>
    </message>
    <message>
        <source>%1 is negative; expected 0 or more, or empty when not known.</source>
        <translation>%1 为负数；应大于或等于 0，未知时请留空。</translation>
    </message>
    <message>
        <source>The spot interruption rate must be a fraction per month between 0 and 1.</source>
        <translation>抢占式中断率必须是 0 到 1 之间的每月比例。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; expected YYYY-MM-DD, the day the price was quoted.</source>
        <translation>“%1” 不是日期；应为 YYYY-MM-DD 格式的报价日期。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; expected YYYY-MM-DD.</source>
        <translation>“%1” 不是日期；应为 YYYY-MM-DD 格式。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; expected YYYY-MM-DD, the last day the quote holds.</source>
        <translation>“%1” 不是日期；应为 YYYY-MM-DD 格式的报价最后有效日。</translation>
    </message>
    <message>
        <source>The quote expired on %1.</source>
        <translation>该报价已于 %1 过期。</translation>
    </message>
    <message>
        <source>The spot price (%1) is above the on-demand price (%2): check both.</source>
        <translation>抢占式价格（%1）高于按量付费价格（%2）：请核对两者。</translation>
    </message>
    <message>
        <source>%1 %2 per GPU-hour is %3 times the median of other providers for the %4 (%5 %2): check the price and the GPU count.</source>
        <translation>每 GPU 小时 %1 %2，是其他云厂商 %4 中位数（%5 %2）的 %3 倍：请核对价格和 GPU 数量。</translation>
    </message>
</context>
<context>
    <name>gpuscout::OfferEditDialog</name>
    <message>
        <source>Edit Offer %1</source>
        <translation>编辑报价 %1</translation>
    </message>
    <message>
        <source>New Offer</source>
        <translation>新建报价</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>云厂商(&amp;P)：</translation>
    </message>
    <message>
        <source>Add a provider first on the Providers tab when it is missing</source>
        <translation>如果缺少云厂商，请先在“云厂商”选项卡中添加</translation>
    </message>
    <message>
        <source>&amp;Instance type:</source>
        <translation>实例规格(&amp;I)：</translation>
    </message>
    <message>
        <source>The provider&apos;s name for the instance, e.g. p5.48xlarge or ecs.gn7i-c8g1.2xlarge</source>
        <translation>云厂商对该实例的命名，例如 p5.48xlarge 或 ecs.gn7i-c8g1.2xlarge</translation>
    </message>
    <message>
        <source>&amp;Family:</source>
        <translation>实例族(&amp;F)：</translation>
    </message>
    <message>
        <source>compute, inference, hpc, heterogeneous, bare-metal, graphics</source>
        <translation>compute, inference, hpc, heterogeneous, bare-metal, graphics</translation>
    </message>
    <message>
        <source>A GPU model of the catalog or one of its aliases (e.g. H100 for H100-SXM)</source>
        <translation>目录中的 GPU 型号或其别名（例如 H100 代表 H100-SXM）</translation>
    </message>
    <message>
        <source>count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>GPUs per instance: 1 or more, or a fraction (0.5, 0.125) for a partitioned GPU</source>
        <translation>每个实例的 GPU 数量：1 或以上；分片 GPU 可为小数（0.5、0.125）</translation>
    </message>
    <message>
        <source>New GPU Spec…</source>
        <translation>新建 GPU 规格…</translation>
    </message>
    <message>
        <source>Add the typed model to the catalog&apos;s GPU specs; it is saved with this offer</source>
        <translation>将输入的型号添加到目录的 GPU 规格中；它会随此报价一起保存</translation>
    </message>
    <message>
        <source>&amp;GPU × count:</source>
        <translation>GPU × 数量(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;vCPUs:</source>
        <translation>vCPU 数(&amp;V)：</translation>
    </message>
    <message>
        <source>Virtual CPUs of the instance</source>
        <translation>实例的虚拟 CPU 数</translation>
    </message>
    <message>
        <source>&amp;RAM (GiB):</source>
        <translation>内存（GiB）(&amp;R)：</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>Local NVMe (GB):</source>
        <translation>本地 NVMe（GB）：</translation>
    </message>
    <message>
        <source>Local instance storage</source>
        <translation>实例本地存储</translation>
    </message>
    <message>
        <source>&amp;Network (Gbit/s):</source>
        <translation>网络（Gbit/s）(&amp;N)：</translation>
    </message>
    <message>
        <source>Network bandwidth of the instance, including its RDMA fabric</source>
        <translation>实例的网络带宽，包括其 RDMA 网络</translation>
    </message>
    <message>
        <source>RDMA:</source>
        <translation>RDMA：</translation>
    </message>
    <message>
        <source>The RDMA fabric; empty when the provider does not say</source>
        <translation>RDMA 网络类型；云厂商未说明时留空</translation>
    </message>
    <message>
        <source>R&amp;egion:</source>
        <translation>地域(&amp;E)：</translation>
    </message>
    <message>
        <source>The provider&apos;s region name, or &quot;unspecified&quot;</source>
        <translation>云厂商的地域名称，或 &quot;unspecified&quot;</translation>
    </message>
    <message>
        <source>&amp;Zone:</source>
        <translation>可用区(&amp;Z)：</translation>
    </message>
    <message>
        <source>Availability zone, when the price is zonal</source>
        <translation>可用区（价格按可用区区分时填写）</translation>
    </message>
    <message>
        <source>Prices per hour</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <source>Every price of the offer is in this currency; the display currency converts with the rate table</source>
        <translation>该报价的所有价格均以此币种计；显示币种按汇率表换算</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;On-demand:</source>
        <translation>按量付费(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Spot:</source>
        <translation>抢占式(&amp;S)：</translation>
    </message>
    <message>
        <source>Reserved &amp;1 year:</source>
        <translation>预留一年(&amp;1)：</translation>
    </message>
    <message>
        <source>&amp;Monthly:</source>
        <translation>包年包月(&amp;M)：</translation>
    </message>
    <message>
        <source>Pay-as-you-go price per hour</source>
        <translation>按量付费的每小时价格</translation>
    </message>
    <message>
        <source>Interruptible price per hour</source>
        <translation>可中断实例的每小时价格</translation>
    </message>
    <message>
        <source>1-year commitment, effective price per hour</source>
        <translation>承诺使用一年，折算的每小时价格</translation>
    </message>
    <message>
        <source>Monthly subscription (包年包月), effective price per hour</source>
        <translation>包年包月，折算的每小时价格</translation>
    </message>
    <message>
        <source>Empty = unknown: the offer is left out of rankings under this billing mode, never priced at 0</source>
        <translation>空白 = 未知：在此计费方式下该报价不参与排名，而不会按 0 计价</translation>
    </message>
    <message>
        <source>When this price was quoted (YYYY-MM-DD); today when you change the price, the row&apos;s date when empty</source>
        <translation>该价格的报价日期（YYYY-MM-DD）；更改价格时默认为今天，留空时使用该行的日期</translation>
    </message>
    <message>
        <source>as of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Fraction of spot instances reclaimed per month, 0 to 1</source>
        <translation>每月被回收的抢占式实例比例，范围 0 到 1</translation>
    </message>
    <message>
        <source>Spot interruption:</source>
        <translation>抢占式中断率：</translation>
    </message>
    <message>
        <source>Where the prices come from; a new key is added to the catalog&apos;s sources</source>
        <translation>价格的来源；新的键名会添加到目录的来源列表中</translation>
    </message>
    <message>
        <source>So&amp;urce:</source>
        <translation>来源(&amp;U)：</translation>
    </message>
    <message>
        <source>The day the row was quoted; a price without a date of its own has this one</source>
        <translation>该行的报价日期；没有自身日期的价格使用此日期</translation>
    </message>
    <message>
        <source>&amp;As of:</source>
        <translation>截至日期(&amp;A)：</translation>
    </message>
    <message>
        <source>YYYY-MM-DD, empty when not a dated quote</source>
        <translation>YYYY-MM-DD；非限期报价时留空</translation>
    </message>
    <message>
        <source>The last day a vendor&apos;s quote holds</source>
        <translation>厂商报价的最后有效日</translation>
    </message>
    <message>
        <source>&amp;Valid until:</source>
        <translation>有效期至(&amp;V)：</translation>
    </message>
    <message>
        <source>Illustrative figure, not a quote</source>
        <translation>示意数据，非报价</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>Price history</source>
        <translation>价格历史</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price/h</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Replaced on</source>
        <translation>替换日期</translation>
    </message>
    <message>
        <source>Prices this offer had before, newest first: each held from its quote date until it was replaced</source>
        <translation>该报价以前的价格，按从新到旧排列：每个价格的有效期为其报价日期至被替换之日</translation>
    </message>
    <message>
        <source>A new offer has no earlier prices.</source>
        <translation>新报价没有历史价格。</translation>
    </message>
    <message>
        <source>No earlier prices: each price shown above is the first one recorded for this offer. Changing one keeps it here.</source>
        <translation>没有历史价格：上方显示的每个价格都是该报价首次记录的价格。更改价格后，旧价格会保留在这里。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number; leave it empty when not known.</source>
        <translation>“%1” 不是数字；未知时请留空。</translation>
    </message>
    <message>
        <source>Name where the prices come from.</source>
        <translation>请注明价格的来源。</translation>
    </message>
    <message>
        <source>Another offer already has this instance type in this region; imports will update only one of them.</source>
        <translation>另一条报价在此地域已有相同的实例规格；导入时只会更新其中一条。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU model of the catalog. Did you mean %2?</source>
        <translation>“%1” 不是目录中的 GPU 型号。是否指 %2？</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU model of the catalog: add its spec with New GPU Spec….</source>
        <translation>“%1” 不是目录中的 GPU 型号：请通过“新建 GPU 规格…”添加其规格。</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
</context>
<context>
    <name>gpuscout::OffersPage</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate…</source>
        <translation>复制(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Filter by provider, instance type, region or GPU</source>
        <translation>按云厂商、实例规格、地域或 GPU 筛选</translation>
    </message>
    <message>
        <source>Show the offers of one provider</source>
        <translation>仅显示某个云厂商的报价</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Prices quoted longer ago than this are marked stale (amber) here and in the ranking</source>
        <translation>报价日期早于此期限的价格，会在此处和排名中标记为陈旧（琥珀色）</translation>
    </message>
    <message>
        <source>Flag prices older than</source>
        <translation>价格陈旧阈值</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>Add an offer, e.g. from a vendor&apos;s quote</source>
        <translation>添加报价，例如来自厂商报价单的报价</translation>
    </message>
    <message>
        <source>Edit the selected offer (or double-click it); its price history is at the bottom</source>
        <translation>编辑所选报价（或双击该报价）；其价格历史位于底部</translation>
    </message>
    <message>
        <source>A new offer filled from the selected one, e.g. the same instance in another region</source>
        <translation>以所选报价为基础新建报价，例如同一实例在其他地域的报价</translation>
    </message>
    <message>
        <source>Delete the selected offers (Ctrl+Z undoes)</source>
        <translation>删除所选报价（按 Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>全部云厂商</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Delete %n Offers</source>
        <translation>
            <numerusform>删除 %n 条报价(&amp;D)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%n 条报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n offer(s) shown</source>
        <translation>
            <numerusform>已显示 %n 条报价中的 %1 条</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n stale</source>
        <translation>
            <numerusform> · %n 条陈旧</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog has no offers yet. Add one with Add…, or import a price list with File → Import.</source>
        <translation>目录中还没有报价。请通过“添加…”添加报价，或通过“文件 → 导入目录数据”导入价格表。</translation>
    </message>
    <message>
        <source>No offer matches the filter. Clear the search box or pick All providers.</source>
        <translation>没有符合筛选条件的报价。请清空搜索框，或选择“全部云厂商”。</translation>
    </message>
    <message>
        <source>The catalog changed while the form was open (an undo, an import or a rate edit); cancel and edit the offer again.</source>
        <translation>表单打开期间目录发生了变化（撤销、导入或汇率编辑）；请取消后重新编辑该报价。</translation>
    </message>
    <message>
        <source>Edit offer %1</source>
        <translation>编辑报价 %1</translation>
    </message>
    <message>
        <source>Add offer %1</source>
        <translation>添加报价 %1</translation>
    </message>
    <message>
        <source>Delete offer %1</source>
        <translation>删除报价 %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n offers</source>
        <translation>
            <numerusform>删除 %n 条报价</numerusform>
        </translation>
    </message>
    <message>
        <source> (Ctrl+Z undoes)</source>
        <translation>（按 Ctrl+Z 撤销）</translation>
    </message>
</context>
<context>
    <name>gpuscout::ParetoChart</name>
    <message>
        <source>No ranking yet.</source>
        <translation>尚无排名。</translation>
    </message>
    <message>
        <source>No offer passes the constraints, so there is nothing to plot.</source>
        <translation>没有满足约束的报价，因此无可绘制的内容。</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n feasible offer(s) has both a known price and a known compute figure.</source>
        <translation>
            <numerusform>%n 条可行报价中，没有一条同时具有已知价格和已知算力数据。</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing %1 of %2 dominated offers, an even sample in price order; every offer of the front is shown.</source>
        <translation>按价格顺序均匀抽样，显示 %2 条被支配报价中的 %1 条；前沿上的报价全部显示。</translation>
    </message>
    <message>
        <source>Dominated: another offer is cheaper and at least as fast, or as cheap and faster</source>
        <translation>被支配：另有报价更便宜且至少一样快，或价格相同且更快</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Not dominated</source>
        <translation>未被支配</translation>
    </message>
    <message>
        <source>Cost to complete the job (%1)</source>
        <translation>完成作业的成本（%1）</translation>
    </message>
    <message>
        <source>Price per hour (%1)</source>
        <translation>每小时价格（%1）</translation>
    </message>
    <message>
        <source>, logarithmic</source>
        <translation>，对数刻度</translation>
    </message>
    <message>
        <source>Time to complete (hours, lower is better)</source>
        <translation>完成用时（小时，越低越好）</translation>
    </message>
    <message>
        <source>Compute (dense TFLOPS)</source>
        <translation>算力（稠密 TFLOPS）</translation>
    </message>
    <message>
        <source>cost to complete %1</source>
        <translation>完成成本 %1</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>#%1 %2
%3, %4</source>
        <translation>#%1 %2
%3，%4</translation>
    </message>
</context>
<context>
    <name>gpuscout::Presets</name>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Pre-training needs top compute, large VRAM and a fast interconnect between GPUs and machines; price matters less than finishing.</source>
        <translation>预训练需要顶级算力、大显存，以及 GPU 之间和机器之间的高速互联；相比按时完成，价格没那么重要。</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Fine-tuning (full or LoRA) is bound by VRAM first; mid-range GPUs at a fair price usually suffice, and one node rarely needs a fast network.</source>
        <translation>微调（全量或 LoRA）首先受显存限制；价格合理的中端 GPU 通常就已足够，单节点也很少需要高速网络。</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Serving values compute per unit of money and steady service: price and stability first, then enough compute and VRAM for the model.</source>
        <translation>推理服务看重单位花费的算力和服务的稳定：价格和稳定性优先，其次是足以运行模型的算力和显存。</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>经济</translation>
    </message>
    <message>
        <source>The cheapest way to get some GPU time: price dominates, the rest breaks ties.</source>
        <translation>以最低成本获得 GPU 时长：价格为主，其余指标仅用于区分同分。</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Every criterion counts the same.</source>
        <translation>各项指标同等重要。</translation>
    </message>
</context>
<context>
    <name>gpuscout::PriceAge</name>
    <message>
        <source>quoted %1, today</source>
        <translation>报价日期 %1（今天）</translation>
    </message>
    <message numerus="yes">
        <source>quoted %1, %n day(s) ago</source>
        <translation>
            <numerusform>报价日期 %1（%n 天前）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuscout::ProviderDialog</name>
    <message>
        <source>New Provider</source>
        <translation>新建云厂商</translation>
    </message>
    <message>
        <source>Edit Provider %1</source>
        <translation>编辑云厂商 %1</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>键名(&amp;K)：</translation>
    </message>
    <message>
        <source>Offers and saved scenarios refer to the provider by its key, so it stays as it is</source>
        <translation>报价和已保存的方案通过键名引用该云厂商，因此不可更改</translation>
    </message>
    <message>
        <source>Lower-case letters, digits and dashes, e.g. volcengine</source>
        <translation>小写字母、数字和连字符，例如 volcengine</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>As shown in English</source>
        <translation>英文界面中显示的名称</translation>
    </message>
    <message>
        <source>&amp;Chinese name:</source>
        <translation>中文名称(&amp;C)：</translation>
    </message>
    <message>
        <source>As shown in the Chinese interface (中文名); the English name when empty</source>
        <translation>中文界面中显示的名称；留空时使用英文名称</translation>
    </message>
    <message>
        <source>hyperscaler</source>
        <translation>超大规模云</translation>
    </message>
    <message>
        <source>GPU cloud</source>
        <translation>GPU 云</translation>
    </message>
    <message>
        <source>marketplace</source>
        <translation>算力市场</translation>
    </message>
    <message>
        <source>K&amp;ind:</source>
        <translation>类型(&amp;I)：</translation>
    </message>
    <message>
        <source>A marketplace rents other people&apos;s machines: its stability comes from measured host reliability</source>
        <translation>算力市场出租的是第三方的机器：其稳定性取决于实测的主机可靠性</translation>
    </message>
    <message>
        <source>&amp;Home currency:</source>
        <translation>常用币种(&amp;H)：</translation>
    </message>
    <message>
        <source>The currency its prices are usually in (three letters)</source>
        <translation>其价格通常使用的币种（三个字母）</translation>
    </message>
    <message>
        <source>no published SLA</source>
        <translation>未公布 SLA</translation>
    </message>
    <message>
        <source>&amp;SLA %:</source>
        <translation>SLA %(&amp;S)：</translation>
    </message>
    <message>
        <source>Single-instance availability SLA, e.g. 99.5; empty when the provider publishes none (stability then uses the editable no-SLA default)</source>
        <translation>单实例可用性 SLA，例如 99.5；云厂商未公布时留空（此时稳定性采用可编辑的无 SLA 默认值）</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <source>Expected lower-case letters, digits, &apos;-&apos; or &apos;_&apos;, e.g. volcengine.</source>
        <translation>应为小写字母、数字、&apos;-&apos; 或 &apos;_&apos;，例如 volcengine。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already a provider.</source>
        <translation>云厂商 “%1” 已存在。</translation>
    </message>
    <message>
        <source>The name is empty.</source>
        <translation>名称为空。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a currency code; expected three letters such as USD or CNY.</source>
        <translation>“%1” 不是币种代码；应为三个字母，例如 USD 或 CNY。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number; leave it empty for no SLA.</source>
        <translation>“%1” 不是数字；无 SLA 时请留空。</translation>
    </message>
    <message>
        <source>An SLA is a percentage above 0 and at most 100, e.g. 99.5.</source>
        <translation>SLA 是大于 0 且不超过 100 的百分比，例如 99.5。</translation>
    </message>
    <message>
        <source>Below 90 %: SLAs are usually 99 % or more; check the figure.</source>
        <translation>低于 90 %：SLA 通常为 99 % 或更高；请核对数值。</translation>
    </message>
</context>
<context>
    <name>gpuscout::ProvidersPage</name>
    <message>
        <source>The clouds and marketplaces offers belong to. The SLA feeds the stability criterion; a provider with offers cannot be deleted.</source>
        <translation>报价所属的云平台和算力市场。SLA 用于计算稳定性指标；有报价的云厂商不能删除。</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键名</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>中文名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Home currency</source>
        <translation>常用币种</translation>
    </message>
    <message>
        <source>SLA %</source>
        <translation>SLA %</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>报价数</translation>
    </message>
    <message>
        <source>How offers and saved scenarios refer to the provider</source>
        <translation>报价和已保存的方案引用该云厂商时所用的标识</translation>
    </message>
    <message>
        <source>Single-instance SLA; empty = none published</source>
        <translation>单实例 SLA；空白 = 未公布</translation>
    </message>
    <message>
        <source>How many offers this provider has</source>
        <translation>该云厂商的报价数量</translation>
    </message>
    <message>
        <source>Edit provider %1</source>
        <translation>编辑云厂商 %1</translation>
    </message>
    <message>
        <source>Add provider %1</source>
        <translation>添加云厂商 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n offer(s): delete them first (Offers tab, provider filter).</source>
        <translation>
            <numerusform>%1 有 %n 条报价：请先删除这些报价（在“报价”选项卡中按云厂商筛选）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete provider %1</source>
        <translation>删除云厂商 %1</translation>
    </message>
    <message>
        <source>Deleted provider %1 (Ctrl+Z undoes)</source>
        <translation>已删除云厂商 %1（按 Ctrl+Z 撤销）</translation>
    </message>
</context>
<context>
    <name>gpuscout::PythonLiteral</name>
    <message>
        <source>nested deeper than %1 levels at position %2</source>
        <translation>位置 %2 处嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>字符串未闭合</translation>
    </message>
    <message>
        <source>ends too early</source>
        <translation>意外结束</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; at position %2</source>
        <translation>位置 %2 处出现意外的 “%1”</translation>
    </message>
</context>
<context>
    <name>gpuscout::RadarChart</name>
    <message>
        <source>%1 (pinned)</source>
        <translation>%1（已固定）</translation>
    </message>
    <message>
        <source>No offers to compare</source>
        <translation>没有可对比的报价</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2：%3</translation>
    </message>
</context>
<context>
    <name>gpuscout::RankOutput</name>
    <message>
        <source>No offer passes the constraints (%1 in the catalog).</source>
        <translation>没有满足约束的报价（目录中共 %1 条）。</translation>
    </message>
    <message>
        <source>%1 of %2 feasible offers shown.</source>
        <translation>已显示 %2 条可行报价中的 %1 条。</translation>
    </message>
</context>
<context>
    <name>gpuscout::RankingMethod</name>
    <message>
        <source>Weighted sum</source>
        <translation>加权和</translation>
    </message>
    <message>
        <source>TOPSIS</source>
        <translation>TOPSIS</translation>
    </message>
</context>
<context>
    <name>gpuscout::RankingModel</name>
    <message>
        <source>Score %1 = weighted mean of the normalised criteria:</source>
        <translation>得分 %1 = 归一化后各项指标的加权平均值：</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Price-performance R = dense TFLOPS of all GPUs / price per hour</source>
        <translation>性价比 R = 所有 GPU 的稠密 TFLOPS / 每小时价格</translation>
    </message>
    <message>
        <source>Network bandwidth of the instance in Gbit/s</source>
        <translation>实例的网络带宽，单位 Gbit/s</translation>
    </message>
    <message>
        <source>Network bandwidth of the instance in Gbit/s, with RDMA (%1)</source>
        <translation>实例的网络带宽，单位 Gbit/s，支持 RDMA（%1）</translation>
    </message>
    <message>
        <source>Source: %1, as of %2%3</source>
        <translation>来源：%1，截至 %2%3</translation>
    </message>
    <message>
        <source> (illustrative figure, not a quote)</source>
        <translation>（示意数据，非报价）</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPU × count</source>
        <translation>GPU × 数量</translation>
    </message>
    <message>
        <source>VRAM (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Dense TFLOPS</source>
        <translation>稠密 TFLOPS</translation>
    </message>
    <message>
        <source>Price/h (%1)</source>
        <translation>每小时价格（%1）</translation>
    </message>
    <message>
        <source>Per GPU-hour (%1)</source>
        <translation>每 GPU 小时（%1）</translation>
    </message>
    <message>
        <source>TFLOPS per %1/h</source>
        <translation>每 %1/小时的 TFLOPS</translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation>网络（Gbit/s）</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>稳定性</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Workload: %1 GPUs needed on %2 instance(s), %3 hours to complete, total cost %4</source>
        <translation>工作负载：需要 %1 块 GPU、%2 台实例，完成耗时 %3 小时，完成总成本 %4</translation>
    </message>
    <message>
        <source>Total cost to complete the job under the billing mode: instances x price per hour x hours + storage + traffic</source>
        <translation>按当前计费方式完成任务的总成本：实例数 × 每小时价格 × 时长 + 存储 + 流量</translation>
    </message>
    <message>
        <source>Hours to complete the job: FLOPs / (peak TFLOPS x utilisation x speedup)</source>
        <translation>完成任务的时长：FLOPs / (峰值 TFLOPS × 利用率 × 加速比)</translation>
    </message>
    <message>
        <source>An hourly figure: not shown while the ranking is by the job&apos;s cost and time</source>
        <translation>按小时计的指标：按任务完成总成本和完成耗时排名时不显示</translation>
    </message>
    <message>
        <source>Hours to complete</source>
        <translation>完成耗时（小时）</translation>
    </message>
    <message>
        <source>Job cost (%1)</source>
        <translation>完成总成本（%1）</translation>
    </message>
    <message>
        <source>%1 price %2</source>
        <translation>%1 价格：%2</translation>
    </message>
    <message numerus="yes">
        <source>Stale: older than %n day(s) (the limit is set in Catalog → Edit Catalog)</source>
        <translation>
            <numerusform>陈旧：超过 %n 天（期限在“目录 → 编辑目录”中设置）</numerusform>
        </translation>
    </message>
    <message>
        <source>The vendor&apos;s quote expired on %1</source>
        <translation>厂商报价已于 %1 过期</translation>
    </message>
    <message>
        <source>Score %1 = TOPSIS closeness to the ideal offer, from the normalised criteria:</source>
        <translation>得分 %1 = 基于归一化指标计算的 TOPSIS 理想报价贴近度：</translation>
    </message>
</context>
<context>
    <name>gpuscout::RankingSummary</name>
    <message>
        <source>provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>no price for the billing mode</source>
        <translation>该计费方式无价格</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>budget per hour</source>
        <translation>每小时预算</translation>
    </message>
    <message>
        <source>minimum VRAM</source>
        <translation>最低显存</translation>
    </message>
    <message>
        <source>minimum GPU count</source>
        <translation>最少 GPU 数量</translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>No catalog loaded.</source>
        <translation>未加载目录。</translation>
    </message>
    <message>
        <source>No offer passes the constraints (%1 in the catalog).</source>
        <translation>没有满足约束的报价（目录中共 %1 条）。</translation>
    </message>
    <message>
        <source>%1 of %2 offers ranked. Best: %3, score %4</source>
        <translation>已对 %2 条报价中的 %1 条排名。最优：%3，得分 %4</translation>
    </message>
    <message>
        <source>The catalog has no offers. Import offers or open another catalog.</source>
        <translation>目录中没有报价。请导入报价或打开其他目录。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No offer passes the constraints. The %1 constraint removed the most offers.
Offers removed by each constraint (of %2): %3.
Loosen that constraint to see offers again.</source>
        <translation>没有满足约束的报价。“%1”约束排除的报价最多。
各约束排除的报价数（共 %2 条）：%3。
放宽该约束即可重新看到报价。</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>workload does not fit</source>
        <translation>工作负载放不下</translation>
    </message>
</context>
<context>
    <name>gpuscout::RankingTableView</name>
    <message>
        <source>Pin or unpin for the radar and compare view	Space</source>
        <translation>固定或取消固定（用于雷达图和对比视图）	Space</translation>
    </message>
</context>
<context>
    <name>gpuscout::RateDialog</name>
    <message>
        <source>New Exchange Rate</source>
        <translation>新建汇率</translation>
    </message>
    <message>
        <source>Edit the %1 Rate</source>
        <translation>编辑 %1 汇率</translation>
    </message>
    <message>
        <source>e.g. EUR</source>
        <translation>例如 EUR</translation>
    </message>
    <message>
        <source>How many units of the currency one US dollar buys, e.g. 7.2 for CNY</source>
        <translation>1 美元可兑换该币种的数量，例如 CNY 为 7.2</translation>
    </message>
    <message>
        <source>The day the rate was taken; reports state it</source>
        <translation>汇率的取值日期；报告中会注明</translation>
    </message>
    <message>
        <source>Where the rate comes from, e.g. a central bank&apos;s reference rate</source>
        <translation>汇率的来源，例如央行参考汇率</translation>
    </message>
    <message>
        <source>US dollars are the base of the table: always 1</source>
        <translation>美元是汇率表的基准：始终为 1</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Units per US dollar:</source>
        <translation>每美元兑换数(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;As of:</source>
        <translation>截至日期(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>来源(&amp;S)：</translation>
    </message>
    <message>
        <source>Expected a three-letter currency code such as EUR or JPY.</source>
        <translation>应为三个字母的币种代码，例如 EUR 或 JPY。</translation>
    </message>
    <message>
        <source>%1 is already in the table.</source>
        <translation>%1 已在汇率表中。</translation>
    </message>
    <message>
        <source>Expected a number above 0: how many %1 one US dollar buys.</source>
        <translation>应为大于 0 的数字：1 美元可兑换多少 %1。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; expected YYYY-MM-DD.</source>
        <translation>“%1” 不是日期；应为 YYYY-MM-DD 格式。</translation>
    </message>
</context>
<context>
    <name>gpuscout::RatesPage</name>
    <message>
        <source>Offers keep their own currency; the ranking converts them into the display currency with this table. Each rate carries the day it was taken, and reports state the rates used.</source>
        <translation>报价保留各自的币种；排名时按此表换算为显示币种。每个汇率都带有取值日期，报告中会注明所用的汇率。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Units per USD</source>
        <translation>每 USD 兑换数</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>报价数</translation>
    </message>
    <message>
        <source>How many units one US dollar buys</source>
        <translation>1 美元可兑换的数量</translation>
    </message>
    <message>
        <source>The day the rate was taken</source>
        <translation>汇率的取值日期</translation>
    </message>
    <message>
        <source>Offers priced in this currency</source>
        <translation>以此币种计价的报价</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>not dated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>%1 per USD is not a valid rate</source>
        <translation>%1/USD 汇率无效</translation>
    </message>
    <message>
        <source>Set the %1 rate to %2</source>
        <translation>将 %1 汇率设为 %2</translation>
    </message>
    <message>
        <source>US dollars are the base of the table and stay at 1.</source>
        <translation>美元是汇率表的基准，始终为 1。</translation>
    </message>
    <message>
        <source>Remove the %1 rate</source>
        <translation>移除 %1 汇率</translation>
    </message>
    <message numerus="yes">
        <source>Removed %1: its %n offer(s) now have no price in other display currencies (Ctrl+Z undoes)</source>
        <translation>
            <numerusform>已移除 %1：其 %n 条报价现在在其他显示币种下没有价格（按 Ctrl+Z 撤销）</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed the %1 rate (Ctrl+Z undoes)</source>
        <translation>已移除 %1 汇率（按 Ctrl+Z 撤销）</translation>
    </message>
</context>
<context>
    <name>gpuscout::RegionGroups</name>
    <message>
        <source>Mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>Asia-Pacific</source>
        <translation>亚太</translation>
    </message>
    <message>
        <source>North America</source>
        <translation>北美</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>欧洲</translation>
    </message>
    <message>
        <source>Other and unspecified</source>
        <translation>其他及未注明</translation>
    </message>
</context>
<context>
    <name>gpuscout::ReportOptionsDialog</name>
    <message>
        <source>Export Report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>How many offers the report&apos;s ranking table lists</source>
        <translation>报告排名表列出的报价数量</translation>
    </message>
    <message>
        <source>Organisation:</source>
        <translation>机构：</translation>
    </message>
    <message>
        <source>Author:</source>
        <translation>作者：</translation>
    </message>
    <message>
        <source>Offers in the ranking:</source>
        <translation>排名中的报价数：</translation>
    </message>
    <message>
        <source>Choose File…</source>
        <translation>选择文件…</translation>
    </message>
</context>
<context>
    <name>gpuscout::ReportWriter</name>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>GPU cloud comparison report</source>
        <translation>GPU 云服务器选型对比报告</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <source>Organisation: %1</source>
        <translation>机构：%1</translation>
    </message>
    <message>
        <source>Prepared by: %1</source>
        <translation>编制人：%1</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Budget per hour</source>
        <translation>每小时预算</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Minimum total VRAM</source>
        <translation>最低总显存</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Minimum GPU count</source>
        <translation>最少 GPU 数量</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>显示币种</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Normalisation</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>min-max</source>
        <translation>最小-最大</translation>
    </message>
    <message>
        <source>ratio to best</source>
        <translation>与最优值之比</translation>
    </message>
    <message>
        <source>Offers ranked</source>
        <translation>参与排名的报价</translation>
    </message>
    <message>
        <source>%1 of %2 catalog offers pass the constraints</source>
        <translation>目录中 %2 个报价有 %1 个满足约束</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐结果</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>最优方案：%1</translation>
    </message>
    <message>
        <source>The figures in brackets are each criterion&apos;s contribution to the score (weight share × normalised score).</source>
        <translation>括号中的数字是各指标对得分的贡献（权重占比 × 归一化得分）。</translation>
    </message>
    <message>
        <source>Ranking (top %1 of %2)</source>
        <translation>排名（%2 个中的前 %1 个）</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPU × count</source>
        <translation>GPU × 数量</translation>
    </message>
    <message>
        <source>Price/h</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Compared offers</source>
        <translation>对比报价</translation>
    </message>
    <message>
        <source>The five normalised criteria (0 at the centre, 1 at the edge) of the compared offers.</source>
        <translation>对比报价的五项归一化指标（中心为 0，边缘为 1）。</translation>
    </message>
    <message>
        <source>#%1 %2, score %3</source>
        <translation>第 %1 名 %2，得分 %3</translation>
    </message>
    <message>
        <source>Side by side; the best value of each comparable row is marked ✓.</source>
        <translation>并排对比；每个可比较行的最优值标有 ✓。</translation>
    </message>
    <message>
        <source>Cost summary</source>
        <translation>成本汇总</translation>
    </message>
    <message>
        <source>In %1 at the %2 price; a month counts 730 hours.</source>
        <translation>以 %1 计，按%2价格；每月按 730 小时计。</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Data sources</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>illustrative figure, not a quote</source>
        <translation>示意数据，非报价</translation>
    </message>
    <message>
        <source>Illustrative prices come from background articles (seed figures), not from price lists: ask the vendor for a quote before signing.</source>
        <translation>示意价格来自背景文章（种子数据），并非价目表价格：签署前请向供应商询价。</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Score = Σ(w × s) / Σw over the five criteria, each normalised to 0..1 over the offers that pass the constraints (price: lower is better). A figure the catalog does not know scores 0 and is shown as unknown.</source>
        <translation>得分 = Σ(w × s) / Σw，对五项指标求和；每项指标在满足约束的报价中归一化到 0..1（价格越低越好）。目录中未知的数值计 0 分，并显示为“未知”。</translation>
    </message>
    <message>
        <source>Stability formula</source>
        <translation>稳定性公式</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>%1: no report written: %2</source>
        <translation>%1：未写出报告：%2</translation>
    </message>
    <message>
        <source>no offer passes the constraints</source>
        <translation>没有报价满足约束</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>%1: cannot be written: the PDF could not be started</source>
        <translation>%1：无法写入：无法开始生成 PDF</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>%1, %2 parameters, %3, %4</source>
        <translation>%1，参数量 %2，%3，%4</translation>
    </message>
    <message>
        <source>Ranked by</source>
        <translation>排名依据</translation>
    </message>
    <message>
        <source>the job&apos;s total cost and time to complete</source>
        <translation>作业的完成总成本与完成耗时</translation>
    </message>
    <message>
        <source>hourly price and TFLOPS; offers that cannot fit the workload are left out</source>
        <translation>每小时价格与 TFLOPS；装不下该工作负载的报价已排除</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例数</translation>
    </message>
    <message>
        <source>Hours to complete</source>
        <translation>完成耗时（小时）</translation>
    </message>
    <message>
        <source>Job cost</source>
        <translation>作业总成本</translation>
    </message>
    <message>
        <source>1 USD = %1 %2</source>
        <translation>1 USD = %1 %2</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>截至 %1</translation>
    </message>
    <message>
        <source>none (USD only)</source>
        <translation>无（仅 USD）</translation>
    </message>
    <message>
        <source>%1 (exchange rates used: %2)</source>
        <translation>%1（所用汇率：%2）</translation>
    </message>
    <message>
        <source>Ranking method</source>
        <translation>排名方法</translation>
    </message>
    <message>
        <source>TOPSIS (closeness to the ideal offer)</source>
        <translation>TOPSIS（与理想报价的贴近度）</translation>
    </message>
    <message>
        <source>weighted sum (weighted mean of the normalised scores)</source>
        <translation>加权和（归一化得分的加权平均值）</translation>
    </message>
    <message>
        <source>The figures in brackets are weight share × normalised score, the coordinates in which TOPSIS measures the distances to the ideal and to the worst offer.</source>
        <translation>括号中的数值为权重占比 × 归一化得分，即 TOPSIS 度量到理想报价和最差报价距离时所用的坐标。</translation>
    </message>
    <message>
        <source>How robust is the winner</source>
        <translation>最优报价的稳健性</translation>
    </message>
    <message>
        <source>For each criterion, the range of its share of the total weight (the other weights keeping their proportions) within which the winner stays the winner, and the offer that wins outside it.</source>
        <translation>对每项指标，给出其在总权重中的占比可变动的范围（其他权重保持比例不变），在此范围内最优报价保持不变；并给出超出该范围时胜出的报价。</translation>
    </message>
    <message>
        <source>Share now</source>
        <translation>当前占比</translation>
    </message>
    <message>
        <source>Winner stays while share is</source>
        <translation>最优保持不变的占比范围</translation>
    </message>
    <message>
        <source>Winner below that</source>
        <translation>低于该范围时的最优</translation>
    </message>
    <message>
        <source>Winner above that</source>
        <translation>高于该范围时的最优</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Acceptability: the share of %1 random weight vectors, each weight share moved by up to ±%2 percentage points (fixed seed, so the figures repeat), under which each offer wins. Offers that never win are left out.</source>
        <translation>可接受度：在 %1 个随机权重向量中（每个权重占比最多变动 ±%2 个百分点；使用固定随机种子，结果可复现），各报价胜出的比例。从未胜出的报价不列出。</translation>
    </message>
    <message>
        <source>Wins in</source>
        <translation>胜出比例</translation>
    </message>
    <message>
        <source>Ranking method: TOPSIS. Each criterion is normalised to 0..1 over the offers that pass the constraints (price: lower is better) and multiplied by its weight share: v = w × s / Σw. The ideal offer takes the best v of every criterion and the worst offer the lowest. Score = closeness to the ideal = D− / (D+ + D−), where D+ and D− are an offer&apos;s Euclidean distances to the ideal and to the worst offer: 1 is the ideal itself, 0 the worst (every offer scores 1 when all are alike on the weighted criteria). A figure the catalog does not know scores 0 and is shown as unknown.</source>
        <translation>排名方法：TOPSIS。每项指标在满足约束的报价范围内归一化到 0..1（价格：越低越好），再乘以其权重占比：v = w × s / Σw。理想报价取每项指标的最佳 v，最差报价取最低 v。得分 = 与理想报价的贴近度 = D− / (D+ + D−)，其中 D+ 和 D− 分别为报价到理想报价和到最差报价的欧氏距离：1 即理想报价本身，0 为最差（若所有报价在加权指标上完全相同，则得分均为 1）。目录中未知的数据得分为 0，并显示为未知。</translation>
    </message>
</context>
<context>
    <name>gpuscout::RobustnessView</name>
    <message>
        <source>Criterion</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Share now</source>
        <translation>当前占比</translation>
    </message>
    <message>
        <source>Winner stays while share is</source>
        <translation>最优保持不变的占比范围</translation>
    </message>
    <message>
        <source>Below that</source>
        <translation>低于该范围</translation>
    </message>
    <message>
        <source>Above that</source>
        <translation>高于该范围</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最好名次</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>最差名次</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weight stability&lt;/b&gt; — how far each criterion&apos;s share of the total weight can move, the others keeping their proportions, before another offer wins</source>
        <translation>&lt;b&gt;权重稳定性&lt;/b&gt; — 在其他权重保持比例不变时，各指标在总权重中的占比可变动多少而不致另一条报价胜出</translation>
    </message>
    <message>
        <source> points</source>
        <translation> 个百分点</translation>
    </message>
    <message>
        <source>How far every weight&apos;s share may move, in percentage points of the total weight</source>
        <translation>每个权重占比可变动的幅度，以占总权重的百分点计</translation>
    </message>
    <message>
        <source>&lt;b&gt;When every share moves by&lt;/b&gt;</source>
        <translation>&lt;b&gt;每个占比的变动幅度&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The ranks each of the top offers takes over the weight vectors tried: the corners of the ±N box and random samples in it, so the true range may be wider</source>
        <translation>排名靠前的各报价在所尝试的权重向量下取得的名次：尝试的是 ±N 范围的各个顶点及其中的随机样本，因此真实范围可能更宽</translation>
    </message>
    <message>
        <source>Range of ranks of the top offers</source>
        <translation>靠前报价的名次范围</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>%1 stays the winner down to a share of 0 %</source>
        <translation>占比降至 0 % 时，%1 仍为最优</translation>
    </message>
    <message>
        <source>%1 stays the winner up to a share of 100 %</source>
        <translation>占比升至 100 % 时，%1 仍为最优</translation>
    </message>
    <message>
        <source>Share of %1 random weight vectors within ±%2 points under which each offer wins</source>
        <translation>在 ±%2 个百分点范围内的 %1 个随机权重向量中，各报价胜出的比例</translation>
    </message>
    <message>
        <source>No ranking to sample.</source>
        <translation>没有可供抽样的排名。</translation>
    </message>
</context>
<context>
    <name>gpuscout::ScenarioJson</name>
    <message>
        <source>%1: expected a number of %2 or more%3</source>
        <translation>%1：应为大于或等于 %2 的数字%3</translation>
    </message>
    <message>
        <source>, or null</source>
        <translation>，或 null</translation>
    </message>
    <message>
        <source>%1: expected a list of names</source>
        <translation>%1：应为名称列表</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;; this is not a GpuScout scenario</source>
        <translation>format：应为 &quot;%1&quot;；这不是 GpuScout 方案文件</translation>
    </message>
    <message>
        <source>version: %1 is newer than this GpuScout reads (%2)</source>
        <translation>version：%1 高于此版本 GpuScout 可读取的版本（%2）</translation>
    </message>
    <message>
        <source>billing: expected one of %1</source>
        <translation>billing：取值应为 %1 之一</translation>
    </message>
    <message>
        <source>precision: expected one of %1</source>
        <translation>precision：取值应为 %1 之一</translation>
    </message>
    <message>
        <source>normalization: expected minmax or ratio</source>
        <translation>normalization：应为 minmax 或 ratio</translation>
    </message>
    <message>
        <source>cny_per_usd: expected an exchange rate above 0</source>
        <translation>cny_per_usd：汇率应大于 0</translation>
    </message>
    <message>
        <source>no_sla_availability: expected a fraction below 1, such as 0.99</source>
        <translation>no_sla_availability：应为小于 1 的小数，例如 0.99</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2 at byte %3)</source>
        <translation>%1：不是 JSON 对象（第 %3 字节处：%2）</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation>%1：无法写入（%2）</translation>
    </message>
    <message>
        <source>workload: expected an object or null</source>
        <translation>workload：应为对象或 null</translation>
    </message>
    <message>
        <source>objective: expected hourly or job</source>
        <translation>objective：应为 hourly 或 job</translation>
    </message>
    <message>
        <source>objective: &quot;job&quot; needs a workload; set one or use &quot;hourly&quot;</source>
        <translation>objective：“job” 需要工作负载；请设置工作负载或使用 “hourly”</translation>
    </message>
    <message>
        <source>currency: &apos;%1&apos; is not a currency code; expected three letters such as USD or CNY</source>
        <translation>currency：“%1” 不是币种代码；应为三个字母，例如 USD 或 CNY</translation>
    </message>
    <message>
        <source>method: expected one of %1</source>
        <translation>method：取值应为 %1 之一</translation>
    </message>
</context>
<context>
    <name>gpuscout::ScenarioOptions</name>
    <message>
        <source>--%1 &apos;%2&apos; is not valid; expected a number %3</source>
        <translation>--%1 “%2” 无效；应为数字（%3）</translation>
    </message>
    <message>
        <source>above 0</source>
        <translation>大于 0</translation>
    </message>
    <message>
        <source>of 0 or more</source>
        <translation>大于或等于 0</translation>
    </message>
    <message>
        <source>Scenario file (JSON).</source>
        <translation>方案文件（JSON）。</translation>
    </message>
    <message>
        <source>Criterion weights.</source>
        <translation>各项指标的权重。</translation>
    </message>
    <message>
        <source>Weight preset.</source>
        <translation>权重预设。</translation>
    </message>
    <message>
        <source>Billing mode.</source>
        <translation>计费方式。</translation>
    </message>
    <message>
        <source>Budget per hour.</source>
        <translation>每小时预算。</translation>
    </message>
    <message>
        <source>Minimum total VRAM.</source>
        <translation>最低总显存。</translation>
    </message>
    <message>
        <source>Minimum GPU count.</source>
        <translation>最少 GPU 数量。</translation>
    </message>
    <message>
        <source>Provider (repeatable).</source>
        <translation>云厂商（可重复指定）。</translation>
    </message>
    <message>
        <source>Region (repeatable).</source>
        <translation>地域（可重复指定）。</translation>
    </message>
    <message>
        <source>GPU model (repeatable).</source>
        <translation>GPU 型号（可重复指定）。</translation>
    </message>
    <message>
        <source>Display currency.</source>
        <translation>显示币种。</translation>
    </message>
    <message>
        <source>Exchange rate.</source>
        <translation>汇率。</translation>
    </message>
    <message>
        <source>Compute precision.</source>
        <translation>算力精度。</translation>
    </message>
    <message>
        <source>Normalisation.</source>
        <translation>归一化方式。</translation>
    </message>
    <message>
        <source>--weights &apos;%1&apos; is empty; expected NAME=W pairs such as compute=5,price=2</source>
        <translation>--weights “%1” 为空；应为 NAME=W 形式的键值对，例如 compute=5,price=2</translation>
    </message>
    <message>
        <source>--weights: &apos;%1&apos; is not NAME=W with NAME one of %2</source>
        <translation>--weights：“%1” 不是 NAME=W 形式（NAME 应为以下之一：%2）</translation>
    </message>
    <message>
        <source>--weights: the weight &apos;%1&apos; of %2 is not valid; expected a number of 0 or more</source>
        <translation>--weights：%2 的权重 “%1” 无效；应为大于或等于 0 的数字</translation>
    </message>
    <message>
        <source>--weights &apos;%1&apos;: all weights are zero; give at least one criterion a weight above 0</source>
        <translation>--weights “%1”：所有权重均为零；请至少为一项指标设置大于 0 的权重</translation>
    </message>
    <message>
        <source>--preset &apos;%1&apos; is not known; expected one of %2</source>
        <translation>--preset “%1” 无法识别；应为以下之一：%2</translation>
    </message>
    <message>
        <source>--billing &apos;%1&apos; is not known; expected one of %2</source>
        <translation>--billing “%1” 无法识别；应为以下之一：%2</translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos; is not known; expected one of %2</source>
        <translation>--precision “%1” 无法识别；应为以下之一：%2</translation>
    </message>
    <message>
        <source>--normalization &apos;%1&apos; is not known; expected minmax or ratio</source>
        <translation>--normalization “%1” 无法识别；应为 minmax 或 ratio</translation>
    </message>
    <message>
        <source>--provider &apos;%1&apos; is not in the catalog; known providers: %2</source>
        <translation>--provider “%1” 不在目录中；已知云厂商：%2</translation>
    </message>
    <message>
        <source>--region &apos;%1&apos; is not in the catalog; known regions: %2</source>
        <translation>--region “%1” 不在目录中；已知地域：%2</translation>
    </message>
    <message>
        <source>--gpu &apos;%1&apos; is not in the catalog; known GPU models: %2</source>
        <translation>--gpu “%1” 不在目录中；已知 GPU 型号：%2</translation>
    </message>
    <message>
        <source>Rank by hourly figures or by the job.</source>
        <translation>按每小时指标或按任务（完成总成本和完成耗时）排名。</translation>
    </message>
    <message>
        <source>--objective &apos;%1&apos; is not known; expected hourly or job</source>
        <translation>--objective “%1” 无法识别；应为 hourly 或 job</translation>
    </message>
    <message>
        <source>--objective job needs a workload; give --task and --params (or --model)</source>
        <translation>--objective job 需要工作负载；请给出 --task 和 --params（或 --model）</translation>
    </message>
    <message>
        <source>Ranking method.</source>
        <translation>排名方法。</translation>
    </message>
    <message>
        <source>--currency &apos;%1&apos; is not in the catalog&apos;s rate table; expected one of %2</source>
        <translation>--currency “%1” 不在目录的汇率表中；应为以下之一：%2</translation>
    </message>
    <message>
        <source>--method &apos;%1&apos; is not known; expected one of %2</source>
        <translation>--method “%1” 无法识别；应为以下之一：%2</translation>
    </message>
</context>
<context>
    <name>gpuscout::ScoringEngine</name>
    <message>
        <source>The weight of %1 must be a number of 0 or more, not %2.</source>
        <translation>%1的权重必须是大于或等于 0 的数字，而不是 %2。</translation>
    </message>
    <message>
        <source>All weights are zero: give at least one criterion a weight above 0.</source>
        <translation>所有权重均为零：请至少为一项指标设置大于 0 的权重。</translation>
    </message>
</context>
<context>
    <name>gpuscout::SkyPilotReader</name>
    <message>
        <source>not a SkyPilot vms.csv header; expected the columns %1 (in any order), optionally vCPUs, MemoryGiB, SpotPrice, AvailabilityZone and GpuInfo</source>
        <translation>不是 SkyPilot vms.csv 表头；应包含列 %1（顺序不限），可选列 vCPUs、MemoryGiB、SpotPrice、AvailabilityZone 和 GpuInfo</translation>
    </message>
    <message>
        <source>missing column(s) %1; a SkyPilot vms.csv needs %2</source>
        <translation>缺少列 %1；SkyPilot vms.csv 需要 %2</translation>
    </message>
    <message>
        <source>the instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>no price (Price and SpotPrice are empty or 0); expected the price per hour in USD such as 2.5</source>
        <translation>没有价格（Price 和 SpotPrice 为空或为 0）；应为以 USD 计的每小时价格，例如 2.5</translation>
    </message>
    <message>
        <source>not understood (%1); GPU memory left unknown on the rows with this GpuInfo</source>
        <translation>无法解析（%1）；含此 GpuInfo 的行，GPU 显存记为未知</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) without an accelerator (CPU-only sizes) skipped</source>
        <translation>
            <numerusform>已跳过 %n 行无加速器的规格（仅 CPU）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) price an accelerator without an instance type (GPUs attached to a host priced apart) and were skipped</source>
        <translation>
            <numerusform>已跳过 %n 行只为加速器定价而无实例规格的数据（GPU 挂载在单独计价的主机上）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuscout::Stability</name>
    <message>
        <source>Stability = A × R. A = min(1, −log10(1 − a) / 4), where a is the single-instance SLA of the provider (no published SLA, and all spot capacity, count as 99%): 99% gives 0.5, 99.9% gives 0.75, 99.99% gives 1. R = (1 − q)^(T / 730), where q is the spot interruption rate per month (0 for on-demand, reserved and monthly billing) and T the job length in hours (730 without a workload). A spot offer with an unknown interruption rate has an unknown stability and scores 0 on it.</source>
        <translation>稳定性 = A × R。A = min(1, −log10(1 − a) / 4)，其中 a 为云厂商的单实例 SLA（未公布 SLA 的情况以及所有抢占式容量均按 99% 计）：99% 对应 0.5，99.9% 对应 0.75，99.99% 对应 1。R = (1 − q)^(T / 730)，其中 q 为抢占式实例的每月中断率（按量付费、预留和包年包月计费时为 0），T 为作业时长，单位为小时（无工作负载时取 730）。中断率未知的抢占式报价，其稳定性未知，该项得分为 0。</translation>
    </message>
</context>
<context>
    <name>gpuscout::VendorQuoteReader</name>
    <message>
        <source>not a quote sheet header; expected the columns %1 (in any order, in English or Chinese), optionally valid_until, as_of, notes and price_unit</source>
        <translation>不是报价单表头；应包含列 %1（顺序不限，可用英文或中文），可选列 valid_until、as_of、notes 和 price_unit</translation>
    </message>
    <message>
        <source>missing column(s) %1; a quote sheet needs %2</source>
        <translation>缺少列 %1；报价单需要 %2</translation>
    </message>
    <message>
        <source>the vendor, such as aliyun</source>
        <translation>厂商，例如 aliyun</translation>
    </message>
    <message>
        <source>the vendor&apos;s instance type, such as ecs.gn7e-c16g1.4xlarge</source>
        <translation>厂商的实例规格，例如 ecs.gn7e-c16g1.4xlarge</translation>
    </message>
    <message>
        <source>the GPU model, such as A100-80GB</source>
        <translation>GPU 型号，例如 A100-80GB</translation>
    </message>
    <message>
        <source>a price per hour such as 2.5</source>
        <translation>每小时价格，例如 2.5</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a price unit; expected hour or month (小时, 月)</source>
        <translation>“%1” 不是价格单位；应为 hour 或 month（小时、月）</translation>
    </message>
    <message>
        <source>quoted as %1 %2 per month, read as %3 per hour (730 hours a month)</source>
        <translation>报价为每月 %1 %2，按每小时 %3 读取（每月按 730 小时计）</translation>
    </message>
</context>
<context>
    <name>gpuscout::WeightPanel</name>
    <message>
        <source>Dense TFLOPS of all GPUs of the instance at the chosen precision.</source>
        <translation>实例所有 GPU 在所选精度下的稠密 TFLOPS。</translation>
    </message>
    <message>
        <source>Total GPU memory of the instance in GB.</source>
        <translation>实例的 GPU 总显存，单位 GB。</translation>
    </message>
    <message>
        <source>Price per hour under the billing mode, in the display currency; lower is better.</source>
        <translation>所选计费方式下的每小时价格，以显示币种计；越低越好。</translation>
    </message>
    <message>
        <source>Network bandwidth between machines in Gbit/s, counting RDMA fabrics (EFA, InfiniBand, GPUDirect); matters for multi-node training.</source>
        <translation>机器之间的网络带宽，单位 Gbit/s，计入 RDMA 网络（EFA、InfiniBand、GPUDirect）；对多节点训练很重要。</translation>
    </message>
    <message>
        <source>A 0–1 figure from the provider&apos;s SLA and, for spot, the interruption rate.</source>
        <translation>0–1 之间的数值，由云厂商的 SLA 以及抢占式实例的中断率得出。</translation>
    </message>
    <message>
        <source>Weight of %1 (0 to %2); only the proportions between weights matter.</source>
        <translation>%1权重（0 到 %2）；只有各权重之间的比例有意义。</translation>
    </message>
    <message>
        <source>Share of %1 in the total weight</source>
        <translation>%1在总权重中的占比</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Weights reasoned for common jobs: training, fine-tuning, inference, budget</source>
        <translation>针对常见任务推算的权重：训练、微调、推理、经济</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Give every criterion the same weight</source>
        <translation>为每项指标设置相同的权重</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weights&lt;/b&gt;</source>
        <translation>&lt;b&gt;权重&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The winner stays %1 while this weight is between %2 and %3; below %2 %4 wins, above %3 %5 wins.</source>
        <translation>此权重在 %2 到 %3 之间时，最优仍为 %1；低于 %2 时 %4 胜出，高于 %3 时 %5 胜出。</translation>
    </message>
    <message>
        <source>The winner stays %1 while this weight is %2 or more; below %2 %3 wins.</source>
        <translation>此权重不低于 %2 时，最优仍为 %1；低于 %2 时 %3 胜出。</translation>
    </message>
    <message>
        <source>The winner stays %1 while this weight is %2 or less; above %2 %3 wins.</source>
        <translation>此权重不高于 %2 时，最优仍为 %1；高于 %2 时 %3 胜出。</translation>
    </message>
    <message>
        <source>The winner stays %1 whatever this weight is.</source>
        <translation>无论此权重取何值，最优仍为 %1。</translation>
    </message>
</context>
<context>
    <name>gpuscout::WinnerCard</name>
    <message>
        <source>unknown provider</source>
        <translation>未知云厂商</translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>It scores 0 on every weighted criterion and ranks first on the tie-breakers (lowest price, then catalog order).</source>
        <translation>它在所有加权指标上的得分均为 0，按同分排序规则（先比最低价格，再按目录顺序）排在首位。</translation>
    </message>
    <message>
        <source>Wins on %1 (%2 of its score)</source>
        <translation>胜在%1（占其得分的 %2）</translation>
    </message>
    <message>
        <source>Wins on %1 (%2 of its score) and %3 (%4)</source>
        <translation>胜在%1（占其得分的 %2）和%3（%4）</translation>
    </message>
    <message>
        <source>Wins on %1 (%2 of its score), %3 (%4) and %5 (%6)</source>
        <translation>胜在%1（占其得分的 %2）、%3（%4）和%5（%6）</translation>
    </message>
    <message>
        <source>No ranking yet.</source>
        <translation>尚无排名。</translation>
    </message>
    <message>
        <source>No offer passes the constraints.</source>
        <translation>没有满足约束的报价。</translation>
    </message>
    <message>
        <source>Loosen the budget, the minimum VRAM or GPU count, or the provider, region and GPU filters.</source>
        <translation>请放宽预算、最低显存或最少 GPU 数量，或放宽云厂商、地域和 GPU 筛选条件。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>unknown GPU</source>
        <translation>未知 GPU</translation>
    </message>
    <message>
        <source>%1
%2, %3/h, score %4</source>
        <translation>%1
%2，%3/小时，得分 %4</translation>
    </message>
    <message>
        <source>No runner-up: only one offer passes the constraints.</source>
        <translation>无次优方案：只有一条报价满足约束。</translation>
    </message>
    <message>
        <source>Runner-up: %1, level on score; second on the tie-breakers</source>
        <translation>次优方案：%1，得分持平；按同分排序规则居第二</translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 behind</source>
        <translation>次优方案：%1，落后 %2</translation>
    </message>
    <message>
        <source>Closest to the ideal offer; strongest on %1 (weighted score %2)</source>
        <translation>最接近理想报价；优势在于%1（加权得分 %2）</translation>
    </message>
    <message>
        <source>Closest to the ideal offer; strongest on %1 (weighted score %2) and %3 (%4)</source>
        <translation>最接近理想报价；优势在于%1（加权得分 %2）和%3（%4）</translation>
    </message>
    <message>
        <source>Closest to the ideal offer; strongest on %1 (weighted score %2), %3 (%4) and %5 (%6)</source>
        <translation>最接近理想报价；优势在于%1（加权得分 %2）、%3（%4）和%5（%6）</translation>
    </message>
</context>
<context>
    <name>gpuscout::Workload</name>
    <message>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全参微调</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>Inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Rendering</source>
        <translation>渲染</translation>
    </message>
    <message>
        <source>FP64 scientific computing</source>
        <translation>FP64 科学计算</translation>
    </message>
    <message>
        <source>parameters: missing; expected the model size, such as 7e9 or 70B, or a model preset</source>
        <translation>parameters：缺失；应为模型参数量（如 7e9 或 70B）或模型预设</translation>
    </message>
    <message>
        <source>parameters: %1 is not a model size; expected a number of parameters above 0, such as 7e9 or 70B</source>
        <translation>parameters：%1 不是模型参数量；应为大于 0 的参数个数，如 7e9 或 70B</translation>
    </message>
    <message>
        <source>precision: %1 weights cannot be trained in full; expected fp32, bf16, fp16 or fp8, or the task lora / qlora for a quantised base</source>
        <translation>precision：%1 权重无法全参训练；应为 fp32、bf16、fp16 或 fp8，或对量化底座使用 lora / qlora 任务</translation>
    </message>
    <message>
        <source>%1: expected a number above 0, or null to estimate it from the parameters</source>
        <translation>%1：应为大于 0 的数，或用 null 表示按参数量估算</translation>
    </message>
    <message>
        <source>working_set_gb: expected the memory the job needs in GB, above 0</source>
        <translation>working_set_gb：应为任务所需显存（GB），大于 0</translation>
    </message>
    <message>
        <source>a sequence length of 1 token or more</source>
        <translation>序列长度至少 1 个 token</translation>
    </message>
    <message>
        <source>a batch size of 1 sequence or more</source>
        <translation>批大小至少 1 条序列</translation>
    </message>
    <message>
        <source>a LoRA rank of 1 or more</source>
        <translation>LoRA 秩至少为 1</translation>
    </message>
    <message>
        <source>1 concurrent request or more</source>
        <translation>并发请求数至少为 1</translation>
    </message>
    <message>
        <source>a context length of 1 token or more</source>
        <translation>上下文长度至少 1 个 token</translation>
    </message>
    <message>
        <source>%1: expected %2</source>
        <translation>%1：应为%2</translation>
    </message>
    <message>
        <source>tokens: %1 is not a token count; expected a number of tokens above 0, such as 1e12 or 1T</source>
        <translation>tokens：%1 不是 token 数；应为大于 0 的 token 数，如 1e12 或 1T</translation>
    </message>
    <message>
        <source>hours: %1 is not a duration; expected a number of hours above 0</source>
        <translation>hours：%1 不是时长；应为大于 0 的小时数</translation>
    </message>
    <message>
        <source>utilisation: expected a fraction above 0 and at most 1, such as 0.5</source>
        <translation>utilisation：应为大于 0 且不超过 1 的比例，如 0.5</translation>
    </message>
    <message>
        <source>%1: expected 0 or more (0 = not counted)</source>
        <translation>%1：应为 0 或更大（0 = 不计入）</translation>
    </message>
    <message>
        <source>checkpoint_hours: expected a checkpoint interval in hours above 0</source>
        <translation>checkpoint_hours：应为大于 0 的检查点间隔（小时）</translation>
    </message>
    <message>
        <source>hybrid_base_share: expected a fraction from 0 to 1, such as 0.5</source>
        <translation>hybrid_base_share：应为 0 到 1 之间的比例，如 0.5</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a parameter count; expected a number with an optional K, M, B or T, such as 7e9, 70B or 1.5T</source>
        <translation>“%1”不是参数量；应为数字，可带 K、M、B 或 T 后缀，如 7e9、70B 或 1.5T</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected a parameter count above 0</source>
        <translation>“%1”：参数量应大于 0</translation>
    </message>
</context>
<context>
    <name>gpuscout::WorkloadJson</name>
    <message>
        <source>%1: expected a number or null</source>
        <translation>%1：应为数字或 null</translation>
    </message>
    <message>
        <source>%1: expected a number</source>
        <translation>%1：应为数字</translation>
    </message>
    <message>
        <source>%1: expected one of %2</source>
        <translation>%1：应为以下之一：%2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a model preset; expected one of %3</source>
        <translation>%1：“%2”不是模型预设；应为以下之一：%3</translation>
    </message>
    <message>
        <source>%1: expected true or false</source>
        <translation>%1：应为 true 或 false</translation>
    </message>
</context>
<context>
    <name>gpuscout::WorkloadOptions</name>
    <message>
        <source>Workload task.</source>
        <translation>工作负载的任务类型。</translation>
    </message>
    <message>
        <source>Model preset.</source>
        <translation>模型预设。</translation>
    </message>
    <message>
        <source>Model parameters.</source>
        <translation>模型参数量。</translation>
    </message>
    <message>
        <source>Training tokens.</source>
        <translation>训练 token 数。</translation>
    </message>
    <message>
        <source>GPU utilisation (0-1).</source>
        <translation>GPU 利用率（0-1）。</translation>
    </message>
    <message>
        <source>Workload figure.</source>
        <translation>工作负载参数。</translation>
    </message>
    <message>
        <source>--task &apos;%1&apos; is not known; expected one of %2</source>
        <translation>--task “%1” 无法识别；应为以下之一：%2</translation>
    </message>
    <message>
        <source>--model &apos;%1&apos; is not known; expected one of %2</source>
        <translation>--model “%1” 无法识别；应为以下之一：%2</translation>
    </message>
    <message>
        <source>--tokens &apos;%1&apos; is not valid; expected a count above 0 such as 2e12 or 1T</source>
        <translation>--tokens “%1” 无效；应为大于 0 的数量，如 2e12 或 1T</translation>
    </message>
    <message>
        <source>--precision &apos;%1&apos; is not known for a workload; expected one of %2</source>
        <translation>工作负载不支持 --precision “%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>--%1 &apos;%2&apos; is not valid; expected a number %3</source>
        <translation>--%1 “%2” 无效；应为数字（%3）</translation>
    </message>
    <message>
        <source>above 0 and at most 1</source>
        <translation>大于 0 且不超过 1</translation>
    </message>
    <message>
        <source>above 0</source>
        <translation>大于 0</translation>
    </message>
    <message>
        <source>of 0 or more</source>
        <translation>大于或等于 0</translation>
    </message>
</context>
<context>
    <name>gpuscout::WorkloadPanel</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>不计入</translation>
    </message>
    <message>
        <source>Estimate a workload</source>
        <translation>估算工作负载</translation>
    </message>
    <message>
        <source>Size a job (memory, GPUs, hours, total cost) on every offer. Offers on which it cannot fit leave the ranking. Unchecked: no workload, offers are ranked by their hourly figures.</source>
        <translation>在每个报价上估算任务（显存、GPU 数、时长、完成总成本）。放不下该任务的报价退出排名。不勾选：无工作负载，按每小时指标排名。</translation>
    </message>
    <message>
        <source>Rank by cost and time to complete the job</source>
        <translation>按完成总成本和完成耗时排名</translation>
    </message>
    <message>
        <source>Checked: the price criterion is the job&apos;s total cost to complete (instance x hours + storage + traffic, README &quot;Cost&quot;) and the compute criterion its time to complete (README &quot;Time&quot;), both lower is better. Unchecked: hourly price and dense TFLOPS.</source>
        <translation>勾选：价格指标为任务的完成总成本（实例 × 时长 + 存储 + 流量，见 README “Cost”），算力指标为完成耗时（见 README “Time”），两者都是越低越好。不勾选：每小时价格和稠密 TFLOPS。</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>What the GPUs will do. Training tasks are timed by 6 x P x D FLOPs (4 x P x D for LoRA and QLoRA); inference serving by memory bandwidth; rendering and FP64 computing by a fixed number of hours.</source>
        <translation>GPU 要做什么。训练任务按 6 × P × D FLOPs 计时（LoRA 和 QLoRA 为 4 × P × D）；推理服务按显存带宽计时；渲染和 FP64 计算按固定时长计。</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>任务类型：</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>自定义规模</translation>
    </message>
    <message>
        <source>A preset fills the parameter count and the model&apos;s shape (layers, hidden size, KV heads) from its published config.json. Custom size estimates the shape from the parameter count (P = 12 L h^2, Kaplan et al. 2020).</source>
        <translation>预设按模型公开的 config.json 填入参数量和模型结构（层数、隐藏维度、KV 头数）。自定义规模按参数量估算结构（P = 12 L h^2，Kaplan 等 2020）。</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>e.g. 70B or 7e9</source>
        <translation>如 70B 或 7e9</translation>
    </message>
    <message>
        <source>Model size P in parameters: a number with an optional K, M, B or T, such as 70B or 7e9. Weights take P x bytes per parameter (README &quot;Memory&quot;: weights).</source>
        <translation>模型参数量 P：数字，可带 K、M、B 或 T 后缀，如 70B 或 7e9。权重占用 P × 每参数字节数（见 README “Memory”：weights）。</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <source>Precision of the model weights: 4 bytes per parameter for FP32, 2 for BF16/FP16, 1 for FP8/INT8, 0.5 for INT4. It also picks the TFLOPS figure that times the job (README &quot;Time&quot;: compute precision). Full training needs FP32, BF16, FP16 or FP8.</source>
        <translation>模型权重的精度：FP32 每参数 4 字节，BF16/FP16 为 2，FP8/INT8 为 1，INT4 为 0.5。它也决定用哪个 TFLOPS 数据计算任务时长（见 README “Time”：compute precision）。全参训练需要 FP32、BF16、FP16 或 FP8。</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>精度：</translation>
    </message>
    <message>
        <source>LoRA rank r of the adapters on the q, k, v and o projections: r x (6h + 2 x kv_heads x head_dim) parameters per layer, 16 bytes each with AdamW (README &quot;Memory&quot;: LoRA / QLoRA, Hu et al. 2021).</source>
        <translation>q、k、v、o 投影上适配器的 LoRA 秩 r：每层 r × (6h + 2 × kv_heads × head_dim) 个参数，使用 AdamW 时每个 16 字节（见 README “Memory”：LoRA / QLoRA，Hu 等 2021）。</translation>
    </message>
    <message>
        <source>LoRA rank:</source>
        <translation>LoRA 秩：</translation>
    </message>
    <message>
        <source>Tokens per training sequence s. Activations take s x b x h x 34 bytes per layer with FlashAttention (README &quot;Memory&quot;: activations, Korthikanti et al. 2022).</source>
        <translation>每条训练序列的 token 数 s。使用 FlashAttention 时激活值每层占 s × b × h × 34 字节（见 README “Memory”：activations，Korthikanti 等 2022）。</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>Sequence length:</source>
        <translation>序列长度：</translation>
    </message>
    <message>
        <source>Sequences per training step b (global batch). Activation memory grows with it (README &quot;Memory&quot;: activations).</source>
        <translation>每个训练步的序列数 b（全局批大小）。激活值显存随之增长（见 README “Memory”：activations）。</translation>
    </message>
    <message>
        <source>Batch size:</source>
        <translation>批大小：</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>GPU memory the rendering or FP64 job needs, in GB (10^9 bytes), as you know it from the application. Not given: the fit cannot be judged.</source>
        <translation>渲染或 FP64 任务所需的 GPU 显存，单位 GB（10^9 字节），按应用程序的实际需求填写。未给出：无法判断能否放下。</translation>
    </message>
    <message>
        <source>Working set:</source>
        <translation>工作集：</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>e.g. 1T or 2e12</source>
        <translation>如 1T 或 2e12</translation>
    </message>
    <message>
        <source>Training tokens D (tokens to generate when serving), with an optional K, M, B or T such as 1T or 2e12. Training FLOPs = 6 x P x D (README &quot;Time&quot;, Kaplan et al. 2020); hours = FLOPs / (peak TFLOPS x utilisation x speedup S(N)). Empty: give fixed hours instead.</source>
        <translation>训练 token 数 D（推理服务时为要生成的 token 数），可带 K、M、B 或 T 后缀，如 1T 或 2e12。训练 FLOPs = 6 × P × D（见 README “Time”，Kaplan 等 2020）；时长 = FLOPs / (峰值 TFLOPS × 利用率 × 加速比 S(N))。留空：改为给出固定时长。</translation>
    </message>
    <message>
        <source>Training tokens:</source>
        <translation>训练 token 数：</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>By tokens</source>
        <translation>按 token 数</translation>
    </message>
    <message>
        <source>A fixed duration in hours that wins over the tokens: cost = hourly price x hours + storage + traffic (README &quot;Cost&quot;: fixed hours). 0: the hours follow from the tokens.</source>
        <translation>固定时长（小时），优先于 token 数：成本 = 每小时价格 × 时长 + 存储 + 流量（见 README “Cost”：fixed hours）。0：时长由 token 数算出。</translation>
    </message>
    <message>
        <source>Fixed hours:</source>
        <translation>固定时长：</translation>
    </message>
    <message>
        <source>Share of the GPUs&apos; peak dense TFLOPS the job achieves (README &quot;Time&quot;: utilisation). Default 50 %: seed 000, A100 single-GPU training often reaches only about 50 %.</source>
        <translation>任务实际达到的 GPU 峰值稠密 TFLOPS 的比例（见 README “Time”：utilisation）。默认 50 %：种子资料 000，“A100 单卡训练利用率往往只有50%左右”。</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Utilisation:</source>
        <translation>利用率：</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Requests served at once. Each holds its own KV cache: 2 x layers x kv_heads x head_dim x context x requests x 2 bytes (README &quot;Memory&quot;: KV cache).</source>
        <translation>同时处理的请求数。每个请求有自己的 KV 缓存：2 × 层数 × kv_heads × head_dim × 上下文 × 请求数 × 2 字节（见 README “Memory”：KV cache）。</translation>
    </message>
    <message>
        <source>Concurrent requests:</source>
        <translation>并发请求数：</translation>
    </message>
    <message>
        <source>Tokens of context per request, prompt and answer together (README &quot;Memory&quot;: KV cache; default 8192, seed 004&apos;s vLLM example).</source>
        <translation>每个请求的上下文 token 数，含提示词和回答（见 README “Memory”：KV cache；默认 8192，取自种子资料 004 的 vLLM 示例）。</translation>
    </message>
    <message>
        <source>Context length:</source>
        <translation>上下文长度：</translation>
    </message>
    <message>
        <source>Data and traffic</source>
        <translation>数据与流量</translation>
    </message>
    <message>
        <source>Dataset size in GB. It is stored while the job runs (storage = GB x price per GB-month x hours / 730) and moved in over the network: transfer time D/B (README &quot;Cost&quot;, seed 000).</source>
        <translation>数据集大小（GB）。任务运行期间需要存储（存储费 = GB × 每 GB 每月价格 × 时长 / 730），并经网络传入：传输时间 D/B（见 README “Cost”，种子资料 000）。</translation>
    </message>
    <message>
        <source>Dataset:</source>
        <translation>数据集：</translation>
    </message>
    <message>
        <source>What your provider charges to store one GB for a month, in the display currency (README &quot;Cost&quot;: storage). 0: not counted.</source>
        <translation>云厂商存储 1 GB 一个月的价格，以显示货币计（见 README “Cost”：storage）。0：不计入。</translation>
    </message>
    <message>
        <source>Storage per month:</source>
        <translation>存储（每月）：</translation>
    </message>
    <message>
        <source>Data sent out to the internet during the job, in GB (README &quot;Cost&quot;: traffic = egress GB x price per GB). 0: not counted.</source>
        <translation>任务期间发往公网的数据量，单位 GB（见 README “Cost”：流量费 = 出流量 GB × 每 GB 价格）。0：不计入。</translation>
    </message>
    <message>
        <source>Egress:</source>
        <translation>公网出流量：</translation>
    </message>
    <message>
        <source>What your provider charges per GB of egress, in the display currency (README &quot;Cost&quot;: traffic). 0: not counted.</source>
        <translation>云厂商每 GB 公网出流量的价格，以显示货币计（见 README “Cost”：traffic）。0：不计入。</translation>
    </message>
    <message>
        <source>Egress price:</source>
        <translation>出流量单价：</translation>
    </message>
    <message>
        <source>Memory estimate</source>
        <translation>显存估算</translation>
    </message>
    <message>
        <source>GPU memory of the whole job in GB (10^9 bytes), README &quot;Memory&quot;: weights P x b; gradients as the trainable weights; AdamW optimizer states (16 bytes per parameter in all with weights and gradients, ZeRO, Rajbhandari et al. 2020); activations (Korthikanti et al. 2022); KV cache for serving; a runtime overhead of 1 GB per GPU. The rule of thumb is the seeds&apos; M = P x 2 x (3 ~ 12).</source>
        <translation>整个任务的 GPU 显存，单位 GB（10^9 字节），见 README “Memory”：权重 P × b；梯度与可训练权重相同；AdamW 优化器状态（连同权重和梯度每参数共 16 字节，ZeRO，Rajbhandari 等 2020）；激活值（Korthikanti 等 2022）；推理服务的 KV 缓存；每块 GPU 1 GB 的运行时开销。经验公式为种子资料中的 M = P × 2 × (3 ~ 12)。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token count; expected a number above 0 with an optional K, M, B or T, such as 1T or 2e12</source>
        <translation>“%1”不是 token 数；应为大于 0 的数字，可带 K、M、B 或 T 后缀，如 1T 或 2e12</translation>
    </message>
    <message>
        <source>Tokens to generate:</source>
        <translation>生成 token 数：</translation>
    </message>
    <message>
        <source> %1/GB</source>
        <translation> %1/GB</translation>
    </message>
    <message>
        <source>Price per GB-month in %1</source>
        <translation>每 GB 每月价格，单位 %1</translation>
    </message>
    <message>
        <source>Price per GB in %1</source>
        <translation>每 GB 价格，单位 %1</translation>
    </message>
    <message>
        <source>Cannot estimate: %1</source>
        <translation>无法估算：%1</translation>
    </message>
    <message>
        <source>Weights: %1</source>
        <translation>权重：%1</translation>
    </message>
    <message>
        <source>Gradients: %1</source>
        <translation>梯度：%1</translation>
    </message>
    <message>
        <source>Optimizer states: %1</source>
        <translation>优化器状态：%1</translation>
    </message>
    <message>
        <source>Activations: %1</source>
        <translation>激活值：%1</translation>
    </message>
    <message>
        <source>KV cache: %1</source>
        <translation>KV 缓存：%1</translation>
    </message>
    <message>
        <source>Working set: %1</source>
        <translation>工作集：%1</translation>
    </message>
    <message>
        <source>Runtime overhead: %1 per GPU</source>
        <translation>运行时开销：每块 GPU %1</translation>
    </message>
    <message>
        <source>Total unknown: give the working set</source>
        <translation>总量未知：请给出工作集</translation>
    </message>
    <message>
        <source>Total %1 (rule of thumb %2–%3 GB)</source>
        <translation>合计 %1（经验公式 %2–%3 GB）</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <source>Model shape estimated from the parameter count</source>
        <translation>模型结构按参数量估算</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>GpuScout cannot open its catalog</source>
        <translation>GpuScout 无法打开目录</translation>
    </message>
</context>
</TS>
