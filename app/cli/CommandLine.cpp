#include "cli/CommandLine.h"

#include "cli/FormatOption.h"

#include "domain/Catalog.h"
#include "catalog/CatalogExport.h"
#include "cli/CommandOutput.h"
#include "cli/PerfCommands.h"
#include "cli/MeasureCommands.h"
#include "cli/PriceBookCommands.h"
#include "cli/PriceHistoryCommand.h"
#include "domain/PriceBook.h"
#include "cli/CatalogImportCommand.h"
#include "cli/CatalogQuoteCommands.h"
#include "cli/CatalogUpdateCommand.h"
#include "cli/CatalogKeysCommand.h"
#include "catalog/CatalogLocation.h"
#include "catalog/TeamCatalogServer.h"
#include "cli/RankOutput.h"
#include "itemmodels/RankingModel.h"
#include "cli/TeamCatalogCommands.h"
#include "catalog/PriceHistoryExport.h"
#include "report/ReportPriceHistory.h"
#include "report/ReportWriter.h"
#include "cli/ScenarioOptions.h"
#include "insight/Sensitivity.h"
#include "domain/Workload.h"
#include "cli/WorkloadOptions.h"
#include "scoring/RankingSummary.h"
#include "window/AppSettings.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cerrno>
#include <new>
#include <cstdio>
#include <cstring>
#include <tuple>

