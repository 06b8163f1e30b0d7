#pragma once

#include "domain/Catalog.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <memory>

class QTimer;
class QUndoStack;

namespace gpuscout {

class CatalogDatabase;
class RankingController;

// The one way the window changes the catalog: the editor, the importer and the rate table
// hand it a whole new catalog, it writes the rows that differ from the catalog on screen in
// one transaction and only then gives the catalog to the controller, so the ranking never
// shows what the file does not hold. On failure nothing changes, in the file or on screen.
//
// Other programs may write the same file (a command-line import, a scheduled price update):
// each write is checked row by row against the file, so it lands on top of theirs and never
// overwrites their rows; a change to a row another program changed meanwhile is refused
// with the catalog reloaded. The store polls the file once a second (SQLite's data version,
// a cheap query) and reloads when another program wrote; pins follow their offers by id.
//
// Every change lands on undoStack() holding the catalog before and after it (copies share
// their lists, so a one-offer edit costs one copy of the offer list); undo writes the
// reverse change through the same checked path. Successive edits of one currency's rate
// merge into one step.
class CatalogStore final : public QObject
{
    Q_OBJECT

public:
    static constexpr int UndoLimit = 50;
    static constexpr int PollIntervalMs = 1000;

    CatalogStore(RankingController *controller, const QString &path, QObject *parent = nullptr);
    ~CatalogStore() override;

    QString path() const { return m_path; }
    std::shared_ptr<const Catalog> catalog() const;
    QUndoStack *undoStack() const { return m_undo; }

    // description names the step in the Undo menu ("Edit offer p5.48xlarge").
    bool replace(const Catalog &catalog, QString *error, const QString &description = QString());
    bool setRate(const ExchangeRate &rate, QString *error);

    // Reloads when another program changed the file since the last load or write; the
    // poll timer calls it. True when it reloaded.
    bool reloadIfChangedElsewhere();

Q_SIGNALS:
    // Just before the controller gets a new catalog (the old one is still its catalog()).
    void aboutToReplaceCatalog();
    void catalogReplaced();
    // Another program changed the file and the catalog on screen was reloaded from it.
    void catalogChangedElsewhere();
    // An undo or redo could not write the file: the catalog stays as it was and the undo
    // history is dropped, since it no longer matches the file.
    void undoFailed(const QString &error);

private:
    friend class CatalogChange;
    CatalogDatabase *database(QString *error);
    bool write(const Catalog &from, const Catalog &to, QString *error, QHash<qint64, qint64> *remapped);
    bool reload(QString *error);
    bool replaceMerging(const Catalog &catalog, QString *error, const QString &description, const QString &mergeKey);
    void reportUndoFailure(const QString &error);

    RankingController *m_controller;
    QString m_path;
    QUndoStack *m_undo;
    QTimer *m_poll;
    std::unique_ptr<CatalogDatabase> m_db; // one connection, so that its data version tells others' writes
};

} // namespace gpuscout
