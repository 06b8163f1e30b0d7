#include "import/ImportPlan.h"

#include "domain/Catalog.h"
#include "domain/LabelPool.h"
#include "import/ImportGpuMatch.h"
#include "import/ImportOfferMerge.h"
#include "catalog/OfferChecks.h"
#include "catalog/PriceUpdate.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <vector>

namespace gpuscout {

namespace {

// An offer's key, and the key of its region, as shared copies of its texts: keys built
// by joining the texts were three allocations a row of a 100,000-row file.
struct OfferKey {
    int provider = -1;
    QString instance;
    QString region;
    QString zone;
    bool operator==(const OfferKey &o) const = default;
};
size_t qHash(const OfferKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.provider, k.instance, k.region, k.zone);
}

OfferKey offerKey(int provider, const QString &instance, const QString &region, const QString &zone)
{
    return {provider, instance, region, zone};
}

OfferKey regionKey(int provider, const QString &instance, const QString &region)
{
    return {provider, instance, region, QString()};
}

// Lower-case ASCII letters and digits joined by '-': "Example Cloud" -> "example-cloud".
QString slug(const QString &text)
{
    QString out;
    for (const QChar c : text.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            out += c;
        else if (!out.isEmpty() && !out.endsWith(u'-'))
            out += u'-';
    }
    while (out.endsWith(u'-'))
        out.chop(1);
    return out;
}

bool hasNonLatin(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() > 0x2FF; });
}

// A record on its way through the plan: pass 1 resolves its provider and folds quote
// lines together, pass 2 matches it against the catalog. Its row is the plan row of the
// same index: the rows are built where they stay (a second list of 100,000 rows, each with
// its offer, was a third of a large import's peak memory).
struct Pending {
    ImportRecord *record = nullptr; // in the run's records (or an empty one for a line the reader rejected)
    int provider = -1;              // index into the working catalog
};

class Planner
{
public:
    Planner(const Catalog &current, const ImportSettings &settings)
        : m_current(current)
        , m_settings(settings)
        , m_work(current)
        , m_medians(current)
    {
        for (int i = 0; i < current.offers.size(); ++i) {
            const Offer &o = current.offers[i];
            m_byKey.insert(offerKey(o.provider, o.instanceType, o.region, o.zone), i);
            m_byRegion[regionKey(o.provider, o.instanceType, o.region)] << i;
        }
    }

    // A document no one else holds gives up its records: they move into the work list and
    // are dropped as soon as each is matched, so that a large file is not held twice.
    ImportPlan run(ImportDocument doc);
    QList<Source> m_documentSources; // the sources a price feed's document defines

private:
    void resolveProvider(Pending *p, ImportRow *row);
    bool foldOrKeep(Pending p, ImportRow &row, QHash<OfferKey, int> *seen);
    void match(Pending *p, ImportRow *row);
    QString sourceFor(const ImportRecord &r);
    void finish(ImportPlan *plan);

    const Catalog &m_current;
    const ImportSettings &m_settings;
    Catalog m_work; // the catalog plus the providers and sources the import creates
    PriceMedians m_medians;
    QHash<OfferKey, int> m_byKey;
    QHash<OfferKey, QList<int>> m_byRegion;
    QHash<QString, std::pair<int, QString>> m_gpuByName; // rows without a memory size: GPU index, or why none
    LabelPool m_labels; // the new offers' texts
    QStringList m_unknownProviders;
    std::vector<Pending> m_pending;
    QList<ImportRow> m_rows; // m_rows[i] is m_pending[i]'s row, in the order read
};

void reject(ImportRow *row, const QString &column, const QString &message)
{
    row->status = ImportRow::Status::Rejected;
    row->column = column;
    row->message = message;
}

