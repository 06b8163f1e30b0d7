#include "itemmodels/OfferSearch.h"

#include "domain/Catalog.h"

namespace gpuscout {

OfferSearch::OfferSearch(const QString &text)
    // Any white space separates words (simplified() folds tabs and the ideographic space too).
    : m_words(text.simplified().split(u' ', Qt::SkipEmptyParts))
{
}

bool OfferSearch::matches(const Catalog &c, const Offer &o) const
{
    const Provider *provider = o.provider >= 0 && o.provider < c.providers.size() ? &c.providers[o.provider] : nullptr;
    const QString *gpu = o.gpu >= 0 && o.gpu < c.gpus.size() ? &c.gpus[o.gpu].model : nullptr;
    for (const QString &word : m_words) {
        const bool found = o.instanceType.contains(word, Qt::CaseInsensitive)
            || o.region.contains(word, Qt::CaseInsensitive)
            || (provider && (provider->name.contains(word, Qt::CaseInsensitive)
                             || provider->nameZh.contains(word, Qt::CaseInsensitive)
                             || provider->key.contains(word, Qt::CaseInsensitive)))
            || (gpu && gpu->contains(word, Qt::CaseInsensitive));
        if (!found)
            return false;
    }
    return true;
}

} // namespace gpuscout