namespace gpuscout::CommandLine {

namespace {

const QStringList Commands{QStringLiteral("rank"), QStringLiteral("report"), QStringLiteral("estimate"),
                           QStringLiteral("sensitivity"), QStringLiteral("catalog"), QStringLiteral("perf")};


void printErr(const QString &line)
{
    printError(line);
}

int printOut(const QByteArray &bytes)
{
    return printOutput(bytes);
}

QString usage()
{
    // The command line speaks English whatever the locale: scripts parse it, and no
    // translator is loaded for it. Only the report's --lang changes a language.
    return QStringLiteral("Usage:\n"
              "  gpuscout                      start the window\n"
              "  gpuscout rank [options]       rank the catalog's offers for a scenario\n"
              "  gpuscout catalog export [--format csv|json] [--what catalog|ranking|needs-quote]\n"
              "                  [rank options]\n"
              "                                print the catalog's offers (CSV) or the whole\n"
              "                                catalog (JSON); --what ranking prints the current\n"
              "                                ranking in rank's CSV or JSON columns, --what\n"
              "                                needs-quote the offers with specs and no price\n"
              "  gpuscout catalog stats [--format table|json]\n"
              "                                offers per provider and how many have known compute,\n"
              "                                VRAM, network, stability and each billing mode's price\n"
              "  gpuscout catalog history --gpu MODEL [--provider KEY]... [--billing MODE]...\n"
              "                  [--since YYYY-MM-DD] [--currency CODE] [--format table|csv|json]\n"
              "                                the GPU's price per GPU-hour over time, by provider and\n"
              "                                billing mode: the lowest and the median of its offers\n"
              "                                from each change on (what Prices over Time draws)\n"
              "  gpuscout catalog history prune --before YYYY-MM-DD [--keep-monthly] [--dry-run]\n"
              "                                remove the history entries replaced before that day\n"
              "                                (--keep-monthly: all but the last of each offer,\n"
              "                                billing mode and month); never done on its own\n"
              "  gpuscout catalog rfq --provider KEY [--gpu MODEL]... [--region NAME]...\n"
              "                  [--billing MODE] [--org TEXT] --out FILE.xlsx|FILE.csv\n"
              "                                write a request for quotes (a quote sheet to fill in)\n"
              "                                for the provider's offers awaiting a quote, or all of\n"
              "                                its offers when none does\n"
              "  gpuscout catalog import FILE [--format auto|csv|json|skypilot|quote]\n"
              "                  [--provider KEY] [--add-providers] [--encoding NAME]\n"
              "                  [--dry-run] [--skip-rejected]\n"
              "                                add and update offers from a file: preview on\n"
              "                                stdout, rejected rows on stderr as FILE:LINE:COLUMN;\n"
              "                                all or nothing unless --skip-rejected\n"
              "  gpuscout catalog template [--format csv|quote]\n"
              "                                print an import sheet to fill in\n"
              "  gpuscout catalog update aws|azure|gcp|ec2instances|all [--region R]...\n"
              "                  [--from FILE|FOLDER] [--base-url URL] [--dry-run] [--skip-rejected]\n"
              "                                update prices from the vendors' price lists (or a\n"
              "                                downloaded copy): the import preview, then one\n"
              "                                transaction; exit 1 when the network fails\n"
              "  gpuscout catalog update alibaba|tencent|huawei|baidu|china [--region R]...\n"
              "                  [--base-url URL] [--dry-run] [--skip-rejected] [--account-prices]\n"
              "                                the Chinese clouds' prices from their own APIs,\n"
              "                                signed with your access key (china: all four,\n"
              "                                skipping a vendor without a key); --account-prices\n"
              "                                also writes the account's own prices to the price book\n"
              "  gpuscout catalog gcp-key set|clear|status\n"
              "                                the Cloud Billing API key in the desktop keyring\n"
              "                                (set reads it from standard input)\n"
              "  gpuscout catalog keys set alibaba|tencent|huawei|baidu | list | remove VENDOR\n"
              "                                access keys for the price APIs in the desktop\n"
              "                                keyring (set reads the id and the secret, one\n"
              "                                line each, from standard input)\n"
              "  gpuscout catalog export --what history [--format csv|json]\n"
              "                                every recorded price change: a team catalog's\n"
              "                                audit trail (who and when), a file's price history\n"
              "  gpuscout catalog price-book add --provider KEY [--region R]... [--gpu G]...\n"
              "                  [--instance T]... [--billing MODE] [--commitment]\n"
              "                  (--discount PCT | --price X [--currency C] [--per hour|month])\n"
              "                  --valid-from DATE [--valid-until DATE] --ref TEXT [--notes TEXT]\n"
              "  gpuscout catalog price-book list [--format table|json] | remove ID\n"
              "  gpuscout catalog price-book import FILE.csv|FILE.xlsx | export [--out FILE.xlsx|FILE.csv]\n"
              "                                the buyer's negotiated prices; rank, report and\n"
              "                                the window use them unless --list-prices\n"
              "  gpuscout catalog init-server URL\n"
              "                                set up (or upgrade) a team catalog on PostgreSQL:\n"
              "                                schema, roles, the bundled catalog when empty\n"
              "  gpuscout catalog push URL | pull URL\n"
              "                                copy the local catalog (--db FILE) to the server,\n"
              "                                or the server's catalog to the local file\n"
              "  gpuscout catalog grant URL LOGIN viewer|buyer|editor|admin\n"
              "  gpuscout catalog revoke URL LOGIN [viewer|buyer|editor|admin]\n"
              "                                give or take a login's role on the team catalog\n"
              "  gpuscout report --out FILE.pdf [rank options] [--lang zh|en] [--org TEXT]\n"
              "                  [--author TEXT] [--top N] [--price-history]\n"
              "                                write the PDF comparison report (top N rows, 10\n"
              "                                by default; English unless --lang zh); --price-history\n"
              "                                adds a page of the compared offers' prices over time\n"
              "  gpuscout estimate [workload options] [--format table|json]\n"
              "                                memory (GB of 10^9 bytes) and training FLOPs of a\n"
              "                                workload; training tasks also get the articles' rule\n"
              "                                of thumb P x 2 x (3-12), which is not for serving\n"
              "  gpuscout sensitivity [rank options] [--format table|json]\n"
              "                                the winner's robustness: how far each weight can move\n"
              "                                before another offer wins\n"
              "  gpuscout catalog measure add --provider KEY --instance TYPE [--region R]\n"
              "                  --task TASK --params N [--model NAME] [--precision P] [--engine E]\n"
              "                  [--gpus N] [--prompt-tokens N --output-tokens M --concurrent C]\n"
              "                  [--batch B --seq-len S --tokens T] (--tokens-per-second X |\n"
              "                  --ttft-ms X --tpot-ms Y | --step-seconds X | --minutes X)\n"
              "                  [--date YYYY-MM-DD] [--notes TEXT]\n"
              "                                record a trial run: from then on the figure of its\n"
              "                                instance type's jobs (measured beats estimated)\n"
              "  gpuscout catalog measure list|export [--what trial|benchmark|all] [--format ...]\n"
              "  gpuscout catalog measure remove KEY | import FILE.csv\n"
              "  gpuscout perf validate [--format table|json|markdown]\n"
              "                                the performance model against every bundled benchmark,\n"
              "                                each predicted with its own run left out\n"
              "\n"
              "Rank options:\n"
              "  --scenario FILE               start from a saved scenario (JSON)\n"
              "  --weights compute=W,vram=W,price=W,bandwidth=W,stability=W\n"
              "  --preset training|fine-tuning|inference|budget|balanced\n"
              "  --billing on-demand|spot|reserved-1y|monthly\n"
              "  --max-price X                 budget per hour in the display currency\n"
              "  --min-vram-gb N               minimum total VRAM of the instance\n"
              "  --min-gpus N                  minimum number of GPUs\n"
              "  --provider NAME, --region NAME, --gpu MODEL (repeatable)\n"
              "  --currency CODE               display currency: any currency of the catalog's rate\n"
              "                                table (USD, CNY, and those added in the catalog editor)\n"
              "  --cny-per-usd RATE            CNY per US dollar for this run (overrides the table)\n"
              "  --precision fp64|fp32|tf32|fp16|bf16|fp8|int8\n"
              "  --basis per-gpu|per-instance  compare one GPU's share of each instance (default:\n"
              "                                compute, VRAM, price and network divided by the GPU\n"
              "                                count) or whole instances; constraints always\n"
              "                                apply to the instance\n"
              "  --normalization minmax|ratio|vector|log\n"
              "                                min-max (default), ratio to the best, vector\n"
              "                                x/sqrt(sum x^2), or min-max on log x; TOPSIS with\n"
              "                                vector is the textbook (Hwang and Yoon) method\n"
              "  --method weighted-sum|topsis  weighted mean of the scores (default), or TOPSIS\n"
              "                                closeness to the ideal offer\n"
              "  --unknown zero|known-only     an unknown figure scores 0 (default), or offers are\n"
              "                                scored on the criteria they have figures for\n"
              "  --top K                       print only the first K results (machines, or offers\n"
              "                                with --all-regions)\n"
              "  --all-regions                 list every feasible offer instead of one row per\n"
              "                                machine (provider + instance type)\n"
              "  --include-illustrative        rank illustrative prices too (flagged 'illustrative');\n"
              "                                placeholder prices are never ranked\n"
              "  --stale-after DAYS            mark prices quoted more than DAYS ago stale (default:\n"
              "                                the window's setting, 90 until changed)\n"
              "  --format table|csv|json\n"
              "  --objective job|hourly        with a workload: compare the job (default: its total\n"
              "                                cost and time to complete; VRAM to spare over its\n"
              "                                need, capped at 20 %; the network only counts for a\n"
              "                                job across instances, one that fits in one instance\n"
              "                                scores as the best network), or hourly figures\n"
              "  --job-normalization ratio|minmax|vector|log\n"
              "                                the job's cost and time (ratio: cheapest / cost,\n"
              "                                fastest / time)\n"
              "  --max-job-cost-ratio X|none   a job costing more than X times the cheapest\n"
              "                                feasible job ranks after every job within it\n"
              "                                (default 5; a preset sets its own)\n"
              "\n"
              "Workload options (rank, report, estimate):\n"
              "  --task pretrain|full-finetune|lora|qlora|inference|rendering|fp64\n"
              "  --params N (70B, 7e9), --model PRESET, --precision fp32|bf16|fp16|fp8|int8|int4\n"
              "  --tokens N, --hours H (a fixed duration), --seq-len N, --batch N, --lora-rank R\n"
              "  --concurrent N, --context-len N, --working-set-gb GB, --utilisation U\n"
              "  --fp64-work PFLOP (fp64: the work, so the time follows each GPU's FP64 rate)\n"
              "  --render-work H --reference-gpu MODEL (rendering: H hours on one MODEL; the time\n"
              "  follows each GPU's FP32 rate relative to it)\n"
              "  --prompt-tokens N, --output-tokens M (serving, per request; 1024 and 256)\n"
              "  --engine vllm|llama.cpp (whose measurements calibrate serving; vllm)\n"
              "  --stack cuda|rocm|any (the software the job needs; cuda: offers whose GPU does\n"
              "  not run it leave the ranking)\n"
              "  --dataset-gb GB, --storage-price P, --egress-gb GB, --egress-price P\n"
              "  --deadline-hours H (a job that cannot finish in H hours leaves the ranking;\n"
              "  training and serving with tokens rent the instances needed to finish in time,\n"
              "  up to --max-instances N, default 64)\n"
              "  --requests-per-second R (serving demand: each offer rents the replicas it\n"
              "  needs, a replica being the GPUs one copy of the model needs; the ranking\n"
              "  compares the cost of serving R; none by default)\n"
              "  --max-ttft-ms MS, --max-tpot-ms MS (latency limits: an offer that cannot meet\n"
              "  them at any batch leaves the ranking; none by default)\n"
              "  Memory is in GB of 10^9 bytes; a GPU sold as \"80 GB\" has 80 GiB (85.9 x 10^9\n"
              "  bytes), and the fit check compares both in 10^9 bytes. Full training counts\n"
              "  mixed-precision AdamW at 16 bytes per parameter (16-bit weights and gradients,\n"
              "  fp32 master copy and two fp32 moments); accelerate's \"training with Adam\"\n"
              "  figure is 4 x the model size at the load precision, 8 bytes per parameter for\n"
              "  a 16-bit load: it keeps no fp32 master copy or moments, a factor of two less.\n"
              "\n"
              "Common options:\n"
              "  --db PATH|URL                 catalog database (else $GPUSCOUT_DB, else the\n"
              "                                per-user catalog, created on first use), or a team\n"
              "                                catalog: postgresql://USER@HOST:PORT/DB?sslmode=MODE\n"
              "                                (the password comes from the keyring, ~/.pgpass or\n"
              "                                PGPASSWORD, never from the URL)\n"
              "  -h, --help                    this help\n"
              "  -v, --version                 the version\n"
              "\n"
              "Exit status: 0 success, 2 bad input, 1 other failure.\n");
}

int notYet(const QString &what)
{
    printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: '%1' is not yet available in this version.").arg(what));
    return ExitFailure;
}

// Rankings, reports and exports of offers show no price history: not read.
std::shared_ptr<const Catalog> loadCatalog(const QCommandLineParser &parser, int *exitCode,
                                           CatalogDatabase::Parts parts = CatalogDatabase::Parts::WithoutHistory)
{
    return loadCommandCatalog(parser, exitCode, parts);
}

// --top K: a whole number of 1 or more.
bool topOption(const QCommandLineParser &parser, int *top)
{
    bool ok = false;
    const int value = parser.value(QStringLiteral("top")).toInt(&ok);
    if (!ok || value < 1) {
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: --top '%1' is not valid; expected a whole number of 1 or more")
                     .arg(parser.value(QStringLiteral("top"))));
        return false;
    }
    *top = value;
    return true;
}

// The catalog and the scenario of rank and report; null with the exit code set when either is bad.
// The catalog at the buyer's prices, unless --list-prices; says on stderr which terms ended
// or end soon, and when a team catalog keeps its price book from this login.
std::shared_ptr<const Catalog> atYourPrices(std::shared_ptr<const Catalog> catalog, const QCommandLineParser &parser,
                                            PriceBookUse *use)
{
    if (parser.isSet(QStringLiteral("list-prices"))) {
        *use = PriceBookUse{};
        use->listPrices = true;
        return catalog;
    }
    const QDate today = QDate::currentDate();
    catalog = applyPriceBook(std::move(catalog), today.toString(Qt::ISODate), use);
    for (const PriceTerm &t : std::as_const(use->expired))
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: price book term %1 (%2) ended on %3: its offers are ranked on list prices")
                     .arg(t.id).arg(t.ref, t.validUntil));
    for (const PriceTerm &t : std::as_const(use->expiringSoon))
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: price book term %1 (%2) ends on %3")
                     .arg(t.id).arg(t.ref, t.validUntil));
    if (use->hidden)
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: negotiated prices are hidden from this login; ranked on list prices"));
    return catalog;
}

