#pragma once

#include "domain/Catalog.h"

#include <QObject>
#include <QString>

#include <memory>

class QUndoStack;

namespace gpuscout {

class RankingController;

// The one way the window changes the catalog: the editor, the importer and the rate table
// hand it a whole new catalog, it writes the file in one transaction and only then gives
// the catalog to the controller, so the ranking never shows what the file does not hold.
// On failure nothing changes, in the file or on screen.
//
// Every change lands on undoStack() holding the catalog before and after it (copies share
// their lists, so a one-offer edit costs one copy of the offer list), and undo and redo
// write through the same path. Successive edits of one currency's rate merge into one step.
class CatalogStore final : public QObject
{
    Q_OBJECT

public:
    static constexpr int UndoLimit = 50;

    CatalogStore(RankingController *controller, const QString &path, QObject *parent = nullptr);
    ~CatalogStore() override;

    QString path() const { return m_path; }
    std::shared_ptr<const Catalog> catalog() const;
    QUndoStack *undoStack() const { return m_undo; }

    // description names the step in the Undo menu ("Edit offer p5.48xlarge").
    bool replace(const Catalog &catalog, QString *error, const QString &description = QString());
    bool setRate(const ExchangeRate &rate, QString *error);

Q_SIGNALS:
    void catalogReplaced();
    // An undo or redo could not write the file: the catalog stays as it was and the undo
    // history is dropped, since it no longer matches the file.
    void undoFailed(const QString &error);

private:
    friend class CatalogChange;
    bool write(const Catalog &catalog, QString *error);
    bool replaceMerging(const Catalog &catalog, QString *error, const QString &description, const QString &mergeKey);
    void reportUndoFailure(const QString &error);

    RankingController *m_controller;
    QString m_path;
    QUndoStack *m_undo;
};

} // namespace gpuscout
