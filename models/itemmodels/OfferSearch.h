#pragma once

#include <QStringList>

namespace gpuscout {

struct Catalog;
struct Offer;

// What a search box matches: the text is split into words, and an offer is shown when every
// word appears (case-insensitive) in one of its provider (key, English or Chinese name),
// instance type, region or GPU model. "a3-ultragpu asia" is a3-ultragpu machines in Asian
// regions; each further word narrows the list. Shared by the ranking and the catalog editor.
class OfferSearch
{
public:
    explicit OfferSearch(const QString &text = {});

    bool isEmpty() const { return m_words.isEmpty(); }
    const QStringList &words() const { return m_words; }
    bool matches(const Catalog &catalog, const Offer &offer) const;

private:
    QStringList m_words;
};

} // namespace gpuscout
