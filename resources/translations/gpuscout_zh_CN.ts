<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gpuscout</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 price</source>
        <translation>%1价格</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPU 数</translation>
    </message>
    <message>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>spot interruption rate</source>
        <translation>抢占式中断率</translation>
    </message>
    <message>
        <source>instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>可用区</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>%1: now %2 (yours: %3)</source>
        <translation>%1：现为 %2（您的：%3）</translation>
    </message>
    <message>
        <source>%1: %2 made it %3 (yours: %4)</source>
        <translation>%1：%2 将其改为 %3（您的：%4）</translation>
    </message>
    <message>
        <source>Team catalog URL: %1 Expected postgresql://USER@HOST:PORT/DBNAME?sslmode=MODE.</source>
        <translation>团队实例库 URL：%1 应为 postgresql://USER@HOST:PORT/DBNAME?sslmode=MODE。</translation>
    </message>
    <message>
        <source>gpuscout: --from reads one source&apos;s file; name the source (aws, azure, gcp or ec2instances) instead of all</source>
        <translation>gpuscout：--from 只读取一个来源的文件；请指定来源（aws、azure、gcp 或 ec2instances），而不是 all</translation>
    </message>
    <message>
        <source>no Cloud Billing API key is stored; store one with &apos;gpuscout catalog gcp-key set&apos; (it reads the key from standard input) or in Catalog &gt; Update Prices</source>
        <translation>未存储 Cloud Billing API 密钥；请用“gpuscout catalog gcp-key set”（从标准输入读取密钥）存储，或在“实例库 &gt; 更新价格”中存储</translation>
    </message>
    <message>
        <source>gcp: skipped: %1</source>
        <translation>gcp：已跳过：%1</translation>
    </message>
    <message>
        <source>Nothing was updated: %1 not changed.</source>
        <translation>未更新任何内容：%1 未作更改。</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%1 item %2: %3%4</source>
        <translation>%1 第 %2 项：%3%4</translation>
    </message>
    <message>
        <source>Dry run: %1 not changed.</source>
        <translation>试运行：%1 未作更改。</translation>
    </message>
    <message>
        <source>Nothing to update: %1 not changed.</source>
        <translation>无需更新：%1 未作更改。</translation>
    </message>
    <message>
        <source>Updated %1 from %2: %3 added, %4 updated, %5 confirmed unchanged.</source>
        <translation>已从 %2 更新 %1：新增 %3 个，更新 %4 个，确认未变 %5 个。</translation>
    </message>
    <message>
        <source>gpuscout: catalog gcp-key set reads the key from standard input, and it was empty</source>
        <translation>gpuscout：catalog gcp-key set 从标准输入读取密钥，但输入为空</translation>
    </message>
    <message>
        <source>The Cloud Billing API key is stored in the desktop keyring.</source>
        <translation>Cloud Billing API 密钥已存入桌面密钥环。</translation>
    </message>
    <message>
        <source>No Cloud Billing API key is stored any more.</source>
        <translation>已不再存储 Cloud Billing API 密钥。</translation>
    </message>
    <message>
        <source>stored
</source>
        <translation>已存储
</translation>
    </message>
    <message>
        <source>not stored
</source>
        <translation>未存储
</translation>
    </message>
    <message>
        <source>gpuscout: &apos;catalog gcp-key %1&apos; is not a command; expected set (reads the key from standard input), clear or status</source>
        <translation>gpuscout：“catalog gcp-key %1”不是命令；应为 set（从标准输入读取密钥）、clear 或 status</translation>
    </message>
    <message>
        <source>gpuscout: %1 needs the team catalog&apos;s URL: %2</source>
        <translation>gpuscout：%1 需要团队实例库的 URL：%2</translation>
    </message>
    <message>
        <source>gpuscout: catalog push and pull copy between a catalog file and a server: --db (or $GPUSCOUT_DB) must name a file here, not %1</source>
        <translation>gpuscout：catalog push 和 pull 在实例库文件与服务器之间复制：--db（或 $GPUSCOUT_DB）须指向本机文件，而不是 %1</translation>
    </message>
    <message>
        <source>Copied the catalog (%1 offers, %2 providers, %3 GPUs) from %4 to %5.</source>
        <translation>已将实例库（%1 个报价、%2 个云厂商、%3 种 GPU）从 %4 复制到 %5。</translation>
    </message>
    <message>
        <source>gpuscout: %1 needs a login and a role: %2</source>
        <translation>gpuscout：%1 需要登录名和角色：%2</translation>
    </message>
    <message numerus="yes">
        <source>gpuscout: %n price(s) of %1 rejected; nothing was updated.</source>
        <translation>
            <numerusform>gpuscout：%1 中有 %n 个价格被拒绝；未更新任何内容。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give --skip-rejected to apply the other %n price(s)</source>
        <translation>
            <numerusform>使用 --skip-rejected 可应用其余 %n 个价格</numerusform>
        </translation>
    </message>
    <message>
        <source>No other price would be applied.</source>
        <translation>没有其他价格可应用。</translation>
    </message>
    <message>
        <source>gpuscout: catalog update needs SOURCE, one of %1, all or china (see gpuscout --help)</source>
        <translation>gpuscout：catalog update 需要 SOURCE，应为 %1、all 或 china 之一（见 gpuscout --help）</translation>
    </message>
    <message>
        <source>no access key: set %2 and %3, or store one with &apos;gpuscout catalog keys set %1&apos; (it reads the key id and the secret from standard input)</source>
        <translation>没有访问密钥：请设置 %2 和 %3，或用“gpuscout catalog keys set %1”保存一个（从标准输入读取密钥 ID 和密钥）</translation>
    </message>
    <message>
        <source>%1: skipped: %2</source>
        <translation>%1：已跳过：%2</translation>
    </message>
    <message>
        <source>Nothing was updated: no source could be read. %1 not changed.</source>
        <translation>未更新任何内容：没有可读取的来源。%1 未作更改。</translation>
    </message>
    <message>
        <source>%1 in the desktop keyring</source>
        <translation>%1，保存在桌面密钥环中</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1，来自 %2</translation>
    </message>
    <message>
        <source>no key</source>
        <translation>无密钥</translation>
    </message>
    <message>
        <source>gpuscout: expected &apos;catalog keys set VENDOR&apos; (reads the key id and the secret, one line each, from standard input), &apos;catalog keys remove VENDOR&apos; or &apos;catalog keys list&apos;; VENDOR is one of %1</source>
        <translation>gpuscout：应为“catalog keys set VENDOR”（从标准输入各读一行密钥 ID 和密钥）、“catalog keys remove VENDOR”或“catalog keys list”；VENDOR 为 %1 之一</translation>
    </message>
    <message>
        <source>No %1 access key is stored any more.</source>
        <translation>已不再保存 %1 的访问密钥。</translation>
    </message>
    <message>
        <source>gpuscout: catalog keys set reads two lines from standard input, the access key id and then the secret; %1 was empty</source>
        <translation>gpuscout：catalog keys set 从标准输入读取两行，先是访问密钥 ID，然后是密钥；%1为空</translation>
    </message>
    <message>
        <source>the id</source>
        <translation>密钥 ID </translation>
    </message>
    <message>
        <source>the secret</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>gpuscout: an access key id or secret has no spaces; give the id on the first line and the secret on the second</source>
        <translation>gpuscout：访问密钥 ID 和密钥中没有空格；请在第一行给出 ID，第二行给出密钥</translation>
    </message>
    <message>
        <source>The %1 access key %2 is stored in the desktop keyring.</source>
        <translation>%1 的访问密钥 %2 已保存在桌面密钥环中。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a billing mode; expected on-demand, spot, reserved-1y or monthly</source>
        <translation>“%1”不是计费方式；应为 on-demand、spot、reserved-1y 或 monthly</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not known; expected hour or month</source>
        <translation>无法识别“%1”；应为 hour 或 month</translation>
    </message>
    <message>
        <source>gpuscout: catalog price-book add needs --provider KEY</source>
        <translation>gpuscout: catalog price-book add 需要 --provider KEY</translation>
    </message>
    <message>
        <source>nothing was changed</source>
        <translation>未做任何更改</translation>
    </message>
    <message>
        <source>Added price book term %1 (%2) to %3.</source>
        <translation>已将价格簿条款 %1（%2）加入 %3。</translation>
    </message>
    <message>
        <source>gpuscout: catalog price-book remove needs ID, the number of a term (gpuscout catalog price-book list)</source>
        <translation>gpuscout: catalog price-book remove 需要 ID，即条款编号（见 gpuscout catalog price-book list）</translation>
    </message>
    <message>
        <source>the price book has no term %1 (gpuscout catalog price-book list)</source>
        <translation>价格簿中没有条款 %1（见 gpuscout catalog price-book list）</translation>
    </message>
    <message>
        <source>Removed price book term %1 (%2) from %3.</source>
        <translation>已从 %3 删除价格簿条款 %1（%2）。</translation>
    </message>
    <message>
        <source>gpuscout: negotiated prices are hidden from this login; ask an admin of the team catalog for the buyer role</source>
        <translation>gpuscout: 此登录名看不到协议价；请向团队目录管理员申请 buyer 角色</translation>
    </message>
    <message>
        <source>The price book is empty: gpuscout catalog price-book add --provider KEY (--discount PCT | --price X) --valid-from DATE --ref TEXT adds a negotiated price.</source>
        <translation>价格簿为空：用 gpuscout catalog price-book add --provider KEY (--discount PCT | --price X) --valid-from DATE --ref TEXT 添加协议价。</translation>
    </message>
    <message numerus="yes">
        <source>%n account price(s) written to the price book as fixed-price terms.</source>
        <translation>
            <numerusform>已将 %n 个账户价格作为固定价格条款写入价格簿。</numerusform>
        </translation>
    </message>
    <message>
        <source>gpuscout: catalog price-book import needs FILE, a .csv or .xlsx with the columns price-book export writes</source>
        <translation>gpuscout: catalog price-book import 需要 FILE，即含 price-book export 所写各列的 .csv 或 .xlsx 文件</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in %1; nothing was imported</source>
        <translation>
            <numerusform>%1 中有 %n 个问题；未导入任何内容</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n price book term(s) into %1.</source>
        <translation>
            <numerusform>已向 %1 导入 %n 条价格簿条款。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n price book term(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 条价格簿条款写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>gpuscout: &apos;catalog price-book %1&apos; is not a command; expected add, list, remove ID, import FILE or export</source>
        <translation>gpuscout: “catalog price-book %1”不是命令；应为 add、list、remove ID、import FILE 或 export</translation>
    </message>
    <message>
        <source>gpuscout: catalog history needs exactly one --gpu MODEL, the GPU whose prices to follow</source>
        <translation>gpuscout：catalog history 需要且仅需一个 --gpu MODEL，即要跟踪价格的 GPU</translation>
    </message>
    <message>
        <source>gpuscout: --since &apos;%1&apos; is not a date; expected YYYY-MM-DD</source>
        <translation>gpuscout：--since &apos;%1&apos; 不是日期；应为 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>gpuscout: --billing &apos;%1&apos; is not known; expected one of %2</source>
        <translation>gpuscout：无法识别 --billing &apos;%1&apos;；应为以下之一：%2</translation>
    </message>
    <message>
        <source>gpuscout: --gpu &apos;%1&apos; is not in the catalog; known GPU models: %2</source>
        <translation>gpuscout：目录中没有 --gpu &apos;%1&apos;；已知 GPU 型号：%2</translation>
    </message>
    <message>
        <source>gpuscout: --provider &apos;%1&apos; is not in the catalog; known providers: %2</source>
        <translation>gpuscout：目录中没有 --provider &apos;%1&apos;；已知云厂商：%2</translation>
    </message>
    <message>
        <source>gpuscout: --currency &apos;%1&apos; has no exchange rate in the catalog; expected one of %2</source>
        <translation>gpuscout：目录中没有 --currency &apos;%1&apos; 的汇率；应为以下之一：%2</translation>
    </message>
    <message>
        <source>gpuscout: no price of %1 in the catalog for these providers and billing modes</source>
        <translation>gpuscout：目录中没有这些云厂商和计费方式下 %1 的价格</translation>
    </message>
    <message>
        <source>gpuscout: --before &apos;%1&apos; is not a date; expected YYYY-MM-DD</source>
        <translation>gpuscout：--before &apos;%1&apos; 不是日期；应为 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>gpuscout: catalog history prune needs --before YYYY-MM-DD: history entries replaced before that day are removed</source>
        <translation>gpuscout：catalog history prune 需要 --before YYYY-MM-DD：删除在该日之前被替换的历史记录</translation>
    </message>
</context>
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
        <source>&lt;h3&gt;Stability&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;h3&gt;Catalog file&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;稳定性&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;h3&gt;实例库文件&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Data&lt;/h3&gt;&lt;p&gt;GPU specifications: Epoch AI, &apos;Data on Machine Learning Hardware&apos;, published online at epoch.ai (CC BY 4.0), completed from gmasse/gpu-specs (Apache-2.0).&lt;/p&gt;&lt;p&gt;Prices: public list prices from SkyPilot-format catalogs (skypilot-org/skypilot-catalog, anycloud-sh/catalog) and AWS us-east-1 prices from aws/karpenter-provider-aws (Apache-2.0); network figures from AWS&apos;s DescribeInstanceTypes (via getmoto/moto), Google Cloud and Microsoft Learn documentation (CC BY 4.0); SLAs from the providers&apos; SLA pages; spot interruption rates from the AWS Spot Instance Advisor. Every offer shows its source and date.&lt;/p&gt;&lt;p&gt;GPU datasheet figures from vendor datasheets and whitepapers (per GPU in the catalog); GPU instance types of Alibaba Cloud, Tencent Cloud, Huawei Cloud (with Open Telekom Cloud documentation) and Baidu AI Cloud from their documentation. They have no current list price: request quotes (File → Request Quotes…). The seeds&apos; prices for these vendors are illustrative figures from the background articles and are not ranked unless you include them.&lt;/p&gt;&lt;p&gt;Measured performance: Spare Cores (sc-inspector-data), CC BY-SA 4.0: llama.cpp and vLLM runs on cloud servers. MLPerf® Training and Inference results, MLCommons; per-GPU and cost figures derived from them are not verified by MLCommons Association. MLPerf is a trademark of MLCommons Association. Every measured job figure names its source and date.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;数据&lt;/h3&gt;&lt;p&gt;GPU 规格：Epoch AI，“Data on Machine Learning Hardware”，在线发布于 epoch.ai（CC BY 4.0），并以 gmasse/gpu-specs（Apache-2.0）补全。&lt;/p&gt;&lt;p&gt;价格：SkyPilot 格式实例库（skypilot-org/skypilot-catalog、anycloud-sh/catalog）中的公开目录价，以及 aws/karpenter-provider-aws（Apache-2.0）中的 AWS us-east-1 价格；网络数据来自 AWS 的 DescribeInstanceTypes（经 getmoto/moto）、Google Cloud 和 Microsoft Learn 文档（CC BY 4.0）；SLA 来自各云厂商的 SLA 页面；抢占式中断率来自 AWS Spot Instance Advisor。每条报价都注明来源和日期。&lt;/p&gt;&lt;p&gt;GPU 数据手册数值来自厂商数据手册和白皮书（实例库中按单卡计）；阿里云、腾讯云、华为云（参考 Open Telekom Cloud 文档）和百度智能云的 GPU 实例规格来自其文档。这些厂商没有当前目录价：请询价（文件 → 询价…）。种子资料中这些厂商的价格是背景文章中的示意数据，除非您选择纳入，否则不参与排名。&lt;/p&gt;&lt;p&gt;实测性能：Spare Cores（sc-inspector-data），CC BY-SA 4.0：在云服务器上运行 llama.cpp 和 vLLM 的结果。MLPerf® Training 和 Inference 结果，MLCommons；由其推导出的单卡数据和成本数据未经 MLCommons Association 验证。MLPerf 是 MLCommons Association 的商标。每项实测任务数据都注明来源和日期。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gpuscout::AcceptabilityBars</name>
    <message>
        <source>%1
wins under %2 % of the weights tried</source>
        <translation>%1
在 %2 % 的试验权重下胜出</translation>
    </message>
</context>
<context>
    <name>gpuscout::AccessKeysDialog</name>
    <message>
        <source>Access Keys for Price APIs</source>
        <translation>价格 API 的访问密钥</translation>
    </message>
    <message>
        <source>The Chinese clouds state their prices only to an account that asks with its own key. A read-only key with the price permissions is enough (see the README). Keys are kept in the desktop keyring; the vendors&apos; environment variables take precedence.</source>
        <translation>国内云厂商只向使用自己密钥查询的账号提供价格。具有价格查询权限的只读密钥即可（见 README）。密钥保存在桌面密钥环中；厂商的环境变量优先。</translation>
    </message>
    <message>
        <source>Key ID</source>
        <translation>密钥 ID</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>access key id</source>
        <translation>访问密钥 ID</translation>
    </message>
    <message>
        <source>secret</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Store this key in the desktop keyring</source>
        <translation>将此密钥保存到桌面密钥环</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the stored key from the desktop keyring</source>
        <translation>从桌面密钥环中删除已保存的密钥</translation>
    </message>
</context>
<context>
    <name>gpuscout::ApiKeyStore</name>
    <message>
        <source>the desktop keyring is not available (%1); start a Secret Service such as GNOME Keyring or KWallet</source>
        <translation>桌面密钥环不可用（%1）；请启动 Secret Service，例如 GNOME Keyring 或 KWallet</translation>
    </message>
</context>
<context>
    <name>gpuscout::Availability</name>
    <message>
        <source>in stock</source>
        <translation>有货</translation>
    </message>
    <message>
        <source>low stock</source>
        <translation>库存紧张</translation>
    </message>
    <message>
        <source>sold out</source>
        <translation>售罄</translation>
    </message>
</context>
<context>
    <name>gpuscout::AwsEdition</name>
    <message>
        <source>AWS Price List Bulk API, AmazonEC2 offer file version %1 (published %2)</source>
        <translation>AWS Price List Bulk API，AmazonEC2 报价文件版本 %1（发布于 %2）</translation>
    </message>
    <message>
        <source>AWS Price List Bulk API, AmazonEC2 offer file (no publication date; read %1)</source>
        <translation>AWS Price List Bulk API，AmazonEC2 报价文件（无发布日期；读取于 %1）</translation>
    </message>
    <message>
        <source>AWS public list prices (AWS Site Terms); credit AWS and the date</source>
        <translation>AWS 公开目录价（AWS 网站条款）；请注明 AWS 及日期</translation>
    </message>
    <message>
        <source>Linux, shared tenancy, no pre-installed software; on-demand and 1-year standard reserved with no upfront payment</source>
        <translation>Linux、共享租用、无预装软件；按量付费及无预付一年期标准预留</translation>
    </message>
</context>
<context>
    <name>gpuscout::AwsOfferCsvReader</name>
    <message>
        <source>not an AWS offer file in CSV: no header with the columns %1</source>
        <translation>不是 CSV 格式的 AWS 报价文件：没有包含 %1 列的表头</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>line %1 (SKU %2)</source>
        <translation>第 %1 行（SKU %2）</translation>
    </message>
    <message>
        <source>a term priced in two currencies</source>
        <translation>同一期限以两种币种计价</translation>
    </message>
    <message>
        <source>the term has no hourly price row</source>
        <translation>该期限没有按小时计价的行</translation>
    </message>
</context>
<context>
    <name>gpuscout::AwsOfferJsonReader</name>
    <message>
        <source>line %1: expected %2</source>
        <translation>第 %1 行：应为 %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 offer file, SKU %2</source>
        <translation>%1 报价文件，SKU %2</translation>
    </message>
    <message>
        <source>a term priced in two currencies</source>
        <translation>同一期限以两种币种计价</translation>
    </message>
    <message>
        <source>the term has no hourly price dimension</source>
        <translation>该期限没有按小时计价的维度</translation>
    </message>
    <message>
        <source>no &quot;products&quot; object: not an AWS offer file</source>
        <translation>没有“products”对象：不是 AWS 报价文件</translation>
    </message>
    <message>
        <source>no &quot;terms&quot; object: not an AWS offer file</source>
        <translation>没有“terms”对象：不是 AWS 报价文件</translation>
    </message>
    <message>
        <source>the file lists its terms before its products and cannot be read twice</source>
        <translation>该文件在产品之前列出期限，且无法读取两遍</translation>
    </message>
</context>
<context>
    <name>gpuscout::AwsRegionIndex</name>
    <message>
        <source>not an AWS region index: expected a JSON object</source>
        <translation>不是 AWS 地域索引：应为 JSON 对象</translation>
    </message>
    <message>
        <source>the region index does not end where expected</source>
        <translation>地域索引未在预期位置结束</translation>
    </message>
    <message>
        <source>the region index names no region: expected &quot;regions&quot;: {&quot;us-east-1&quot;: {&quot;currentVersionUrl&quot;: ...}}</source>
        <translation>地域索引未列出任何地域：应为 &quot;regions&quot;: {&quot;us-east-1&quot;: {&quot;currentVersionUrl&quot;: ...}}</translation>
    </message>
</context>
<context>
    <name>gpuscout::AzureRetailReader</name>
    <message>
        <source>Azure Retail Prices API (read %1)</source>
        <translation>Azure Retail Prices API（读取于 %1）</translation>
    </message>
    <message>
        <source>Microsoft public retail prices; credit Microsoft and the date</source>
        <translation>Microsoft 公开零售价；请注明 Microsoft 及日期</translation>
    </message>
    <message>
        <source>Linux; Consumption (on-demand), Spot, 1-year Reservation divided by 8760 hours</source>
        <translation>Linux；Consumption（按量付费）、Spot、一年期预留除以 8760 小时</translation>
    </message>
    <message>
        <source>item %1 (meter %2)</source>
        <translation>第 %1 项（计量 %2）</translation>
    </message>
    <message>
        <source>line %1: not a price item</source>
        <translation>第 %1 行：不是价格项</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>&quot;Items&quot; is not an array</source>
        <translation>“Items”不是数组</translation>
    </message>
    <message>
        <source>expected the end of the page</source>
        <translation>应为页面结尾</translation>
    </message>
    <message>
        <source>not an Azure Retail Prices page: expected {&quot;Items&quot;: [...]} or an array of items</source>
        <translation>不是 Azure Retail Prices 页面：应为 {&quot;Items&quot;: [...]} 或价格项数组</translation>
    </message>
    <message>
        <source>more data after the page</source>
        <translation>页面之后还有数据</translation>
    </message>
    <message>
        <source>no &quot;Items&quot; array: not an Azure Retail Prices page</source>
        <translation>没有“Items”数组：不是 Azure Retail Prices 页面</translation>
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
        <translation>%1 不是 GpuScout 实例库：它不是 SQLite 数据库。请选择由 GpuScout 创建的实例库文件，或选择一个尚不存在的路径以新建实例库。</translation>
    </message>
    <message>
        <source>%1 is corrupt (%2). It was left untouched; restore it from a backup or choose another file.</source>
        <translation>%1 已损坏（%2）。文件未作改动；请从备份恢复，或选择其他文件。</translation>
    </message>
    <message>
        <source>%1 is a SQLite database but not a GpuScout catalog. It was left untouched.</source>
        <translation>%1 是 SQLite 数据库，但不是 GpuScout 实例库。文件未作改动。</translation>
    </message>
    <message>
        <source>%1 was written by a newer GpuScout (catalog version %2; this version reads up to %3). It was left untouched: update GpuScout to open it.</source>
        <translation>%1 由更新版本的 GpuScout 写入（实例库版本 %2；本版本最高可读取版本 %3）。文件未作改动：请升级 GpuScout 后再打开。</translation>
    </message>
    <message>
        <source>%1 cannot be created: the bundled catalog is invalid: %2</source>
        <translation>无法创建 %1：内置实例库无效：%2</translation>
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
        <translation>无法将 %1 从实例库版本 %2 升级：%3。文件保持原样。</translation>
    </message>
    <message>
        <source>No catalog is open.</source>
        <translation>未打开实例库。</translation>
    </message>
    <message>
        <source>it is in use by another program, which kept it locked for more than %1 s. Nothing was changed: try again when the other program (another GpuScout import or update, or a tool holding the file open) has finished.</source>
        <translation>它正被另一个程序使用，且被锁定超过 %1 秒。未作任何更改：请在另一个程序（另一次 GpuScout 导入或更新，或打开该文件的工具）结束后重试。</translation>
    </message>
    <message>
        <source>the disk is full (%1). Nothing was changed: free some space and try again.</source>
        <translation>磁盘已满（%1）。未作任何更改：请释放空间后重试。</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written (%1).</source>
        <translation>无法写入该文件或其所在文件夹（%1）。</translation>
    </message>
    <message>
        <source>a disk error occurred (%1).</source>
        <translation>发生磁盘错误（%1）。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a catalog file. Give the path of a catalog file, or a path that does not exist yet to create one.</source>
        <translation>%1 是文件夹，不是实例库文件。请给出实例库文件的路径，或给出一个尚不存在的路径以新建。</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>%1 cannot be created</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>%1 could not be upgraded from catalog version %2</source>
        <translation>无法将 %1 从实例库版本 %2 升级</translation>
    </message>
    <message>
        <source>The catalog could not be saved to %1</source>
        <translation>无法将实例库保存到 %1</translation>
    </message>
    <message>
        <source>%1 could not be read</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>The team catalog %1 cannot be read: %2</source>
        <translation>无法读取团队实例库 %1：%2</translation>
    </message>
    <message>
        <source>%1 holds no GpuScout catalog yet: an administrator sets it up with `gpuscout catalog init-server %2`.</source>
        <translation>%1 中还没有 GpuScout 实例库：由管理员用“gpuscout catalog init-server %2”建立。</translation>
    </message>
    <message>
        <source>%1 has a schema named gpuscout that is not a GpuScout catalog. It was left untouched.</source>
        <translation>%1 中有名为 gpuscout 的模式，但它不是 GpuScout 实例库。未作改动。</translation>
    </message>
    <message>
        <source>%1 holds a catalog of a newer GpuScout (catalog version %2; this version reads up to %3). It was left untouched: update GpuScout to use it.</source>
        <translation>%1 中是更新版本 GpuScout 的实例库（实例库版本 %2；本版本最高可读取 %3）。未作改动：请升级 GpuScout 后使用。</translation>
    </message>
    <message>
        <source>%1 holds catalog version %2 and this GpuScout needs version %3: an administrator upgrades it with `gpuscout catalog init-server %4`. It was left untouched.</source>
        <translation>%1 中的实例库版本为 %2，而本 GpuScout 需要版本 %3：由管理员用“gpuscout catalog init-server %4”升级。未作改动。</translation>
    </message>
    <message>
        <source>the server does not allow the login %1 to change the team catalog (%2). Viewers read it; an administrator gives editing rights with `gpuscout catalog grant`. Nothing was changed.</source>
        <translation>服务器不允许登录名 %1 修改团队实例库（%2）。查看者只能读取；管理员可用“gpuscout catalog grant”授予编辑权限。未作任何更改。</translation>
    </message>
    <message>
        <source>the connection to the server was lost (%1). Nothing was changed.</source>
        <translation>与服务器的连接已断开（%1）。未作任何更改。</translation>
    </message>
    <message>
        <source>another desktop kept the catalog locked (%1). Nothing was changed: try again.</source>
        <translation>另一台电脑锁定了实例库（%1）。未作任何更改：请重试。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The price history of %1 could not be pruned</source>
        <translation>无法清理 %1 的价格历史</translation>
    </message>
    <message>
        <source>The price history in %1 could not be read</source>
        <translation>无法读取 %1 中的价格历史</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogEditor</name>
    <message>
        <source>Edit Catalog — GpuScout</source>
        <translation>编辑实例库 — GpuScout</translation>
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
        <translation>撤销上一次实例库更改（Ctrl+Z）：实例库文件和排名也会随之恢复</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>重做（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>&amp;Measurements</source>
        <translation>实测数据(&amp;M)</translation>
    </message>
    <message>
        <source>Your trial runs and the bundled benchmarks the performance model is calibrated on</source>
        <translation>您的试运行，以及性能模型校准所依据的内置基准测试</translation>
    </message>
    <message>
        <source>Price &amp;Book</source>
        <translation>价格簿(&amp;B)</translation>
    </message>
    <message>
        <source>Your negotiated discounts, contract prices and commitments</source>
        <translation>您的协议折扣、合同价和承诺使用</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogEdits</name>
    <message>
        <source>added in the catalog editor</source>
        <translation>在实例库编辑器中添加</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogFileActions</name>
    <message>
        <source>&amp;Import Catalog Data…</source>
        <translation>导入实例库数据(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport Data</source>
        <translation>导出数据(&amp;X)</translation>
    </message>
    <message>
        <source>Catalog as &amp;CSV…</source>
        <translation>实例库 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Catalog as &amp;JSON…</source>
        <translation>实例库 JSON(&amp;J)…</translation>
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
        <translation>导入实例库数据</translation>
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
        <source>Add and update offers from a GpuScout CSV or JSON file, a SkyPilot vms.csv or a vendor quote sheet (CSV or .xlsx)</source>
        <translation>从 GpuScout CSV 或 JSON 文件、SkyPilot vms.csv 或厂商报价单（CSV 或 .xlsx）添加和更新报价</translation>
    </message>
    <message>
        <source>Catalog data (*.csv *.json *.txt *.xlsx);;CSV files (*.csv *.txt);;JSON files (*.json);;Excel workbooks (*.xlsx);;All files (*)</source>
        <translation>实例库数据 (*.csv *.json *.txt *.xlsx);;CSV 文件 (*.csv *.txt);;JSON 文件 (*.json);;Excel 工作簿 (*.xlsx);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Request Quotes</source>
        <translation>询价</translation>
    </message>
    <message>
        <source>Select the offers to ask about in the ranking or in the catalog editor (Needs a quote lists the offers without a price).</source>
        <translation>请在排名或实例库编辑器中选择要询价的报价（“待询价”列出没有价格的报价）。</translation>
    </message>
    <message>
        <source>Excel workbook, one sheet per vendor (*.xlsx);;CSV, one file per vendor (*.csv)</source>
        <translation>Excel 工作簿，每个厂商一张工作表 (*.xlsx);;CSV，每个厂商一个文件 (*.csv)</translation>
    </message>
    <message>
        <source>Wrote %1: %2 for %3 (%4).

Send each vendor its sheet; import the filled-in sheet with File → Import Catalog Data… to preview and apply the prices.</source>
        <translation>已写入 %1：共 %3（%4）的 %2。

把各供应商的表发给对方；收回填好的表后，用“文件 → 导入实例库数据…”预览并应用价格。</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) to price</source>
        <translation>
            <numerusform>%n 行待报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vendor(s)</source>
        <translation>
            <numerusform>%n 家供应商</numerusform>
        </translation>
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
        <source>gpuscout: %1 is a SkyPilot file, which does not name its cloud; give --provider KEY (one of %2)</source>
        <translation>gpuscout：%1 是 SkyPilot 文件，未注明所属的云；请指定 --provider KEY（以下之一：%2）</translation>
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
        <source>%1 was changed by another program during the import; %2 was matched again against it.</source>
        <translation>导入期间 %1 被另一个程序修改；已将 %2 重新与其匹配。</translation>
    </message>
    <message>
        <source>gpuscout: the template could not be written to the output</source>
        <translation>gpuscout：无法将模板写到输出</translation>
    </message>
    <message numerus="yes">
        <source>gpuscout: %n row(s) of %1 rejected; nothing was imported.</source>
        <translation>
            <numerusform>gpuscout：%1 中有 %n 行被拒绝；未导入任何内容。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix them, or give --skip-rejected to import the other %n row(s)</source>
        <translation>
            <numerusform>请修正这些行，或使用 --skip-rejected 导入其余 %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix them: no other row would be imported</source>
        <translation>请修正这些行：没有其他行可导入</translation>
    </message>
    <message numerus="yes">
        <source>another program changed %1 meanwhile, and %n row(s) of %2 no longer fit it; nothing was imported. Preview the import again.</source>
        <translation>
            <numerusform>其间另一个程序修改了 %1，%2 中有 %n 行已不再适用；未导入任何内容。请重新预览导入。</numerusform>
        </translation>
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
        <source>The GPU is not in the catalog&apos;s GPU specs</source>
        <translation>实例库的 GPU 规格中没有该 GPU</translation>
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
    <message>
        <source>%1 (inferred)</source>
        <translation>%1（推断）</translation>
    </message>
    <message>
        <source>%1 (secondary source)</source>
        <translation>%1（二手来源）</translation>
    </message>
    <message>
        <source>needs a quote</source>
        <translation>待询价</translation>
    </message>
    <message>
        <source>specs: %1</source>
        <translation>规格：%1</translation>
    </message>
    <message>
        <source>No price: this offer needs a quote and is not ranked (File → Request Quotes…)</source>
        <translation>无价格：该报价需要询价，不参与排名（文件 → 询价…）</translation>
    </message>
    <message>
        <source>Trust label of the specs&apos; source: %1</source>
        <translation>规格来源的可信度标记：%1</translation>
    </message>
    <message>
        <source>spot above on-demand</source>
        <translation>竞价价高于按量价</translation>
    </message>
    <message>
        <source>placeholder price</source>
        <translation>占位价格</translation>
    </message>
    <message>
        <source>price outlier</source>
        <translation>价格离群</translation>
    </message>
    <message>
        <source>GPU doubtful in the source article</source>
        <translation>来源文章中的 GPU 存疑</translation>
    </message>
    <message>
        <source>memory mismatch</source>
        <translation>显存不符</translation>
    </message>
    <message>
        <source>estimated spot price</source>
        <translation>估算的竞价价格</translation>
    </message>
    <message>
        <source>interruption rate a lower bound</source>
        <translation>中断率为下限</translation>
    </message>
    <message>
        <source>GPU inferred</source>
        <translation>GPU 为推断</translation>
    </message>
    <message>
        <source>GPU from a secondary source</source>
        <translation>GPU 来自第三方来源</translation>
    </message>
    <message>
        <source>secondary price source</source>
        <translation>第三方价格来源</translation>
    </message>
    <message>
        <source>negotiated price</source>
        <translation>协议价</translation>
    </message>
    <message>
        <source>Catalog build flags: %1 (%2)</source>
        <translation>实例库构建标记：%1（%2）</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogRowWriter</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>%1 no longer fits the catalog, which another program changed meanwhile (%2)</source>
        <translation>%1 已不再符合实例库，另一个程序在此期间修改了它（%2）</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>No free id for %1.</source>
        <translation>%1 没有可用的 id。</translation>
    </message>
    <message>
        <source>%1 was added by another program meanwhile, with other values</source>
        <translation>另一个程序在此期间添加了 %1，且取值不同</translation>
    </message>
    <message>
        <source>%1 was deleted by another program meanwhile</source>
        <translation>另一个程序在此期间删除了 %1</translation>
    </message>
    <message>
        <source>%1 was changed by another program meanwhile: its %2 is now %3 (this change: %4 -&gt; %5)</source>
        <translation>另一个程序在此期间修改了 %1：其 %2 现为 %3（本次更改：%4 -&gt; %5）</translation>
    </message>
    <message>
        <source>%1 was changed by %2 meanwhile: its %3 is now %4 (this change: %5 -&gt; %6)</source>
        <translation>%2 在此期间修改了 %1：其 %3 现为 %4（本次更改：%5 -&gt; %6）</translation>
    </message>
    <message>
        <source>%1 was changed by another program meanwhile</source>
        <translation>另一个程序在此期间修改了 %1</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogRows</name>
    <message>
        <source>offer %1 %2 %3 (id %4)</source>
        <translation>报价 %1 %2 %3（id %4）</translation>
    </message>
    <message>
        <source>the %1 price of offer %2</source>
        <translation>报价 %2 的%1价格</translation>
    </message>
    <message>
        <source>a price history entry of offer %1</source>
        <translation>报价 %1 的一条历史价格</translation>
    </message>
    <message>
        <source>source %1</source>
        <translation>来源 %1</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>provider %1</source>
        <translation>云厂商 %1</translation>
    </message>
    <message>
        <source>GPU alias %1</source>
        <translation>GPU 别名 %1</translation>
    </message>
    <message>
        <source>the %1 exchange rate</source>
        <translation>%1 汇率</translation>
    </message>
    <message>
        <source>measurement %1 (%2 on %3)</source>
        <translation>实测数据 %1（%3 上的 %2）</translation>
    </message>
    <message>
        <source>price book term %1 (%2)</source>
        <translation>价格簿条款 %1（%2）</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogStats</name>
    <message>
        <source>%1 offers of %2 providers; known at FP16/BF16: compute %3 %, VRAM %4 %, network %5 %, stability (published SLA) %6 %; %7 need a quote.</source>
        <translation>%2 个云厂商的 %1 个报价；FP16/BF16 下已知：算力 %3 %，显存 %4 %，网络 %5 %，稳定性（公布的 SLA）%6 %；%7 个待询价。</translation>
    </message>
</context>
<context>
    <name>gpuscout::CatalogStore</name>
    <message>
        <source>Catalog change</source>
        <translation>实例库更改</translation>
    </message>
    <message>
        <source>No catalog is open.</source>
        <translation>未打开实例库。</translation>
    </message>
    <message>
        <source>%1 per USD: &apos;%2&apos; is not a valid rate; expected a number above 0</source>
        <translation>%1/USD 汇率：“%2” 无效；应为大于 0 的数字</translation>
    </message>
    <message>
        <source>Set the %1 rate</source>
        <translation>设置 %1 汇率</translation>
    </message>
    <message>
        <source>The catalog was reloaded with the other program&apos;s changes: make the change again.</source>
        <translation>实例库已按另一个程序的更改重新加载：请再做一次这项更改。</translation>
    </message>
    <message>
        <source>the server does not answer</source>
        <translation>服务器没有响应</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>实例库：%1</translation>
    </message>
    <message>
        <source>Team catalog %1 (%2)</source>
        <translation>团队实例库 %1（%2）</translation>
    </message>
    <message>
        <source>%1; reconnecting in %2 s</source>
        <translation>%1；%2 秒后重新连接</translation>
    </message>
    <message>
        <source>Team catalog %1: connection lost; reconnecting in %2 s</source>
        <translation>团队实例库 %1：连接已断开；%2 秒后重新连接</translation>
    </message>
    <message>
        <source>The team catalog cannot be reached (%1): edits need the server. GpuScout reconnects on its own.</source>
        <translation>无法连接团队实例库（%1）：编辑需要服务器。GpuScout 会自动重新连接。</translation>
    </message>
    <message>
        <source>This is the %1: edits need the server, which cannot be reached (%2).</source>
        <translation>这是%1：编辑需要服务器，但无法连接（%2）。</translation>
    </message>
    <message>
        <source>Your login is a viewer of this team catalog: the server lets it read, not change. An administrator gives editing rights with `gpuscout catalog grant URL LOGIN editor`.</source>
        <translation>您的登录名是该团队实例库的查看者：服务器只允许读取，不允许修改。管理员可用“gpuscout catalog grant URL LOGIN editor”授予编辑权限。</translation>
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
        <source>gpuscout: --top &apos;%1&apos; is not valid; expected a whole number of 1 or more</source>
        <translation>gpuscout：--top “%1” 无效；应为大于或等于 1 的整数</translation>
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
        <translation>实例库数据库。</translation>
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
        <source>gpuscout: estimate needs a workload; give --task and --params (or --model), see gpuscout --help</source>
        <translation>gpuscout：estimate 需要工作负载；请给出 --task 和 --params（或 --model），参见 gpuscout --help</translation>
    </message>
    <message>
        <source>gpuscout: no offer passes the constraints, so there is no winner to test</source>
        <translation>gpuscout：没有满足约束的报价，因此没有可检验的最优方案</translation>
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
        <translation>允许导入时添加实例库中没有的云厂商。</translation>
    </message>
    <message>
        <source>Show what the import would do; write nothing.</source>
        <translation>显示导入将执行的操作，但不写入任何内容。</translation>
    </message>
    <message>
        <source>Import the good rows even when some are rejected.</source>
        <translation>即使部分行被拒绝，仍导入有效的行。</translation>
    </message>
    <message>
        <source>gpuscout: catalog rfq needs --out FILE.xlsx or FILE.csv, the request to write (the format follows the name)</source>
        <translation>gpuscout：catalog rfq 需要 --out FILE.xlsx 或 FILE.csv，即要写入的询价单（格式由文件名决定）</translation>
    </message>
    <message>
        <source>gpuscout: catalog rfq needs exactly one --provider KEY, the vendor to ask</source>
        <translation>gpuscout：catalog rfq 需要且只需要一个 --provider KEY，即要询价的厂商</translation>
    </message>
    <message>
        <source>gpuscout: --provider &apos;%1&apos; is not in the catalog; known providers: %2</source>
        <translation>gpuscout：--provider“%1”不在实例库中；已知云厂商：%2</translation>
    </message>
    <message>
        <source>gpuscout: --gpu &apos;%1&apos; is not in the catalog; known GPU models: %2</source>
        <translation>gpuscout：--gpu“%1”不在实例库中；已知 GPU 型号：%2</translation>
    </message>
    <message>
        <source>gpuscout: --billing &apos;%1&apos; is not known; expected one of %2</source>
        <translation>gpuscout：--billing“%1”未知；应为以下之一：%2</translation>
    </message>
    <message>
        <source>gpuscout: %1 has no offer matching --gpu and --region; nothing to ask a quote for</source>
        <translation>gpuscout：%1 中没有符合 --gpu 和 --region 的报价；没有可询价的内容</translation>
    </message>
    <message>
        <source>gpuscout: the output could not be written: %1</source>
        <translation>gpuscout：无法写入输出：%1</translation>
    </message>
    <message>
        <source>gpuscout: --stale-after &apos;%1&apos; is not valid; expected a whole number of days, 1 or more</source>
        <translation>gpuscout：--stale-after“%1”无效；应为 1 或以上的整数天数</translation>
    </message>
    <message>
        <source>gpuscout: --what &apos;%1&apos; is not known; expected catalog, ranking, needs-quote or history</source>
        <translation>gpuscout：--what“%1”未知；应为 catalog、ranking、needs-quote 或 history</translation>
    </message>
    <message>
        <source>List every feasible offer, not one row per machine.</source>
        <translation>列出每个可行报价，而不是每台机器一行。</translation>
    </message>
    <message>
        <source>Mark prices older than this many days stale.</source>
        <translation>将超过此天数的价格标记为陈旧。</translation>
    </message>
    <message>
        <source>A downloaded price list (file or folder) instead of the network.</source>
        <translation>使用已下载的价格表（文件或文件夹），而不是联网读取。</translation>
    </message>
    <message>
        <source>Another server (scheme, host, port) for the vendor&apos;s price list.</source>
        <translation>厂商价格表的另一台服务器（协议、主机、端口）。</translation>
    </message>
    <message>
        <source>Wrote %1: %2 (%3), %4</source>
        <translation>已写入 %1：%2（%3），%4</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) of %1</source>
        <translation>
            <numerusform>%1 的 %n 个报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n awaiting a quote</source>
        <translation>
            <numerusform>%n 个待询价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>gpuscout: --format &apos;%1&apos; is not known; expected %2</source>
        <translation>gpuscout：未知的 --format “%1”；应为 %2</translation>
    </message>
    <message>
        <source>gpuscout: --format &apos;%1&apos; is not known for %2; expected %3</source>
        <translation>gpuscout：%2 不支持 --format “%1”；应为 %3</translation>
    </message>
    <message>
        <source>Instance type a trial run used.</source>
        <translation>试运行所用的实例规格。</translation>
    </message>
    <message>
        <source>GPUs a trial run used (default: the instance&apos;s).</source>
        <translation>试运行所用的 GPU 数（默认：实例的 GPU 数）。</translation>
    </message>
    <message>
        <source>Measured tokens per second.</source>
        <translation>实测每秒 token 数。</translation>
    </message>
    <message>
        <source>Measured time to first token.</source>
        <translation>实测首 token 时延。</translation>
    </message>
    <message>
        <source>Measured time per output token.</source>
        <translation>实测每输出 token 时延。</translation>
    </message>
    <message>
        <source>Measured seconds per training step.</source>
        <translation>实测每个训练步的秒数。</translation>
    </message>
    <message>
        <source>Measured minutes to train --tokens.</source>
        <translation>实测训练 --tokens 所需的分钟数。</translation>
    </message>
    <message>
        <source>Date of a trial run (YYYY-MM-DD).</source>
        <translation>试运行日期（YYYY-MM-DD）。</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more character(s))</source>
        <translation>
            <numerusform>…（另有 %n 个字符）</numerusform>
        </translation>
    </message>
    <message>
        <source>gpuscout: out of memory; the command was stopped (its input needs more memory than this process may use)</source>
        <translation>gpuscout：内存不足；命令已停止（其输入所需的内存超出本进程可用的内存）</translation>
    </message>
    <message>
        <source>gpuscout: price book term %1 (%2) ended on %3: its offers are ranked on list prices</source>
        <translation>gpuscout: 价格簿条款 %1（%2）已于 %3 到期：相关报价按目录价排名</translation>
    </message>
    <message>
        <source>gpuscout: price book term %1 (%2) ends on %3</source>
        <translation>gpuscout: 价格簿条款 %1（%2）将于 %3 到期</translation>
    </message>
    <message>
        <source>gpuscout: negotiated prices are hidden from this login; ranked on list prices</source>
        <translation>gpuscout: 此登录名看不到协议价；按目录价排名</translation>
    </message>
    <message>
        <source>Notes on a trial run or a price book term.</source>
        <translation>试运行或价格簿条款的备注。</translation>
    </message>
    <message>
        <source>A price book term&apos;s discount off the list price, in percent.</source>
        <translation>价格簿条款相对目录价的折扣（百分比）。</translation>
    </message>
    <message>
        <source>A price book term&apos;s fixed price.</source>
        <translation>价格簿条款的固定价格。</translation>
    </message>
    <message>
        <source>What a fixed price is for: hour (default) or month.</source>
        <translation>固定价格的计价单位：hour（默认）或 month。</translation>
    </message>
    <message>
        <source>The first day a price book term applies.</source>
        <translation>价格簿条款生效的第一天。</translation>
    </message>
    <message>
        <source>The last day a price book term applies.</source>
        <translation>价格簿条款适用的最后一天。</translation>
    </message>
    <message>
        <source>The contract a price book term comes from.</source>
        <translation>价格簿条款所依据的合同。</translation>
    </message>
    <message>
        <source>The price book term is a commitment with its own billing mode.</source>
        <translation>该价格簿条款为承诺使用，有其自身的计费方式。</translation>
    </message>
    <message>
        <source>Rank on list prices, not the price book&apos;s.</source>
        <translation>按目录价排名，而非价格簿的协议价。</translation>
    </message>
    <message>
        <source>Write the account&apos;s own prices to the price book.</source>
        <translation>把账户自身的价格写入价格簿。</translation>
    </message>
    <message>
        <source>gpuscout: &apos;catalog %1&apos; is not a command; expected &apos;catalog export&apos;, &apos;catalog import FILE&apos;, &apos;catalog template&apos;, &apos;catalog stats&apos;, &apos;catalog rfq&apos;, &apos;catalog update SOURCE&apos;, &apos;catalog gcp-key&apos;, &apos;catalog keys&apos;, &apos;catalog measure&apos;, &apos;catalog price-book&apos;, &apos;catalog history&apos;, &apos;catalog init-server URL&apos;, &apos;catalog push URL&apos;, &apos;catalog pull URL&apos;, &apos;catalog grant URL LOGIN ROLE&apos; or &apos;catalog revoke URL LOGIN&apos;</source>
        <translation>gpuscout：&apos;catalog %1&apos; 不是命令；应为 &apos;catalog export&apos;、&apos;catalog import FILE&apos;、&apos;catalog template&apos;、&apos;catalog stats&apos;、&apos;catalog rfq&apos;、&apos;catalog update SOURCE&apos;、&apos;catalog gcp-key&apos;、&apos;catalog keys&apos;、&apos;catalog measure&apos;、&apos;catalog price-book&apos;、&apos;catalog history&apos;、&apos;catalog init-server URL&apos;、&apos;catalog push URL&apos;、&apos;catalog pull URL&apos;、&apos;catalog grant URL LOGIN ROLE&apos; 或 &apos;catalog revoke URL LOGIN&apos;</translation>
    </message>
    <message>
        <source>First day of the price history shown.</source>
        <translation>显示的价格历史的第一天。</translation>
    </message>
    <message>
        <source>Add the Prices over time page to the report.</source>
        <translation>在报告中加入价格走势页。</translation>
    </message>
    <message>
        <source>Prune the history replaced before this day.</source>
        <translation>清理在该日之前被替换的历史。</translation>
    </message>
    <message>
        <source>Keep the last price of each month when pruning.</source>
        <translation>清理时保留每月的最后一个价格。</translation>
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
        <translation>实例库价格，以该报价自身的币种计，%1；未参与排名，因此不做换算，也不参与比较。
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
    <message>
        <source>The value is unknown, so this criterion is left out of the offer&apos;s score.</source>
        <translation>该值未知，因此这项指标不计入该报价的得分。</translation>
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
    <message>
        <source>Rank illustrative prices</source>
        <translation>纳入示意价格</translation>
    </message>
    <message>
        <source>Also rank prices that are illustrative figures from background articles (marked in the table and the report). Placeholder prices are never ranked.</source>
        <translation>同时对背景文章中的示意价格进行排名（在表格和报告中标注）。占位价格从不参与排名。</translation>
    </message>
    <message>
        <source>What one offer is compared as. Per GPU: compute, VRAM, price and network divided by the instance&apos;s GPU count (an eighth of a GPU counts as an eighth), so instances of every size compare fairly. Per instance: whole instances. The constraints always apply to the whole instance. With a workload the job is compared instead: its cost, its time, the VRAM it has to spare.</source>
        <translation>一个报价按什么来比较。单卡：算力、显存、价格和网络除以实例的 GPU 数（八分之一块 GPU 按八分之一计），使各种规格的实例公平比较。整机：按整台实例比较。约束条件始终针对整台实例。设置工作负载后改为比较任务：其成本、耗时以及富余显存。</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>Per instance</source>
        <translation>整机</translation>
    </message>
    <message>
        <source>Compare:</source>
        <translation>比较：</translation>
    </message>
    <message>
        <source>How each criterion is scaled to 0..1 over the offers that pass the constraints. Min-max: worst 0, best 1. Ratio to best: value / best (best / value for price). Vector: value / √(sum of squares), the normalisation of textbook TOPSIS (Hwang and Yoon; Excel templates, R&apos;s topsis). Log: min-max on the logarithm, for figures that span orders of magnitude such as price and TFLOPS. TOPSIS with min-max equals pymcdm&apos;s default; with vector it is the textbook method and can pick another winner.</source>
        <translation>各项指标如何在满足约束的报价中缩放到 0..1。最小-最大：最差 0，最好 1。与最优之比：数值 / 最优（价格为 最优 / 数值）。向量：数值 / √(平方和)，即教科书 TOPSIS 的归一化（Hwang 和 Yoon；Excel 模板、R 的 topsis）。对数：对对数做最小-最大，适用于跨数量级的数据，如价格和 TFLOPS。TOPSIS 配最小-最大与 pymcdm 的默认一致；配向量则是教科书方法，可能选出不同的最优报价。</translation>
    </message>
    <message>
        <source>Vector (textbook TOPSIS)</source>
        <translation>向量（教科书 TOPSIS）</translation>
    </message>
    <message>
        <source>Log min-max</source>
        <translation>对数最小-最大</translation>
    </message>
    <message>
        <source>What a figure the catalog does not know (say, a cloud that publishes no network figure) does to a score. Score 0: it counts as the worst. Left out: the offer is scored on the criteria it has figures for, their weights renormalised.</source>
        <translation>实例库中未知的数值（例如某个云不公布网络数据）对得分的影响。计 0 分：视为最差。不计入：只按有数据的指标为该报价打分，权重重新归一化。</translation>
    </message>
    <message>
        <source>Score 0</source>
        <translation>计 0 分</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>不计入</translation>
    </message>
    <message>
        <source>Unknown figures:</source>
        <translation>未知数值：</translation>
    </message>
    <message>
        <source>With a workload compared by its job: how the job&apos;s cost and time are scaled. Ratio to best (the default): cheapest / cost and fastest / time, so a job costing twice the cheapest scores 0.5 on price, whatever else the catalog holds. Min-max measures against the whole range, where one outlier can squash every difference.</source>
        <translation>工作负载按作业比较时：作业成本和时间如何缩放。与最优值之比（默认）：最便宜 / 成本，最快 / 时间，因此成本为最便宜作业两倍的作业在价格上得 0.5 分，与实例库中的其他报价无关。Min-max 则以整个范围衡量，一个离群值就可能抹平所有差距。</translation>
    </message>
    <message>
        <source>Job cost and time:</source>
        <translation>作业成本和时间：</translation>
    </message>
    <message>
        <source> ×</source>
        <translation> ×</translation>
    </message>
    <message>
        <source>With a workload compared by its job: a job costing more than this many times the cheapest feasible job ranks after every job within it, whatever the weights (5 by default; the presets set their own: budget 1.25, fine-tuning 1.5, inference 2, training no limit).</source>
        <translation>工作负载按作业比较时：成本超过最便宜可行作业这么多倍的作业，无论权重如何，都排在所有上限以内的作业之后（默认 5；各预设有自己的值：经济 1.25，微调 1.5，推理 2，训练不设上限）。</translation>
    </message>
    <message>
        <source>Job cost limit:</source>
        <translation>作业成本上限：</translation>
    </message>
    <message>
        <source>Rank on list prices</source>
        <translation>按目录价排名</translation>
    </message>
    <message>
        <source>Negotiated prices are hidden from this login on the team catalog: offers are ranked on list prices. An admin can grant the buyer role.</source>
        <translation>团队目录对此登录名隐藏协议价：报价按目录价排名。管理员可授予 buyer 角色。</translation>
    </message>
    <message>
        <source>The price book is empty: every offer is ranked on its list price. Add your negotiated discounts and contract prices with gpuscout catalog price-book add.</source>
        <translation>价格簿为空：所有报价按目录价排名。可用 gpuscout catalog price-book add 添加协议折扣和合同价。</translation>
    </message>
    <message numerus="yes">
        <source>%n price book term(s) set your negotiated prices (in bold in the table). Tick to rank on the vendors&apos; list prices instead.</source>
        <translation>
            <numerusform>%n 条价格簿条款设定了您的协议价（表中以粗体显示）。勾选后改按云厂商目录价排名。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuscout::CsvStreamReader</name>
    <message>
        <source>line %1: a quoted field is not closed before the end of the file (truncated?)</source>
        <translation>第 %1 行：带引号的字段直到文件结尾都没有闭合（文件被截断？）</translation>
    </message>
    <message>
        <source>line %1: a record longer than %2 MB</source>
        <translation>第 %1 行：记录超过 %2 MB</translation>
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
    <name>gpuscout::DownloadCache</name>
    <message>
        <source>cannot store the download in %1</source>
        <translation>无法将下载内容保存到 %1</translation>
    </message>
    <message>
        <source>cannot write the cache record in %1</source>
        <translation>无法在 %1 中写入缓存记录</translation>
    </message>
