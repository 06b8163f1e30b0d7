#include "feeds/FeedCollector.h"

#include "domain/Offer.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpuscout {

namespace {

// How many names a warning lists before it says "and N more".
constexpr int ListedNames = 12;

QString listed(QStringList names)
{
    std::sort(names.begin(), names.end());
    if (names.size() <= ListedNames)
        return names.join(QStringLiteral(", "));
    return QCoreApplication::translate("gpuscout::FeedCollector", "%1 and %n more", nullptr, static_cast<int>(names.size() - ListedNames))
        .arg(names.mid(0, ListedNames).join(QStringLiteral(", ")));
}

} // namespace

FeedCollector::FeedCollector(FeedSource source, InstanceDirectory instances, QStringList regions)
    : m_source(source)
    , m_provider(feedProviderKey(source))
    , m_instances(std::move(instances))
{
    for (const QString &r : std::as_const(regions)) {
        if (!r.trimmed().isEmpty())
            m_regions.insert(r.trimmed().toLower());
    }
}

void FeedCollector::beginEdition(const Source &edition)
{
    m_edition = edition;
    if (!m_editions.contains(edition.key))
        m_editions.insert(edition.key, edition);
}

bool FeedCollector::wantsRegion(const QString &region) const
{
    return m_regions.isEmpty() || m_regions.contains(region.trimmed().toLower());
}

void FeedCollector::reject(const QString &where, const QString &column, const QString &message)
{
    m_rejected << ImportIssue{++m_sequence, column, where.isEmpty() ? message : where + QStringLiteral(": ") + message};
}

void FeedCollector::warn(const QString &message)
{
    if (!m_warnings.contains(message))
        m_warnings << message;
}

void FeedCollector::add(const FeedPrice &p)
{
    if (!wantsRegion(p.region))
        return;
    const int sequence = ++m_sequence;
    if (!isKnown(p.perHour) || p.perHour < 0 || !std::isfinite(p.perHour) || p.perHour > MaxPricePerHour) {
        m_rejected << ImportIssue{sequence, billingModeKey(p.mode),
                                  QCoreApplication::translate("gpuscout::FeedCollector", "%1: the %2 price of %3 in %4 is not a price; expected a number of 0 or more per hour, at most 1,000,000")
                                      .arg(p.where, billingModeKey(p.mode), p.instanceType, p.region)};
        return;
    }
    if (p.perHour == 0) {
        if (m_zeroPrices++ == 0)
            m_firstZero = p.where.isEmpty() ? p.instanceType + u' ' + p.region : p.where;
        return;
    }
    const InstanceFacts *known = m_instances.find(m_provider, p.instanceType);
    InstanceFacts named;
    if (!known) {
        // The feed names the GPU (ec2instances.info): a new instance type can still be added.
        named.gpu = m_instances.gpuModel(p.gpuName);
        if (named.gpu.isEmpty() || !isKnown(p.gpuCount) || p.gpuCount <= 0) {
            m_unknownInstances.insert(p.instanceType);
            return;
        }
        named.instanceType = p.instanceType;
        named.gpuCount = p.gpuCount;
        known = &named;
    }
    ++m_prices;
    const QString key = p.instanceType.toLower() + u'\x1f' + p.region;
    auto it = m_entries.find(key);
    if (it == m_entries.end()) {
        Entry e;
        ImportRecord &r = e.record;
        r.line = sequence;
        r.provider = m_provider;
        r.instanceType = known->instanceType;
        r.family = known->family;
        r.gpu = known->gpu;
        r.gpuCount = isKnown(p.gpuCount) && p.gpuCount > 0 ? p.gpuCount : known->gpuCount;
        r.vcpus = isKnown(p.vcpus) ? p.vcpus : known->vcpus;
        r.ramGib = isKnown(p.ramGib) ? p.ramGib : known->ramGib;
        r.nvmeGb = known->nvmeGb;
        r.networkGbps = known->networkGbps;
        r.rdma = known->rdma;
        r.region = p.region;
        r.currency = p.currency;
        r.source = m_edition.key;
        r.asOf = m_edition.asOf;
        it = m_entries.insert(key, e);
    }
    Entry &e = *it;
    const std::size_t i = indexOf(p.mode);
    if (!e.record.currency.isEmpty() && p.currency.compare(e.record.currency, Qt::CaseInsensitive) != 0) {
        m_rejected << ImportIssue{sequence, QStringLiteral("currency"),
                                  QCoreApplication::translate("gpuscout::FeedCollector", "%1: %2 in %3 is priced in %4 here and in %5 elsewhere in the feed")
                                      .arg(p.where, p.instanceType, p.region, p.currency, e.record.currency)};
        return;
    }
    if (availabilityRank(p.availability) > availabilityRank(e.record.availability)) {
        e.record.availability = p.availability;
        e.record.availabilityAsOf = p.effective;
    }
    if (isKnown(e.record.price[i])) {
        const bool later = p.effective > e.effective[i];
        const bool sameDay = p.effective == e.effective[i];
        if (sameDay && p.perHour != e.record.price[i])
            ++m_conflicts;
        if (!later && !(sameDay && p.perHour < e.record.price[i]))
            return;
    }
    e.record.price[i] = p.perHour;
    e.record.accountPrice.set(i, isKnown(p.accountPerHour) && std::isfinite(p.accountPerHour) && p.accountPerHour > 0
                                     && p.accountPerHour <= MaxPricePerHour
                                 ? p.accountPerHour
                                 : Unknown);
    e.effective[i] = p.effective;
    if (isKnown(p.spotInterruption))
        e.record.spotInterruption = p.spotInterruption;
    auto &range = m_effectiveRange[e.record.source];
    if (!p.effective.isEmpty()) {
        if (range.first.isEmpty() || p.effective < range.first)
            range.first = p.effective;
        if (p.effective > range.second)
            range.second = p.effective;
    }
}