void Planner::resolveProvider(Pending *p, ImportRow *row)
{
    QString name = trimmedText(p->record->provider);
    if (name.isEmpty())
        name = trimmedText(m_settings.defaultProvider);
    row->provider = name;
    if (name.isEmpty()) {
        reject(row, QStringLiteral("provider"),
               QCoreApplication::translate("gpuscout::ImportPlan", "no provider: the row does not name one and none was chosen for the file; expected one of %1")
                   .arg(m_current.providerKeys().join(QStringLiteral(", "))));
        return;
    }
    p->provider = m_work.providerIndex(name);
    if (p->provider >= 0) {
        row->provider = m_work.providers[p->provider].key;
        row->addsProvider = p->provider >= m_current.providers.size();
        return;
    }
    if (!m_settings.addUnknownProviders) {
        row->unknownProvider = true;
        if (!m_unknownProviders.contains(name))
            m_unknownProviders << name;
        reject(row, QStringLiteral("provider"),
               QCoreApplication::translate("gpuscout::ImportPlan", "unknown provider '%1'; expected one of %2, or let the import add new providers")
                   .arg(name, m_current.providerKeys().join(QStringLiteral(", "))));
        return;
    }
    Provider added;
    QString key = slug(name);
    if (key.isEmpty()) // a Chinese name: no letters to make a key of, so the name is the key
        key = name.simplified().replace(u' ', u'-');
    const QString base = key;
    for (int n = 2; m_work.providerIndex(key) >= 0; ++n)
        key = base + u'-' + QString::number(n);
    added.key = key;
    added.name = name;
    if (hasNonLatin(name))
        added.nameZh = name;
    added.kind = QStringLiteral("gpu-cloud");
    added.homeCurrency = p->record->currency;
    added.notes = QCoreApplication::translate("gpuscout::ImportPlan", "Added by the import of %1 on %2.")
                      .arg(QFileInfo(m_settings.sourceName).fileName(), m_settings.today);
    m_work.providers << added;
    p->provider = static_cast<int>(m_work.providers.size()) - 1;
    row->provider = key;
    row->addsProvider = true;
}

// A later line for the same offer is a duplicate, unless it gives only billing modes the
// earlier one left empty, for the same GPU, count and currency: a quote sheet's next mode.
// `row` is the last of m_rows, made in place (a row is large: moving 100,000 of them into
// the list was a fortieth of an import); false when the line folds into an earlier row and
// its own is to be taken out.
bool Planner::foldOrKeep(Pending p, ImportRow &row, QHash<OfferKey, int> *seen)
{
    const auto keep = [&] {
        m_pending.push_back(p);
        return true;
    };
    if (row.status == ImportRow::Status::Rejected)
        return keep();
    const ImportRecord &r = *p.record;
    const OfferKey key = offerKey(p.provider, trimmedText(r.instanceType), trimmedText(r.region), trimmedText(r.zone));
    const auto it = seen->constFind(key);
    if (it == seen->cend()) {
        seen->insert(key, static_cast<int>(m_pending.size()));
        return keep();
    }
    Pending &first = m_pending[static_cast<std::size_t>(*it)];
    ImportRow &firstRow = m_rows[*it];
    QString conflict;
    if (!mergeQuoteLine(first.record, r, &conflict)) {
        reject(&row, conflict, conflict.isEmpty()
            ? QCoreApplication::translate("gpuscout::ImportPlan", "duplicate of line %1 (same provider, instance type, region and zone)").arg(firstRow.line)
            : QCoreApplication::translate("gpuscout::ImportPlan", "gives the offer of line %1 with a different %2").arg(firstRow.line).arg(conflict));
        return keep();
    }
    firstRow.mergedLines << r.line;
    return false;
}

QString Planner::sourceFor(const ImportRecord &r)
{
    const QString key = trimmedText(r.source).isEmpty() ? m_settings.sourceKey : trimmedText(r.source);
    if (m_work.sourceIndex(key) < 0) {
        for (const Source &defined : std::as_const(m_documentSources)) {
            if (defined.key == key) {
                m_work.sources << defined;
                return key;
            }
        }
        Source s;
        s.key = key;
        s.asOf = m_settings.today;
        s.url = QFileInfo(m_settings.sourceName).fileName();
        if (key == m_settings.sourceKey) {
            s.name = m_settings.sourceName;
        } else {
            s.name = key;
            s.notes = QCoreApplication::translate("gpuscout::ImportPlan", "Named by %1, imported on %2.").arg(s.url, m_settings.today);
        }
        m_work.sources << s;
    }
    return key;
}