std::shared_ptr<const Catalog> catalogAndScenario(const QCommandLineParser &parser, Scenario *scenario, int *exitCode,
                                                  PriceBookUse *use = nullptr,
                                                  CatalogDatabase::Parts parts = CatalogDatabase::Parts::WithoutHistory)
{
    PriceBookUse local;
    auto catalog = atYourPrices(loadCatalog(parser, exitCode, parts), parser, use ? use : &local);
    if (!catalog)
        return nullptr;
    QString error;
    if (!scenarioFromOptions(parser, *catalog, scenario, &error)) {
        printErr(QStringLiteral("gpuscout: ") + error);
        *exitCode = ExitBadInput;
        return nullptr;
    }
    const QString weightError = validateWeights(scenario->weights);
    if (!weightError.isEmpty()) {
        printErr(QStringLiteral("gpuscout: --weights: ") + weightError);
        *exitCode = ExitBadInput;
        return nullptr;
    }
    return catalog;
}

// --stale-after DAYS, else the window's stale limit (the same QSettings value).
bool printOptions(const QCommandLineParser &parser, RankPrintOptions *options)
{
    options->staleAfterDays = AppSettings().staleAfterDays();
    if (parser.isSet(QStringLiteral("stale-after"))) {
        bool ok = false;
        const int days = parser.value(QStringLiteral("stale-after")).toInt(&ok);
        if (!ok || days < 1) {
            printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: --stale-after '%1' is not valid; expected a whole number of days, 1 or more")
                         .arg(parser.value(QStringLiteral("stale-after"))));
            return false;
        }
        options->staleAfterDays = days;
    }
    if (parser.isSet(QStringLiteral("top")) && !topOption(parser, &options->top))
        return false;
    options->allRegions = parser.isSet(QStringLiteral("all-regions"));
    return true;
}