ImportDocument FeedCollector::document(const QString &name) const
{
    ImportDocument doc;
    doc.format = ImportFormat::PriceFeed;
    doc.fileName = name;
    doc.encoding = QStringLiteral("UTF-8");
    QList<const Entry *> entries;
    entries.reserve(m_entries.size());
    for (const Entry &e : m_entries)
        entries << &e;
    std::sort(entries.begin(), entries.end(), [](const Entry *a, const Entry *b) { return a->record.line < b->record.line; });
    QSet<QString> used;
    for (const Entry *e : std::as_const(entries)) {
        doc.records << e->record;
        used.insert(e->record.source);
    }
    QStringList keys(used.cbegin(), used.cend());
    std::sort(keys.begin(), keys.end());
    for (const QString &k : std::as_const(keys)) {
        Source s = m_editions.value(k);
        const auto range = m_effectiveRange.value(k);
        if (!range.first.isEmpty()) {
            const QString dates = range.first == range.second
                ? QCoreApplication::translate("gpuscout::FeedCollector", "prices effective %1").arg(range.first)
                : QCoreApplication::translate("gpuscout::FeedCollector", "prices effective %1 to %2").arg(range.first, range.second);
            s.notes = s.notes.isEmpty() ? dates : s.notes + QStringLiteral("; ") + dates;
        }
        doc.sources << s;
    }
    doc.rejected = m_rejected;
    for (const QString &w : m_warnings)
        doc.warnings << ImportIssue{0, QString(), w};
    if (!m_unknownInstances.isEmpty())
        doc.warnings << ImportIssue{0, QStringLiteral("instance_type"),
                                    QCoreApplication::translate("gpuscout::FeedCollector", "%n instance type(s) not in the catalog were left out, since the price list does not name their GPU: %1; add them with catalog import or the catalog editor to price them", nullptr,
                                                                static_cast<int>(m_unknownInstances.size()))
                                        .arg(listed(QStringList(m_unknownInstances.cbegin(), m_unknownInstances.cend())))};
    if (m_zeroPrices > 0)
        doc.warnings << ImportIssue{0, QString(),
                                    QCoreApplication::translate("gpuscout::FeedCollector", "%n price(s) of 0 left out as placeholders (the first: %1)", nullptr, m_zeroPrices)
                                        .arg(m_firstZero)};
    if (m_conflicts > 0)
        doc.warnings << ImportIssue{0, QString(),
                                    QCoreApplication::translate("gpuscout::FeedCollector", "%n price(s) given twice with the same effective date and different amounts: the lower was kept", nullptr, m_conflicts)};
    return doc;
}

} // namespace gpuscout