</context>
<context>
    <name>gpuscout::Ec2InstancesReader</name>
    <message>
        <source>record %1 (%2), %3</source>
        <translation>记录 %1（%2），%3</translation>
    </message>
    <message>
        <source>line %1: not an instance record</source>
        <translation>第 %1 行：不是实例记录</translation>
    </message>
    <message>
        <source>ec2instances.info instances.json (Vantage; built from the AWS Price List), file of %1</source>
        <translation>ec2instances.info instances.json（Vantage；基于 AWS Price List 构建），文件日期 %1</translation>
    </message>
    <message>
        <source>MIT (vantage-sh/ec2instances.info); AWS public list prices</source>
        <translation>MIT（vantage-sh/ec2instances.info）；AWS 公开目录价</translation>
    </message>
    <message>
        <source>Linux on-demand, 1-year standard no-upfront reserved, average spot</source>
        <translation>Linux 按量付费、一年期标准无预付预留、抢占式均价</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>not an instances.json: expected an array of instance records</source>
        <translation>不是 instances.json：应为实例记录数组</translation>
    </message>
    <message>
        <source>more data after the instance records</source>
        <translation>实例记录之后还有数据</translation>
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
    <name>gpuscout::FeedCollector</name>
    <message>
        <source>%1: %2 in %3 is priced in %4 here and in %5 elsewhere in the feed</source>
        <translation>%1：%3 中的 %2 在此处以 %4 计价，在该数据源其他地方以 %5 计价</translation>
    </message>
    <message>
        <source>prices effective %1</source>
        <translation>价格生效于 %1</translation>
    </message>
    <message>
        <source>prices effective %1 to %2</source>
        <translation>价格生效于 %1 至 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) of 0 left out as placeholders (the first: %1)</source>
        <translation>
            <numerusform>%n 个为 0 的价格作为占位值被略去（第一个：%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) given twice with the same effective date and different amounts: the lower was kept</source>
        <translation>
            <numerusform>%n 个价格以相同生效日期给出了不同金额：保留较低者</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the %2 price of %3 in %4 is not a price; expected a number of 0 or more per hour, at most 1,000,000</source>
        <translation>%1：%3 在 %4 的%2价格不是有效价格；应为每小时 0 或以上、不超过 1,000,000 的数</translation>
    </message>
</context>
<context>
    <name>gpuscout::FeedEndpoint</name>
    <message>
        <source>&apos;%1&apos; is not a URL</source>
        <translation>“%1”不是 URL</translation>
    </message>
    <message>
        <source>%1 is not HTTPS; prices are fetched over HTTPS only (plain HTTP only from 127.0.0.1 or localhost)</source>
        <translation>%1 不是 HTTPS；价格只通过 HTTPS 获取（仅 127.0.0.1 或 localhost 可用普通 HTTP）</translation>
    </message>
    <message>
        <source>--base-url &apos;%1&apos; is not valid; expected a scheme, host and optional port, such as https://mirror.example:8443 or http://127.0.0.1:8080</source>
        <translation>--base-url“%1”无效；应为协议、主机和可选端口，例如 https://mirror.example:8443 或 http://127.0.0.1:8080</translation>
    </message>