void Planner::match(Pending *p, ImportRow *out)
{
    ImportRow &row = *out;
    const ImportRecord &r = *p->record;
    row.instanceType = trimmedText(r.instanceType);
    row.region = trimmedText(r.region);
    row.zone = trimmedText(r.zone);
    row.gpu = trimmedText(r.gpu);
    if (row.status == ImportRow::Status::Rejected)
        return;
    QString message;
    int gpu = -1;
    if (isKnown(r.gpuMemoryGb)) {
        gpu = matchImportGpu(m_work, r, &message);
    } else {
        // A file names a few GPUs in many rows: each name is looked up once (an import adds
        // no GPU, so the answer holds for the whole plan).
        auto known = m_gpuByName.constFind(r.gpu);
        if (known == m_gpuByName.cend()) {
            const int index = matchImportGpu(m_work, r, &message);
            known = m_gpuByName.insert(r.gpu, {index, message});
        }
        gpu = known->first;
        message = known->second;
    }
    if (gpu < 0) {
        reject(&row, QStringLiteral("gpu"), message);
        return;
    }
    row.gpu = m_work.gpus[gpu].model;

    int found = m_byKey.value(offerKey(p->provider, row.instanceType, row.region, row.zone), -1);
    if (found < 0 && row.zone.isEmpty()) {
        const QList<int> inRegion = m_byRegion.value(regionKey(p->provider, row.instanceType, row.region));
        if (inRegion.size() == 1)
            found = inRegion.first();
    }
    const QString source = sourceFor(r);
    const QString asOf = r.asOf.isEmpty() ? m_settings.today : r.asOf;
    if (found >= 0) {
        const Offer &old = m_current.offers[found];
        if (!r.currency.isEmpty() && r.currency.compare(old.currency, Qt::CaseInsensitive) != 0) {
            reject(&row, QStringLiteral("currency"),
                   QCoreApplication::translate("gpuscout::ImportPlan", "the catalog prices this offer in %1, the file in %2; give the prices in %1 (an import never mixes currencies in one offer)")
                       .arg(old.currency, r.currency));
            return;
        }
        row.offerIndex = found;
        row.offer = mergeIntoOffer(old, r, gpu, source, asOf, &row.warnings, m_settings.confirmUnchangedPrices);
        row.changes = offerChanges(m_work, old, row.offer);
        const bool onlySource = row.changes.size() == 1 && row.changes.first().field == QLatin1String("source");
        if (row.changes.isEmpty() || onlySource) {
            row.status = ImportRow::Status::Unchanged;
            row.changes.clear();
            row.warnings.clear();
            return;
        }
        row.status = ImportRow::Status::Updated;
    } else {
        row.offer = offerFromRecord(r, p->provider, gpu, source, asOf, &m_labels);
        row.status = ImportRow::Status::Added;
    }
    const QList<OfferProblem> problems = checkOffer(m_work, row.offer, m_medians, m_settings.today);
    QStringList errors;
    for (const OfferProblem &problem : problems) {
        if (problem.severity == OfferProblem::Severity::Error) {
            if (errors.isEmpty())
                row.column = problem.field;
            errors << problem.message;
        } else {
            row.warnings << problem.message;
        }
    }
    if (!errors.isEmpty()) {
        reject(&row, row.column, errors.join(u' '));
        row.warnings.clear();
    }
}

ImportRow readerRejection(const ImportIssue &issue)
{
    ImportRow row;
    row.line = issue.line;
    reject(&row, issue.column, issue.message);
    return row;
}

