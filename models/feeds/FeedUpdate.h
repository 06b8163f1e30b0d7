#pragma once

#include "feeds/FeedJob.h"

#include <QList>
#include <QObject>
#include <QStringList>

#include <memory>

class QNetworkAccessManager;

namespace gpuscout {

// Several sources, one after another (the machine has one network link; the offer files
// are large), into one import document: the records of every source, their editions as
// sources, their warnings prefixed with the source. All or nothing: when any source fails,
// ok() is false and the caller applies nothing.
class FeedUpdate final : public QObject
{
    Q_OBJECT

public:
    FeedUpdate(QList<FeedJobOptions> sources, InstanceDirectory directory, QNetworkAccessManager *manager,
               QObject *parent = nullptr);
    ~FeedUpdate() override;

    void start();
    void cancel();

    bool ok() const { return m_failure == FeedJob::Failure::None; }
    // The failure that decides the exit status: Cancelled, else Network, else Input, else Data.
    FeedJob::Failure failure() const { return m_failure; }
    QStringList errors() const { return m_errors; }
    QStringList notes() const { return m_notes; }
    const ImportDocument &document() const { return m_document; }
    int sourceCount() const { return static_cast<int>(m_sources.size()); }

    // The documents of several sources as one (lines renumbered, issues prefixed).
    static ImportDocument merge(const QList<ImportDocument> &documents);

Q_SIGNALS:
    void progressed(const gpuscout::FeedProgress &progress);
    void sourceFinished(gpuscout::FeedSource source, bool ok, const QString &error);
    void finished();

private:
    void next();

    QList<FeedJobOptions> m_sources;
    InstanceDirectory m_directory;
    QNetworkAccessManager *m_manager;
    std::unique_ptr<FeedJob> m_job;
    int m_index = -1;
    bool m_cancelled = false;
    FeedJob::Failure m_failure = FeedJob::Failure::None;
    QStringList m_errors;
    QStringList m_notes;
    QList<ImportDocument> m_documents;
    ImportDocument m_document;
};

} // namespace gpuscout