</context>
<context>
    <name>gpuscout::FeedHttpClient</name>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>cannot write to the download cache %1: %2</source>
        <translation>无法写入下载缓存 %1：%2</translation>
    </message>
    <message>
        <source>cannot reach %1: host not found; this computer looks offline (check the network or proxy settings), or use --from FILE with a downloaded copy</source>
        <translation>无法连接 %1：找不到主机；这台电脑似乎处于离线状态（请检查网络或代理设置），或使用 --from FILE 指定已下载的副本</translation>
    </message>
    <message>
        <source>cannot reach %1: connection refused</source>
        <translation>无法连接 %1：连接被拒绝</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 在 %2 秒内没有响应</translation>
    </message>
    <message>
        <source>%1 closed the connection before the download was complete</source>
        <translation>%1 在下载完成前关闭了连接</translation>
    </message>
    <message>
        <source>the secure connection to %1 failed: %2</source>
        <translation>与 %1 的安全连接失败：%2</translation>
    </message>
    <message>
        <source>the proxy for %1 failed: %2</source>
        <translation>%1 的代理失败：%2</translation>
    </message>
    <message>
        <source>downloading from %1 failed: %2</source>
        <translation>从 %1 下载失败：%2</translation>
    </message>
    <message>
        <source>%1 asks to wait %2 s before the next request; try again later</source>
        <translation>%1 要求等待 %2 秒后再请求；请稍后重试</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2</source>
        <translation>%1 返回 HTTP %2</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 for %3</source>
        <translation>%1 对 %3 返回 HTTP %2</translation>
    </message>
    <message>
        <source>%1 closed the connection after %2 of %3 bytes</source>
        <translation>%1 在传输了 %3 字节中的 %2 字节后关闭了连接</translation>
    </message>
    <message>
        <source>%1 sent a compressed body that cannot be unpacked: it is damaged or unpacks to far more than was sent (%2)</source>
        <translation>%1 发送的压缩内容无法解压：内容已损坏，或解压后远大于发送的数据（%2）</translation>
    </message>
    <message>
        <source> (after %1 attempts)</source>
        <translation>（尝试 %1 次后）</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>try again later, or download the file yourself and use --from FILE</source>
        <translation>请稍后重试，或自行下载该文件并使用 --from FILE</translation>
    </message>
    <message>
        <source>%1 was still downloading after %2, the limit for one download; %3</source>
        <translation>%1 在 %2 后仍未下载完成，已达单次下载的时限；%3</translation>
    </message>
    <message>
        <source>%1 sent %2 bytes in %3 s, less than the %4 bytes/s a download must average; %5</source>
        <translation>%1 在 %3 秒内只发送了 %2 字节，低于下载须达到的平均 %4 字节/秒；%5</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1 sent its file in an encoding GpuScout cannot unpack (%2); expected gzip, deflate or none</source>
        <translation>%1 发送的文件采用了 GpuScout 无法解压的编码（%2）；应为 gzip、deflate 或不压缩</translation>
    </message>
    <message>
        <source>%1 sent more than %2, the limit for one price file; download the file yourself and use --from FILE</source>
        <translation>%1 发送的内容超过 %2，即单个价格文件的上限；请自行下载该文件并使用 --from FILE</translation>
    </message>
    <message>
        <source>%1 sent a compressed body that cannot be unpacked: it is damaged</source>
        <translation>%1 发送的压缩内容无法解压：数据已损坏</translation>
    </message>
    <message>
        <source>%1 sent more than %2 for one page</source>
        <translation>%1 单页发送的内容超过 %2</translation>
    </message>
    <message>
        <source>%1 closed the connection before the end of its compressed body</source>
        <translation>%1 在压缩内容结束前关闭了连接</translation>
    </message>
    <message>
        <source>try again later, or give a nearer server under Mirror</source>
        <translation>请稍后再试，或在“镜像”中填写更近的服务器</translation>
    </message>
    <message>
        <source>%1 sent more than %2, the limit for one price file</source>
        <translation>%1 发送的数据超过 %2，即单个价格文件的上限</translation>
    </message>
    <message>
        <source>cannot reach %1: host not found; this computer looks offline (check the network or proxy settings), or the server under Mirror is wrong</source>
        <translation>无法连接 %1：找不到主机；这台电脑似乎处于离线状态（请检查网络或代理设置），或“镜像”中的服务器有误</translation>
    </message>
</context>
<context>
    <name>gpuscout::FeedJob</name>
    <message>
        <source>cancelled; nothing was read into the catalog</source>
        <translation>已取消；没有任何内容读入实例库</translation>
    </message>
    <message>
        <source>%1 unchanged since the last download (cached copy used)</source>
        <translation>%1 自上次下载以来未变（使用缓存副本）</translation>
    </message>
    <message>
        <source>region index</source>
        <translation>地域索引</translation>
    </message>
    <message>
        <source>region &apos;%1&apos; is not in AWS&apos;s region index; expected one of %2</source>
        <translation>地域“%1”不在 AWS 的地域索引中；应为以下之一：%2</translation>
    </message>
    <message>
        <source>%1 offer file</source>
        <translation>%1 报价文件</translation>
    </message>
    <message>
        <source>the NextPageLink of page %1 leads back to a page already read (%2): the listing loops</source>
        <translation>第 %1 页的 NextPageLink 指回已读过的页面（%2）：列表出现循环</translation>
    </message>
    <message>
        <source>more than %1 pages: the listing does not end</source>
        <translation>超过 %1 页：列表没有结束</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>page %1 (%2): %3</source>
        <translation>第 %1 页（%2）：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) read</source>
        <translation>
            <numerusform>已读取 %n 页</numerusform>
        </translation>
    </message>
    <message>
        <source>page %1 links to %2, another server than %3: not followed</source>
        <translation>第 %1 页链接到 %2，不是 %3 的服务器：不跟随</translation>
    </message>
    <message>
        <source>page %1: %2</source>
        <translation>第 %1 页：%2</translation>
    </message>
    <message>
        <source>the nextPageToken of page %1 was already used: the listing loops</source>
        <translation>第 %1 页的 nextPageToken 已用过：列表出现循环</translation>
    </message>
    <message>
        <source>machine prices</source>
        <translation>机器价格</translation>
    </message>
    <message>
        <source>--from %1: no such file or folder</source>
        <translation>--from %1：没有该文件或文件夹</translation>
    </message>
    <message>
        <source>--from %1: the folder holds no .json or .csv file</source>
        <translation>--from %1：该文件夹中没有 .json 或 .csv 文件</translation>
    </message>
    <message>
        <source>--from reads the price lists of aws, azure, gcp and ec2instances; %1 prices come from its API, one call at a time</source>
        <translation>--from 读取 aws、azure、gcp 和 ec2instances 的价格表；%1 的价格来自其 API，逐次调用</translation>
    </message>
    <message>
        <source>the price API needs an access key: store one with &apos;gpuscout catalog keys set %1&apos; (it reads the key id and the secret from standard input) or set %2 and %3</source>
        <translation>价格 API 需要访问密钥：请用“gpuscout catalog keys set %1”保存一个（从标准输入读取密钥 ID 和密钥），或设置 %2 和 %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n API call(s)</source>
        <translation>
            <numerusform>%1：%n 次 API 调用</numerusform>
        </translation>
    </message>
    <message>
        <source>check the key with &apos;gpuscout catalog keys set %1&apos;: a wrong secret, an expired or disabled key, or one without the price permissions</source>
        <translation>请用“gpuscout catalog keys set %1”检查密钥：密钥错误、已过期或停用，或没有价格查询权限</translation>
    </message>
    <message>
        <source>the API is throttling this key; try again later</source>
        <translation>API 正在对此密钥限流；请稍后再试</translation>
    </message>
    <message>
        <source>the API refused the call</source>
        <translation>API 拒绝了此次调用</translation>
    </message>
    <message>
        <source>%1 answered %2 (%3); %4</source>
        <translation>%1 返回 %2（%3）；%4</translation>
    </message>
    <message>
        <source>the API led to more than %1 calls (%2 more were asked for): the listing does not end</source>
        <translation>API 导致超过 %1 次调用（另有 %2 次待调用）：列表没有尽头</translation>
    </message>
    <message>
        <source>the Cloud Billing API needs an API key: type one under Google Cloud key, or leave Google Cloud out</source>
        <translation>Cloud Billing API 需要 API 密钥：请在“Google Cloud 密钥”中输入，或不勾选 Google Cloud</translation>
    </message>
    <message>
        <source>the Cloud Billing API needs an API key: store one with &apos;gpuscout catalog gcp-key set&apos;, or use --from FILE</source>
        <translation>Cloud Billing API 需要 API 密钥：请用 &apos;gpuscout catalog gcp-key set&apos; 保存一个，或使用 --from FILE</translation>
    </message>
</context>
<context>
    <name>gpuscout::FeedSource</name>
    <message>
        <source>AWS Price List Bulk API (AmazonEC2 offer files)</source>
        <translation>AWS Price List Bulk API（AmazonEC2 报价文件）</translation>
    </message>
    <message>
        <source>Azure Retail Prices API</source>
        <translation>Azure Retail Prices API</translation>
    </message>
    <message>
        <source>Google Cloud Billing Catalog API (Compute Engine SKUs)</source>
        <translation>Google Cloud Billing Catalog API（Compute Engine SKU）</translation>
    </message>
    <message>
        <source>ec2instances.info instances.json</source>
        <translation>ec2instances.info instances.json</translation>
    </message>
    <message>
        <source>Alibaba Cloud ECS API (DescribePrice)</source>
        <translation>阿里云 ECS API（DescribePrice）</translation>
    </message>
    <message>
        <source>Tencent Cloud CVM API (DescribeZoneInstanceConfigInfos)</source>
        <translation>腾讯云 CVM API（DescribeZoneInstanceConfigInfos）</translation>
    </message>
    <message>
        <source>Huawei Cloud ECS and BSS price inquiry APIs</source>
        <translation>华为云 ECS 与 BSS 询价 API</translation>
    </message>
    <message>
        <source>Baidu AI Cloud BCC API (instance price)</source>
        <translation>百度智能云 BCC API（实例价格）</translation>
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
        <source>unspecified</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>(SkyPilot format, GPU rows)</source>
        <translation>（SkyPilot 格式，GPU 行）</translation>
    </message>
    <message>
        <source>(GPU rows)</source>
        <translation>（GPU 行）</translation>
    </message>
    <message>
        <source>default setting, not a market quote</source>
        <translation>默认设置，非市场报价</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two names of a list</comment>
        <translation>%1和%2</translation>
    </message>
</context>
<context>
    <name>gpuscout::GcpMachinePricer</name>
    <message>
        <source>Google Cloud Billing Catalog API, Compute Engine SKUs (read %1)</source>
        <translation>Google Cloud Billing Catalog API，Compute Engine SKU（读取于 %1）</translation>
    </message>
    <message>
        <source>Google public list prices; credit Google Cloud and the date</source>
        <translation>Google 公开目录价；请注明 Google Cloud 及日期</translation>
    </message>
    <message>
        <source>machine price = GPU SKU x GPUs + vCPU SKU x vCPUs + memory SKU x GiB; on-demand, Spot, 1-year commitment</source>
        <translation>机器价格 = GPU SKU × GPU 数 + vCPU SKU × vCPU 数 + 内存 SKU × GiB；按量付费、Spot、一年期承诺</translation>
    </message>
    <message>
        <source>SKUs %1 + %2 + %3</source>
        <translation>SKU %1 + %2 + %3</translation>
    </message>
    <message>
        <source>the parts of %1 in %2 are priced in different currencies (%3, %4, %5)</source>
        <translation>%2 中 %1 的各部分以不同币种计价（%3、%4、%5）</translation>
    </message>
</context>
<context>
    <name>gpuscout::GcpSkuReader</name>
    <message>
        <source>line %1: not a SKU</source>
        <translation>第 %1 行：不是 SKU</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>&quot;skus&quot; is not an array</source>
        <translation>“skus”不是数组</translation>
    </message>
    <message>
        <source>the Cloud Billing API answered %1 %2: %3</source>
        <translation>Cloud Billing API 返回 %1 %2：%3</translation>
    </message>
    <message>
        <source>not a Cloud Billing SKU listing: expected {&quot;skus&quot;: [...]} or an array of SKUs</source>
        <translation>不是 Cloud Billing SKU 列表：应为 {&quot;skus&quot;: [...]} 或 SKU 数组</translation>
    </message>
    <message>
        <source>more data after the listing</source>
        <translation>列表之后还有数据</translation>
    </message>
    <message>
        <source>no &quot;skus&quot; array: not a Cloud Billing SKU listing</source>
        <translation>没有“skus”数组：不是 Cloud Billing SKU 列表</translation>
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
    <message>
        <source>&apos;%1&apos; is not a stock level; expected in-stock, low, sold-out or nothing</source>
        <translation>“%1”不是库存状态；应为 in-stock、low、sold-out 或留空</translation>
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
</context>
<context>
    <name>gpuscout::ImportGpuMatch</name>
    <message>
        <source>unknown GPU &apos;%1&apos;; expected a model or alias of the catalog, such as %2</source>
        <translation>未知 GPU “%1”；应为实例库中的型号或别名，例如 %2</translation>
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
        <translation>实例库中没有单卡 %2 GB 的 %1；实例库中有 %3</translation>
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
        <translation>文件中的 %1 价格 %2（截至 %3）早于实例库中的 %4（截至 %5）：保留实例库中的价格。</translation>
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
        <translation>实例库中该报价以 %1 计价，文件中以 %2 计价；请以 %1 提供价格（导入不会在同一报价中混用币种）</translation>
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
        <translation>导入实例库数据</translation>
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
    <message numerus="yes">
        <source>Record %n Confirmed Price Row(s)</source>
        <translation>
            <numerusform>记录 %n 行确认价格</numerusform>
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
        <source>%1: an Excel workbook, not GpuScout JSON</source>
        <translation>%1：是 Excel 工作簿，不是 GpuScout JSON</translation>
    </message>
    <message>
        <source>%1: every worksheet is empty</source>
        <translation>%1：所有工作表都是空的</translation>
    </message>
    <message>
        <source>example row (AWS list price, us-east-1, 2026-01-19): replace it with your offers or delete it</source>
        <translation>示例行（AWS 目录价，us-east-1，2026-01-19）：请替换为您的报价或删除</translation>
    </message>
    <message>
        <source>example row (Alibaba Cloud console price, cn-shanghai, 2023-06, from a blog copy): replace it with your quotes or delete it</source>
        <translation>示例行（阿里云控制台价格，cn-shanghai，2023-06，转载自博客）：请替换为您的报价或删除</translation>
    </message>
    <message>
        <source>sheet %1 has %2 rows of %3 columns, more than %4 cells (the limit is %4); split it into smaller workbooks</source>
        <translation>工作表 %1 有 %2 行 %3 列，超过 %4 个单元格（上限为 %4）；请拆分为较小的工作簿</translation>
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
    <message>
        <source>%1 is a folder; give the file to import</source>
        <translation>%1 是文件夹；请给出要导入的文件</translation>
    </message>
</context>
<context>
    <name>gpuscout::JobBasisText</name>
    <message>
        <source>your trial run</source>
        <translation>您的试运行</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>saturated</source>
        <translation>饱和</translation>
    </message>
    <message>
        <source>%1 in / %2 out × %3 concurrent</source>
        <translation>输入 %1 / 输出 %2 × 并发 %3</translation>
    </message>
    <message>
        <source>batch %1 × %2 tokens</source>
        <translation>批大小 %1 × %2 token</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>The workload gives its hours: the time is yours, not the performance model&apos;s.</source>
        <translation>工作负载给出了时长：耗时由您指定，而非性能模型估算。</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>✓ Measured: %1 on %2, %3</source>
        <translation>✓ 实测：%1（%2），%3</translation>
    </message>
    <message>
        <source>Measured run: %1</source>
        <translation>实测运行：%1</translation>
    </message>
    <message>
        <source>Correction × %1: the measured run took %1 × the performance model&apos;s time for it, and so does this job</source>
        <translation>校正 × %1：实测运行耗时为性能模型对其估算耗时的 %1 倍，本任务同样按此校正</translation>
    </message>
    <message>
        <source>The performance model cannot time the measured run: no correction is known</source>
        <translation>性能模型无法估算该实测运行的耗时：校正系数未知</translation>
    </message>
    <message>
        <source>≈ Estimated by the performance model (%1)</source>
        <translation>≈ 由性能模型估算（%1）</translation>
    </message>
    <message>
        <source>No comparable measurement on this instance type or GPU; Catalog → Record a Trial Run… adds yours.</source>
        <translation>该实例规格或 GPU 上没有可比的实测数据；可通过“实例库 → 记录试运行…”添加您自己的数据。</translation>
    </message>
    <message>
        <source>The performance model cannot time this job on this offer.</source>
        <translation>性能模型无法估算此任务在该报价上的耗时。</translation>
    </message>
    <message>
        <source>Output %1 tokens/s; time to first token %2 ms; time per output token %3 ms</source>
        <translation>输出 %1 tokens/s；首 token 时延 %2 ms；每输出 token 时延 %3 ms</translation>
    </message>
    <message>
        <source>Efficiency %1 % of the GPUs&apos; peak</source>
        <translation>效率为 GPU 峰值的 %1 %</translation>
    </message>
    <message>
        <source>✓ Job time measured: %1, %2</source>
        <translation>✓ 任务耗时为实测：%1，%2</translation>
    </message>
    <message>
        <source>≈ Job time estimated by the performance model (%1)</source>
        <translation>≈ 任务耗时由性能模型估算（%1）</translation>
    </message>
    <message>
        <source>Job time unknown: the performance model cannot time it on this offer</source>
        <translation>任务耗时未知：性能模型无法估算其在该报价上的耗时</translation>
    </message>
    <message>
        <source>%1 % of the FP64 peak, assumed: no measurement calibrates it</source>
        <translation>FP64 峰值的 %1%，为假设值：没有实测数据标定</translation>
    </message>
    <message>
        <source>utilisation %1 %, assumed: no measurement calibrates it</source>
        <translation>利用率 %1%，为假设值：没有实测数据标定</translation>
    </message>
    <message>
        <source>FP32 throughput relative to %1</source>
        <translation>相对 %1 的 FP32 吞吐</translation>
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
        <translation>实例库中没有 %1 的 %2 稠密 TFLOPS 数据</translation>
    </message>
    <message>
        <source>no %1 measurement calibrates serving</source>
        <translation>没有可用于校准推理服务的 %1 实测数据</translation>
    </message>
    <message>
        <source>%1 has no memory bandwidth figure in the catalog</source>
        <translation>实例库中没有 %1 的显存带宽数据</translation>
    </message>
    <message>
        <source>the model&apos;s shape is not known</source>
        <translation>模型结构未知</translation>
    </message>
    <message>
        <source>its time is unknown, so it cannot be shown to finish within %1 hours</source>
        <translation>其耗时未知，无法证明能在 %1 小时内完成</translation>
    </message>
    <message>
        <source>takes %1 hours, over the deadline of %2</source>
        <translation>耗时 %1 小时，超过 %2 小时的截止时间</translation>
    </message>
    <message>
        <source>cannot finish within %1 hours on up to %2 instances (%3 hours on %4)</source>
        <translation>在最多 %2 个实例上也无法在 %1 小时内完成（%4 个实例需 %3 小时）</translation>
    </message>
    <message>
        <source>%1 instances to finish within the deadline of %2 hours (its memory needs %3)</source>
        <translation>需 %1 个实例才能在 %2 小时的截止时间内完成（其显存需求只需 %3 个）</translation>
    </message>
    <message>
        <source>first token within %1 ms</source>
        <translation>首个 token 在 %1 毫秒内</translation>
    </message>
    <message>
        <source>%1 ms per output token</source>
        <translation>每个输出 token %1 毫秒</translation>
    </message>
    <message>
        <source>cannot meet the latency limits at any batch (%1)</source>
        <translation>任何批量下都达不到延迟上限（%1）</translation>
    </message>
    <message>
        <source>needs %1 instances to serve %2 requests a second, over the limit of %3</source>
        <translation>每秒服务 %2 个请求需要 %1 台实例，超过上限 %3 台</translation>
    </message>
    <message>
        <source>its latency is unknown (%1), so it cannot be shown to meet %2</source>
        <translation>其延迟未知（%1），无法表明能满足 %2</translation>
    </message>
    <message>
        <source>%1 has no FP64 TFLOPS figure in the catalog</source>
        <translation>目录中没有 %1 的 FP64 TFLOPS 数据</translation>
    </message>
    <message>
        <source>the reference GPU %1 is not in the catalog</source>
        <translation>参考 GPU %1 不在目录中</translation>
    </message>
    <message>
        <source>%1 has no FP32 TFLOPS figure in the catalog</source>
        <translation>目录中没有 %1 的 FP32 TFLOPS 数据</translation>
    </message>
</context>
<context>
    <name>gpuscout::JobFigure</name>
    <message>
        <source>Job cost (%1)</source>
        <translation>完成总成本（%1）</translation>
    </message>
    <message>
        <source>Hours to complete</source>
        <translation>完成耗时（小时）</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例数</translation>
    </message>
    <message>
        <source>Rented/h (%1)</source>
        <translation>租用费用/小时（%1）</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>Per M tokens (%1)</source>
        <translation>每百万 token（%1）</translation>
    </message>
    <message>
        <source>Total cost to complete the job under the billing mode: instances x price per hour x hours + storage + traffic</source>
        <translation>按计费方式完成任务的总成本：实例数 × 每小时价格 × 小时数 + 存储 + 流量</translation>
    </message>
    <message>
        <source>Hours the job takes on the instances it rents</source>
        <translation>任务在所租实例上所需的小时数</translation>
    </message>
    <message>
        <source>Instances the job rents: as many as its memory needs, more when a deadline or a serving demand asks for them</source>
        <translation>任务租用的实例数：显存需要多少就租多少；截止时间或服务需求要求时租用更多</translation>
    </message>
    <message>
        <source>Price per hour of everything the job rents: instances x the price of one instance</source>
        <translation>任务所租全部资源的每小时价格：实例数 × 单个实例的价格</translation>
    </message>
    <message>
        <source>Copies of the model serving the demand, each on the GPUs one copy needs</source>
        <translation>满足服务需求的模型副本数，每个副本占用一份模型所需的 GPU</translation>
    </message>
    <message>
        <source>Output tokens a second over all copies of the model the job rents, at its concurrent requests</source>
        <translation>任务所租全部模型副本在其并发请求数下每秒输出的 token 数</translation>
    </message>
    <message>
        <source>What a million output tokens cost: the price per hour of what is rented / the output tokens it serves in an hour</source>
        <translation>每百万输出 token 的成本：所租资源的每小时价格 / 每小时服务的输出 token 数</translation>
    </message>
    <message>
        <source>The performance model cannot time this job on this offer (a figure of its GPU is unknown) and no measurement covers it.</source>
        <translation>性能模型无法估算此任务在该报价上的耗时（其 GPU 的某项数据未知），也没有实测数据覆盖。</translation>
    </message>
    <message>
        <source>The offer has no price under this billing mode.</source>
        <translation>该报价在此计费方式下没有价格。</translation>
    </message>
    <message>
        <source>Not known for this offer.</source>
        <translation>该报价的此项数据未知。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>gpuscout::JobWork</name>
    <message>
        <source>%1 PFLOP of FP64 work, run at %2 % of each GPU&apos;s FP64 peak (an assumption: no HPL measurement is bundled)</source>
        <translation>%1 PFLOP 的 FP64 计算量，按每块 GPU FP64 峰值的 %2% 运行（假设值：未附带 HPL 实测）</translation>
    </message>
    <message>
        <source>%1 hours of rendering on one %2, scaled by each GPU&apos;s FP32 throughput relative to it (estimated: no rendering benchmark is bundled)</source>
        <translation>在一块 %2 上渲染 %1 小时，按各 GPU 相对它的 FP32 吞吐换算（估算：未附带渲染基准测试）</translation>
    </message>
