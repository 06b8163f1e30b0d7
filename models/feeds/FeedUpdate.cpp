#include "feeds/FeedUpdate.h"

#include <QSet>

namespace gpuscout {

namespace {

int severity(FeedJob::Failure f)
{
    switch (f) {
    case FeedJob::Failure::None: return 0;
    case FeedJob::Failure::Data: return 1;
    case FeedJob::Failure::Input: return 2;
    case FeedJob::Failure::Network: return 3;
    case FeedJob::Failure::Cancelled: return 4;
    }
    return 0;
}

} // namespace

FeedUpdate::FeedUpdate(QList<FeedJobOptions> sources, InstanceDirectory directory, QNetworkAccessManager *manager, QObject *parent)
    : QObject(parent)
    , m_sources(std::move(sources))
    , m_directory(std::move(directory))
    , m_manager(manager)
{
}

FeedUpdate::~FeedUpdate() = default;

void FeedUpdate::start()
{
    m_index = -1;
    next();
}

void FeedUpdate::cancel()
{
    m_cancelled = true;
    if (m_job)
        m_job->cancel();
}

void FeedUpdate::next()
{
    if (m_job) {
        const FeedJob::Failure f = m_job->failure();
        if (f != FeedJob::Failure::None) {
            m_errors << m_job->error();
            if (severity(f) > severity(m_failure))
                m_failure = f;
        } else {
            m_documents << m_job->document();
        }
        for (const QString &n : m_job->notes())
            m_notes << feedSourceKey(m_job->source()) + QStringLiteral(": ") + n;
        Q_EMIT sourceFinished(m_job->source(), f == FeedJob::Failure::None, m_job->error());
        m_job.release()->deleteLater();
    }
    ++m_index;
    if (m_cancelled && m_failure == FeedJob::Failure::None)
        m_failure = FeedJob::Failure::Cancelled;
    // After a cancellation nothing more is fetched; after another failure the rest still
    // run, so that one update names every problem at once.
    if (m_index >= m_sources.size() || m_failure == FeedJob::Failure::Cancelled) {
        if (ok())
            m_document = merge(m_documents);
        Q_EMIT finished();
        return;
    }
    m_job = std::make_unique<FeedJob>(m_sources[m_index], m_directory, m_manager);
    connect(m_job.get(), &FeedJob::progressed, this, &FeedUpdate::progressed);
    connect(m_job.get(), &FeedJob::finished, this, &FeedUpdate::next);
    m_job->start();
}

ImportDocument FeedUpdate::merge(const QList<ImportDocument> &documents)
{
    if (documents.size() == 1)
        return documents.first();
    ImportDocument out;
    out.format = ImportFormat::PriceFeed;
    out.encoding = QStringLiteral("UTF-8");
    QStringList names;
    QSet<QString> sourceKeys;
    int offset = 0;
    for (const ImportDocument &d : documents) {
        names << d.fileName;
        int last = 0;
        for (ImportRecord r : d.records) {
            last = std::max(last, r.line);
            r.line += offset;
            out.records << r;
        }
        for (ImportIssue issue : d.rejected) {
            last = std::max(last, issue.line);
            issue.line += offset;
            issue.message = d.fileName + QStringLiteral(": ") + issue.message;
            out.rejected << issue;
        }
        for (ImportIssue w : d.warnings) {
            w.message = d.fileName + QStringLiteral(": ") + w.message;
            out.warnings << w;
        }
        for (const Source &s : d.sources) {
            if (!sourceKeys.contains(s.key)) {
                sourceKeys.insert(s.key);
                out.sources << s;
            }
        }
        offset += last;
    }
    out.fileName = names.join(QStringLiteral(", "));
    return out;
}

} // namespace gpuscout