void Planner::finish(ImportPlan *plan)
{
    // Providers and sources are kept only for the rows that apply; a provider's index
    // follows the catalog's last one in the order first used.
    QMap<int, int> providerIndex;
    QSet<QString> usedSources;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const ImportRow &row = m_rows.at(i);
        const int provider = m_pending[static_cast<std::size_t>(i)].provider;
        if (!row.applies())
            continue;
        usedSources.insert(row.offer.source);
        if (provider >= m_current.providers.size() && !providerIndex.contains(provider))
            providerIndex.insert(provider, -1);
    }
    int next = static_cast<int>(m_current.providers.size());
    for (auto it = providerIndex.begin(); it != providerIndex.end(); ++it) {
        it.value() = next++;
        plan->newProviders << m_work.providers[it.key()];
    }
    for (qsizetype i = m_current.sources.size(); i < m_work.sources.size(); ++i) {
        if (usedSources.contains(m_work.sources[i].key))
            plan->newSources << m_work.sources[i];
    }
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        ImportRow &row = m_rows[i];
        const int provider = m_pending[static_cast<std::size_t>(i)].provider;
        if (row.applies() && providerIndex.contains(provider))
            row.offer.provider = providerIndex.value(provider);
    }
    // By line: an order of indices is sorted, and the rows follow it in place, one cycle of
    // the permutation at a time (rows the reader rejected come first; records are read in
    // line order, so most files need no move at all).
    std::vector<int> order(static_cast<std::size_t>(m_rows.size()));
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return m_rows.at(a).line < m_rows.at(b).line; });
    for (std::size_t start = 0; start < order.size(); ++start) {
        if (order[start] < 0 || order[start] == static_cast<int>(start))
            continue;
        // Position k takes the row from order[k]: follow the cycle through `start`.
        ImportRow held = std::move(m_rows[static_cast<qsizetype>(start)]);
        std::size_t k = start;
        while (order[k] != static_cast<int>(start)) {
            const auto from = static_cast<std::size_t>(order[k]);
            m_rows[static_cast<qsizetype>(k)] = std::move(m_rows[static_cast<qsizetype>(from)]);
            order[k] = -1;
            k = from;
        }
        m_rows[static_cast<qsizetype>(k)] = std::move(held);
        order[k] = -1;
    }
    m_pending.clear();
    plan->rows = std::move(m_rows);
    m_rows = {};
    plan->unknownProviders = m_unknownProviders;
}

ImportPlan Planner::run(ImportDocument doc)
{
    ImportPlan plan;
    plan.fileName = doc.fileName;
    plan.format = doc.format;
    plan.encoding = doc.encoding;
    plan.fatalError = doc.fatalError;
    plan.today = m_settings.today;
    plan.fileWarnings = doc.warnings;
    plan.skipped = doc.skipped;
    if (!doc.ok())
        return plan;
    m_documentSources = doc.sources;

    // The records, this run's own: a document shared with the caller is copied once here
    // (a later write would otherwise detach the list under the pointers taken into it).
    QList<ImportRecord> records = std::move(doc.records);
    records.detach();
    ImportRecord none; // the record of a line the reader rejected
    QHash<OfferKey, int> seen;
    QMap<int, int> readerRows; // line -> index in the rows, so a line's issues make one row
    const std::size_t count = static_cast<std::size_t>(doc.rejected.size() + records.size());
    m_pending.reserve(count);
    m_rows.reserve(static_cast<qsizetype>(count));
    seen.reserve(records.size()); // grown a doubling at a time, it was rehashed 17 times
    for (const ImportIssue &issue : std::as_const(doc.rejected)) {
        const auto it = readerRows.constFind(issue.line);
        if (it != readerRows.cend() && issue.line > 0) {
            ImportRow &row = m_rows[*it];
            row.message += QStringLiteral("; ") + (issue.column.isEmpty() ? issue.message : issue.column + QStringLiteral(": ") + issue.message);
            continue;
        }
        readerRows.insert(issue.line, static_cast<int>(m_rows.size()));
        m_pending.push_back(Pending{&none, -1});
        m_rows.append(readerRejection(issue));
    }
    for (ImportRecord &r : records) {
        Pending p{&r, -1};
        ImportRow &row = m_rows.emplaceBack();
        row.line = r.line;
        row.status = ImportRow::Status::Added; // until found otherwise
        resolveProvider(&p, &row);
        if (!foldOrKeep(p, row, &seen))
            m_rows.removeLast();
    }
    seen = {}; // a key per offer of the file: its room goes to the offers matched next
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        Pending &p = m_pending[static_cast<std::size_t>(i)];
        match(&p, &m_rows[i]);
        if (p.record != &none)
            *p.record = ImportRecord{}; // matched: its texts are the row's now, or dropped
        p.record = nullptr;
    }
    records = {};
    finish(&plan);
    return plan;
}

} // namespace

ImportSettings importSettingsFor(const QString &fileName, const QString &today)
{
    ImportSettings s;
    s.today = isIsoDate(today) ? today : QDate::currentDate().toString(Qt::ISODate);
    const QString file = QFileInfo(fileName).fileName();
    QString stem = slug(QFileInfo(fileName).completeBaseName());
    if (stem.isEmpty())
        stem = QStringLiteral("file");
    s.sourceKey = QStringLiteral("import-%1-%2").arg(stem, s.today);
    s.sourceName = file.isEmpty() ? QCoreApplication::translate("gpuscout::ImportPlan", "Import of %1").arg(s.today)
                                  : QCoreApplication::translate("gpuscout::ImportPlan", "Import of %1 on %2").arg(file, s.today);
    return s;
}