</context>
<context>
    <name>gpuscout::JsonStreamReader</name>
    <message>
        <source>byte %1: the file cannot be read: %2</source>
        <translation>第 %1 字节：无法读取文件：%2</translation>
    </message>
    <message>
        <source>line %1, byte %2: %3</source>
        <translation>第 %1 行，第 %2 字节：%3</translation>
    </message>
    <message>
        <source>the file ends inside a string (truncated?)</source>
        <translation>文件在字符串内部结束（被截断？）</translation>
    </message>
    <message>
        <source>a control character inside a string</source>
        <translation>字符串中有控制字符</translation>
    </message>
    <message>
        <source>a string longer than %1 MB</source>
        <translation>字符串超过 %1 MB</translation>
    </message>
    <message>
        <source>a bad escape sequence in a string</source>
        <translation>字符串中有错误的转义序列</translation>
    </message>
    <message>
        <source>a number longer than 64 characters</source>
        <translation>数字超过 64 个字符</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;</source>
        <translation>应为“%1”</translation>
    </message>
    <message>
        <source>the file ends early (truncated?)</source>
        <translation>文件提前结束（被截断？）</translation>
    </message>
    <message>
        <source>more data after the end of the document</source>
        <translation>文档结束后还有数据</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a name</source>
        <translation>名称后应为“:”</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or the end of the %1</source>
        <translation>应为“,”或%1的结尾</translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>expected a quoted member name</source>
        <translation>应为带引号的成员名</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>意外的字符“%1”</translation>
    </message>
    <message>
        <source>a bracket that does not match</source>
        <translation>括号不匹配</translation>
    </message>
    <message>
        <source>a record larger than expected</source>
        <translation>记录大于预期</translation>
    </message>
    <message>
        <source>expected a value</source>
        <translation>应为一个值</translation>
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
        <source>Pinned offers side by side (pin with Space or a double-click in the ranking)</source>
        <translation>并排显示已固定的报价（在排名中按空格键或双击即可固定）</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>约束</translation>
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
        <translation>实例库更改未撤销</translation>
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
        <translation>实例库(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Edit Catalog…</source>
        <translation>编辑实例库(&amp;E)…</translation>
    </message>
    <message>
        <source>Exchange &amp;Rates…</source>
        <translation>汇率(&amp;R)…</translation>
    </message>
    <message>
        <source>No offer passes the constraints.</source>
        <translation>没有满足约束的报价。</translation>
    </message>
    <message>
        <source>The catalog was changed by another program; the ranking shows its changes.</source>
        <translation>实例库被另一个程序修改；排名已反映其更改。</translation>
    </message>
    <message>
        <source>One row per &amp;machine</source>
        <translation>每台机器一行(&amp;M)</translation>
    </message>
    <message>
        <source>List each machine (provider + instance type) once, in its best-ranked region, with the number and price range of its other regions; click that cell to list them. Unchecked: every offer. Scores are the same either way.</source>
        <translation>每台机器（云厂商 + 实例规格）只列一次，放在其排名最高的地域，并显示其他地域的数量和价格区间；单击该单元格可列出它们。不勾选：列出每个报价。两种方式的得分相同。</translation>
    </message>
    <message>
        <source>The top three machines (each in its best-ranked region) and the pinned offers; hover a point for its value</source>
        <translation>前三台机器（各取排名最高的地域）和已固定的报价；将鼠标悬停在点上可查看数值</translation>
    </message>
    <message>
        <source>Request &amp;Quotes…</source>
        <translation>询价(&amp;Q)…</translation>
    </message>
    <message>
        <source>Write a quote sheet per vendor (.xlsx or .csv) for the selected offers, or for every offer that needs a quote</source>
        <translation>为所选报价或所有待询价的报价，按厂商各写一份报价单（.xlsx 或 .csv）</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>对比(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Pareto Front</source>
        <translation>帕累托前沿(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Tab</source>
        <translation>下一个标签页(&amp;N)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>上一个标签页(&amp;V)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n offers shown.</source>
        <translation>
            <numerusform>显示 %1 / %n 条报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>Browse and edit offers, GPU specs, providers and exchange rates, and your trial runs; stale prices are flagged there</source>
        <translation>浏览和编辑报价、GPU 规格、云厂商、汇率以及您的试运行；陈旧价格会在其中标出</translation>
    </message>
    <message>
        <source>Record a Trial R&amp;un…</source>
        <translation>记录试运行(&amp;U)…</translation>
    </message>
    <message>
        <source>Select the offer the run was on in the ranking first, then record its trial run.</source>
        <translation>请先在排名中选中运行所在的报价，再记录其试运行。</translation>
    </message>
    <message>
        <source>Record what you measured on the selected offer: it then stands in for the estimate of comparable jobs on that instance type</source>
        <translation>记录您在所选报价上的实测结果：之后该实例规格上的可比任务将以它代替估算</translation>
    </message>
    <message>
        <source>No catalog is open.</source>
        <translation>未打开实例库。</translation>
    </message>
    <message>
        <source>Fix the fields marked in red first.</source>
        <translation>请先修正标红的字段。</translation>
    </message>
    <message>
        <source>Record a trial run on %1</source>
        <translation>在 %1 上记录试运行</translation>
    </message>
    <message>
        <source>Recorded the trial run on %1 (Ctrl+Z undoes). Estimate a workload: comparable jobs on this instance type are then timed from it.</source>
        <translation>已记录在 %1 上的试运行（按 Ctrl+Z 撤销）。请勾选“估算工作负载”：该实例规格上的可比任务将据此计时。</translation>
    </message>
    <message>
        <source>Recorded the trial run on %1: the ranking now times the job there from it (Ctrl+Z undoes).</source>
        <translation>已记录在 %1 上的试运行：排名现在据此计算该报价上的任务耗时（按 Ctrl+Z 撤销）。</translation>
    </message>
    <message>
        <source>Recorded the trial run on %1 (Ctrl+Z undoes). The workload on screen is not comparable with it (another kind of work, a model more than 4 × bigger or smaller, another serving engine), so its time stays estimated.</source>
        <translation>已记录在 %1 上的试运行（按 Ctrl+Z 撤销）。当前显示的工作负载与它不可比（工作类型不同、模型规模相差 4 倍以上，或推理引擎不同），因此其耗时仍为估算值。</translation>
    </message>
    <message>
        <source>Price &amp;Book…</source>
        <translation>价格簿(&amp;B)…</translation>
    </message>
    <message>
        <source>Your negotiated discounts, contract prices and commitments, which the ranking uses</source>
        <translation>您的协议折扣、合同价和承诺使用，排名会采用</translation>
    </message>
    <message>
        <source>Prices over &amp;Time</source>
        <translation>价格走势(&amp;T)</translation>
    </message>
    <message>
        <source>A GPU&apos;s price per GPU-hour through the price history, by provider: the lowest of its offers (and their median), from each change to today</source>
        <translation>某 GPU 的每 GPU 小时价格随价格历史的变化，按云厂商：其报价中的最低价（及中位数），从每次变动到今天</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 ranked prices were quoted more than %n day(s) ago, the newest of them on %3: check current prices before you commit, or &lt;a href=&quot;update&quot;&gt;update prices&lt;/a&gt; (Catalog → Update Prices…). Rows are not marked one by one; each price&apos;s tooltip gives its date.</source>
        <translation>
            <numerusform>%2 条参与排名的价格中有 %1 条报价早于 %n 天前，其中最新的一条在 %3：下单前请核实当前价格，或&lt;a href=&quot;update&quot;&gt;更新价格&lt;/a&gt;（实例库 → 更新价格…）。各行不再逐一标记；每个价格的提示中给出其日期。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n ranked offer(s) is listed: %1.</source>
        <translation>
            <numerusform>已排名的 %n 个报价均未列出：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>dominated offers are hidden</source>
        <translation>被支配的报价已隐藏</translation>
    </message>
</context>
<context>
    <name>gpuscout::MeasureCommands</name>
    <message>
        <source>gpuscout: --%1 &apos;%2&apos; is not valid; expected a number above 0</source>
        <translation>gpuscout：--%1 “%2” 无效；应为大于 0 的数字</translation>
    </message>
    <message>
        <source>gpuscout: catalog measure add needs --provider KEY and --instance TYPE: the instance type the run used</source>
        <translation>gpuscout：catalog measure add 需要 --provider KEY 和 --instance TYPE，即运行所用的实例规格</translation>
    </message>
    <message>
        <source>gpuscout: --provider &apos;%1&apos; is not a provider of the catalog; expected one of %2</source>
        <translation>gpuscout：--provider “%1” 不是实例库中的云厂商；应为以下之一：%2</translation>
    </message>
    <message>
        <source>gpuscout: %1 has no instance type &apos;%2&apos; in the catalog; give the type as the catalog lists it (gpuscout catalog export --format csv)</source>
        <translation>gpuscout：实例库中 %1 没有实例规格“%2”；请按实例库中列出的名称给出规格（gpuscout catalog export --format csv）</translation>
    </message>
    <message>
        <source>gpuscout: --task &apos;%1&apos; is not valid for a trial run; expected pretrain, full-finetune, lora, qlora or inference</source>
        <translation>gpuscout：--task “%1” 不适用于试运行；应为 pretrain、full-finetune、lora、qlora 或 inference</translation>
    </message>
    <message>
        <source>gpuscout: catalog measure add needs --params N (or --model with a preset): the size of the model that ran</source>
        <translation>gpuscout：catalog measure add 需要 --params N（或带预设的 --model），即所运行模型的参数量</translation>
    </message>
    <message>
        <source>gpuscout: --precision &apos;%1&apos; is not known; expected one of %2</source>
        <translation>gpuscout：--precision “%1” 无法识别；应为以下之一：%2</translation>
    </message>
    <message>
        <source>gpuscout: --tokens &apos;%1&apos; is not valid; expected a count above 0 such as 2e9</source>
        <translation>gpuscout：--tokens “%1” 无效；应为大于 0 的数量，如 2e9</translation>
    </message>
    <message>
        <source>gpuscout: a serving trial needs --prompt-tokens N and --output-tokens M: the tokens in and out of each request while it was measured</source>
        <translation>gpuscout：推理服务试运行需要 --prompt-tokens N 和 --output-tokens M，即测量时每个请求的输入和输出 token 数</translation>
    </message>
    <message>
        <source>gpuscout: give what was measured: --tokens-per-second X, or --ttft-ms X and --tpot-ms Y</source>
        <translation>gpuscout：请给出实测结果：--tokens-per-second X，或 --ttft-ms X 和 --tpot-ms Y</translation>
    </message>
    <message>
        <source>gpuscout: give what was measured: --tokens-per-second X, --step-seconds X or --minutes X</source>
        <translation>gpuscout：请给出实测结果：--tokens-per-second X、--step-seconds X 或 --minutes X</translation>
    </message>
    <message>
        <source>gpuscout: --what &apos;%1&apos; is not known for catalog measure; expected trial, benchmark or all</source>
        <translation>gpuscout：catalog measure 不支持 --what “%1”；应为 trial、benchmark 或 all</translation>
    </message>
    <message>
        <source>No trial run recorded yet: gpuscout catalog measure add --provider KEY --instance TYPE ... records one (see gpuscout --help).</source>
        <translation>尚未记录试运行：可用 gpuscout catalog measure add --provider KEY --instance TYPE ... 记录（参见 gpuscout --help）。</translation>
    </message>
    <message>
        <source>Recorded the trial run in %1 (%2).</source>
        <translation>已在 %1 中记录试运行（%2）。</translation>
    </message>
    <message>
        <source>gpuscout: catalog measure remove needs KEY, the key (or its first 6 characters or more) of a trial run (gpuscout catalog measure list)</source>
        <translation>gpuscout：catalog measure remove 需要 KEY，即试运行的键名（或其前 6 个及以上字符）（见 gpuscout catalog measure list）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names more than one measurement; give more of the key</source>
        <translation>“%1”对应多条实测数据；请给出更长的键名</translation>
    </message>
    <message>
        <source>no measurement has the key &apos;%1&apos; (gpuscout catalog measure list)</source>
        <translation>没有键名为“%1”的实测数据（见 gpuscout catalog measure list）</translation>
    </message>
    <message>
        <source>%1 is a bundled benchmark, not a trial run; only trial runs are removed</source>
        <translation>%1 是内置基准测试，不是试运行；只能移除试运行</translation>
    </message>
    <message>
        <source>Removed the trial run %1 from %2.</source>
        <translation>已从 %2 中移除试运行 %1。</translation>
    </message>
    <message>
        <source>gpuscout: catalog measure import needs FILE, a CSV file of measurements (gpuscout catalog measure export shows the columns)</source>
        <translation>gpuscout：catalog measure import 需要 FILE，即实测数据的 CSV 文件（各列见 gpuscout catalog measure export 的输出）</translation>
    </message>
    <message>
        <source>gpuscout: %1 cannot be read: %2</source>
        <translation>gpuscout：无法读取 %1：%2</translation>
    </message>
    <message>
        <source>gpuscout: %1 is larger than 64 MB; expected a CSV file of measurements</source>
        <translation>gpuscout：%1 超过 64 MB；应为实测数据的 CSV 文件</translation>
    </message>
    <message>
        <source>gpuscout: %1: missing column(s) %2; expected the columns of gpuscout catalog measure export</source>
        <translation>gpuscout：%1：缺少列 %2；应包含 gpuscout catalog measure export 输出的各列</translation>
    </message>
    <message>
        <source>Imported %1 into %2.</source>
        <translation>已将 %1 导入 %2。</translation>
    </message>
    <message>
        <source>gpuscout: &apos;catalog measure %1&apos; is not a command; expected add, list, remove KEY, import FILE or export</source>
        <translation>gpuscout：“catalog measure %1”不是命令；应为 add、list、remove KEY、import FILE 或 export</translation>
    </message>
</context>
<context>
    <name>gpuscout::MeasuredRun</name>
    <message>
        <source>no measured figure</source>
        <translation>没有实测数值</translation>
    </message>
    <message>
        <source>the number of GPUs used is not recorded</source>
        <translation>未记录所用 GPU 数</translation>
    </message>
    <message>
        <source>the prompt length or the requests in flight are not published with the result</source>
        <translation>该结果未公布提示长度或并发请求数</translation>
    </message>
    <message>
        <source>the engine %1 is not one the model is calibrated for (vllm, llama.cpp)</source>
        <translation>引擎 %1 不在性能模型已校准的引擎之列（vllm、llama.cpp）</translation>
    </message>
    <message>
        <source>the weights&apos; precision is not recorded</source>
        <translation>未记录权重精度</translation>
    </message>
    <message>
        <source>%1 has no memory bandwidth figure in the catalog</source>
        <translation>实例库中没有 %1 的显存带宽数据</translation>
    </message>
    <message>
        <source>%1 has no dense %2 figure in the catalog</source>
        <translation>实例库中没有 %1 的 %2 稠密算力数据</translation>
    </message>
    <message>
        <source>the run&apos;s workload is incomplete</source>
        <translation>该运行的工作负载信息不完整</translation>
    </message>
    <message>
        <source>the tokens trained or the sequence length are not recorded</source>
        <translation>未记录训练 token 数或序列长度</translation>
    </message>
</context>
<context>
    <name>gpuscout::Measurement</name>
    <message>
        <source>gpu: missing; expected the GPU model the run used</source>
        <translation>gpu：缺失；应为运行所用的 GPU 型号</translation>
    </message>
    <message>
        <source>gpus used: expected the number of GPUs the run used, 1 or more</source>
        <translation>gpus used：应为运行所用的 GPU 数，至少为 1</translation>
    </message>
    <message>
        <source>task: %1 has no model to measure; expected pretrain, full-finetune, lora, qlora or inference</source>
        <translation>task：%1 没有可测量的模型；应为 pretrain、full-finetune、lora、qlora 或 inference</translation>
    </message>
    <message>
        <source>parameters: expected the model size, such as 7e9 or 70B</source>
        <translation>parameters：应为模型参数量，如 7e9 或 70B</translation>
    </message>
    <message>
        <source>value: expected the measured figure, a number above 0</source>
        <translation>value：应为实测数值，即大于 0 的数</translation>
    </message>
    <message>
        <source>metric: %1 measures training; expected tokens per second, TTFT and TPOT, or requests per second for inference</source>
        <translation>metric：%1 度量的是训练；推理应为每秒 token 数、TTFT 和 TPOT，或每秒请求数</translation>
    </message>
    <message>
        <source>metric: %1 measures serving; expected tokens per second, seconds per step or minutes for a training task</source>
        <translation>metric：%1 度量的是推理服务；训练任务应为每秒 token 数、每步秒数或分钟数</translation>
    </message>
    <message>
        <source>%1: expected a number of 0 or more, or nothing when not known</source>
        <translation>%1：应为大于或等于 0 的数，未知时留空</translation>
    </message>
    <message>
        <source>tokens: minutes to train need the number of tokens trained, such as 2e9</source>
        <translation>tokens：训练分钟数需要同时给出训练的 token 数，如 2e9</translation>
    </message>
    <message>
        <source>batch and seq len: seconds per step need the sequences per step and their length</source>
        <translation>batch 和 seq len：每步秒数需要同时给出每步序列数及序列长度</translation>
    </message>
    <message>
        <source>date: &apos;%1&apos; is not a date; expected YYYY-MM-DD</source>
        <translation>date：“%1”不是日期；应为 YYYY-MM-DD</translation>
    </message>
</context>
<context>
    <name>gpuscout::MeasurementCsv</name>
    <message>
        <source>&apos;%1&apos; is not benchmark or trial</source>
        <translation>“%1”既不是 benchmark 也不是 trial</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU model or alias of the catalog</source>
        <translation>“%1”不是实例库中的 GPU 型号或别名</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a task; expected one of %2</source>
        <translation>“%1”不是任务类型；应为以下之一：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a precision; expected one of %2, or empty when not recorded</source>
        <translation>“%1”不是精度；应为以下之一：%2，未记录时留空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a metric; expected one of %2</source>
        <translation>“%1”不是度量指标；应为以下之一：%2</translation>
    </message>
</context>
<context>
    <name>gpuscout::MeasurementsModel</name>
    <message>
        <source>Output tokens/s</source>
        <translation>输出 tokens/s</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>请求/s</translation>
    </message>
    <message>
        <source>Time to first token (ms)</source>
        <translation>首 token 时延（ms）</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>每输出 token 时延（ms）</translation>
    </message>
    <message>
        <source>Prefill tokens/s</source>
        <translation>预填充 tokens/s</translation>
    </message>
    <message>
        <source>Decode tokens/s</source>
        <translation>解码 tokens/s</translation>
    </message>
    <message>
        <source>Minutes to train</source>
        <translation>训练分钟数</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <source>Training tokens/s</source>
        <translation>训练 tokens/s</translation>
    </message>
    <message>
        <source>Trial run</source>
        <translation>试运行</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 in / %2 out × %3</source>
        <translation>输入 %1 / 输出 %2 × %3</translation>
    </message>
    <message>
        <source>saturated</source>
        <translation>饱和</translation>
    </message>
    <message>
        <source>batch %1 × %2 tokens</source>
        <translation>批大小 %1 × %2 token</translation>
    </message>
    <message>
        <source>Your trial run on %1</source>
        <translation>您在 %1 上的试运行</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>出处：%1</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>运行：%1</translation>
    </message>
    <message>
        <source>engine %1</source>
        <translation>引擎 %1</translation>
    </message>
    <message>
        <source>weights %1</source>
        <translation>权重 %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>地域 %1</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>键名 %1</translation>
    </message>
    <message>
        <source>The provider and instance type the run used, or the system a benchmark names</source>
        <translation>运行所用的云厂商和实例规格，或基准测试注明的系统</translation>
    </message>
    <message>
        <source>The GPU model and how many GPUs the run used</source>
        <translation>运行所用的 GPU 型号和数量</translation>
    </message>
    <message>
        <source>Serving: prompt and output tokens of each request × requests in flight; training: sequences per step × tokens per sequence</source>
        <translation>推理服务：每个请求的提示和输出 token 数 × 并发请求数；训练：每步序列数 × 每条序列的 token 数</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>GPU × used</source>
        <translation>GPU × 使用数</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>度量指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>gpuscout::MeasurementsPage</name>
    <message>
        <source>What the performance model is calibrated on and what stands in for its estimates: benchmark results bundled with the catalog (Spare Cores, MLPerf) and your own trial runs. A trial run on an instance type is trusted first for comparable jobs on it.</source>
        <translation>性能模型的校准依据，以及可代替其估算的数据：实例库内置的基准测试结果（Spare Cores、MLPerf）和您自己的试运行。对某实例规格上的可比任务，优先采信该实例规格上的试运行。</translation>
    </message>
    <message>
        <source>Filter by source, system, GPU, model, task or metric</source>
        <translation>按来源、系统、GPU、模型、任务类型或度量指标筛选</translation>
    </message>
    <message>
        <source>Trial runs</source>
        <translation>试运行</translation>
    </message>
    <message>
        <source>Benchmarks</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>All measurements</source>
        <translation>全部实测数据</translation>
    </message>
    <message>
        <source>Show your trial runs, the bundled benchmarks, or both</source>
        <translation>显示您的试运行、内置基准测试或两者</translation>
    </message>
    <message>
        <source>&amp;Remove Trial Run</source>
        <translation>移除试运行(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Remove %n Trial Runs</source>
        <translation>
            <numerusform>移除 %n 条试运行(&amp;R)</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the selected trial runs: the ranking goes back to the estimate, or to another measurement (Ctrl+Z undoes)</source>
        <translation>移除所选试运行：排名将恢复为估算值，或改用其他实测数据（按 Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>Benchmarks cannot be removed: they are published results bundled with the catalog. Only your trial runs can.</source>
        <translation>基准测试无法移除：它们是实例库内置的公开结果。只有您的试运行可以移除。</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln trial run(s)</source>
        <translation>
            <numerusform>%Ln 条试运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln benchmark(s)</source>
        <translation>
            <numerusform>%Ln 条基准测试</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown · %2</source>
        <translation>已显示 %1 条 · %2</translation>
    </message>
    <message>
        <source>No measurement matches the search. Clear the search box, or choose All measurements.</source>
        <translation>没有符合搜索条件的实测数据。请清空搜索框，或选择“全部实测数据”。</translation>
    </message>
    <message>
        <source>This catalog holds no benchmark results. The bundled catalog ships Spare Cores and MLPerf results for its GPUs; gpuscout catalog measure import FILE adds others.</source>
        <translation>此实例库中没有基准测试结果。内置实例库附带其 GPU 的 Spare Cores 和 MLPerf 结果；可用 gpuscout catalog measure import FILE 添加其他结果。</translation>
    </message>
    <message>
        <source>No trial run recorded yet. To record one, right-click the offer you ran on in the ranking and choose Record a Trial Run… (or select it and use Catalog → Record a Trial Run…, Ctrl+T). What you measure then stands in for the estimate of comparable jobs on that instance type.</source>
        <translation>尚未记录试运行。要记录试运行，请在排名中右键单击您运行所用的报价，选择“为此报价记录试运行…”（或选中该报价后使用“实例库 → 记录试运行…”，Ctrl+T）。之后，您的实测结果将代替该实例规格上可比任务的估算。</translation>
    </message>
    <message numerus="yes">
        <source>The %Ln bundled benchmark result(s) are listed under Benchmarks.</source>
        <translation>
            <numerusform>内置的 %Ln 条基准测试结果列在“基准测试”下。</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the trial run on %1</source>
        <translation>移除在 %1 上的试运行</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n trial runs</source>
        <translation>
            <numerusform>移除 %n 条试运行</numerusform>
        </translation>
    </message>
    <message>
        <source> (Ctrl+Z undoes)</source>
        <translation>（按 Ctrl+Z 撤销）</translation>
    </message>
</context>
<context>
    <name>gpuscout::OfferChecks</name>
    <message>
        <source>The provider is not in the catalog; add it first or pick a known one.</source>
        <translation>实例库中没有该云厂商；请先添加，或选择已有的云厂商。</translation>
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
        <translation>实例库中没有该 GPU 型号。</translation>
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
    <message>
        <source>The offer has no price: it needs a quote, is listed under Needs a quote and is not ranked until one of on-demand, spot, 1-year reserved or monthly is given.</source>
        <translation>该报价没有价格：需要询价，列在“待询价”中；在给出按量付费、抢占式、一年期预留或包年包月中的任一价格之前不参与排名。</translation>
    </message>
    <message>
        <source>A price of %1 per hour is beyond belief; expected at most %2 per hour (a month&apos;s price goes in per hour: the month / 730).</source>
        <translation>每小时 %1 的价格不可信；每小时至多应为 %2（包月价格按小时填写：月价 / 730）。</translation>
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
        <translation>实例库中的 GPU 型号或其别名（例如 H100 代表 H100-SXM）</translation>
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
        <translation>将输入的型号添加到实例库的 GPU 规格中；它会随此报价一起保存</translation>
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
        <translation>价格的来源；新的键名会添加到实例库的来源列表中</translation>
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
        <translation>“%1” 不是实例库中的 GPU 型号。是否指 %2？</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU model of the catalog: add its spec with New GPU Spec….</source>
        <translation>“%1” 不是实例库中的 GPU 型号：请通过“新建 GPU 规格…”添加其规格。</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <source>Changes recorded by the team catalog&apos;s server:</source>
        <translation>团队实例库服务器记录的更改：</translation>
    </message>
    <message>
        <source>Was</source>
        <translation>原值</translation>
    </message>
    <message>
        <source>By</source>
        <translation>修改人</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>gpuscout::OfferReferenceCheck</name>
    <message>
        <source>a price or price history entry names offer %1, which the catalog does not hold</source>
        <translation>某个价格或价格历史条目引用了报价 %1，但实例库中没有该报价</translation>
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
        <translation>实例库中还没有报价。请通过“添加…”添加报价，或通过“文件 → 导入实例库数据”导入价格表。</translation>
    </message>
    <message>
        <source>No offer matches the filter. Clear the search box or pick All providers.</source>
        <translation>没有符合筛选条件的报价。请清空搜索框，或选择“全部云厂商”。</translation>
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
    <message>
        <source>Needs a &amp;quote</source>
        <translation>待询价(&amp;Q)</translation>
    </message>
    <message>
        <source>Show only offers with specs and no price (never ranked): ask their vendors for quotes</source>
        <translation>只显示有规格但没有价格的报价（从不参与排名）：请向其厂商询价</translation>
    </message>
    <message>
        <source>Request &amp;Quotes…</source>
        <translation>询价(&amp;Q)…</translation>
    </message>
    <message>
        <source>Write a quote sheet per vendor (.xlsx or .csv) for the selected offers, or for every offer shown</source>
        <translation>为所选报价或当前显示的所有报价，按厂商各写一份报价单（.xlsx 或 .csv）</translation>
    </message>
    <message>
        <source>This offer was deleted while the form was open (by another desktop, an undo or an import); cancel, or add it again as a new offer.</source>
        <translation>表单打开期间该报价已被删除（另一台电脑、撤销或导入）；请取消，或将其作为新报价重新添加。</translation>
    </message>
    <message>
        <source>This offer was changed while the form was open: %1. Your values are still in the form: save again to replace them, or cancel.</source>
        <translation>表单打开期间该报价已被修改：%1。您填写的值仍在表单中：再次保存将覆盖，或取消。</translation>
    </message>
</context>
<context>
    <name>gpuscout::OfflineCopy</name>
    <message>
        <source>offline copy of %1 from %2</source>
        <translation>%1 的离线副本（%2）</translation>
    </message>
    <message>
        <source>the offline copy has not been written yet</source>
        <translation>离线副本尚未写入</translation>
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
    <message>
        <source>Price per GPU-hour (%1)</source>
        <translation>每 GPU 小时价格（%1）</translation>
    </message>
    <message>
        <source>Compute per GPU (dense TFLOPS)</source>
        <translation>单卡算力（稠密 TFLOPS）</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>已固定</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Cost per million tokens served (%1)</source>
        <translation>每百万 token 服务成本（%1）</translation>
    </message>
    <message>
        <source>Cost per PFLOP delivered (%1)</source>
        <translation>每 PFLOP 算力成本（%1）</translation>
    </message>
    <message>
        <source>Hours to complete</source>
        <translation>完成耗时（小时）</translation>
    </message>
    <message>
        <source>Tokens per second served</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <source>Effective TFLOPS delivered</source>
        <translation>实际有效 TFLOPS</translation>
    </message>
</context>
<context>
    <name>gpuscout::PerfCommands</name>
    <message>
        <source>gpuscout: &apos;perf %1&apos; is not a command; expected &apos;perf validate&apos;</source>
        <translation>gpuscout：“perf %1”不是命令；应为“perf validate”</translation>
    </message>
</context>
<context>
    <name>gpuscout::Presets</name>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>经济</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Pre-training: compute counts most (5), then VRAM and the network between machines (3 each) and stability (2); price least (1). Favours the fastest GPUs with a fast network, whatever they cost: a job of any cost may win.</source>
        <translation>预训练：算力最重要（5），其次是显存和机器间网络（各 3）及稳定性（2）；价格最不重要（1）。偏向配备高速网络的最快 GPU，不论价格：任何成本的作业都可能胜出。</translation>
    </message>
    <message>
        <source>Fine-tuning: VRAM counts most (4), then compute and price (3 each); the network between machines and stability least (1 each), as a fine-tune rarely spans machines. Without a workload it favours the GPUs with the most memory; with a fine-tuning workload VRAM is the room to spare over the job&apos;s need and price the job&apos;s cost, so a machine that fits at a low cost wins: a job costing more than 1.5 x the cheapest never does.</source>
        <translation>微调：显存最重要（4），其次是算力和价格（各 3）；机器间网络和稳定性最不重要（各 1），因为微调很少跨机器。未设置工作负载时偏向显存最多的 GPU；设置微调工作负载时，显存指超出作业需求的富余，价格指作业成本，因此能以低成本装下作业的机器胜出：成本超过最便宜作业 1.5 倍的作业永不胜出。</translation>
    </message>
    <message>
        <source>Serving: price counts most (8), then stability (2) for steady service, with a little compute and VRAM (1 each); the network between machines not at all. Favours mid-range GPUs (T4, L4, A10 class) at a below-median price per GPU-hour from providers with a strong SLA. A job costing more than 2 x the cheapest never wins.</source>
        <translation>推理服务：价格最重要（8），其次是稳定性（2）以保证服务平稳，算力和显存各占一点（各 1）；完全不考虑机器间网络。偏向由 SLA 完善的云厂商提供、每 GPU 小时价格低于中位数的中端 GPU（T4、L4、A10 级别）。成本超过最便宜作业 2 倍的作业永不胜出。</translation>
    </message>
    <message>
        <source>Price nearly alone: 94 % of the weight (10); compute, VRAM and stability (0.2 each, 2 %) only tell apart offers of about the same price. The winner is among the cheapest GPU-hours; with a workload, a job costing more than 1.25 x the cheapest never wins.</source>
        <translation>几乎只看价格：占权重的 94 %（10）；算力、显存和稳定性（各 0.2，2 %）只用于区分价格相近的报价。最优报价位于最便宜的 GPU 小时之列；设置工作负载时，成本超过最便宜作业 1.25 倍的作业永不胜出。</translation>
    </message>
    <message>
        <source>Every criterion counts the same (5 each); a job costing more than 5 x the cheapest never wins.</source>
        <translation>每项指标权重相同（各 5）；成本超过最便宜作业 5 倍的作业永不胜出。</translation>
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
    <name>gpuscout::PriceApi</name>
    <message>
        <source>DescribeInstanceTypes page %1</source>
        <translation>DescribeInstanceTypes 第 %1 页</translation>
    </message>
    <message>
        <source>%1: the answer has no PriceInfo.Price</source>
        <translation>%1：应答中没有 PriceInfo.Price</translation>
    </message>
    <message>
        <source>%1: the answer has no price list</source>
        <translation>%1：应答中没有价格列表</translation>
    </message>
    <message>
        <source>%1: the answer has no product_rating_results</source>
        <translation>%1：应答中没有 product_rating_results</translation>
    </message>
    <message>
        <source>%1 (read %2)</source>
        <translation>%1（读取于 %2）</translation>
    </message>
    <message>
        <source>the vendor&apos;s list prices as its API states them to the account that asked; credit the vendor and the date</source>
        <translation>厂商 API 向查询账号给出的目录价；请注明厂商和日期</translation>
    </message>
    <message>
        <source>list prices (before the account&apos;s discounts), Linux, the instance alone; per zone the lowest kept for the region; a month counts 730 hours</source>
        <translation>目录价（未计账号折扣），Linux，仅实例本身；各可用区中取最低价作为地域价格；一个月按 730 小时计</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) the API would not quote (the first: %2)</source>
        <translation>
            <numerusform>%1：API 未给出 %n 个价格（第一个：%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the answer has no Response.InstanceTypeQuotaSet</source>
        <translation>%1：应答中没有 Response.InstanceTypeQuotaSet</translation>
    </message>
    <message numerus="yes">
        <source>baidu: %n Postpaid price(s) without a time unit left out (per what time a bare number is, the API does not say)</source>
        <translation>
            <numerusform>baidu：%n 个没有计时单位的后付费价格未采用（API 未说明不带单位的数字按什么时间计）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuscout::PriceBookChecks</name>
    <message>
        <source>&apos;%1&apos; is not a provider of the catalog; expected a provider key such as aws</source>
        <translation>“%1”不是目录中的云厂商；应为云厂商代号，例如 aws</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a provider of the catalog; did you mean %2?</source>
        <translation>“%1”不是目录中的云厂商；您是指 %2 吗？</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU model of the catalog</source>
        <translation>“%1”不是目录中的 GPU 型号</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU model of the catalog; did you mean %2?</source>
        <translation>“%1”不是目录中的 GPU 型号；您是指 %2 吗？</translation>
    </message>
    <message>
        <source>give either a discount in percent or a price, not both and not neither</source>
        <translation>请给出折扣百分比或价格二者之一，不能都给，也不能都不给</translation>
    </message>
    <message>
        <source>%1 is outside 0 to 100; expected a percentage off the list price, from 0 to under 100</source>
        <translation>%1 不在 0 到 100 之间；应为相对目录价的折扣百分比，从 0 到小于 100</translation>
    </message>
    <message>
        <source>%1 is not a price; expected a number above 0 and at most 1,000,000 an hour</source>
        <translation>%1 不是有效价格；应为大于 0、每小时不超过 1,000,000 的数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a currency of the catalog&apos;s rate table</source>
        <translation>“%1”不在目录的汇率表中</translation>
    </message>
    <message>
        <source>a commitment sets its own billing mode&apos;s price; expected --billing reserved-1y (the catalog has no 3-year or other commitment mode yet)</source>
        <translation>承诺使用条款设定其自身计费方式的价格；应为 --billing reserved-1y（目录尚无 3 年或其他承诺计费方式）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; expected the first day the term applies, YYYY-MM-DD</source>
        <translation>“%1”不是日期；应为条款生效的第一天，格式 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date; expected the last day the term applies, YYYY-MM-DD, or nothing</source>
        <translation>“%1”不是日期；应为条款适用的最后一天（YYYY-MM-DD），或留空</translation>
    </message>
    <message>
        <source>%1 is before valid_from %2</source>
        <translation>%1 早于生效日期 %2</translation>
    </message>
    <message>
        <source>empty; expected the contract&apos;s name or number</source>
        <translation>为空；应为合同名称或编号</translation>
    </message>
    <message>
        <source>overlaps term %1 (%2), which covers the same offers, billing mode and days at the same specificity; end one before the other starts, or narrow one to a region, GPU or instance type</source>
        <translation>与条款 %1（%2）重叠：二者具体程度相同，覆盖相同的报价、计费方式和日期；请让其中一个在另一个开始前结束，或把其中一个限定到某个地域、GPU 或实例规格</translation>
    </message>
</context>
<context>
    <name>gpuscout::PriceBookFile</name>
    <message>
        <source>%1:1: no %2 column; expected the columns %3</source>
        <translation>%1:1: 缺少 %2 列；应有这些列：%3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a billing mode; expected on-demand, spot, reserved-1y, monthly or nothing</source>
        <translation>“%1”不是计费方式；应为 on-demand、spot、reserved-1y、monthly 或留空</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not known; expected discount, fixed or commitment</source>
        <translation>无法识别“%1”；应为 discount、fixed 或 commitment</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not known; expected hour or month</source>
        <translation>无法识别“%1”；应为 hour 或 month</translation>
    </message>
</context>
<context>
    <name>gpuscout::PriceBookPage</name>
    <message>
        <source>Negotiated prices are hidden from this login on the team catalog: offers are ranked on list prices. An admin can grant you the buyer role.</source>
        <translation>团队目录对此登录名隐藏协议价：报价按目录价排名。管理员可授予您 buyer 角色。</translation>
    </message>
    <message>
        <source>Your negotiated prices. Where several terms match an offer, the most specific wins (instance type, then GPU, then region, then the provider alone), then the later start. The ranking, the report and the job costs use them; Rank on list prices turns them off.</source>
        <translation>您的协议价。多条条款匹配同一报价时，最具体的优先（实例规格，其次 GPU，其次地域，最后仅云厂商），再按生效日期较晚者。排名、报告和作业成本均采用协议价；勾选“按目录价排名”可关闭。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>适用范围</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>条款</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>The term&apos;s number (gpuscout catalog price-book remove ID)</source>
        <translation>条款编号（gpuscout catalog price-book remove ID）</translation>
    </message>
    <message>
        <source>Regions, GPU models and instance types the term is limited to</source>
        <translation>条款所限的地域、GPU 型号和实例规格</translation>
    </message>
    <message>
        <source>A discount off the list price, or a fixed contract price</source>
        <translation>相对目录价的折扣，或固定合同价</translation>
    </message>
    <message>
        <source>The last day the term applies; it stops applying the day after</source>
        <translation>条款适用的最后一天；次日起失效</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>every offer</source>
        <translation>所有报价</translation>
    </message>
    <message>
        <source>every mode</source>
        <translation>所有计费方式</translation>
    </message>
    <message>
        <source>open-ended</source>
        <translation>无截止</translation>
    </message>
    <message>
        <source>%1 (ended)</source>
        <translation>%1（已到期）</translation>
    </message>
    <message>
        <source>Edit price book term %1 (%2)</source>
        <translation>编辑价格簿条款 %1（%2）</translation>
    </message>
    <message>
        <source>Add price book term %1 (%2)</source>
        <translation>添加价格簿条款 %1（%2）</translation>
    </message>
    <message>
        <source>Remove price book term %1 (%2)</source>
        <translation>删除价格簿条款 %1（%2）</translation>
    </message>
    <message>
        <source>Removed price book term %1 (%2): its offers are at list prices again (Ctrl+Z undoes)</source>
        <translation>已删除价格簿条款 %1（%2）：相关报价恢复为目录价（Ctrl+Z 可撤销）</translation>
    </message>
</context>
<context>
    <name>gpuscout::PriceHistoryChart</name>
    <message>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>1 年预留</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>Regional median</source>
        <translation>各区域中位数</translation>
    </message>
    <message>
        <source>The GPU model whose price per GPU-hour is drawn, across providers</source>
        <translation>绘制其各云厂商每 GPU 小时价格的 GPU 型号</translation>
    </message>
    <message>
        <source>The billing mode whose prices are drawn</source>
        <translation>绘制哪种计费方式的价格</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>The first day drawn (&quot;all&quot;: from the first known price)</source>
        <translation>绘制的第一天（“全部”：从最早的已知价格开始）</translation>
    </message>
    <message>
        <source>Also draw the median of each provider&apos;s offers (its regions and instance types), dashed; the solid line is its lowest</source>
        <translation>同时以虚线绘制每个云厂商报价（各区域和实例类型）的中位数；实线为其最低价</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>Billing:</source>
        <translation>计费方式：</translation>
    </message>
    <message>
        <source>Since:</source>
        <translation>起始日期：</translation>
    </message>
    <message>
        <source>The catalog has no priced GPU to draw.</source>
        <translation>目录中没有带价格的 GPU 可供绘制。</translation>
    </message>
    <message>
        <source>No %1 price under %2 billing in the catalog%3. Choose another billing mode or GPU, or update prices (Catalog &gt; Update Prices).</source>
        <translation>目录中没有 %1 在%2计费下的价格%3。请选择其他计费方式或 GPU，或更新价格（目录 &gt; 更新价格）。</translation>
    </message>
    <message>
        <source> since %1</source>
        <translation>（自 %1 起）</translation>
    </message>
    <message>
        <source>Price in force from</source>
        <translation>价格生效日期</translation>
    </message>
    <message>
        <source>Price per GPU-hour (%1)</source>
        <translation>每 GPU 小时价格（%1）</translation>
    </message>
    <message>
        <source>%1 (median)</source>
        <translation>%1（中位数）</translation>
    </message>
    <message>
        <source>Stale before %1</source>
        <translation>%1 之前为过期价格</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 billing, from %3:
lowest %4, median %5 per GPU-hour
across %n offer(s) (regions and instance types)</source>
        <translation>
            <numerusform>%1，%2计费，自 %3 起：
每 GPU 小时最低 %4，中位数 %5
共 %n 个报价（各区域和实例类型）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuscout::PriceTerm</name>
    <message>
        <source>%1 % off on-demand</source>
        <translation>按量价优惠 %1%</translation>
    </message>
    <message>
        <source>%1 % off</source>
        <translation>优惠 %1%</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <source>%1 an hour</source>
        <translation>每小时 %1</translation>
    </message>
</context>
<context>
    <name>gpuscout::PriceTermDialog</name>
    <message>
        <source>New Price Book Term</source>
        <translation>新建价格簿条款</translation>
    </message>
    <message>
        <source>Edit Price Book Term %1</source>
        <translation>编辑价格簿条款 %1</translation>
    </message>
    <message>
        <source>Every billing mode</source>
        <translation>所有计费方式</translation>
    </message>
    <message>
        <source>Discount off the list price</source>
        <translation>目录价折扣</translation>
    </message>
    <message>
        <source>Fixed contract price</source>
        <translation>固定合同价</translation>
    </message>
    <message>
        <source>Commitment (sets the 1-year reserved price)</source>
        <translation>承诺使用（设定 1 年预留价）</translation>
    </message>
    <message>
        <source>Percent off the list price, from 0 to under 100 (for a commitment: off the on-demand list price)</source>
        <translation>相对目录价的优惠百分比，从 0 到小于 100（承诺使用：相对按量目录价）</translation>
    </message>
    <message>
        <source>A fixed price instead of a discount: leave the discount empty</source>
        <translation>固定价格（代替折扣）：折扣请留空</translation>
    </message>
    <message>
        <source>the provider&apos;s currency</source>
        <translation>云厂商的币种</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>all (or a comma-separated list)</source>
        <translation>全部（或以逗号分隔的列表）</translation>
    </message>
    <message>
        <source>open-ended (or YYYY-MM-DD, the last day)</source>
        <translation>无截止（或填最后一天 YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>the contract&apos;s name or number</source>
        <translation>合同名称或编号</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>云厂商(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Regions:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;GPU models:</source>
        <translation>GPU 型号(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Instance types:</source>
        <translation>实例规格(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Billing:</source>
        <translation>计费方式(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Discount (%):</source>
        <translation>折扣(%)(&amp;D)：</translation>
    </message>
    <message>
        <source>Pri&amp;ce:</source>
        <translation>价格(&amp;C)：</translation>
    </message>
    <message>
        <source>Curre&amp;ncy:</source>
        <translation>币种(&amp;N)：</translation>
    </message>
    <message>
        <source>Price i&amp;s:</source>
        <translation>计价单位(&amp;S)：</translation>
    </message>
    <message>
        <source>Valid &amp;from:</source>
        <translation>生效日期(&amp;F)：</translation>
    </message>
    <message>
        <source>Valid &amp;until:</source>
        <translation>截止日期(&amp;U)：</translation>
    </message>
    <message>
        <source>R&amp;eference:</source>
        <translation>合同(&amp;E)：</translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation>备注(&amp;T)：</translation>
    </message>
    <message>
        <source>Discount: &apos;%1&apos; is not a number.</source>
        <translation>折扣：“%1”不是数字。</translation>
    </message>
    <message>
        <source>Price: &apos;%1&apos; is not a number.</source>
        <translation>价格：“%1”不是数字。</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gpuscout::PriceUpdateActions</name>
    <message>
        <source>Update &amp;Prices…</source>
        <translation>更新价格(&amp;P)…</translation>
    </message>
    <message>
        <source>AWS Price List Bulk API: one offer file per region (several hundred MB each; kept in the download cache and fetched again only when AWS publishes a new one)</source>
        <translation>AWS Price List Bulk API：每个地域一个报价文件（每个数百 MB；保存在下载缓存中，仅当 AWS 发布新版本时才重新获取）</translation>
    </message>
    <message>
        <source>Azure Retail Prices API: GPU virtual machines, on-demand, spot and 1-year reservations</source>
        <translation>Azure Retail Prices API：GPU 虚拟机，按量付费、抢占式和一年期预留</translation>
    </message>
    <message>
        <source>Google Cloud Billing Catalog: the GPU, vCPU and memory SKUs of A2, A3, A4 and G2 machines; needs an API key</source>
        <translation>Google Cloud Billing Catalog：A2、A3、A4 和 G2 机器的 GPU、vCPU 和内存 SKU；需要 API 密钥</translation>
    </message>
    <message>
        <source>ec2instances.info: AWS prices again (on-demand, reserved, spot), in one file; an alternative to the AWS price list, not to be read with it</source>
        <translation>ec2instances.info：再次读取 AWS 价格（按量付费、预留、抢占式），单一文件；可替代 AWS 价格表，但不要同时读取</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was written.</source>
        <translation>已取消。未写入任何内容。</translation>
    </message>
    <message>
        <source>Nothing was written:
%1</source>
        <translation>未写入任何内容：
%1</translation>
    </message>
    <message>
        <source>Update Prices</source>
        <translation>更新价格</translation>
    </message>
    <message>
        <source>Update prices from %1</source>
        <translation>从 %1 更新价格</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>未写入任何内容：%1</translation>
    </message>
    <message numerus="yes">
        <source>The newest prices of %1 are more than %n day(s) old. Read the current price lists now? You will see every change before anything is written.</source>
        <translation>
            <numerusform>%1 的最新价格已超过 %n 天。现在读取当前价格表吗？写入任何内容之前您会看到每项更改。</numerusform>
        </translation>
    </message>
    <message>
        <source>Update Prices…</source>
        <translation>更新价格…</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>暂不</translation>
    </message>
    <message>
        <source>Read AWS, Azure and Google Cloud&apos;s public price lists, or the Chinese clouds&apos; price APIs, and preview the changes before anything is written</source>
        <translation>读取 AWS、Azure 和 Google Cloud 的公开价格表或国内云厂商的价格 API，并在写入前预览变更</translation>
    </message>
    <message>
        <source>Alibaba Cloud ECS API: the GPU instance types of every region, pay-as-you-go, one month and spot; needs an access key</source>
        <translation>阿里云 ECS API：每个地域的 GPU 实例规格，按量付费、包月和抢占式价格；需要访问密钥</translation>
    </message>
    <message>
        <source>Tencent Cloud CVM API: every zone&apos;s GPU instance types, hourly, monthly (PREPAID) and spot; needs an access key</source>
        <translation>腾讯云 CVM API：每个可用区的 GPU 实例规格，按小时、包月（PREPAID）和竞价价格；需要访问密钥</translation>
    </message>
    <message>
        <source>Huawei Cloud: each region&apos;s GPU flavors and the BSS price inquiry, hourly and monthly; needs an access key</source>
        <translation>华为云：每个地域的 GPU 规格及 BSS 询价，按小时和包月；需要访问密钥</translation>
    </message>
    <message>
        <source>%1 has no access key: add one with Access Keys…, or leave it out.</source>
        <translation>%1 没有访问密钥：请通过“访问密钥…”添加，或不选它。</translation>
    </message>
    <message>
        <source>%1 in the desktop keyring</source>
        <translation>%1，保存在桌面密钥环中</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1，来自 %2</translation>
    </message>
    <message>
        <source>no key</source>
        <translation>无密钥</translation>
    </message>
    <message>
        <source>no key: the desktop keyring is not available (the vendor&apos;s environment variables still work)</source>
        <translation>无密钥：桌面密钥环不可用（厂商的环境变量仍然有效）</translation>
    </message>
    <message>
        <source>no access key yet</source>
        <translation>尚无访问密钥</translation>
    </message>
    <message>
        <source>keys for %1</source>
        <translation>已有密钥：%1</translation>
    </message>
    <message>
        <source>Alibaba Cloud</source>
        <translation>阿里云</translation>
    </message>
    <message>
        <source>RAM console: a RAM user with the system policy AliyunECSReadOnlyAccess (ecs:DescribePrice and the other Describe calls)</source>
        <translation>RAM 控制台：授予系统策略 AliyunECSReadOnlyAccess 的 RAM 用户（含 ecs:DescribePrice 及其他 Describe 调用）</translation>
    </message>
    <message>
        <source>Tencent Cloud</source>
        <translation>腾讯云</translation>
    </message>
    <message>
        <source>CAM console: a sub-user with QcloudCVMReadOnlyAccess (cvm:DescribeRegions, cvm:DescribeZoneInstanceConfigInfos)</source>
        <translation>CAM 控制台：授予 QcloudCVMReadOnlyAccess 的子用户（cvm:DescribeRegions、cvm:DescribeZoneInstanceConfigInfos）</translation>
    </message>
    <message>
        <source>Huawei Cloud</source>
        <translation>华为云</translation>
    </message>
    <message>
        <source>IAM console: a user with ECS read-only access, iam:projects:list and the BSS price inquiry permission</source>
        <translation>IAM 控制台：具有 ECS 只读权限、iam:projects:list 和 BSS 询价权限的用户</translation>
    </message>
    <message>
        <source>Baidu AI Cloud</source>
        <translation>百度智能云</translation>
    </message>
    <message>
        <source>IAM console: a sub-user with read-only access to BCC</source>
        <translation>IAM 控制台：具有 BCC 只读权限的子用户</translation>
    </message>
    <message>
        <source>Give the access key id and its secret, without spaces.</source>
        <translation>请给出访问密钥 ID 及其密钥，不含空格。</translation>
    </message>
    <message>
        <source>Baidu AI Cloud BCC API: each region&apos;s GPU flavors, one month prepaid and postpaid; needs an access key</source>
        <translation>百度智能云 BCC API：每个地域的 GPU 套餐，预付费一个月及后付费价格；需要访问密钥</translation>
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
    <name>gpuscout::QuoteRequest</name>
    <message>
        <source>no offer to ask a quote for</source>
        <translation>没有可询价的报价</translation>
    </message>
    <message>
        <source>%1: the file name must end in .xlsx (Excel) or .csv</source>
        <translation>%1：文件名必须以 .xlsx（Excel）或 .csv 结尾</translation>
    </message>
</context>
<context>
    <name>gpuscout::QuoteScopeDialog</name>
    <message>
        <source>All</source>
        <translation>全选</translation>
    </message>
    <message>
        <source>None</source>
        <translation>全不选</translation>
    </message>
    <message>
        <source>Request Quotes</source>
        <translation>询价</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n offer(s))</source>
        <translation>
            <numerusform>%1（%n 个报价）</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU not stated</source>
        <translation>未注明 GPU</translation>
    </message>
    <message>
        <source>region open</source>
        <translation>地域待定</translation>
    </message>
    <message>
        <source>Ask only about the GPU models and regions you would buy: untick the rest. Each vendor gets one sheet with a line per offer and billing mode to price.</source>
        <translation>只询问您会购买的 GPU 型号和地域：取消勾选其余项。每个云厂商一张表，每个报价和计费方式一行待报价。</translation>
    </message>
    <message>
        <source>Write Sheets…</source>
        <translation>生成询价表…</translation>
    </message>
    <message>
        <source>&amp;GPU models</source>
        <translation>GPU 型号(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Regions</source>
        <translation>地域(&amp;R)</translation>
    </message>
    <message>
        <source>Nothing is ticked: tick at least one GPU model and one region.</source>
        <translation>未勾选任何项：请至少勾选一个 GPU 型号和一个地域。</translation>
    </message>
    <message>
        <source>%1 for %2: %3.</source>
        <translation>%1，共 %2：%3。</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) to price</source>
        <translation>
            <numerusform>%n 行待报价</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vendor(s)</source>
        <translation>
            <numerusform>%n 个云厂商</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
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
        <source>%1 of %2 feasible offers shown.</source>
        <translation>已显示 %2 条可行报价中的 %1 条。</translation>
    </message>
    <message>
        <source>%1 of %2 machines shown, each in its best-ranked region (%3 feasible offers; --all-regions lists every offer).</source>
        <translation>显示 %2 台机器中的 %1 台，每台取其排名最高的地域（%3 个可行报价；--all-regions 列出每个报价）。</translation>
    </message>
    <message>
        <source>Scored %1, %2 normalisation, %3; unknown figures %4.</source>
        <translation>按%1评分，%2 归一化，%3；未知数值%4。</translation>
    </message>
    <message>
        <source>by the job&apos;s cost and time</source>
        <translation>任务的成本和耗时</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>per instance</source>
        <translation>整机</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>不计入</translation>
    </message>
    <message>
        <source>score 0</source>
        <translation>计 0 分</translation>
    </message>
    <message>
        <source>Rows flagged &apos;illustrative&apos; rank figures from background articles, not quotes.</source>
        <translation>标为“示意”的行使用背景文章中的数据，不是报价。</translation>
    </message>
    <message numerus="yes">
        <source>%n shown price(s) quoted more than %1 days ago marked stale.</source>
        <translation>
            <numerusform>%n 个显示的价格报价已超过 %1 天，标记为过期。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not ranked: %1, %2 (--include-illustrative ranks those).</source>
        <translation>未排名：%1，%2（--include-illustrative 可将其纳入排名）。</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) with a placeholder price</source>
        <translation>
            <numerusform>%n 个报价为占位价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s) with an illustrative price</source>
        <translation>
            <numerusform>%n 个报价为示意价格</numerusform>
        </translation>
    </message>
    <message>
        <source>by what the job&apos;s work costs (no hours or tokens given: per million tokens served, or per PFLOP)</source>
        <translation>按作业工作量的成本（未给出时长或 token 数：每百万 token 服务成本，或每 PFLOP 成本）</translation>
    </message>
    <message>
        <source>%1 (the job&apos;s cost and time), %2 (the rest)</source>
        <translation>%1（作业成本和时间），%2（其余指标）</translation>
    </message>
    <message>
        <source>Job guards: a job costing more than %1 × the cheapest%2, or beaten on cost and time by an offer at least as stable, ranks after the others.</source>
        <translation>作业守则：成本超过最便宜作业 %1 倍%2的作业，或被稳定性不低于它的报价在成本和时间上同时击败的作业，排在其他作业之后。</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Job guards: no cost limit; a job beaten on cost and time by an offer at least as stable ranks after the others.</source>
        <translation>作业守则：不设成本上限；被稳定性不低于它的报价在成本和时间上同时击败的作业排在其他作业之后。</translation>
    </message>
    <message>
        <source>%1 of the offers shown at your negotiated price (flag negotiated; price book terms: %2); --list-prices ranks on list prices.</source>
        <translation>所示报价中有 %1 个按您的协议价计（标记 negotiated；价格簿条款：%2）；--list-prices 按目录价排名。</translation>
    </message>
    <message>
        <source>Work: %1.</source>
        <translation>工作量：%1。</translation>
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
        <source> (illustrative figure, not a quote)</source>
        <translation>（示意数据，非报价）</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
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
        <source>Total cost to complete the job under the billing mode: instances x price per hour x hours + storage + traffic</source>
        <translation>按当前计费方式完成任务的总成本：实例数 × 每小时价格 × 时长 + 存储 + 流量</translation>
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
            <numerusform>陈旧：超过 %n 天（期限在“实例库 → 编辑实例库”中设置）</numerusform>
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
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 +%2 · %3</source>
        <translation>%1 +%2 · %3</translation>
    </message>
    <message>
        <source>%1 (illustrative)</source>
        <translation>%1（示意）</translation>
    </message>
    <message>
        <source>%1 (inferred)</source>
        <translation>%1（推断）</translation>
    </message>
    <message>
        <source>VRAM of the instance. The job needs %1 GB (10^9 bytes); VRAM to spare over that scores up to %2 % of the need</source>
        <translation>实例的显存。任务需要 %1 GB（10^9 字节）；超出部分的富余显存最多按需求的 %2 % 计分</translation>
    </message>
    <message>
        <source>This machine passes the constraints in this region only.</source>
        <translation>这台机器仅在此地域满足约束。</translation>
    </message>
    <message numerus="yes">
        <source>The same machine in %n other region(s) that pass the constraints, at %1 per hour. Click to list them under it; each keeps its own rank and score.</source>
        <translation>
            <numerusform>同一台机器在另外 %n 个地域也满足约束，每小时 %1。单击可在其下方列出；各自保留自己的名次和得分。</numerusform>
        </translation>
    </message>
    <message>
        <source>Compared by the job: its cost, its time, VRAM to spare and (across instances) the network</source>
        <translation>按任务比较：成本、耗时、富余显存以及（跨实例时的）网络</translation>
    </message>
    <message>
        <source>Compared per GPU: compute, VRAM, price and network divided by the GPU count</source>
        <translation>按单卡比较：算力、显存、价格和网络除以 GPU 数</translation>
    </message>
    <message>
        <source>Compared per instance</source>
        <translation>按整机比较</translation>
    </message>
    <message>
        <source>The job fits in one instance: it needs no network between instances, so this offer scores as the best network figure</source>
        <translation>任务可放进一个实例：不需要实例间网络，因此该报价按最佳网络数值计分</translation>
    </message>
    <message>
        <source>↳ %1</source>
        <translation>↳ %1</translation>
    </message>
    <message>
        <source>Other regions</source>
        <translation>其他地域</translation>
    </message>
    <message>
        <source>Hours to complete the job: the hours the workload gives</source>
        <translation>完成任务的时长：工作负载给出的时长</translation>
    </message>
    <message>
        <source>Hours to complete the job: tokens to generate / output tokens a second / 3600</source>
        <translation>完成任务的时长：要生成的 token 数 / 每秒输出 token 数 / 3600</translation>
    </message>
    <message>
        <source>Hours to complete the job: FLOPs / (peak TFLOPS x efficiency x speedup)</source>
        <translation>完成任务的时长：FLOPs / (峰值 TFLOPS × 效率 × 加速比)</translation>
    </message>
    <message>
        <source>Output tokens a second: shown for an LLM serving workload</source>
        <translation>每秒输出 token 数：LLM 推理服务工作负载时显示</translation>
    </message>
    <message>
        <source>Output tokens a second over all copies of the model the job rents, at its concurrent requests</source>
        <translation>任务所租用的全部模型副本在其并发请求数下的每秒输出 token 数</translation>
    </message>
    <message>
        <source>✓ measured: a benchmark or your trial run of a comparable job on this instance type or GPU stands in for the estimate. ≈ estimated by the performance model. The cell&apos;s tooltip says which.</source>
        <translation>✓ 实测：以该实例规格或 GPU 上可比任务的基准测试或您的试运行代替估算。≈ 估算：由性能模型估算。单元格的工具提示会说明依据。</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>%1 a month = %2 an hour (a month counts 730 hours)</source>
        <translation>每月 %1 = 每小时 %2（一个月按 730 小时计）</translation>
    </message>
    <message>
        <source>Price/month (%1)</source>
        <translation>价格/月（%1）</translation>
    </message>
    <message>
        <source>%1 (sold out)</source>
        <translation>%1（售罄）</translation>
    </message>
    <message>
        <source>%1 reported %2 in %3 on %4. Stock changes by the hour: check before you order.</source>
        <translation>%1 于 %4 报告 %3 %2。库存随时变化：下单前请再确认。</translation>
    </message>
    <message>
        <source>Your account&apos;s price: %1 a month, after its discounts, as the vendor&apos;s API stated it</source>
        <translation>您账户的价格：每月 %1（已含账户折扣，据云厂商 API）</translation>
    </message>
    <message>
        <source>Your account&apos;s price: %1 an hour, after its discounts, as the vendor&apos;s API stated it</source>
        <translation>您账户的价格：每小时 %1（已含账户折扣，据云厂商 API）</translation>
    </message>
    <message>
        <source>Your negotiated price: price book term %1 (%2, %3); list price %4</source>
        <translation>您的协议价：价格簿条款 %1（%2，%3）；目录价 %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1, as of %2%3</source>
        <translation>%1，截至 %2%3</translation>
    </message>
    <message>
        <source>Workload: its memory needs %1 GPU(s); it rents %2 instance(s), %3 GPU(s) in all; %4 hours to complete, total cost %5</source>
        <translation>工作负载：显存需要 %1 块 GPU；租用 %2 台实例，共 %3 块 GPU；完成需 %4 小时，总成本 %5</translation>
    </message>
    <message>
        <source>Price per hour %1: %2</source>
        <translation>每小时价格 %1：%2</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>the search “%1”</source>
        <translation>搜索“%1”</translation>
    </message>
    <message>
        <source>VRAM ≥ %1 GB</source>
        <translation>显存 ≥ %1 GB</translation>
    </message>
    <message>
        <source>job cost ≤ %1</source>
        <translation>任务成本 ≤ %1</translation>
    </message>
    <message>
        <source>price ≤ %1 a month</source>
        <translation>价格 ≤ 每月 %1</translation>
    </message>
    <message>
        <source>price ≤ %1 a year</source>
        <translation>价格 ≤ 每年 %1</translation>
    </message>
    <message>
        <source>price ≤ %1 an hour</source>
        <translation>价格 ≤ 每小时 %1</translation>
    </message>
    <message>
        <source>GPUs = %1</source>
        <translation>GPU 数 = %1</translation>
    </message>
    <message>
        <source>stale prices hidden</source>
        <translation>过期价格已隐藏</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 a year = %2 an hour (a year counts 8,760 hours)</source>
        <translation>每年 %1 = 每小时 %2（一年按 8,760 小时计）</translation>
    </message>
    <message>
        <source>Your account&apos;s price: %1 a year, after its discounts, as the vendor&apos;s API stated it</source>
        <translation>您账户的价格：每年 %1（已含账户折扣，据云厂商 API）</translation>
    </message>
    <message>
        <source>Price/year (%1)</source>
        <translation>价格/年（%1）</translation>
    </message>
    <message>
        <source>Per GPU-month (%1)</source>
        <translation>每 GPU 月（%1）</translation>
    </message>
    <message>
        <source>Per GPU-year (%1)</source>
        <translation>每 GPU 年（%1）</translation>
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
        <source>No catalog loaded.</source>
        <translation>未加载实例库。</translation>
    </message>
    <message>
        <source>No offer passes the constraints (%1 in the catalog).</source>
        <translation>没有满足约束的报价（实例库中共 %1 条）。</translation>
    </message>
    <message>
        <source>%1 of %2 offers ranked. Best: %3, score %4</source>
        <translation>已对 %2 条报价中的 %1 条排名。最优：%3，得分 %4</translation>
    </message>
    <message>
        <source>The catalog has no offers. Import offers or open another catalog.</source>
        <translation>实例库中没有报价。请导入报价或打开其他实例库。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>workload does not fit</source>
        <translation>工作负载放不下</translation>
    </message>
    <message>
        <source>placeholder price</source>
        <translation>占位价格</translation>
    </message>
    <message>
        <source>illustrative price (not included)</source>
        <translation>示意价格（未纳入）</translation>
    </message>
    <message>
        <source>No offer in this catalog has an on-demand price: import quotes or update prices.</source>
        <translation>该实例库中没有任何报价有按量付费价格：请导入报价或更新价格。</translation>
    </message>
    <message>
        <source>No offer in this catalog has a spot price: import quotes or update prices.</source>
        <translation>该实例库中没有任何报价有抢占式价格：请导入报价或更新价格。</translation>
    </message>
    <message>
        <source>No offer in this catalog has a 1-year reserved price: import quotes or update prices.</source>
        <translation>该实例库中没有任何报价有一年期预留价格：请导入报价或更新价格。</translation>
    </message>
    <message>
        <source>No offer in this catalog has a monthly subscription price: import quotes or update prices.</source>
        <translation>该实例库中没有任何报价有包年包月价格：请导入报价或更新价格。</translation>
    </message>
    <message>
        <source>GPU does not run the job&apos;s software (CUDA/ROCm)</source>
        <translation>GPU 不支持任务所需的软件栈（CUDA/ROCm）</translation>
    </message>
    <message>
        <source>cannot finish within the deadline</source>
        <translation>无法在截止时间内完成</translation>
    </message>
    <message>
        <source>cannot serve the demand within the latency and instance limits</source>
        <translation>在延迟和实例数上限内无法满足服务需求</translation>
    </message>
    <message>
        <source>No offer passes the constraints. The one that removed the most offers: %1.
Offers removed by each constraint (of %2): %3.
Loosen that constraint to see offers again.</source>
        <translation>没有报价满足约束条件。排除报价最多的约束：%1。
各约束排除的报价数（共 %2 个）：%3。
放宽该约束即可重新看到报价。</translation>
    </message>
    <message>
        <source>%1 has no %2 price in this catalog: update prices with your key, or request quotes.</source>
        <translation>%1在此目录中没有%2价格：请用您的密钥更新价格，或请求报价。</translation>
    </message>
    <message>
        <source>%1 have no %2 price in this catalog: update prices with your key, or request quotes.</source>
        <translation>%1在此目录中没有%2价格：请用您的密钥更新价格，或请求报价。</translation>
    </message>
    <message numerus="yes">
        <source>; %n at your negotiated price</source>
        <translation>
            <numerusform>；其中 %n 个按您的协议价</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuscout::RankingTableView</name>
    <message>
        <source>Pin or unpin for the radar and compare view	Space</source>
        <translation>固定或取消固定（用于雷达图和对比视图）	Space</translation>
    </message>
    <message>
        <source>Hide the other regions of this machine</source>
        <translation>隐藏这台机器的其他地域</translation>
    </message>
    <message>
        <source>List the other regions of this machine</source>
        <translation>列出这台机器的其他地域</translation>
    </message>
    <message>
        <source>Default Columns</source>
        <translation>默认列</translation>
    </message>
    <message>
        <source>Shown while an LLM serving workload is ranked</source>
        <translation>对 LLM 推理服务工作负载排名时显示</translation>
    </message>
    <message>
        <source>Record a Trial Run on This Offer…	Ctrl+T</source>
        <translation>为此报价记录试运行…	Ctrl+T</translation>
    </message>
    <message>
        <source>Shown while a workload is ranked</source>
        <translation>按工作负载排名时显示</translation>
    </message>
    <message>
        <source>Update Prices…</source>
        <translation>更新价格…</translation>
    </message>
    <message>
        <source>Request Quotes…</source>
        <translation>请求报价…</translation>
    </message>
    <message>
        <source>Clear the search and filters</source>
        <translation>清除搜索和筛选</translation>
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
    <name>gpuscout::RegularFile</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>%1 is a folder; give a file</source>
        <translation>%1 是文件夹；请给出文件</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device or a pipe); give a file</source>
        <translation>%1 不是普通文件（是设备或管道）；请给出文件</translation>
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
    <message>
        <source>Add &amp;prices over time</source>
        <translation>加入价格走势(&amp;P)</translation>
    </message>
    <message>
        <source>End the report with the compared offers&apos; GPUs, each provider&apos;s price per GPU-hour through the price history to today</source>
        <translation>在报告末尾加入所比较报价的 GPU：各云厂商从价格历史到今天的每 GPU 小时价格</translation>
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
        <source>Recommendation</source>
        <translation>推荐结果</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>最优方案：%1</translation>
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
        <source>vector (textbook TOPSIS)</source>
        <translation>向量（教科书 TOPSIS）</translation>
    </message>
    <message>
        <source>log min-max</source>
        <translation>对数最小-最大</translation>
    </message>
    <message>
        <source>min-max, s = (x − min) / (max − min), for costs (max − x) / (max − min)</source>
        <translation>最小-最大，s = (x − min) / (max − min)，成本类为 (max − x) / (max − min)</translation>
    </message>
    <message>
        <source>ratio to best, s = x / max, for costs min / x</source>
        <translation>与最优之比，s = x / max，成本类为 min / x</translation>
    </message>
    <message>
        <source>vector, r = x / √(Σx²), s = r, for costs 1 − r (Hwang and Yoon 1981)</source>
        <translation>向量，r = x / √(Σx²)，s = r，成本类为 1 − r（Hwang 和 Yoon 1981）</translation>
    </message>
    <message>
        <source>log min-max, s = (ln x − ln min) / (ln max − ln min), for costs the reverse</source>
        <translation>对数最小-最大，s = (ln x − ln min) / (ln max − ln min)，成本类相反</translation>
    </message>
    <message>
        <source>%1 offers compared, %2 price; winner: %3</source>
        <translation>比较了 %1 个报价，%2价格；最优：%3</translation>
    </message>
    <message>
        <source>Prices of the top of the ranking</source>
        <translation>排名靠前报价的价格</translation>
    </message>
    <message>
        <source>Prices of the compared offers</source>
        <translation>对比报价的价格</translation>
    </message>
    <message>
        <source>%1: not dated.</source>
        <translation>%1：无日期。</translation>
    </message>
    <message>
        <source>%1: all as of %2.</source>
        <translation>%1：均截至 %2。</translation>
    </message>
    <message>
        <source>%1: oldest %2, newest %3.</source>
        <translation>%1：最早 %2，最新 %3。</translation>
    </message>
    <message>
        <source>Warning: %1 of these %2 offers have prices older than the stale limit of %3 days. Check current prices with the vendors before relying on this comparison.</source>
        <translation>警告：这 %2 个报价中有 %1 个的价格早于 %3 天的陈旧期限。依据本对比做决定前，请向厂商核实当前价格。</translation>
    </message>
    <message>
        <source>Comparison basis</source>
        <translation>比较口径</translation>
    </message>
    <message>
        <source>per GPU: compute, VRAM, price and network divided by the GPU count; constraints apply to the whole instance</source>
        <translation>单卡：算力、显存、价格和网络除以 GPU 数；约束条件针对整台实例</translation>
    </message>
    <message>
        <source>per instance: whole instances compared</source>
        <translation>整机：按整台实例比较</translation>
    </message>
    <message>
        <source>Unknown figures</source>
        <translation>未知数值</translation>
    </message>
    <message>
        <source>left out: each offer is scored on the criteria it has figures for</source>
        <translation>不计入：每个报价只按有数据的指标打分</translation>
    </message>
    <message>
        <source>score 0</source>
        <translation>计 0 分</translation>
    </message>
    <message>
        <source>%1 of %2 catalog offers pass the constraints, %3 machines</source>
        <translation>实例库中 %2 个报价有 %1 个满足约束，共 %3 台机器</translation>
    </message>
    <message>
        <source>the job: its total cost and time to complete, VRAM to spare over its need (up to 20 %), and the network only for a job across instances</source>
        <translation>任务：完成总成本和完成耗时、超出需求的富余显存（最多 20 %），网络仅在任务跨实例时计入</translation>
    </message>
    <message>
        <source>hourly figures on the comparison basis; offers that cannot fit the workload are left out</source>
        <translation>按比较口径的每小时指标；放不下工作负载的报价被排除</translation>
    </message>
    <message>
        <source>The runner-up is the best offer of another machine. The figures in brackets are the normalised scores (0 to 1) of the winner and the runner-up; the reasons are the criteria on which the winner scores higher, largest weighted difference first.</source>
        <translation>次优报价是另一台机器的最佳报价。括号中的数字是最优报价和次优报价的归一化得分（0 到 1）；理由是最优报价得分更高的指标，按加权差值从大到小排列。</translation>
    </message>
    <message>
        <source>Ranking (top %1 of %2 machines)</source>
        <translation>排名（%2 台机器中的前 %1 台）</translation>
    </message>
    <message>
        <source>Each machine (provider and instance type) appears once, in its best-ranked region, with the number of its other regions and their price range; ranks and scores are those of every feasible offer.</source>
        <translation>每台机器（云厂商和实例规格）只出现一次，放在其排名最高的地域，并注明其他地域的数量和价格区间；名次和得分针对所有可行报价。</translation>
    </message>
    <message>
        <source>Other regions</source>
        <translation>其他地域</translation>
    </message>
    <message>
        <source>%1 (illustrative price)</source>
        <translation>%1（示意价格）</translation>
    </message>
    <message>
        <source>prices confirmed unchanged by a vendor price list on %1</source>
        <translation>价格于 %1 经厂商价格表确认未变</translation>
    </message>
    <message>
        <source>Catalog coverage: %1</source>
        <translation>实例库覆盖情况：%1</translation>
    </message>
    <message>
        <source>Offers are compared per GPU: compute, VRAM, price and network bandwidth are divided by the instance&apos;s GPU count (a fraction of a GPU by its fraction, so it is priced per whole-GPU equivalent); stability is the instance&apos;s. Constraints (budget, minimum VRAM and GPU count) apply to the whole instance.</source>
        <translation>报价按单卡比较：算力、显存、价格和网络带宽除以实例的 GPU 数（部分 GPU 按其比例，即按整卡当量计价）；稳定性按整台实例。约束条件（预算、最低显存和 GPU 数）针对整台实例。</translation>
    </message>
    <message>
        <source>Offers are compared as whole instances (compute, VRAM, price and network of the instance).</source>
        <translation>报价按整台实例比较（实例的算力、显存、价格和网络）。</translation>
    </message>
    <message>
        <source>Normalisation over the offers that pass the constraints: %1.</source>
        <translation>在满足约束的报价中归一化：%1。</translation>
    </message>
    <message>
        <source>Ranking method: TOPSIS. Each normalised criterion is multiplied by its weight share: v = w × s / Σw. The ideal offer takes the best v of every criterion and the worst offer the lowest. Score = closeness to the ideal = D− / (D+ + D−), where D+ and D− are an offer&apos;s Euclidean distances to the ideal and to the worst offer: 1 is the ideal itself, 0 the worst (every offer scores 1 when all are alike on the weighted criteria). With vector normalisation this is Hwang and Yoon&apos;s textbook TOPSIS (as in Excel templates and R&apos;s topsis); with min-max it equals pymcdm&apos;s default, and the two can pick different winners.</source>
        <translation>排名方法：TOPSIS。每项归一化指标乘以其权重占比：v = w × s / Σw。理想报价取每项指标的最佳 v，最差报价取最低值。得分 = 与理想的贴近度 = D− / (D+ + D−)，其中 D+ 和 D− 是报价到理想报价和最差报价的欧氏距离：1 即理想报价本身，0 为最差（所有报价在加权指标上都相同时，每个报价得 1 分）。配向量归一化即 Hwang 和 Yoon 的教科书 TOPSIS（与 Excel 模板和 R 的 topsis 相同）；配最小-最大则与 pymcdm 的默认一致，两者可能选出不同的最优报价。</translation>
    </message>
    <message>
        <source>Score = Σ(w × s) / Σw over the five normalised criteria (price: lower is better).</source>
        <translation>得分 = Σ(w × s) / Σw，对五项归一化指标求和（价格：越低越好）。</translation>
    </message>
    <message>
        <source>A figure the catalog does not know is shown as unknown and left out: the offer is scored on the criteria it has figures for, their weights renormalised (under TOPSIS, its distances leave the criterion out).</source>
        <translation>实例库中未知的数值显示为“未知”且不计入：只按有数据的指标为报价打分，权重重新归一化（TOPSIS 下，其距离也不含该指标）。</translation>
    </message>
    <message>
        <source>A figure the catalog does not know is shown as unknown and scores 0.</source>
        <translation>实例库中未知的数值显示为“未知”，计 0 分。</translation>
    </message>
    <message>
        <source>Ties go to the lower price, then to catalog order. The ranking lists one row per machine; scores always run over every feasible offer.</source>
        <translation>同分时价格低者优先，其次按实例库顺序。排名每台机器一行；得分始终针对所有可行报价计算。</translation>
    </message>
    <message>
        <source>%1: cannot be written: the PDF could not be finished</source>
        <translation>%1：无法写入：PDF 无法完成</translation>
    </message>
    <message>
        <source>Time from</source>
        <translation>耗时依据</translation>
    </message>
    <message>
        <source>measured (trial run)</source>
        <translation>实测（试运行）</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>the buyer&apos;s trial run</source>
        <translation>买方的试运行</translation>
    </message>
    <message>
        <source>#%1: %2 on %3, %4 (%5 %6), %7; the model&apos;s time scaled by %8</source>
        <translation>第 %1 名：%2，%3，%4（%5 %6），%7；模型时间乘以 %8</translation>
    </message>
    <message>
        <source>Measured times stand on these measurements:</source>
        <translation>实测耗时依据以下实测数据：</translation>
    </message>
    <message>
        <source>Job times come from GpuScout&apos;s performance model, calibrated on measured runs: Spare Cores&apos; llama.cpp and vLLM measurements on cloud servers (sc-inspector-data, CC BY-SA 4.0) and MLPerf® Training results (MLCommons, v4.1 to v5.1, closed division; the tokens each benchmark trains are MLCommons&apos; reference convergence points). Per-GPU and cost figures derived from MLPerf results are not verified by MLCommons Association; MLPerf® is a trademark of MLCommons Association.</source>
        <translation>任务耗时来自 GpuScout 的性能模型，该模型以实测运行校准：Spare Cores 在云服务器上的 llama.cpp 和 vLLM 实测数据（sc-inspector-data，CC BY-SA 4.0），以及 MLPerf® Training 结果（MLCommons，v4.1 至 v5.1，封闭组；各基准测试的训练 token 数取 MLCommons 的参考收敛点）。由 MLPerf 结果推导出的单卡数据和成本数据未经 MLCommons Association 验证；MLPerf® 是 MLCommons Association 的商标。</translation>
    </message>
    <message>
        <source>Job times. Serving: a round of c requests in flight is c prefills (compute-bound: 2·P·p + 2·L·d·p² FLOPs) and o decode steps (bandwidth-bound: every weight and the KV cache read once a step), each cost a physical quantity over the GPUs&apos; datasheet figure with a coefficient fitted on measurements of the GPU model, else its architecture, else every GPU; tokens a second = c·o / time, for the plan of model copies that serves the most. Training: hours = FLOPs / (GPUs&apos; peak × efficiency × S) / 3600, FLOPs per token 6·P + 12·L·d·s (4·P + 12·L·d·s for LoRA/QLoRA), the efficiency fitted per architecture on MLPerf Training for FP8 jobs and the seeds&apos; 50 % otherwise, S the multi-GPU speedup with its RDMA term fitted on MLPerf. A GPU without the figures the model needs gets an unknown time, never a datasheet bound. Where a comparable measurement exists (the buyer&apos;s trial run on the instance type first, then benchmarks on it, then on the same GPU model and count) it replaces the estimate: the model&apos;s time × measured ÷ the model&apos;s time for the measured run. The model is checked against every bundled benchmark, each left out of its own fit (gpuscout perf validate).</source>
        <translation>任务耗时。推理服务：一轮 c 个并发请求包括 c 次预填充（计算受限：2·P·p + 2·L·d·p² FLOPs）和 o 个解码步（带宽受限：每步读取全部权重和 KV 缓存一次），每项耗时为物理量除以 GPU 数据手册数值，再乘以拟合系数（按该 GPU 型号的实测数据拟合，若无则按其架构，再无则按全部 GPU）；每秒 token 数 = c·o / 时间，取吞吐最高的模型副本方案。训练：时长 = FLOPs / (GPU 峰值 × 效率 × S) / 3600，每 token FLOPs 为 6·P + 12·L·d·s（LoRA/QLoRA 为 4·P + 12·L·d·s）；FP8 任务的效率按架构在 MLPerf Training 上拟合，其他情况取种子资料中的 50 %；S 为多 GPU 加速比，其 RDMA 项在 MLPerf 上拟合。缺少模型所需数据的 GPU 耗时记为未知，绝不以数据手册上限代替。若存在可比的实测数据（优先取买方在该实例规格上的试运行，其次是该实例规格上的基准测试，再次是相同 GPU 型号和数量上的基准测试），则以其取代估算：模型时间 × 实测值 ÷ 模型对该实测运行的时间。模型已对照每项内置基准测试进行检验，检验每一项时都将其排除在拟合之外（gpuscout perf validate）。</translation>
    </message>
    <message>
        <source>what the job&apos;s work costs (no duration given): per million tokens served, or per PFLOP delivered, for the instances it needs, and their throughput; VRAM to spare over the need (up to 20 %); the network only for a job across instances</source>
        <translation>作业工作量的成本（未给出时长）：所需实例每百万 token 服务成本或每 PFLOP 算力成本，以及其吞吐量；超出需求的富余显存（最多计 20 %）；仅跨实例的作业考虑网络</translation>
    </message>
    <message>
        <source>The workload is compared by its job: price = the job&apos;s total cost for the instances it needs (lower is better), compute = its time to complete (lower is better; without hours or tokens, the cost of its work per million tokens served or per PFLOP delivered, and its throughput), VRAM = what it has to spare over its need, (pool − need) / need, counted up to 20 % (more earns nothing), bandwidth = the network per GPU between instances, which a job that fits in one instance does not need: it then scores as the best network of the feasible offers. With a fixed duration a bigger machine only costs more. Memory is compared in GB of 10^9 bytes, a GPU&apos;s &quot;80 GB&quot; counting as the 80 GiB it has.</source>
        <translation>工作负载按作业比较：价格 = 所需实例完成作业的总成本（越低越好），算力 = 完成时间（越低越好；未给出时长或 token 数时，为每百万 token 服务成本或每 PFLOP 算力成本，以及其吞吐量），显存 = 超出需求的富余，(总量 − 需求) / 需求，最多计 20 %（更多不再加分），带宽 = 实例之间每 GPU 的网络，装得进一个实例的作业不需要它：此时按可行报价中最好的网络计分。时长固定时，更大的机器只会更贵。显存以 10^9 字节的 GB 比较，GPU 标称的“80 GB”按其实际的 80 GiB 计。</translation>
    </message>
    <message>
        <source>no duration given, so a unit of its work is compared</source>
        <translation>未给出时长，因此按单位工作量比较</translation>
    </message>
    <message>
        <source>; a demand of %1 requests a second (%2 tokens in, %3 out)</source>
        <translation>；需求为每秒 %1 个请求（输入 %2 个 token，输出 %3 个）</translation>
    </message>
    <message>
        <source>; latency limits: first token %1 ms, %2 ms a token</source>
        <translation>；延迟上限：首个 token %1 毫秒，每个 token %2 毫秒</translation>
    </message>
    <message>
        <source>; a deadline of %1 hours</source>
        <translation>；截止时间 %1 小时</translation>
    </message>
    <message>
        <source>At a demand of %1 requests a second the job takes %2 hours on every offer that serves it; they differ in what they rent and what it costs.</source>
        <translation>在每秒 %1 个请求的需求下，每个能满足需求的报价完成任务都需 %2 小时；它们的区别在于租用什么以及花费多少。</translation>
    </message>
    <message>
        <source>Offer (provider, instance type, region)</source>
        <translation>报价（服务商、实例类型、地域）</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>Rented per hour</source>
        <translation>每小时租用费用</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Why a figure is unknown:</source>
        <translation>数据未知的原因：</translation>
    </message>
    <message>
        <source>; not compared, for want of a %1 price in the catalog: %2</source>
        <translation>；因目录中没有%1价格而未参与比较：%2</translation>
    </message>
    <message>
        <source>Price/month</source>
        <translation>价格/月</translation>
    </message>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1（%3 %2）</translation>
    </message>
    <message>
        <source>Negotiated prices are hidden from this login: every price below is a list price.</source>
        <translation>此登录名看不到协议价：以下价格均为目录价。</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>Your prices: these offers are ranked at the prices your price book negotiates, not at list prices.</source>
        <translation>您的价格：以下报价按价格簿中的协议价排名，而非目录价。</translation>
    </message>
    <message>
        <source>Your price</source>
        <translation>您的价格</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>目录价</translation>
    </message>
    <message>
        <source>Price book term</source>
        <translation>价格簿条款</translation>
    </message>
    <message>
        <source>Price book term %1 (%2) ends on %3: renew it or expect list prices after that day.</source>
        <translation>价格簿条款 %1（%2）将于 %3 到期：请续约，否则此后按目录价计。</translation>
    </message>
    <message>
        <source>Prices over time</source>
        <translation>价格走势</translation>
    </message>
    <message numerus="yes">
        <source>Each provider&apos;s price per GPU-hour under %1 billing, from the catalog&apos;s price history to today: the lowest of its offers (regions and instance types). A price holds from the day it entered the catalog until the update that replaced it; points mark the days prices were quoted, the dotted line the stale limit (%n day(s)).</source>
        <translation>
            <numerusform>各云厂商在%1计费下的每 GPU 小时价格，从实例库的价格历史到今天：取其报价（各区域和实例类型）中的最低价。价格自进入实例库之日起生效，直到被更新替换；圆点标出报价日期，点线为过期界限（%n 天）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No price of these offers under this billing mode.</source>
        <translation>这些报价在此计费方式下没有价格。</translation>
    </message>
    <message>
        <source>The catalog holds no earlier price of these offers: each line is the price in force today.</source>
        <translation>实例库中没有这些报价的历史价格：每条线都是今天生效的价格。</translation>
    </message>
    <message>
        <source>%1, a working set of %2 GB, %3</source>
        <translation>%1，工作集 %2 GB，%3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a rate and its notes</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>; </source>
        <comment>separator of rates</comment>
        <translation>；</translation>
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
        <source>No ranking to sample.</source>
        <translation>没有可供抽样的排名。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Robustness to the weights&lt;/b&gt; — how far each criterion&apos;s share of the total weight can move, the others keeping their proportions, before another offer wins</source>
        <translation>&lt;b&gt;对权重的稳健性&lt;/b&gt;——在其他权重保持比例不变时，每项指标占总权重的份额可移动多少而不改变最优报价</translation>
    </message>
    <message>
        <source>How often each offer would come out on top if your weights were a little different (each weight&apos;s share up to %1 points higher or lower)</source>
        <translation>如果您的权重稍有不同（每项权重的份额上下浮动最多 %1 个百分点），各报价排名第一的频率</translation>
    </message>
    <message>
        <source>Method: %1 weight vectors drawn at random, each criterion&apos;s share of the total weight moved by up to ±%2 percentage points from yours; a bar is the share of those vectors under which the offer ranks first. Offers that never rank first are left out.</source>
        <translation>方法：随机抽取 %1 组权重向量，每项指标占总权重的份额在您的设置基础上浮动最多 ±%2 个百分点；每根条形表示该报价排名第一的向量所占比例。从未排名第一的报价不显示。</translation>
    </message>
</context>
<context>
    <name>gpuscout::SafeFileWriter</name>
    <message>
        <source>%1 could not be written: %2. Any previous file of that name was left as it was.</source>
        <translation>无法写入 %1：%2。同名的旧文件保持原样。</translation>
    </message>
    <message>
        <source>No file name was given to write to.</source>
        <translation>没有给出要写入的文件名。</translation>
    </message>
    <message>
        <source>it is a folder; give a file name</source>
        <translation>它是文件夹；请给出文件名</translation>
    </message>
    <message>
        <source>it is not a regular file (a device or a pipe); give a file name</source>
        <translation>它不是普通文件（设备或管道）；请给出文件名</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>只有 %2 字节中的 %1 字节写入了磁盘</translation>
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
        <source>cny_per_usd: expected an exchange rate above 0</source>
        <translation>cny_per_usd：汇率应大于 0</translation>
    </message>
    <message>
        <source>no_sla_availability: expected a fraction below 1, such as 0.99</source>
        <translation>no_sla_availability：应为小于 1 的小数，例如 0.99</translation>
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
        <source>currency: &apos;%1&apos; is not a currency code; expected three letters such as USD or CNY</source>
        <translation>currency：“%1” 不是币种代码；应为三个字母，例如 USD 或 CNY</translation>
    </message>
    <message>
        <source>method: expected one of %1</source>
        <translation>method：取值应为 %1 之一</translation>
    </message>
    <message>
        <source>%1: expected an object ({...})</source>
        <translation>%1：应为对象（{...}）</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>以下之一：%1</translation>
    </message>
    <message>
        <source>%1: expected %2</source>
        <translation>%1：应为%2</translation>
    </message>
    <message>
        <source>version: expected a whole number such as %1</source>
        <translation>version：应为整数，例如 %1</translation>
    </message>
    <message>
        <source>weights.%1: not a criterion; expected %2</source>
        <translation>weights.%1：不是指标；应为 %2</translation>
    </message>
    <message>
        <source>%1: %2 is too large; expected a number from 0 to %3 (only the proportions between weights matter)</source>
        <translation>%1：%2 太大；应为 0 到 %3 之间的数字（只有权重之间的比例有意义）</translation>
    </message>
    <message>
        <source>weights: all are zero; give at least one criterion a weight above 0</source>
        <translation>weights：全部为零；请至少给一项指标大于 0 的权重</translation>
    </message>
    <message>
        <source>a currency code such as USD or CNY</source>
        <translation>币种代码，例如 USD 或 CNY</translation>
    </message>
    <message>
        <source>normalization: expected one of %1</source>
        <translation>normalization：应为以下之一：%1</translation>
    </message>
    <message>
        <source>basis: expected per-gpu or per-instance</source>
        <translation>basis：应为 per-gpu 或 per-instance</translation>
    </message>
    <message>
        <source>unknown_figures: expected zero or known-only</source>
        <translation>unknown_figures：应为 zero 或 known-only</translation>
    </message>
    <message>
        <source>include_illustrative: expected true or false</source>
        <translation>include_illustrative：应为 true 或 false</translation>
    </message>
    <message>
        <source>%1:%2: not valid JSON (%3)</source>
        <translation>%1:%2：不是有效的 JSON（%3）</translation>
    </message>
    <message>
        <source>%1: a scenario is one JSON object ({&quot;format&quot;: &quot;gpuscout-scenario&quot;, ...}), not %2</source>
        <translation>%1：方案是一个 JSON 对象（{&quot;format&quot;: &quot;gpuscout-scenario&quot;, ...}），而不是%2</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>a single value</source>
        <translation>单个值</translation>
    </message>
    <message>
        <source>no scenario file name was given</source>
        <translation>没有给出方案文件名</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <source>%1 is a folder; give a scenario file (.json)</source>
        <translation>%1 是文件夹；请给出方案文件（.json）</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device or a pipe); give a scenario file (.json)</source>
        <translation>%1 不是普通文件（设备或管道）；请给出方案文件（.json）</translation>
    </message>
    <message>
        <source>%1 is larger than a scenario can be (%2 KiB); a scenario file holds weights, constraints and a workload, a few kilobytes</source>
        <translation>%1 超出方案文件应有的大小（%2 KiB）；方案文件只包含权重、约束和工作负载，通常只有几 KB</translation>
    </message>
    <message>
        <source>job_normalization: expected one of %1</source>
        <translation>job_normalization：应为 %1 之一</translation>
    </message>
    <message>
        <source>%1: expected true or false</source>
        <translation>%1：应为 true 或 false</translation>
    </message>
    <message>
        <source>table.search: expected text</source>
        <translation>table.search：应为文本</translation>
    </message>
    <message>
        <source>table.gpu_count: expected a GPU count above 0, or null</source>
        <translation>table.gpu_count：应为大于 0 的 GPU 数量，或 null</translation>
    </message>
    <message>
        <source>table.price_period: expected %1</source>
        <translation>table.price_period：应为%1</translation>
    </message>
    <message>
        <source>table.sort: &apos;%1&apos; is not a column; expected %2</source>
        <translation>table.sort：“%1”不是列名；应为%2</translation>
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
        <translation>--currency “%1” 不在实例库的汇率表中；应为以下之一：%2</translation>
    </message>
    <message>
        <source>--method &apos;%1&apos; is not known; expected one of %2</source>
        <translation>--method “%1” 无法识别；应为以下之一：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog; known providers: %2</source>
        <translation>“%1”不在实例库中；已知云厂商：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog; known regions: %2</source>
        <translation>“%1”不在实例库中；已知地域：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog; known GPU models: %2</source>
        <translation>“%1”不在实例库中；已知 GPU 型号：%2</translation>
    </message>
    <message>
        <source>%1: currency: &apos;%2&apos; is not in the catalog&apos;s rate table; expected one of %3</source>
        <translation>%1：币种：“%2”不在实例库的汇率表中；应为以下之一：%3</translation>
    </message>
    <message>
        <source>Compare per GPU or per instance.</source>
        <translation>按单卡或整机比较。</translation>
    </message>
    <message>
        <source>What an unknown figure does to a score.</source>
        <translation>未知数值对得分的影响。</translation>
    </message>
    <message>
        <source>Rank illustrative prices too (marked in every output).</source>
        <translation>同时对示意价格排名（在所有输出中标注）。</translation>
    </message>
    <message>
        <source>--weights: the weight &apos;%1&apos; of %2 is not valid; expected a number from 0 to %3 (only the proportions matter)</source>
        <translation>--weights：%2 的权重“%1”无效；应为 0 到 %3 之间的数字（只有比例有意义）</translation>
    </message>
    <message>
        <source>--scenario: no file name was given; expected FILE, a scenario saved by GpuScout</source>
        <translation>--scenario：没有给出文件名；应为 FILE，即 GpuScout 保存的方案</translation>
    </message>
    <message>
        <source>--normalization &apos;%1&apos; is not known; expected one of %2</source>
        <translation>--normalization“%1”未知；应为以下之一：%2</translation>
    </message>
    <message>
        <source>--basis &apos;%1&apos; is not known; expected per-gpu or per-instance</source>
        <translation>--basis“%1”未知；应为 per-gpu 或 per-instance</translation>
    </message>
    <message>
        <source>--unknown &apos;%1&apos; is not known; expected zero or known-only</source>
        <translation>--unknown“%1”未知；应为 zero 或 known-only</translation>
    </message>
    <message>
        <source>Display currency: any currency of the catalog&apos;s rate table.</source>
        <translation>显示货币：实例库汇率表中的任一货币。</translation>
    </message>
    <message>
        <source>Normalisation of a job&apos;s cost and time (default ratio: in proportion to the best).</source>
        <translation>作业成本和时间的归一化方式（默认 ratio：与最优值成比例）。</translation>
    </message>
    <message>
        <source>The most a winning job may cost, as a multiple of the cheapest feasible job (default 5; a preset sets its own; none: no limit).</source>
        <translation>获胜作业最多可为最便宜可行作业成本的多少倍（默认 5；预设有各自的值；none：不设上限）。</translation>
    </message>
    <message>
        <source>--job-normalization &apos;%1&apos; is not known; expected one of %2</source>
        <translation>--job-normalization “%1” 未知；应为 %2 之一</translation>
    </message>
    <message>
        <source>--max-job-cost-ratio &apos;%1&apos; is not valid; expected a multiple of 1 or more (such as 1.5) or none</source>
        <translation>--max-job-cost-ratio “%1” 无效；应为不小于 1 的倍数（例如 1.5）或 none</translation>
    </message>
    <message>
        <source>--cny-per-usd &apos;%1&apos; is out of range; expected CNY per US dollar between %2 and %3</source>
        <translation>--cny-per-usd “%1”超出范围；每美元兑人民币应在 %2 到 %3 之间</translation>
    </message>
    <message>
        <source>--reference-gpu &apos;%1&apos; is not a GPU of the catalog; expected a GPU model of the catalog, such as A10</source>
        <translation>--reference-gpu &apos;%1&apos; 不是目录中的 GPU；应为目录中的 GPU 型号，例如 A10</translation>
    </message>
</context>
<context>
    <name>gpuscout::ScoringEngine</name>
    <message>
        <source>All weights are zero: give at least one criterion a weight above 0.</source>
        <translation>所有权重均为零：请至少为一项指标设置大于 0 的权重。</translation>
    </message>
    <message>
        <source>The weight of %1 must be a number from 0 to %2, not %3.</source>
        <translation>%1 的权重必须是 0 到 %2 之间的数字，而不是 %3。</translation>
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
    <name>gpuscout::TableFilterBar</name>
    <message>
        <source>Prices:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>Hide sta&amp;le</source>
        <translation>隐藏过期价格(&amp;L)</translation>
    </message>
    <message>
        <source>Narrows the list only: ranks and scores still compare every feasible offer. To rank within a limit, use the Constraints panel.</source>
        <translation>只缩小列表：排名和得分仍比较所有可行报价。要在限额内排名，请使用“约束条件”面板。</translation>
    </message>
    <message>
        <source>VRAM ≥</source>
        <translation>显存 ≥</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>List offers whose instance has at least this much GPU memory in all (an unknown figure is left out). %1</source>
        <translation>列出实例 GPU 显存总量至少为此值的报价（未知数值不列出）。%1</translation>
    </message>
    <message>
        <source>List offers whose price, as the price column shows it (per hour, month or year, or the job&apos;s total cost), is at most this. %1</source>
        <translation>列出价格（按价格列所示：每小时、每月或每年，或任务总成本）不超过此值的报价。%1</translation>
    </message>
    <message>
        <source>GPUs =</source>
        <translation>GPU 数 =</translation>
    </message>
    <message>
        <source>List instances with exactly this many GPUs. %1</source>
        <translation>列出 GPU 数量恰为此值的实例。%1</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Leave out prices quoted longer ago than the stale limit (Catalog → Edit Catalog). %1</source>
        <translation>不列出报价日期早于过期期限的价格（目录 → 编辑目录）。%1</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Clear the VRAM, price and GPU filters and show stale prices again (the search stays)</source>
        <translation>清除显存、价格和 GPU 筛选，并重新显示过期价格（搜索保留）</translation>
    </message>
    <message>
        <source>Job cost ≤</source>
        <translation>任务成本 ≤</translation>
    </message>
    <message>
        <source>Price/month ≤</source>
        <translation>价格/月 ≤</translation>
    </message>
    <message>
        <source>Price/year ≤</source>
        <translation>价格/年 ≤</translation>
    </message>
    <message>
        <source>Price/h ≤</source>
        <translation>价格/小时 ≤</translation>
    </message>
    <message>
        <source>A job is compared by its total cost, which has no period; the period applies to hourly rankings</source>
        <translation>任务按总成本比较，没有周期；周期只用于按小时的排名</translation>
    </message>
    <message>
        <source>The period the price columns read in: a month is 730 hours, a year 8,760. Sorting, filters and exports follow it. A subscription ranked under monthly billing reads per month when per hour is chosen.</source>
        <translation>价格列使用的周期：一个月按 730 小时、一年按 8,760 小时计。排序、筛选和导出都随之改变。按包月计费排名时，选择“每小时”会按月显示。</translation>
    </message>
</context>
<context>
    <name>gpuscout::TeamCatalogActions</name>
    <message>
        <source>Connect to &amp;Team Catalog…</source>
        <translation>连接团队实例库(&amp;T)…</translation>
    </message>
    <message>
        <source>Use a catalog your team shares on a PostgreSQL server</source>
        <translation>使用团队共享在 PostgreSQL 服务器上的实例库</translation>
    </message>
    <message>
        <source>Use &amp;Local Catalog</source>
        <translation>使用本地实例库(&amp;L)</translation>
    </message>
    <message>
        <source>Go back to the catalog file on this computer</source>
        <translation>切回这台电脑上的实例库文件</translation>
    </message>
    <message>
        <source>Password not kept</source>
        <translation>未保存密码</translation>
    </message>
    <message>
        <source>Connected, but the password could not be kept for next time: %1</source>
        <translation>已连接，但无法保存密码供下次使用：%1</translation>
    </message>
    <message>
        <source>Catalog not changed</source>
        <translation>实例库未更改</translation>
    </message>
    <message>
        <source>Now using %1</source>
        <translation>正在使用 %1</translation>
    </message>
</context>
<context>
    <name>gpuscout::TeamCatalogAdmin</name>
    <message>
        <source>%1 could not be set up: %2</source>
        <translation>无法建立 %1：%2</translation>
    </message>
    <message>
        <source>%1 has a schema named gpuscout that is not a GpuScout catalog. It was left untouched; use another database.</source>
        <translation>%1 中有名为 gpuscout 的模式，但它不是 GpuScout 实例库。未作改动；请使用另一个数据库。</translation>
    </message>
    <message>
        <source>%1 holds a catalog of a newer GpuScout (catalog version %2; this version knows up to %3). It was left untouched: update GpuScout.</source>
        <translation>%1 中是更新版本 GpuScout 的实例库（实例库版本 %2；本版本最高支持 %3）。未作改动：请升级 GpuScout。</translation>
    </message>
    <message>
        <source>%1 could not be set up (it needs a login that may create roles and owns the database, or a superuser): %2. Nothing was changed.</source>
        <translation>无法建立 %1（需要可以创建角色并拥有该数据库的登录名，或超级用户）：%2。未作任何更改。</translation>
    </message>
    <message>
        <source>Created the GpuScout catalog (version %1) and the roles gpuscout_viewer, gpuscout_editor and gpuscout_admin on %2.</source>
        <translation>已在 %2 上创建 GpuScout 实例库（版本 %1）以及角色 gpuscout_viewer、gpuscout_editor 和 gpuscout_admin。</translation>
    </message>
    <message>
        <source>%1 could not be upgraded from catalog version %2 (it needs an admin login): %3. It was left as it was.</source>
        <translation>无法将 %1 从实例库版本 %2 升级（需要管理员登录名）：%3。保持原样。</translation>
    </message>
    <message>
        <source>Upgraded the catalog on %1 from version %2 to %3.</source>
        <translation>已将 %1 上的实例库从版本 %2 升级到 %3。</translation>
    </message>
    <message>
        <source>The catalog on %1 is at version %2 already.</source>
        <translation>%1 上的实例库已是版本 %2。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The bundled catalog is invalid: %1</source>
        <translation>内置实例库无效：%1</translation>
    </message>
    <message>
        <source>%1 could not be filled with the bundled catalog: %2. Nothing was changed.</source>
        <translation>无法用内置实例库填充 %1：%2。未作任何更改。</translation>
    </message>
    <message numerus="yes">
        <source>Loaded the bundled catalog (%n offer(s)).</source>
        <translation>
            <numerusform>已载入内置实例库（%n 个报价）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be set up: %2. Nothing was changed.</source>
        <translation>无法建立 %1：%2。未作任何更改。</translation>
    </message>
    <message>
        <source>The user name is empty: give the server login to grant the role to.</source>
        <translation>用户名为空：请给出要授予角色的服务器登录名。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 has no login named &apos;%2&apos;: create it first (createuser, or CREATE ROLE ... LOGIN).</source>
        <translation>%1 没有名为“%2”的登录名：请先创建（createuser，或 CREATE ROLE ... LOGIN）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; on %2 is a group role, not a login.</source>
        <translation>%2 上的“%1”是组角色，不是登录名。</translation>
    </message>
    <message>
        <source>%1: the role could not be granted (it needs an admin of the team catalog): %2. Nothing was changed.</source>
        <translation>%1：无法授予角色（需要团队实例库的管理员）：%2。未作任何更改。</translation>
    </message>
    <message>
        <source>%1: %2. Nothing was changed.</source>
        <translation>%1：%2。未作任何更改。</translation>
    </message>
    <message>
        <source>%1 is now %2 of the team catalog %3.</source>
        <translation>%1 现在是团队实例库 %3 的%2。</translation>
    </message>
    <message>
        <source>%1 has no login named &apos;%2&apos;.</source>
        <translation>%1 没有名为“%2”的登录名。</translation>
    </message>
    <message>
        <source>%1: the role could not be revoked (it needs an admin of the team catalog): %2. Nothing was changed.</source>
        <translation>%1：无法撤销角色（需要团队实例库的管理员）：%2。未作任何更改。</translation>
    </message>
    <message>
        <source>%1 has no GpuScout role on %2 any more.</source>
        <translation>%1 在 %2 上已不再有 GpuScout 角色。</translation>
    </message>
    <message>
        <source>%1 is no longer %2 of the team catalog %3.</source>
        <translation>%1 已不再是团队实例库 %3 的%2。</translation>
    </message>
    <message>
        <source>%1 could not be upgraded: %2. Nothing was changed.</source>
        <translation>无法升级 %1：%2。未作任何更改。</translation>
    </message>
    <message>
        <source>The login &apos;%1…&apos; is %2 bytes long; PostgreSQL keeps only the first 63, which could name another login. Give the login as the server knows it.</source>
        <translation>登录名“%1…”长 %2 字节；PostgreSQL 只保留前 63 字节，可能指向另一个登录名。请按服务器上的名称给出登录名。</translation>
    </message>
    <message>
        <source>The login &apos;%1&apos; starts with &apos;-&apos;, which reads as an option; logins that start with a dash are refused.</source>
        <translation>登录名“%1”以“-”开头，会被当作选项；以短横线开头的登录名不予接受。</translation>
    </message>
    <message>
        <source>Role &apos;%1&apos; is not known: expected viewer, buyer, editor or admin.</source>
        <translation>无法识别角色“%1”：应为 viewer、buyer、editor 或 admin。</translation>
    </message>
</context>
<context>
    <name>gpuscout::TeamCatalogDialog</name>
    <message>
        <source>&amp;Test Connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Connect to Team Catalog — GpuScout</source>
        <translation>连接团队实例库 — GpuScout</translation>
    </message>
    <message>
        <source>db.example.com (empty: PGHOST or this computer)</source>
        <translation>db.example.com（留空：PGHOST 或本机）</translation>
    </message>
    <message>
        <source>default (5432)</source>
        <translation>默认（5432）</translation>
    </message>
    <message>
        <source>the catalog&apos;s database, e.g. gpuscout</source>
        <translation>实例库所在的数据库，例如 gpuscout</translation>
    </message>
    <message>
        <source>your database login (empty: PGUSER or your user name)</source>
        <translation>您的数据库登录名（留空：PGUSER 或您的用户名）</translation>
    </message>
    <message>
        <source>prefer TLS (libpq&apos;s default)</source>
        <translation>优先使用 TLS（libpq 默认）</translation>
    </message>
    <message>
        <source>require TLS</source>
        <translation>要求 TLS</translation>
    </message>
    <message>
        <source>require TLS and check the certificate&apos;s CA</source>
        <translation>要求 TLS 并校验证书的 CA</translation>
    </message>
    <message>
        <source>require TLS and check CA and host name</source>
        <translation>要求 TLS 并校验 CA 和主机名</translation>
    </message>
    <message>
        <source>no TLS</source>
        <translation>不使用 TLS</translation>
    </message>
    <message>
        <source>empty: the keyring&apos;s, ~/.pgpass or PGPASSWORD</source>
        <translation>留空：使用密钥环中的密码、~/.pgpass 或 PGPASSWORD</translation>
    </message>
    <message>
        <source>Kept in the desktop keyring, never in a settings file</source>
        <translation>保存在桌面密钥环中，绝不写入设置文件</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>T&amp;LS:</source>
        <translation>TLS(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>A team catalog is a GpuScout catalog on a PostgreSQL server that your administrator set up (gpuscout catalog init-server).</source>
        <translation>团队实例库是管理员在 PostgreSQL 服务器上建立的 GpuScout 实例库（gpuscout catalog init-server）。</translation>
    </message>
    <message>
        <source>Enter the database name.</source>
        <translation>请输入数据库名称。</translation>
    </message>
    <message>
        <source>Connected, but %1 holds no GpuScout catalog: an administrator sets it up with gpuscout catalog init-server.</source>
        <translation>已连接，但 %1 中没有 GpuScout 实例库：由管理员用 gpuscout catalog init-server 建立。</translation>
    </message>
    <message>
        <source>Connected, but the catalog on %1 cannot be used by this GpuScout (catalog version %2, this one needs %3). %4</source>
        <translation>已连接，但 %1 上的实例库无法被本 GpuScout 使用（实例库版本 %2，本版本需要 %3）。%4</translation>
    </message>
    <message numerus="yes">
        <source>Connected as %1 (%2): catalog version %3, %n offer(s).</source>
        <translation>
            <numerusform>已以 %1（%2）连接：实例库版本 %3，%n 个报价。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuscout::TeamCatalogPasswords</name>
    <message>
        <source>the desktop keyring is not available (%1); start a Secret Service such as GNOME Keyring or KWallet, or put the password in ~/.pgpass</source>
        <translation>桌面密钥环不可用（%1）；请启动 Secret Service，例如 GNOME Keyring 或 KWallet，或将密码写入 ~/.pgpass</translation>
    </message>
</context>
<context>
    <name>gpuscout::TeamCatalogSchema</name>
    <message>
        <source>no PostgreSQL migration to schema version %1</source>
        <translation>没有到模式版本 %1 的 PostgreSQL 迁移</translation>
    </message>
</context>
<context>
    <name>gpuscout::TeamCatalogServer</name>
    <message>
        <source>Team catalogs need Qt&apos;s PostgreSQL driver (QPSQL; on Debian the package libqt6sql6-psql), which is not installed.</source>
        <translation>团队实例库需要 Qt 的 PostgreSQL 驱动（QPSQL；Debian 上为 libqt6sql6-psql 包），但尚未安装。</translation>
    </message>
    <message>
        <source>The server asks for a password: enter it in Catalog -&gt; Connect to Team Catalog (it is kept in the desktop keyring), or put it in ~/.pgpass (or the file PGPASSFILE names).</source>
        <translation>服务器要求输入密码：请在“实例库 → 连接团队实例库”中输入（保存在桌面密钥环中），或写入 ~/.pgpass（或 PGPASSFILE 指定的文件）。</translation>
    </message>
    <message>
        <source>The server refused the login: check the user name and password.</source>
        <translation>服务器拒绝了该登录：请检查用户名和密码。</translation>
    </message>
    <message>
        <source>The database does not exist: an administrator creates it (createdb) and runs gpuscout catalog init-server.</source>
        <translation>数据库不存在：由管理员创建（createdb）并运行 gpuscout catalog init-server。</translation>
    </message>
    <message>
        <source>The TLS mode of the URL (sslmode=%1) cannot be met by this server.</source>
        <translation>该服务器无法满足 URL 中的 TLS 模式（sslmode=%1）。</translation>
    </message>
    <message>
        <source>The server cannot be reached.</source>
        <translation>无法连接服务器。</translation>
    </message>
    <message>
        <source>The team catalog %1 cannot be opened: %2 %3</source>
        <translation>无法打开团队实例库 %1：%2 %3</translation>
    </message>
    <message>
        <source>The team catalog %1 cannot be opened: %2</source>
        <translation>无法打开团队实例库 %1：%2</translation>
    </message>
    <message>
        <source>waiting for the catalog lock held by %1 (at most %2 s)</source>
        <translation>正在等待目录写锁，持有者：%1（最多等待 %2 秒）</translation>
    </message>
    <message>
        <source>the catalog lock is held by %1 and was not let go within %2 s</source>
        <translation>目录写锁由 %1 持有，%2 秒内未释放</translation>
    </message>
    <message>
        <source>another session</source>
        <translation>另一个会话</translation>
    </message>
    <message>
        <source>%1 since %2</source>
        <translation>%1（自 %2 起）</translation>
    </message>
</context>
<context>
    <name>gpuscout::TeamCatalogUrl</name>
    <message>
        <source>it does not start with postgresql://.</source>
        <translation>不是以 postgresql:// 开头。</translation>
    </message>
    <message>
        <source>a &apos;#&apos; fragment is not allowed.</source>
        <translation>不允许使用“#”片段。</translation>
    </message>
    <message>
        <source>the user part carries a password (USER:PASSWORD@). Passwords never go into a URL: GpuScout asks for it and keeps it in the desktop keyring, or libpq reads it from ~/.pgpass (PGPASSFILE) or PGPASSWORD.</source>
        <translation>用户部分带有密码（USER:PASSWORD@）。密码绝不写入 URL：GpuScout 会询问并保存在桌面密钥环中，或由 libpq 从 ~/.pgpass（PGPASSFILE）或 PGPASSWORD 读取。</translation>
    </message>
    <message>
        <source>the user name before &apos;@&apos; is empty or not valid percent-encoded UTF-8.</source>
        <translation>“@”之前的用户名为空，或不是有效的百分号编码 UTF-8。</translation>
    </message>
    <message>
        <source>the IPv6 host has no closing &apos;]&apos;.</source>
        <translation>IPv6 主机缺少右方括号“]”。</translation>
    </message>
    <message>
        <source>the host &apos;[%1]&apos; is followed by &apos;%2&apos; instead of &apos;:PORT&apos;.</source>
        <translation>主机“[%1]”后面是“%2”，而不是“:PORT”。</translation>
    </message>
    <message>
        <source>the port after &apos;:&apos; is empty.</source>
        <translation>“:”后面的端口为空。</translation>
    </message>
    <message>
        <source>the host &apos;%1&apos; is not a host name, an IP address or a %2F-encoded socket folder.</source>
        <translation>主机“%1”不是主机名、IP 地址或以 %2F 编码的套接字文件夹。</translation>
    </message>
    <message>
        <source>the port &apos;%1&apos; is not a number from 1 to 65535.</source>
        <translation>端口“%1”不是 1 到 65535 之间的数字。</translation>
    </message>
    <message>
        <source>the database name after the host is missing.</source>
        <translation>缺少主机之后的数据库名称。</translation>
    </message>
    <message>
        <source>the database name &apos;%1&apos; is not one name (no &apos;/&apos;, percent-encoded UTF-8).</source>
        <translation>数据库名称“%1”不是单个名称（不含“/”，百分号编码 UTF-8）。</translation>
    </message>
    <message>
        <source>the parameter &apos;%1&apos; has no value (KEY=VALUE).</source>
        <translation>参数“%1”没有值（KEY=VALUE）。</translation>
    </message>
    <message>
        <source>sslmode &apos;%1&apos; is not one of %2.</source>
        <translation>sslmode“%1”不是 %2 之一。</translation>
    </message>
    <message>
        <source>connect_timeout &apos;%1&apos; is not a number of seconds from 1 to 3600.</source>
        <translation>connect_timeout“%1”不是 1 到 3600 之间的秒数。</translation>
    </message>
    <message>
        <source>the password parameter is not accepted: passwords never go into a URL (use the desktop keyring, ~/.pgpass or PGPASSWORD).</source>
        <translation>不接受 password 参数：密码绝不写入 URL（请使用桌面密钥环、~/.pgpass 或 PGPASSWORD）。</translation>
    </message>
    <message>
        <source>the parameter &apos;%1&apos; is not known (sslmode and connect_timeout are).</source>
        <translation>参数“%1”未知（支持 sslmode 和 connect_timeout）。</translation>
    </message>
</context>
<context>
    <name>gpuscout::TrialRunDialog</name>
    <message>
        <source>Record a Trial Run on %1</source>
        <translation>在 %1 上记录试运行</translation>
    </message>
    <message>
        <source>What you measured on this machine. A trial run stands in for the performance model&apos;s estimate of comparable jobs on this instance type: the same kind of work (serving, adapters, or full training), a model within 4 × the size and, for serving, the same engine. Ctrl+Z undoes it; Catalog → Edit Catalog → Measurements lists and removes trial runs.</source>
        <translation>您在这台机器上实测的结果。试运行会代替性能模型对该实例规格上可比任务的估算：工作类型相同（推理服务、适配器训练或完整训练），模型规模相差在 4 倍以内，推理服务还要求引擎相同。按 Ctrl+Z 可撤销；在“实例库 → 编辑实例库 → 实测数据”中可列出和移除试运行。</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>云厂商：</translation>
    </message>
    <message>
        <source>Instance type:</source>
        <translation>实例规格：</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>地域：</translation>
    </message>
    <message>
        <source>GPU × count:</source>
        <translation>GPU × 数量：</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>What ran</source>
        <translation>运行内容</translation>
    </message>
    <message>
        <source>The kind of work measured: serving is compared with serving jobs, LoRA and QLoRA with adapter training, pre-training and full fine-tuning with each other</source>
        <translation>所测工作的类型：推理服务与推理服务任务比较，LoRA 和 QLoRA 与适配器训练比较，预训练和全参微调相互比较</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>任务类型(&amp;T)：</translation>
    </message>
    <message>
        <source>the model&apos;s name, optional</source>
        <translation>模型名称，可选</translation>
    </message>
    <message>
        <source>The model that ran. A preset fills its size and shape (layers, hidden size, KV heads), which lets the performance model compare the run with jobs of other models.</source>
        <translation>所运行的模型。预设会填入其参数量和结构（层数、隐藏维度、KV 头数），使性能模型能将该运行与其他模型的任务进行比较。</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>参数量(&amp;P)：</translation>
    </message>
    <message>
        <source>The size of the model that ran: a number with an optional K, M, B or T, such as 8B or 7e9</source>
        <translation>所运行模型的参数量：数字，可带 K、M、B 或 T 后缀，如 8B 或 7e9</translation>
    </message>
    <message>
        <source>e.g. 8B</source>
        <translation>如 8B</translation>
    </message>
    <message>
        <source>The precision of the weights that ran</source>
        <translation>运行时权重的精度</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>Another engine</source>
        <translation>其他引擎</translation>
    </message>
    <message>
        <source>The serving engine that ran. The run stands in for serving jobs on the same engine; another engine&apos;s run stands in for either.</source>
        <translation>所运行的推理引擎。该运行可代替同一引擎上推理服务任务的估算；“其他引擎”的运行可代替任一引擎的估算。</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;GPUs used:</source>
        <translation>使用 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>The GPUs the run used (its tensor-parallel degree); the instance&apos;s count by default</source>
        <translation>运行所用的 GPU 数（即张量并行度）；默认为实例的 GPU 数</translation>
    </message>
    <message>
        <source>Prompt &amp;tokens:</source>
        <translation>提示 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source>The tokens of each request&apos;s prompt while it was measured</source>
        <translation>测量时每个请求的提示 token 数</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>输出 token 数(&amp;O)：</translation>
    </message>
    <message>
        <source>The tokens generated for each request while it was measured</source>
        <translation>测量时每个请求生成的 token 数</translation>
    </message>
    <message>
        <source>&amp;Concurrent requests:</source>
        <translation>并发请求数(&amp;C)：</translation>
    </message>
    <message>
        <source>The requests in flight at once while it was measured</source>
        <translation>测量时同时处理的请求数</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>批大小(&amp;B)：</translation>
    </message>
    <message>
        <source>Sequences per optimiser step (global batch); needed for seconds per step</source>
        <translation>每个优化器步的序列数（全局批大小）；使用每步秒数时需要</translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <source>Tokens per training sequence</source>
        <translation>每条训练序列的 token 数</translation>
    </message>
    <message>
        <source>What was measured</source>
        <translation>实测结果</translation>
    </message>
    <message>
        <source>Time to &amp;first token (ms):</source>
        <translation>首 token 时延（ms）(&amp;F)：</translation>
    </message>
    <message>
        <source>One request&apos;s median time to its first token, in milliseconds</source>
        <translation>单个请求得到首个 token 的时间中位数，单位毫秒</translation>
    </message>
    <message>
        <source>Time per output token (m&amp;s):</source>
        <translation>每输出 token 时延（ms）(&amp;S)：</translation>
    </message>
    <message>
        <source>The median time per output token after the first, in milliseconds</source>
        <translation>首个 token 之后每个输出 token 的时间中位数，单位毫秒</translation>
    </message>
    <message>
        <source>Seconds per &amp;step:</source>
        <translation>每步秒数(&amp;S)：</translation>
    </message>
    <message>
        <source>Seconds per optimiser step of batch × sequence length tokens</source>
        <translation>每个优化器步（批大小 × 序列长度个 token）的秒数</translation>
    </message>
    <message>
        <source>M&amp;inutes to train:</source>
        <translation>训练分钟数(&amp;I)：</translation>
    </message>
    <message>
        <source>Wall-clock minutes to train the tokens below</source>
        <translation>训练下方 token 数实际经过的分钟数（墙钟时间）</translation>
    </message>
    <message>
        <source>Tokens trai&amp;ned:</source>
        <translation>训练 token 数(&amp;N)：</translation>
    </message>
    <message>
        <source>The tokens the minutes trained, such as 2e9 or 2B; needed for minutes</source>
        <translation>这些分钟内训练的 token 数，如 2e9 或 2B；使用分钟数时需要</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>The day of the run</source>
        <translation>运行日期</translation>
    </message>
    <message>
        <source>Anything worth knowing later: the engine&apos;s version and flags, the dataset, who ran it</source>
        <translation>日后值得了解的信息：引擎版本和参数、数据集、运行人</translation>
    </message>
    <message>
        <source>No&amp;tes:</source>
        <translation>备注(&amp;T)：</translation>
    </message>
    <message>
        <source>Output tok&amp;ens a second:</source>
        <translation>每秒输出 token 数(&amp;E)：</translation>
    </message>
    <message>
        <source>Training tok&amp;ens a second:</source>
        <translation>每秒训练 token 数(&amp;E)：</translation>
    </message>
    <message>
        <source>Output tokens generated a second over all requests in flight</source>
        <translation>所有并发请求合计每秒生成的输出 token 数</translation>
    </message>
    <message>
        <source>Tokens trained a second over all the GPUs used</source>
        <translation>所用全部 GPU 合计每秒训练的 token 数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not valid: %2</source>
        <translation>“%1”无效：%2</translation>
    </message>
    <message>
        <source>expected the size of the model that ran, such as 8B or 7e9</source>
        <translation>应为所运行模型的参数量，如 8B 或 7e9</translation>
    </message>
    <message>
        <source>expected the number of GPUs the run used, such as %1</source>
        <translation>应为运行所用的 GPU 数，如 %1</translation>
    </message>
    <message>
        <source>expected the prompt tokens of each request, a number above 0</source>
        <translation>应为每个请求的提示 token 数，即大于 0 的数</translation>
    </message>
    <message>
        <source>expected the output tokens of each request, a number above 0</source>
        <translation>应为每个请求的输出 token 数，即大于 0 的数</translation>
    </message>
    <message>
        <source>expected the requests in flight at once, 1 or more</source>
        <translation>应为同时处理的请求数，至少为 1</translation>
    </message>
    <message>
        <source>expected the sequences per step, a number above 0</source>
        <translation>应为每步序列数，即大于 0 的数</translation>
    </message>
    <message>
        <source>expected the tokens per sequence, a number above 0</source>
        <translation>应为每条序列的 token 数，即大于 0 的数</translation>
    </message>
    <message>
        <source>expected the measured figure, a number above 0</source>
        <translation>应为实测数值，即大于 0 的数</translation>
    </message>
    <message>
        <source>expected both the time to first token and the time per output token of the same run</source>
        <translation>应同时给出同一次运行的首 token 时延和每输出 token 时延</translation>
    </message>
    <message>
        <source>expected the tokens the minutes trained, such as 2e9</source>
        <translation>应为这些分钟内训练的 token 数，如 2e9</translation>
    </message>
    <message>
        <source>expected the sequences per step: seconds per step need it</source>
        <translation>应为每步序列数：每步秒数需要此值</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date: expected the day of the run, YYYY-MM-DD</source>
        <translation>“%1”不是日期：应为运行日期，格式为 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>%1 is in the future: expected the day of the run</source>
        <translation>%1 是未来的日期：应为运行日期</translation>
    </message>
    <message>
        <source>Enter what was measured: output tokens a second, or the time to first token and the time per output token.</source>
        <translation>请输入实测结果：每秒输出 token 数，或首 token 时延和每输出 token 时延。</translation>
    </message>
    <message>
        <source>Enter what was measured: training tokens a second, seconds per step, or minutes to train a number of tokens.</source>
        <translation>请输入实测结果：每秒训练 token 数、每步秒数，或训练一定 token 数所用的分钟数。</translation>
    </message>
</context>
<context>
    <name>gpuscout::UpdatePricesDialog</name>
    <message>
        <source>Remember in the desktop keyring</source>
        <translation>保存到桌面密钥环</translation>
    </message>
    <message>
        <source>On start, offer to update prices older than</source>
        <translation>启动时，提示更新早于以下天数的价格</translation>
    </message>
    <message>
        <source>Update Prices</source>
        <translation>更新价格</translation>
    </message>
    <message>
        <source>Price lists</source>
        <translation>价格表</translation>
    </message>
    <message>
        <source>all regions (AWS: the regions the catalog has)</source>
        <translation>所有地域（AWS：实例库中已有的地域）</translation>
    </message>
    <message>
        <source>Region codes separated by commas, such as us-east-1, eastus, us-central1. AWS downloads one offer file of several hundred megabytes per region.</source>
        <translation>以逗号分隔的地域代码，例如 us-east-1, eastus, us-central1。AWS 每个地域下载一个数百 MB 的报价文件。</translation>
    </message>
    <message>
        <source>&amp;Regions:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <source>Cloud Billing API key</source>
        <translation>Cloud Billing API 密钥</translation>
    </message>
    <message>
        <source>the vendors&apos; own servers</source>
        <translation>厂商自己的服务器</translation>
    </message>
    <message>
        <source>Another server that serves the same paths (a company mirror): scheme, host and port, such as https://mirror.example:8443. HTTPS only.</source>
        <translation>提供相同路径的另一台服务器（公司镜像）：协议、主机和端口，例如 https://mirror.example:8443。仅限 HTTPS。</translation>
    </message>
    <message>
        <source>&amp;Mirror:</source>
        <translation>镜像(&amp;M)：</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>&amp;Update</source>
        <translation>更新(&amp;U)</translation>
    </message>
    <message>
        <source>Read the price lists; you see every change before anything is written</source>
        <translation>读取价格表；写入任何内容之前您会看到每项更改</translation>
    </message>
    <message>
        <source>Choose at least one price list.</source>
        <translation>请至少选择一个价格表。</translation>
    </message>
    <message>
        <source>A key is stored in the desktop keyring; type one only to replace it.</source>
        <translation>桌面密钥环中已存有密钥；只有要替换时才需输入。</translation>
    </message>
    <message>
        <source>No key is stored. Google&apos;s price list needs one (Google Cloud console, APIs &amp; Services, Credentials).</source>
        <translation>未存储密钥。Google 的价格表需要密钥（Google Cloud 控制台，API 和服务，凭据）。</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n 条记录</numerusform>
        </translation>
    </message>
    <message>
        <source>read</source>
        <translation>已读取</translation>
    </message>
    <message>
        <source>Google Cloud ke&amp;y:</source>
        <translation>Google Cloud 密钥(&amp;Y)：</translation>
    </message>
    <message>
        <source>Access &amp;Keys…</source>
        <translation>访问密钥(&amp;K)…</translation>
    </message>
    <message>
        <source>The access keys the Alibaba, Tencent, Huawei and Baidu price APIs are asked with</source>
        <translation>查询阿里云、腾讯云、华为云和百度智能云价格 API 所用的访问密钥</translation>
    </message>
    <message>
        <source>Chinese clouds:</source>
        <translation>国内云厂商：</translation>
    </message>
</context>
<context>
    <name>gpuscout::Validation</name>
    <message>
        <source>%1 is not a GPU of the catalog</source>
        <translation>%1 不是实例库中的 GPU</translation>
    </message>
    <message>
        <source>the engine %1 is not one the model is calibrated for (vllm, llama.cpp)</source>
        <translation>引擎 %1 不在性能模型已校准的引擎之列（vllm、llama.cpp）</translation>
    </message>
    <message>
        <source>no other %1 measurement to calibrate on</source>
        <translation>没有其他 %1 实测数据可供校准</translation>
    </message>
    <message>
        <source>the calibration gives no time for this run</source>
        <translation>校准结果无法给出此运行的耗时</translation>
    </message>
    <message>
        <source>no other measured training run on a %1 GPU</source>
        <translation>没有其他 %1 架构 GPU 上的实测训练运行</translation>
    </message>
    <message>
        <source>Spare Cores, llama.cpp prompt processing</source>
        <translation>Spare Cores，llama.cpp 提示处理</translation>
    </message>
    <message>
        <source>Spare Cores, llama.cpp text generation</source>
        <translation>Spare Cores，llama.cpp 文本生成</translation>
    </message>
    <message>
        <source>Spare Cores, vLLM one request at a time (TTFT, TPOT, tokens/s)</source>
        <translation>Spare Cores，vLLM 单请求（TTFT、TPOT、tokens/s）</translation>
    </message>
    <message>
        <source>Spare Cores, vLLM at saturation (tokens/s, requests/s)</source>
        <translation>Spare Cores，vLLM 饱和负载（tokens/s、requests/s）</translation>
    </message>
    <message>
        <source>MLPerf Training, %1 (%2)</source>
        <translation>MLPerf Training，%1（%2）</translation>
    </message>
    <message>
        <source>MLPerf Inference (Offline and Server)</source>
        <translation>MLPerf Inference（Offline 和 Server）</translation>
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
    <message numerus="yes">
        <source>%n line(s) without a price skipped (not quoted)</source>
        <translation>
            <numerusform>跳过 %n 行没有价格的行（未报价）</numerusform>
        </translation>
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
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
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
        <source>Runner-up: %1, level on score; second on the tie-breakers</source>
        <translation>次优方案：%1，得分持平；按同分排序规则居第二</translation>
    </message>
    <message>
        <source>Runner-up: %1, %2 behind</source>
        <translation>次优方案：%1，落后 %2</translation>
    </message>
    <message>
        <source>its %1 figure is unknown, so it scores 0 there</source>
        <translation>其%1数据未知，因此该项计 0 分</translation>
    </message>
    <message>
        <source>the job costs %1 × more (%2 against %3)</source>
        <translation>任务成本高 %1 倍（%2 对 %3）</translation>
    </message>
    <message>
        <source>the job costs more (%1 against %2)</source>
        <translation>任务成本更高（%1 对 %2）</translation>
    </message>
    <message>
        <source>costs %1 × more per GPU-hour (%2 against %3)</source>
        <translation>每 GPU 小时贵 %1 倍（%2 对 %3）</translation>
    </message>
    <message>
        <source>costs more per GPU-hour (%1 against %2)</source>
        <translation>每 GPU 小时更贵（%1 对 %2）</translation>
    </message>
    <message>
        <source>costs %1 × more per hour (%2 against %3)</source>
        <translation>每小时贵 %1 倍（%2 对 %3）</translation>
    </message>
    <message>
        <source>costs more per hour (%1 against %2)</source>
        <translation>每小时更贵（%1 对 %2）</translation>
    </message>
    <message>
        <source>the job takes %1 × as long (%2 against %3 hours)</source>
        <translation>任务耗时为 %1 倍（%2 对 %3 小时）</translation>
    </message>
    <message>
        <source>the job takes longer (%1 against %2 hours)</source>
        <translation>任务耗时更长（%1 对 %2 小时）</translation>
    </message>
    <message>
        <source>less compute per GPU (%1 against %2 TFLOPS)</source>
        <translation>单卡算力更低（%1 对 %2 TFLOPS）</translation>
    </message>
    <message>
        <source>less compute (%1 against %2 TFLOPS)</source>
        <translation>算力更低（%1 对 %2 TFLOPS）</translation>
    </message>
    <message>
        <source>less VRAM to spare over the job&apos;s need (%1 % against %2 %)</source>
        <translation>超出任务需求的富余显存更少（%1 % 对 %2 %）</translation>
    </message>
    <message>
        <source>less VRAM per GPU (%1 against %2 GB)</source>
        <translation>单卡显存更少（%1 对 %2 GB）</translation>
    </message>
    <message>
        <source>less VRAM (%1 against %2 GB)</source>
        <translation>显存更少（%1 对 %2 GB）</translation>
    </message>
    <message>
        <source>a slower network per GPU (%1 against %2 Gbit/s)</source>
        <translation>单卡网络更慢（%1 对 %2 Gbit/s）</translation>
    </message>
    <message>
        <source>a slower network (%1 against %2 Gbit/s)</source>
        <translation>网络更慢（%1 对 %2 Gbit/s）</translation>
    </message>
    <message>
        <source>less stable (%1 against %2)</source>
        <translation>稳定性更低（%1 对 %2）</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>+%n other region(s)</source>
        <translation>
            <numerusform>另有 %n 个地域</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message numerus="yes">
        <source>+%n other region(s) at %1/h</source>
        <translation>
            <numerusform>另有 %n 个地域，每小时 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The only machine that passes the constraints.</source>
        <translation>唯一满足约束的机器。</translation>
    </message>
    <message>
        <source>%1 (%2 against %3)</source>
        <translation>%1（%2 对 %3）</translation>
    </message>
    <message>
        <source>It scores higher than the runner-up on no weighted criterion: it wins on the tie-breakers (lower price, then catalog order).</source>
        <translation>它在任何加权指标上的得分都不高于次优报价：按同分规则胜出（价格更低，其次按实例库顺序）。</translation>
    </message>
    <message>
        <source>Closer to the ideal offer; ahead of the runner-up on %1.</source>
        <translation>更接近理想报价；在%1上领先次优报价。</translation>
    </message>
    <message>
        <source>Ahead of the runner-up on %1.</source>
        <translation>在%1上领先次优报价。</translation>
    </message>
    <message>
        <source>Worse: %1.</source>
        <translation>劣势：%1。</translation>
    </message>
    <message>
        <source>Unknown figures: %1 of 5, left out of its score.</source>
        <translation>未知数值：5 项中 %1 项，不计入其得分。</translation>
    </message>
    <message>
        <source>Unknown figures: %1 of 5, scoring 0.</source>
        <translation>未知数值：5 项中 %1 项，计 0 分。</translation>
    </message>
    <message>
        <source>Unknown figures: %1 of 5 for the winner, %2 of 5 for the runner-up, left out of their scores.</source>
        <translation>未知数值：最优报价 5 项中 %1 项，次优报价 5 项中 %2 项，不计入得分。</translation>
    </message>
    <message>
        <source>Unknown figures: %1 of 5 for the winner, %2 of 5 for the runner-up, scoring 0.</source>
        <translation>未知数值：最优报价 5 项中 %1 项，次优报价 5 项中 %2 项，计 0 分。</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>No runner-up: no other machine passes the constraints.</source>
        <translation>没有次优报价：没有其他机器满足约束。</translation>
    </message>
    <message>
        <source>Choose another billing mode, or import vendor quotes.</source>
        <translation>请选择其他计费方式，或导入厂商报价。</translation>
    </message>
    <message>
        <source>%1
%2, the job: %3 in %4 hours, score %5</source>
        <translation>%1
%2，作业：%3，耗时 %4 小时，得分 %5</translation>
    </message>
    <message>
        <source>&amp;Copy the Summary</source>
        <translation>复制摘要(&amp;C)</translation>
    </message>
    <message>
        <source>Where the winner&apos;s time to complete comes from: a measurement of a comparable job (a benchmark or your trial run) or the performance model&apos;s estimate. The hours cell of the ranking gives the details.</source>
        <translation>最优报价完成耗时的依据：可比任务的实测数据（基准测试或您的试运行），或性能模型的估算。排名中的时长单元格会给出详情。</translation>
    </message>
    <message>
        <source>serving costs %1 × more (%2 against %3 per million tokens)</source>
        <translation>服务成本高 %1 倍（每百万 token %2 对 %3）</translation>
    </message>
    <message>
        <source>the work costs %1 × more (%2 against %3 per PFLOP)</source>
        <translation>工作量成本高 %1 倍（每 PFLOP %2 对 %3）</translation>
    </message>
    <message>
        <source>the work costs more (%1 against %2)</source>
        <translation>工作量成本更高（%1 对 %2）</translation>
    </message>
    <message>
        <source>serves fewer tokens a second (%1 against %2)</source>
        <translation>每秒服务的 token 更少（%1 对 %2）</translation>
    </message>
    <message>
        <source>less compute for the job (%1 against %2 TFLOPS)</source>
        <translation>作业可用算力更低（%1 对 %2 TFLOPS）</translation>
    </message>
    <message>
        <source>another offer&apos;s job is both cheaper and faster, with at least its stability</source>
        <translation>另有报价的作业更便宜也更快，且稳定性不低于它</translation>
    </message>
    <message>
        <source>its job cost is unknown, so it cannot be shown to be within the cost limit</source>
        <translation>其作业成本未知，无法证明在成本上限之内</translation>
    </message>
    <message>
        <source>its job costs %1 × the cheapest, over the limit of %2 ×</source>
        <translation>其作业成本为最便宜作业的 %1 倍，超过 %2 倍的上限</translation>
    </message>
    <message>
        <source>costs %1 × the cheapest feasible job</source>
        <translation>成本为最便宜可行作业的 %1 倍</translation>
    </message>
    <message>
        <source>%1; its time is unknown</source>
        <translation>%1；耗时未知</translation>
    </message>
    <message>
        <source>takes %1 × the fastest job&apos;s time</source>
        <translation>耗时为最快作业的 %1 倍</translation>
    </message>
    <message>
        <source>The job %1.</source>
        <translation>该作业%1。</translation>
    </message>
    <message>
        <source>Runner-up: %1, scores %2 more but ranks after the winner: %3</source>
        <translation>次优方案：%1，得分高 %2，但排在最优方案之后：%3</translation>
    </message>
    <message>
        <source>is the cheapest feasible job</source>
        <translation>是最便宜的可行作业</translation>
    </message>
    <message>
        <source>is the fastest</source>
        <translation>是最快的</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the job&apos;s cost, then its time</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>is the cheapest per million tokens</source>
        <translation>每百万 token 成本最低</translation>
    </message>
    <message>
        <source>is the cheapest per PFLOP</source>
        <translation>每 PFLOP 成本最低</translation>
    </message>
    <message>
        <source>costs %1 × the cheapest per million tokens</source>
        <translation>每百万 token 成本是最低者的 %1 倍</translation>
    </message>
    <message>
        <source>costs %1 × the cheapest per PFLOP</source>
        <translation>每 PFLOP 成本是最低者的 %1 倍</translation>
    </message>
    <message>
        <source>%1 and delivers %2 % of the fastest offer&apos;s throughput</source>
        <comment>the cost of its work, then its rate</comment>
        <translation>%1，吞吐量为最快报价的 %2 %</translation>
    </message>
    <message>
        <source>%1
%2, %3 per million tokens (%4/h for everything rented), score %5</source>
        <translation>%1
%2，每百万 token %3（所租全部资源每小时 %4），得分 %5</translation>
    </message>
    <message>
        <source>Its work %1.</source>
        <translation>其工作量%1。</translation>
    </message>
    <message>
        <source>It takes %1 hours against the deadline of %2 hours%3.</source>
        <translation>耗时 %1 小时，截止期限为 %2 小时%3。</translation>
    </message>
    <message numerus="yes">
        <source>Serves %1 requests a second with %n replica(s) on %2; first token in %3 ms, then %4 ms a token.</source>
        <translation>
            <numerusform>在 %2 上以 %n 个副本满足每秒 %1 个请求；首个 token 用时 %3 毫秒，之后每个 token %4 毫秒。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s)</source>
        <translation>
            <numerusform>%n 个实例</numerusform>
        </translation>
    </message>
    <message>
        <source>Update Prices…</source>
        <translation>更新价格…</translation>
    </message>
    <message>
        <source>Request Quotes…</source>
        <translation>请求报价…</translation>
    </message>
    <message>
        <source>%1