int runRank(const QCommandLineParser &parser)
{
    const QString format = formatOption(parser, QString(), {QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json")});
    RankFormat rankFormat;
    if (!rankFormatFromKey(format, &rankFormat))
        return ExitBadInput;
    RankPrintOptions print;
    if (!printOptions(parser, &print))
        return ExitBadInput;
    int exitCode = ExitOk;
    Scenario scenario;
    const auto catalog = catalogAndScenario(parser, &scenario, &exitCode, &print.priceBook);
    if (!catalog)
        return exitCode;
    const RankingResult result = rankCatalog(catalog, scenario);
    if (noPriceInCatalog(result) && rankFormat != RankFormat::Table)
        printErr(QStringLiteral("gpuscout: ") + noPriceInCatalogText(result.billing));
    return printOut(formatRanking(result, scenario, rankFormat, print));
}

// Success prints nothing on stdout and one line on stderr: "Wrote FILE (N pages)".
// A report that cannot be written (missing or unwritable folder) is not bad input: exit 1.
// `sensitivity`: for each criterion, the share range within which the winner stays.
int runSensitivity(const QCommandLineParser &parser)
{
    const QString format = formatOption(parser, QStringLiteral("sensitivity"), {QStringLiteral("table"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitBadInput;
    int exitCode = ExitOk;
    Scenario scenario;
    const auto catalog = catalogAndScenario(parser, &scenario, &exitCode);
    if (!catalog)
        return exitCode;
    const PreparedOffers prepared = prepare(*catalog, scenario);
    if (prepared.size() == 0) {
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: no offer passes the constraints, so there is no winner to test"));
        return ExitFailure;
    }
    return printOut(formatSensitivity(*catalog, prepared, weightIntervals(prepared, scenario.weights),
                                      format == QLatin1String("json")));
}

// `estimate`: the workload's memory breakdown, the background articles' rule of thumb and its training
// FLOPs; no catalog needed.
int runEstimate(const QCommandLineParser &parser)
{
    const QString format = formatOption(parser, QStringLiteral("estimate"), {QStringLiteral("table"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitBadInput;
    if (!hasWorkloadOptions(parser)) {
        printErr(QCoreApplication::translate("gpuscout::CommandLine",
                                             "gpuscout: estimate needs a workload; give --task and --params (or --model), see gpuscout --help"));
        return ExitBadInput;
    }
    Workload workload;
    QString error;
    if (!workloadFromOptions(parser, Workload{}, &workload, &error)) {
        printErr(QStringLiteral("gpuscout: ") + error);
        return ExitBadInput;
    }
    return printOut(formatEstimate(workload, format == QLatin1String("json")));
}

int runReport(const QCommandLineParser &parser)
{
    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty()) {
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: report needs --out FILE.pdf, the file to write"));
        return ExitBadInput;
    }
    const QString lang = parser.value(QStringLiteral("lang")).trimmed().toLower();
    ReportOptions options;
    if (lang == QLatin1String("zh") || lang == QLatin1String("zh_cn") || lang == QLatin1String("zh-cn")) {
        options.language = QStringLiteral("zh_CN");
    } else if (lang.isEmpty() || lang == QLatin1String("en")) {
        options.language = QStringLiteral("en");
    } else {
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: --lang '%1' is not known; expected zh or en")
                     .arg(parser.value(QStringLiteral("lang"))));
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("top")) && !topOption(parser, &options.topN))
        return ExitBadInput;
    options.organisation = parser.value(QStringLiteral("org"));
    options.author = parser.value(QStringLiteral("author"));
    RankPrintOptions limits; // --stale-after, else the window's stale limit
    if (!printOptions(parser, &limits))
        return ExitBadInput;
    options.staleAfterDays = limits.staleAfterDays;
    options.priceHistory = parser.isSet(QStringLiteral("price-history"));
    int exitCode = ExitOk;
    Scenario scenario;
    // Without the history: the Prices over Time page draws the file's stored lines, or reads
    // the history of its GPUs' offers alone.
    const auto catalog = catalogAndScenario(parser, &scenario, &exitCode, nullptr, CatalogDatabase::Parts::WithoutHistory);
    if (!catalog)
        return exitCode;
    RankingResult result = rankCatalog(catalog, scenario);
    const QList<int> compared = topDistinctInstanceTypes(result, 3);
    // Both outlive the report: its page reads the stored lines through them.
    CatalogDatabase db;
    bool readFailed = false;
    if (options.priceHistory) {
        if (db.open(resolveCatalogPath(parser.value(QStringLiteral("db")))) == CatalogDatabase::Status::Failed) {
            printErr(QStringLiteral("gpuscout: ") + db.errorString());
            return ExitFailure;
        }
        prepareReportHistory(
            &result, compared, scenario.billing,
            [&db, &readFailed, catalog](const PriceSeriesQuery &query, QList<PriceSeriesLine> *lines) {
                bool served = false;
                readFailed = readFailed || !db.loadPriceSeries(*catalog, query, lines, &served);
                return served;
            },
            [&db, &readFailed](const QList<qint64> &offerIds) {
                QList<PriceChange> history;
                readFailed = readFailed || !db.loadPriceHistory(offerIds, &history);
                return history;
            },
            &options.storedLines);
        if (readFailed) {
            printErr(QStringLiteral("gpuscout: ") + db.errorString());
            return ExitFailure;
        }
    }
    QString error;
    int pages = 0;
    if (!writeReport(out, result, scenario, compared, options, &error, &pages)) {
        printErr(QStringLiteral("gpuscout: ") + error);
        return ExitFailure;
    }
    printErr(QCoreApplication::translate("gpuscout::CommandLine", "Wrote %1 (%n page(s))", nullptr, pages).arg(out));
    return ExitOk;
}

int runCatalog(const QCommandLineParser &parser)
{
    const QStringList pos = parser.positionalArguments();
    const QString sub = pos.value(1);
    if (sub == QLatin1String("import"))
        return runCatalogImport(parser);
    if (sub == QLatin1String("template"))
        return runCatalogTemplate(parser);
    if (sub == QLatin1String("stats"))
        return runCatalogStats(parser);
    if (sub == QLatin1String("rfq"))
        return runCatalogRfq(parser);
    if (sub == QLatin1String("update"))
        return runCatalogUpdate(parser);
    if (sub == QLatin1String("gcp-key"))
        return runCatalogGcpKey(parser);
    if (sub == QLatin1String("keys"))
        return runCatalogKeys(parser);
    if (sub == QLatin1String("measure"))
        return runCatalogMeasure(parser);
    if (sub == QLatin1String("price-book"))
        return runCatalogPriceBook(parser);
    if (sub == QLatin1String("history"))
        return runCatalogHistory(parser);
    if (isTeamCatalogCommand(sub))
        return runTeamCatalogCommand(parser);
    if (sub != QLatin1String("export")) {
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: 'catalog %1' is not a command; expected 'catalog export', 'catalog import FILE', 'catalog template', 'catalog stats', "
                                             "'catalog rfq', 'catalog update SOURCE', 'catalog gcp-key', 'catalog keys', 'catalog measure', 'catalog price-book', 'catalog history', 'catalog init-server URL', 'catalog push URL', 'catalog pull URL', "
                                             "'catalog grant URL LOGIN ROLE' or 'catalog revoke URL LOGIN'")
                     .arg(sub));
        return ExitBadInput;
    }
    const QString format = formatOption(parser, QStringLiteral("catalog export"), {QStringLiteral("csv"), QStringLiteral("json")});
    if (format.isEmpty())
        return ExitBadInput;
    const QString what = parser.value(QStringLiteral("what")).toLower();
    if (!what.isEmpty() && what != QLatin1String("catalog") && what != QLatin1String("ranking")
        && what != QLatin1String("needs-quote") && what != QLatin1String("history")) {
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: --what '%1' is not known; expected catalog, ranking, needs-quote or history").arg(what));
        return ExitBadInput;
    }
    int exitCode = ExitOk;
    if (what == QLatin1String("ranking")) {
        // The ranking `rank` prints for the same options, in its CSV or JSON columns, listed
        // as the window's table shows it under the scenario's view ("table": search, column
        // filters, order, price period): the same model decides the rows for both.
        RankPrintOptions print;
        if (!printOptions(parser, &print))
            return ExitBadInput;
        Scenario scenario;
        const auto catalog = catalogAndScenario(parser, &scenario, &exitCode);
        if (!catalog)
            return exitCode;
        const RankingResult result = rankCatalog(catalog, scenario);
        RankingModel table;
        table.setToday(print.today);
        table.setStaleAfterDays(print.staleAfterDays);
        table.setGrouped(!print.allRegions);
        table.setResult(result);
        table.setView(scenario.view);
        listingOf(table, &print);
        return printOut(formatRanking(result, scenario, format == QLatin1String("json") ? RankFormat::Json : RankFormat::Csv, print));
    }
    if (what == QLatin1String("history")) {
        // A catalog file's history goes out as it is read; a team catalog's export is its
        // audit trail, read whole.
        CatalogDatabase db;
        const QString path = resolveCatalogPath(parser.value(QStringLiteral("db")));
        if (db.open(path) == CatalogDatabase::Status::Failed) {
            printErr(QStringLiteral("gpuscout: ") + db.errorString());
            return db.failure() == CatalogDatabase::Failure::BadFile ? ExitBadInput : ExitFailure;
        }
        if (!db.teamServer()) {
            int written = ExitOk;
            if (!db.streamPriceHistory(format == QLatin1String("json"), [&](const QByteArray &piece) { return (written = printOutput(piece)) == ExitOk; })) {
                if (written == ExitOk)
                    printErr(QStringLiteral("gpuscout: ") + db.errorString());
                return ExitFailure;
            }
            return ExitOk;
        }
    }
    // The catalog's JSON carries its price history; the offers' CSV does not.
    const bool withHistory = what == QLatin1String("history") || format == QLatin1String("json");
    const auto catalog = loadCatalog(parser, &exitCode, withHistory ? CatalogDatabase::Parts::Everything : CatalogDatabase::Parts::WithoutHistory);
    if (!catalog)
        return exitCode;
    if (what == QLatin1String("history")) // a team catalog's audit trail, or a file's price history
        return printOut(format == QLatin1String("json") ? priceHistoryJson(*catalog) : priceHistoryCsv(*catalog));
    const OfferSelection which = what == QLatin1String("needs-quote") ? OfferSelection::NeedsQuote : OfferSelection::All;
    return printOut(format == QLatin1String("json") ? catalogJson(*catalog, which) : catalogOffersCsv(*catalog, which));
}

int runCommand(const QCommandLineParser &parser)
{
    // A write to a team catalog that has to wait for another writer says who it waits for.
    TeamCatalogServer::setLockWaitNotice([](const QString &text) { printError(QStringLiteral("gpuscout: ") + text); });
    const QString command = parser.positionalArguments().value(0);
    if (command == QLatin1String("rank"))
        return runRank(parser);
    if (command == QLatin1String("estimate"))
        return runEstimate(parser);
    if (command == QLatin1String("sensitivity"))
        return runSensitivity(parser);
    if (command == QLatin1String("report"))
        return runReport(parser);
    if (command == QLatin1String("catalog"))
        return runCatalog(parser);
    if (command == QLatin1String("perf"))
        return runPerf(parser);
    if (Commands.contains(command))
        return notYet(command);
    printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: '%1' is not a command; expected one of %2 (see gpuscout --help)")
                 .arg(command, Commands.join(QStringLiteral(", "))));
    return ExitBadInput;
}

} // namespace

bool wantsCommandLine(const QStringList &arguments)
{
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (a == QLatin1String("--db") || a == QLatin1String("--scenario")) {
            ++i; // their values are not commands
            continue;
        }
        if (a == QLatin1String("-h") || a == QLatin1String("--help") || a == QLatin1String("-v")
            || a == QLatin1String("--version") || a == QLatin1String("--help-all"))
            return true;
        if (!a.startsWith(u'-'))
            return true; // a sub-command, known or not: the command line answers
    }
    return false;
}

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    addScenarioOptions(&parser);
    parser.addOption({QStringList{QStringLiteral("h"), QStringLiteral("help"), QStringLiteral("help-all")}, QCoreApplication::translate("gpuscout::CommandLine", "Show this help.")});
    parser.addOption({QStringList{QStringLiteral("v"), QStringLiteral("version")}, QCoreApplication::translate("gpuscout::CommandLine", "Show the version.")});
    parser.addOption({QStringLiteral("db"), QCoreApplication::translate("gpuscout::CommandLine", "Catalog database."), QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("format"), QCoreApplication::translate("gpuscout::CommandLine", "Output format."), QStringLiteral("FORMAT")});
    parser.addOption({QStringLiteral("top"), QCoreApplication::translate("gpuscout::CommandLine", "Print only the first K results."), QStringLiteral("K")});
    parser.addOption({QStringLiteral("all-regions"), QCoreApplication::translate("gpuscout::CommandLine", "List every feasible offer, not one row per machine.")});
    parser.addOption({QStringLiteral("out"), QCoreApplication::translate("gpuscout::CommandLine", "Output file."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("org"), QCoreApplication::translate("gpuscout::CommandLine", "Organisation named in the report."), QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("author"), QCoreApplication::translate("gpuscout::CommandLine", "Author named in the report."), QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("lang"), QCoreApplication::translate("gpuscout::CommandLine", "Report language."), QStringLiteral("zh|en")});
    parser.addOption({QStringLiteral("what"), QCoreApplication::translate("gpuscout::CommandLine", "What catalog export prints."), QStringLiteral("catalog|ranking|needs-quote")});
    parser.addOption({QStringLiteral("stale-after"), QCoreApplication::translate("gpuscout::CommandLine", "Mark prices older than this many days stale."), QStringLiteral("DAYS")});
    parser.addOption({QStringLiteral("encoding"), QCoreApplication::translate("gpuscout::CommandLine", "Text encoding of the imported file."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("add-providers"), QCoreApplication::translate("gpuscout::CommandLine", "Let the import add providers the catalog lacks.")});
    parser.addOption({QStringLiteral("dry-run"), QCoreApplication::translate("gpuscout::CommandLine", "Show what the import would do; write nothing.")});
    parser.addOption({QStringLiteral("skip-rejected"), QCoreApplication::translate("gpuscout::CommandLine", "Import the good rows even when some are rejected.")});
    parser.addOption({QStringLiteral("price-history"), QCoreApplication::translate("gpuscout::CommandLine", "Add the Prices over time page to the report.")});
    parser.addOption({QStringLiteral("before"), QCoreApplication::translate("gpuscout::CommandLine", "Prune the history replaced before this day."), QStringLiteral("DATE")});
    parser.addOption({QStringLiteral("keep-monthly"), QCoreApplication::translate("gpuscout::CommandLine", "Keep the last price of each month when pruning.")});
    parser.addOption({QStringLiteral("since"), QCoreApplication::translate("gpuscout::CommandLine", "First day of the price history shown."), QStringLiteral("DATE")});
    parser.addOption({QStringLiteral("from"), QCoreApplication::translate("gpuscout::CommandLine", "A downloaded price list (file or folder) instead of the network."), QStringLiteral("FILE")});
    for (const auto &[name, what, value] : {
             std::tuple{"instance", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "Instance type a trial run used."), "TYPE"},
             std::tuple{"gpus", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "GPUs a trial run used (default: the instance's)."), "N"},
             std::tuple{"tokens-per-second", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "Measured tokens per second."), "X"},
             std::tuple{"ttft-ms", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "Measured time to first token."), "MS"},
             std::tuple{"tpot-ms", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "Measured time per output token."), "MS"},
             std::tuple{"step-seconds", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "Measured seconds per training step."), "S"},
             std::tuple{"minutes", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "Measured minutes to train --tokens."), "MIN"},
             std::tuple{"date", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "Date of a trial run (YYYY-MM-DD)."), "DATE"},
             std::tuple{"notes", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "Notes on a trial run or a price book term."), "TEXT"},
             std::tuple{"discount", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "A price book term's discount off the list price, in percent."), "PCT"},
             std::tuple{"price", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "A price book term's fixed price."), "X"},
             std::tuple{"per", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "What a fixed price is for: hour (default) or month."), "hour|month"},
             std::tuple{"valid-from", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "The first day a price book term applies."), "DATE"},
             std::tuple{"valid-until", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "The last day a price book term applies."), "DATE"},
             std::tuple{"ref", QT_TRANSLATE_NOOP("gpuscout::CommandLine", "The contract a price book term comes from."), "TEXT"}})
        parser.addOption({QString::fromLatin1(name), QCoreApplication::translate("gpuscout::CommandLine", what), QString::fromLatin1(value)});
    parser.addOption({QStringLiteral("commitment"), QCoreApplication::translate("gpuscout::CommandLine", "The price book term is a commitment with its own billing mode.")});
    parser.addOption({QStringLiteral("account-prices"), QCoreApplication::translate("gpuscout::CommandLine", "Write the account's own prices to the price book.")});
    parser.addOption({QStringLiteral("list-prices"), QCoreApplication::translate("gpuscout::CommandLine", "Rank on list prices, not the price book's.")});
    parser.addOption({QStringLiteral("base-url"), QCoreApplication::translate("gpuscout::CommandLine", "Another server (scheme, host, port) for the vendor's price list."), QStringLiteral("URL")});

    if (!parser.parse(arguments)) {
        printErr(QStringLiteral("gpuscout: ") + parser.errorText() + QCoreApplication::translate("gpuscout::CommandLine", " (see gpuscout --help)"));
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        return printOut((QCoreApplication::applicationName() + u' ' + QCoreApplication::applicationVersion() + u'\n')
                            .toUtf8());
    }
    if (parser.isSet(QStringLiteral("help"))) {
        return printOut(usage().toUtf8());
    }
    try {
        return runCommand(parser);
    } catch (const std::bad_alloc &) {
        // Unwinding has given the memory back, so one line can still be printed; a file
        // whose content would not fit must not abort the program with a core dump.
        printErr(QCoreApplication::translate("gpuscout::CommandLine", "gpuscout: out of memory; the command was stopped (its input needs more memory than this process may use)"));
        return ExitFailure;
    }
}

} // namespace gpuscout::CommandLine
