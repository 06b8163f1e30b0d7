#pragma once

#include <QString>
#include <QStringList>

namespace gpuscout {

struct Scenario;

// What GpuScout remembers between runs (QSettings): the last scenario, the recent
// scenario files, the language, the report's options, and the window's geometry and layout.
class AppSettings
{
public:
    static constexpr int MaxRecentFiles = 8;

    bool lastScenario(Scenario *out) const;
    void setLastScenario(const Scenario &scenario);

    QStringList recentFiles() const;
    void addRecentFile(const QString &path);
    void removeRecentFile(const QString &path);

    QString language() const; // "", "en" or "zh_CN"; "" follows the system
    void setLanguage(const QString &language);

    // What the last exported report named, and the length of its ranking.
    QString reportOrganisation() const;
    QString reportAuthor() const;
    int reportTopN() const; // 10 until set
    bool reportPriceHistory() const; // the Prices over time section; off until set
    void setReportPriceHistory(bool on);
    void setReportOptions(const QString &organisation, const QString &author, int topN);

    // Prices quoted longer ago are flagged stale (90 until set).
    int staleAfterDays() const;
    void setStaleAfterDays(int days);
    // The ranking hides offers dominated on all five criteria (off until set).
    bool hideDominated() const;
    void setHideDominated(bool hide);
    // Keys of the ranking columns hidden from the header's menu; `fallback` until set.
    QStringList rankingHiddenColumns(const QStringList &fallback) const;
    void setRankingHiddenColumns(const QStringList &keys);
    // ±N percentage points of the robustness and acceptability views (10 until set).
    int robustnessPoints() const;
    void setRobustnessPoints(int points);

    // Price updates: offer one on start when prices are older than this (0, the default: never);
    // the price lists and regions last chosen; a mirror for every source (empty: the vendors').
    // The Google Cloud key is not here: it lives in the desktop keyring (keys/ApiKeyStore).
    int priceCheckAfterDays() const;
    void setPriceCheckAfterDays(int days);
    QStringList priceUpdateSources() const; // aws and azure until set
    void setPriceUpdateSources(const QStringList &sources);
    QString priceUpdateRegions() const;
    void setPriceUpdateRegions(const QString &regions);
    QString priceFeedMirror() const;
    void setPriceFeedMirror(const QString &mirror);
    // The team catalog the window last connected to (Catalog -> Connect to Team Catalog),
    // used when neither --db nor $GPUSCOUT_DB names a catalog; empty: the local catalog.
    // A URL only: the password stays in the keyring.
    QString teamCatalogUrl() const;
    void setTeamCatalogUrl(const QString &url);

    QByteArray windowGeometry() const;
    QByteArray windowState() const;
    void setWindowGeometry(const QByteArray &geometry, const QByteArray &state);
};

} // namespace gpuscout