%2, %3 a month, score %4</source>
        <translation>%1
%2，每月 %3，得分 %4</translation>
    </message>
    <message>
        <source>Sold out when %1 was last asked (%2): check stock before you order, or look at the runner-up.</source>
        <translation>上次查询 %1 时（%2）已售罄：下单前请确认库存，或考虑第二名。</translation>
    </message>
    <message>
        <source>Low stock when %1 was last asked (%2).</source>
        <translation>上次查询 %1 时（%2）库存紧张。</translation>
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
    <message>
        <source>a prompt of 1 token or more</source>
        <translation>提示长度至少 1 个 token</translation>
    </message>
    <message>
        <source>1 output token or more per request</source>
        <translation>每个请求至少输出 1 个 token</translation>
    </message>
    <message>
        <source>engine: &apos;%1&apos; is not a serving engine; expected vllm or llama.cpp</source>
        <translation>engine：“%1”不是推理引擎；应为 vllm 或 llama.cpp</translation>
    </message>
    <message>
        <source>deadline_hours: %1 is not a deadline; expected a number of hours above 0</source>
        <translation>deadline_hours：%1 不是有效的截止时间；应为大于 0 的小时数</translation>
    </message>
    <message>
        <source>max_instances: expected a whole number of instances from 1 to 100000</source>
        <translation>max_instances：应为 1 到 100000 之间的整数实例数</translation>
    </message>
    <message>
        <source>requests_per_second: %1 is not a demand; expected a number of requests a second above 0, such as 0.5 or 1000</source>
        <translation>requests_per_second：%1 不是有效的需求；应为大于 0 的每秒请求数，如 0.5 或 1000</translation>
    </message>
    <message>
        <source>max_ttft_ms: %1 is not a latency limit; expected milliseconds above 0</source>
        <translation>max_ttft_ms：%1 不是有效的延迟上限；应为大于 0 的毫秒数</translation>
    </message>
    <message>
        <source>max_tpot_ms: %1 is not a latency limit; expected milliseconds above 0</source>
        <translation>max_tpot_ms：%1 不是有效的延迟上限；应为大于 0 的毫秒数</translation>
    </message>
    <message>
        <source>fp64_work_pflop: %1 is not an amount of work; expected PFLOP (10^15 FP64 operations) above 0, such as 5000</source>
        <translation>fp64_work_pflop：%1 不是有效的计算量；应为大于 0 的 PFLOP 数（10^15 次 FP64 运算），例如 5000</translation>
    </message>
    <message>
        <source>render_work_gpu_hours: %1 is not an amount of work; expected the hours the job takes on one reference GPU, above 0</source>
        <translation>render_work_gpu_hours：%1 不是有效的工作量；应为该任务在一块参考 GPU 上所需的小时数，大于 0</translation>
    </message>
    <message>
        <source>reference_gpu: missing; expected the GPU model the render hours were measured on, such as A10</source>
        <translation>reference_gpu：缺失；应为测得渲染时长所用的 GPU 型号，例如 A10</translation>
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
    <message>
        <source>%1: expected vllm or llama.cpp</source>
        <translation>%1：应为 vllm 或 llama.cpp</translation>
    </message>
    <message>
        <source>%1: expected a GPU model name such as A10, or null</source>
        <translation>%1：应为 GPU 型号名称（例如 A10）或 null</translation>
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
    <message>
        <source>Serving engine (vllm, llama.cpp).</source>
        <translation>推理引擎（vllm、llama.cpp）。</translation>
    </message>
    <message>
        <source>Software stack the job needs (cuda, rocm, any).</source>
        <translation>任务所需的软件栈（cuda、rocm、any）。</translation>
    </message>
    <message>
        <source>--engine &apos;%1&apos; is not known; expected vllm or llama.cpp</source>
        <translation>--engine “%1” 无法识别；应为 vllm 或 llama.cpp</translation>
    </message>
    <message>
        <source>--stack &apos;%1&apos; is not known; expected one of %2</source>
        <translation>--stack “%1” 无法识别；应为以下之一：%2</translation>
    </message>
    <message>
        <source>GPU model the render work was measured on.</source>
        <translation>测得渲染工作量所用的 GPU 型号。</translation>
    </message>
    <message>
        <source>--%1 applies to --task %2 only; expected --task %2 with it</source>
        <translation>--%1 仅适用于 --task %2；请同时给出 --task %2</translation>
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
        <source>Job</source>
        <translation>任务</translation>
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
        <source>Context length:</source>
        <translation>上下文长度：</translation>
    </message>
    <message>
        <source>Data and traffic</source>
        <translation>数据与流量</translation>
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
    <message>
        <source>Checked (the default): the job is compared. Price is its total cost to complete (instances x price x hours + storage + traffic, README &quot;Cost&quot;), compute its time to complete (README &quot;Time&quot;), both lower is better; with a fixed duration a bigger machine only costs more. VRAM counts what the job has to spare over its need, up to a fifth more. The network counts only for a job that spans instances: one that fits in one instance scores as the best network. Without hours or tokens, an hour of the job is compared. Unchecked: hourly figures on the chosen basis.</source>
        <translation>勾选（默认）：比较任务。价格为完成总成本（实例数 × 价格 × 时长 + 存储 + 流量，见 README “Cost”），算力为完成耗时（见 README “Time”），两者都越低越好；固定时长时，更大的机器只会更贵。显存计算任务超出需求的富余，最多多出五分之一。网络只在任务跨实例时计入：能放进一个实例的任务按最佳网络计分。未给出时长或 token 数时，比较任务的一小时。不勾选：按所选口径的每小时指标。</translation>
    </message>
    <message>
        <source>Share of the GPUs&apos; peak dense TFLOPS the job achieves (README &quot;Time&quot;: utilisation). Default 50 %: a GPU cloud buying guide observes that A100 single-GPU training often reaches only about 50 %.</source>
        <translation>作业实际达到的 GPU 峰值稠密 TFLOPS 比例（见 README “Time”：utilisation）。默认 50 %：一篇 GPU 云选购指南指出，A100 单卡训练通常只能达到约 50 %。</translation>
    </message>
    <message>
        <source>Tokens of context per request, prompt and answer together (README &quot;Memory&quot;: KV cache; default 8192, the vLLM example of a 2026 GPU cloud selection guide).</source>
        <translation>每个请求的上下文 token 数，提示与回答合计（见 README “Memory”：KV cache；默认 8192，取自一篇 2026 年 GPU 云选型指南中的 vLLM 示例）。</translation>
    </message>
    <message>
        <source>Dataset size in GB. It is stored while the job runs (storage = GB x price per GB-month x hours / 730) and moved in over the network: transfer time D/B (README &quot;Cost&quot;: the total-cost formula of a GPU cloud buying guide).</source>
        <translation>数据集大小，单位 GB。作业运行期间需要存储（存储费 = GB × 每 GB 每月价格 × 小时数 / 730），并经网络传入：传输时间 D/B（见 README “Cost”：一篇 GPU 云选购指南中的总成本公式）。</translation>
    </message>
    <message>
        <source>Rank by the job&apos;s cost and time</source>
        <translation>按任务的成本和耗时排名</translation>
    </message>
    <message>
        <source>What the GPUs will do. Training tasks are timed by 6 x P x D FLOPs (4 x P x D for LoRA and QLoRA); inference serving by the prompt&apos;s compute and each output token&apos;s memory traffic, calibrated on measured runs; rendering and FP64 computing by a fixed number of hours. A measured run of a comparable job on an offer stands in for the estimate.</source>
        <translation>GPU 要做什么。训练任务按 6 × P × D FLOPs 计时（LoRA 和 QLoRA 为 4 × P × D）；推理服务按提示的计算量和每个输出 token 的显存访问量计时，并以实测运行校准；渲染和 FP64 计算按固定时长计。若报价上有可比任务的实测运行，则以其代替估算。</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>ROCm</source>
        <translation>ROCm</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>The software stack the job&apos;s framework runs on. Offers whose GPU does not run it leave the ranking: CUDA needs an NVIDIA GPU, ROCm an AMD one; a graphics-only card or a vGPU slice runs neither. Any: every GPU stays.</source>
        <translation>任务框架所依赖的软件栈。GPU 不支持该软件栈的报价退出排名：CUDA 需要 NVIDIA GPU，ROCm 需要 AMD GPU；纯图形卡或 vGPU 切片两者都不支持。不限：保留所有 GPU。</translation>
    </message>
    <message>
        <source>Software stack:</source>
        <translation>软件栈：</translation>
    </message>
    <message>
        <source>Prompt tokens of each request. The prompt is read in one compute-bound pass (prefill): it sets the time to first token. Default 1024, the middle request shape of the bundled vLLM measurements.</source>
        <translation>每个请求的提示 token 数。提示在一次计算受限的处理中读入（预填充，prefill）：它决定首 token 时延。默认 1024，即内置 vLLM 实测数据中居中的请求规模。</translation>
    </message>
    <message>
        <source>Prompt per request:</source>
        <translation>每请求提示长度：</translation>
    </message>
    <message>
        <source>Tokens generated for each request, one at a time, each bound by memory bandwidth (decode): they set the time per output token. Default 256.</source>
        <translation>每个请求生成的 token 数，逐个生成，每个都受显存带宽限制（解码，decode）：它们决定每输出 token 时延。默认 256。</translation>
    </message>
    <message>
        <source>Output per request:</source>
        <translation>每请求输出长度：</translation>
    </message>
    <message>
        <source>The serving engine whose measurements calibrate the serving estimate, and whose benchmarks and trial runs can stand in for it. vLLM batches many requests; llama.cpp serves few at a time, often quantised.</source>
        <translation>推理引擎：推理服务估算以其实测数据校准，其基准测试和试运行也可代替估算。vLLM 可批量处理大量请求；llama.cpp 一次只处理少量请求，且常用量化模型。</translation>
    </message>
    <message>
        <source>Serving engine:</source>
        <translation>推理引擎：</translation>
    </message>
    <message>
        <source>No deadline</source>
        <translation>无截止期限</translation>
    </message>
    <message>
        <source>Hours the job must finish in. A job that cannot leaves the ranking (&quot;cannot finish within the deadline&quot;); a training job, or serving with tokens, rents as many instances as it needs to finish in time (the seeds&apos; S(N) scaling), up to 64. 0: no deadline.</source>
        <translation>任务必须完成的小时数。无法按时完成的任务退出排名（“无法在截止期限内完成”）；训练任务或给定 token 数的推理服务会租用按时完成所需的实例数（按背景文档的 S(N) 扩展），最多 64 台。0：无截止期限。</translation>
    </message>
    <message>
        <source>Deadline:</source>
        <translation>截止期限：</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> 请求/秒</translation>
    </message>
    <message>
        <source>No demand</source>
        <translation>无需求</translation>
    </message>
    <message>
        <source>Requests a second the service must answer. Each offer then rents the replicas it needs (a replica holds one copy of the model; instances rounded up) and is compared by what serving the demand costs per million output tokens; the requests in flight per replica are chosen within the latency limits. 0: no demand, the concurrent requests above.</source>
        <translation>服务每秒必须响应的请求数。每个报价据此租用所需的副本（一个副本承载一份模型；实例数向上取整），并按满足该需求时每百万输出 token 的成本比较；每个副本同时处理的请求数在延迟上限内选定。0：无需求，按上面的并发请求数。</translation>
    </message>
    <message>
        <source>Demand:</source>
        <translation>需求：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>The longest a user may wait for the first token, in milliseconds: the prompt&apos;s prefill plus one decode step of the batch. Offers that cannot meet it at any batch leave the ranking. 0: no limit.</source>
        <translation>用户等待首个 token 的最长时间（毫秒）：提示词的预填充加上该批次的一步解码。任何批量下都达不到的报价退出排名。0：无上限。</translation>
    </message>
    <message>
        <source>Max time to first token:</source>
        <translation>首 token 最长时间：</translation>
    </message>
    <message>
        <source>The longest time per output token, in milliseconds (20 ms is 50 tokens a second, faster than people read). A bigger batch serves more requests but each token comes slower. Offers that cannot meet it at any batch leave the ranking. 0: no limit.</source>
        <translation>每个输出 token 的最长时间（毫秒；20 毫秒即每秒 50 个 token，快于人的阅读速度）。批量越大服务的请求越多，但每个 token 越慢。任何批量下都达不到的报价退出排名。0：无上限。</translation>
    </message>
    <message>
        <source>Max time per token:</source>
        <translation>每 token 最长时间：</translation>
    </message>
    <message>
        <source>FP64 work:</source>
        <translation>FP64 计算量：</translation>
    </message>
    <message>
        <source>e.g. A10</source>
        <translation>例如 A10</translation>
    </message>
    <message>
        <source>The GPU model the render hours were measured on, as the catalog names it. Each GPU&apos;s time = render hours x the reference&apos;s FP32 TFLOPS / (its FP32 TFLOPS x speedup S(N)): FP32 throughput stands for rendering speed, no rendering benchmark being bundled.</source>
        <translation>测得渲染时长所用的 GPU 型号（按目录中的名称）。每种 GPU 的时长 = 渲染小时数 × 参考 GPU 的 FP32 TFLOPS ÷（该 GPU 的 FP32 TFLOPS × 加速比 S(N)）：以 FP32 吞吐代表渲染速度，因为未附带渲染基准测试。</translation>
    </message>
    <message>
        <source>Reference GPU:</source>
        <translation>参考 GPU：</translation>
    </message>
    <message>
        <source>By work</source>
        <translation>按工作量</translation>
    </message>
    <message>
        <source>A fixed duration in hours that wins over the work: cost = hourly price x hours + storage + traffic. 0: the hours follow from the work, so a faster GPU finishes sooner.</source>
        <translation>固定时长（小时），优先于工作量：成本 = 每小时价格 × 小时数 + 存储 + 流量。0：时长由工作量推算，更快的 GPU 更早完成。</translation>
    </message>
    <message>
        <source>Render work:</source>
        <translation>渲染工作量：</translation>
    </message>
    <message>
        <source> h on the reference</source>
        <translation> 小时（参考 GPU）</translation>
    </message>
    <message>
        <source>How long the render takes on one reference GPU, in hours. 0: give fixed hours instead.</source>
        <translation>渲染在一块参考 GPU 上需要的小时数。0：改为给出固定时长。</translation>
    </message>
    <message>
        <source> PFLOP</source>
        <translation> PFLOP</translation>
    </message>
    <message>
        <source>The job&apos;s double-precision work in PFLOP (10^15 operations). Hours = work / (FP64 peak TFLOPS x utilisation x speedup S(N)); the utilisation is an assumption (no HPL measurement is bundled). 0: give fixed hours instead.</source>
        <translation>任务的双精度计算量，单位 PFLOP（10^15 次运算）。小时数 = 计算量 ÷（FP64 峰值 TFLOPS × 利用率 × 加速比 S(N)）；利用率是假设值（未附带 HPL 实测）。0：改为给出固定时长。</translation>
    </message>