int ImportPlan::count(ImportRow::Status status) const
{
    return static_cast<int>(std::count_if(rows.cbegin(), rows.cend(), [&](const ImportRow &r) { return r.status == status; }));
}

int ImportPlan::warningCount() const
{
    return static_cast<int>(std::count_if(rows.cbegin(), rows.cend(), [](const ImportRow &r) { return r.applies() && !r.warnings.isEmpty(); }));
}

int ImportPlan::applyCount() const
{
    return static_cast<int>(std::count_if(rows.cbegin(), rows.cend(), [](const ImportRow &r) { return r.applies(); }));
}

QString importStatusKey(ImportRow::Status status)
{
    switch (status) {
    case ImportRow::Status::Added: return QStringLiteral("added");
    case ImportRow::Status::Updated: return QStringLiteral("updated");
    case ImportRow::Status::Unchanged: return QStringLiteral("unchanged");
    case ImportRow::Status::Rejected: return QStringLiteral("rejected");
    }
    return QString();
}

namespace {

ImportSettings completed(const ImportSettings &settings, const ImportDocument &doc)
{
    ImportSettings s = settings;
    if (!isIsoDate(s.today))
        s.today = QDate::currentDate().toString(Qt::ISODate);
    if (s.sourceKey.isEmpty()) {
        const ImportSettings d = importSettingsFor(doc.fileName, s.today);
        s.sourceKey = d.sourceKey;
        s.sourceName = d.sourceName;
    }
    return s;
}

} // namespace

ImportPlan planImport(const Catalog &current, const ImportDocument &doc, const ImportSettings &settings)
{
    return Planner(current, completed(settings, doc)).run(doc);
}

ImportPlan planImport(const Catalog &current, ImportDocument &&doc, const ImportSettings &settings)
{
    const ImportSettings s = completed(settings, doc);
    return Planner(current, s).run(std::move(doc));
}

namespace {

// `take` gives the row's offer: a copy, or the offer itself from a plan being consumed.
template<typename Take>
Catalog applyRows(const Catalog &current, const ImportPlan &plan, Take take)
{
    Catalog out = current;
    out.providers << plan.newProviders;
    out.sources << plan.newSources;
    out.offers.reserve(out.offers.size() + plan.count(ImportRow::Status::Added));
    qint64 nextId = nextOfferId(current);
    for (qsizetype i = 0; i < plan.rows.size(); ++i) {
        const ImportRow &row = plan.rows[i];
        if (row.status == ImportRow::Status::Updated && row.offerIndex >= 0 && row.offerIndex < out.offers.size()) {
            const Offer &old = current.offers[row.offerIndex];
            // The editor's history rule records each replaced price; the merge has already
            // decided every figure and date of the new row, which then replaces the old.
            for (BillingMode m : AllBillingModes) {
                if (isKnown(old.priceFor(m)) && row.offer.priceFor(m) != old.priceFor(m))
                    recordPriceChange(out, row.offerIndex, m, row.offer.priceFor(m), row.offer.priceAsOfFor(m), plan.today);
            }
            Offer updated = take(i);
            updated.id = old.id;
            out.offers[row.offerIndex] = std::move(updated);
        } else if (row.status == ImportRow::Status::Unchanged && row.offerIndex >= 0 && row.offerIndex < out.offers.size()) {
            // Nothing to show in the preview, but a feed saw these prices again.
            out.offers[row.offerIndex].priceConfirmed = row.offer.priceConfirmed;
        } else if (row.status == ImportRow::Status::Added) {
            Offer added = take(i);
            added.id = nextId++;
            out.offers << std::move(added);
        }
    }
    return out;
}

} // namespace

Catalog applyPlan(const Catalog &current, const ImportPlan &plan)
{
    return applyRows(current, plan, [&](qsizetype i) { return plan.rows[i].offer; });
}

Catalog applyPlan(const Catalog &current, ImportPlan &&plan)
{
    if (!plan.rows.isDetached())
        return applyPlan(current, std::as_const(plan));
    // Moving each offer out leaves the rest of its row; the rows go when the plan does.
    return applyRows(current, plan, [&](qsizetype i) { return std::move(plan.rows[i].offer); });
}

} // namespace gpuscout