</context>
<context>
    <name>gpuscout::XlsxReader</name>
    <message>
        <source>the part %1 is missing</source>
        <translation>缺少部件 %1</translation>
    </message>
    <message>
        <source>the part %1 cannot be unpacked</source>
        <translation>无法解压部件 %1</translation>
    </message>
    <message>
        <source>the part %1 is damaged</source>
        <translation>部件 %1 已损坏</translation>
    </message>
    <message>
        <source>the workbook unpacks to more than the import limit; save a smaller extract</source>
        <translation>工作簿解压后超出导入上限；请另存一个较小的摘录</translation>
    </message>
    <message>
        <source>the part %1 is not valid XML (%2 at line %3)</source>
        <translation>部件 %1 不是有效的 XML（第 %3 行的 %2）</translation>
    </message>
    <message>
        <source>%1: more rows than a worksheet can hold</source>
        <translation>%1：行数超过工作表的上限</translation>
    </message>
    <message>
        <source>%1: a cell beyond the last column</source>
        <translation>%1：单元格超出最后一列</translation>
    </message>
    <message>
        <source>not an .xlsx workbook (the zip archive cannot be opened)</source>
        <translation>不是 .xlsx 工作簿（无法打开 zip 压缩包）</translation>
    </message>
    <message>
        <source>not an .xlsx workbook (no xl/workbook.xml); save the sheet as Excel Workbook (.xlsx) or CSV</source>
        <translation>不是 .xlsx 工作簿（没有 xl/workbook.xml）；请将表格另存为 Excel 工作簿（.xlsx）或 CSV</translation>
    </message>
    <message>
        <source>the workbook has no worksheet</source>
        <translation>工作簿没有工作表</translation>
    </message>
    <message>
        <source>the workbook has more than %1 different texts (the limit is %1); split it into smaller workbooks</source>
        <translation>工作簿中不同的文本超过 %1 个（上限为 %1）；请拆分为较小的工作簿</translation>
    </message>
    <message>
        <source>sheet %1 has more than %2 cells (the limit is %2); split it into smaller workbooks</source>
        <translation>工作表 %1 的单元格超过 %2 个（上限为 %2）；请拆分为较小的工作簿</translation>
    </message>
</context>
<context>
    <name>gpuscout::XlsxWriter</name>
    <message>
        <source>the workbook cannot be created</source>
        <translation>无法创建工作簿</translation>
    </message>
    <message>
        <source>the workbook cannot be written (%1)</source>
        <translation>无法写入工作簿（%1）</translation>
    </message>
    <message>
        <source>no temporary folder: %1</source>
        <translation>没有临时文件夹：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>GpuScout cannot open its catalog</source>
        <translation>GpuScout 无法打开实例库</translation>
    </message>
    <message>
        <source>GpuScout uses the local catalog</source>
        <translation>GpuScout 使用本地实例库</translation>
    </message>
    <message>
        <source>gpuscout: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set); run `gpuscout --help` for the command line</source>
        <translation>gpuscout：未找到显示器（DISPLAY 和 WAYLAND_DISPLAY 均未设置）；命令行用法见 `gpuscout --help`</translation>
    </message>
</context>
</TS>
