#include "window/AppSettings.h"

#include "domain/Scenario.h"
#include "scenario/ScenarioJson.h"

#include <QFileInfo>

#include <algorithm>
#include <QJsonDocument>
#include <QSettings>

namespace gpuscout {

bool AppSettings::lastScenario(Scenario *out) const
{
    const QByteArray json = QSettings().value(QStringLiteral("scenario/last")).toByteArray();
    if (json.isEmpty())
        return false;
    QString error;
    return scenarioFromJson(QJsonDocument::fromJson(json).object(), out, &error);
}

void AppSettings::setLastScenario(const Scenario &scenario)
{
    QSettings().setValue(QStringLiteral("scenario/last"),
                         QJsonDocument(scenarioToJson(scenario)).toJson(QJsonDocument::Compact));
}

QStringList AppSettings::recentFiles() const
{
    return QSettings().value(QStringLiteral("scenario/recent")).toStringList();
}

void AppSettings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    QSettings().setValue(QStringLiteral("scenario/recent"), files);
}

void AppSettings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    QSettings().setValue(QStringLiteral("scenario/recent"), files);
}

QString AppSettings::language() const
{
    return QSettings().value(QStringLiteral("ui/language")).toString();
}

void AppSettings::setLanguage(const QString &language)
{
    QSettings().setValue(QStringLiteral("ui/language"), language);
}

QString AppSettings::reportOrganisation() const
{
    return QSettings().value(QStringLiteral("report/organisation")).toString();
}

QString AppSettings::reportAuthor() const
{
    return QSettings().value(QStringLiteral("report/author")).toString();
}

bool AppSettings::hideDominated() const
{
    return QSettings().value(QStringLiteral("ranking/hideDominated"), false).toBool();
}

void AppSettings::setHideDominated(bool hide)
{
    QSettings().setValue(QStringLiteral("ranking/hideDominated"), hide);
}

QStringList AppSettings::rankingHiddenColumns(const QStringList &fallback) const
{
    const QVariant keys = QSettings().value(QStringLiteral("ranking/hiddenColumns"));
    return keys.isValid() ? keys.toString().split(u',', Qt::SkipEmptyParts) : fallback;
}

void AppSettings::setRankingHiddenColumns(const QStringList &keys)
{
    // One string, so that "none hidden" (empty) is stored and read back as a choice, not as unset.
    QSettings().setValue(QStringLiteral("ranking/hiddenColumns"), keys.join(u','));
}

int AppSettings::robustnessPoints() const
{
    const int n = QSettings().value(QStringLiteral("insight/points"), 10).toInt();
    return n >= 1 && n <= 50 ? n : 10;
}

void AppSettings::setRobustnessPoints(int points)
{
    QSettings().setValue(QStringLiteral("insight/points"), points);
}

int AppSettings::reportTopN() const
{
    const int n = QSettings().value(QStringLiteral("report/top"), 10).toInt();
    return n >= 1 ? n : 10;
}

bool AppSettings::reportPriceHistory() const
{
    return QSettings().value(QStringLiteral("report/priceHistory"), false).toBool();
}

void AppSettings::setReportPriceHistory(bool on)
{
    QSettings().setValue(QStringLiteral("report/priceHistory"), on);
}

void AppSettings::setReportOptions(const QString &organisation, const QString &author, int topN)
{
    QSettings settings;
    settings.setValue(QStringLiteral("report/organisation"), organisation);
    settings.setValue(QStringLiteral("report/author"), author);
    settings.setValue(QStringLiteral("report/top"), topN);
}

QString AppSettings::teamCatalogUrl() const
{
    return QSettings().value(QStringLiteral("catalog/teamUrl")).toString();
}

void AppSettings::setTeamCatalogUrl(const QString &url)
{
    if (url.isEmpty())
        QSettings().remove(QStringLiteral("catalog/teamUrl"));
    else
        QSettings().setValue(QStringLiteral("catalog/teamUrl"), url);
}

int AppSettings::staleAfterDays() const
{
    const int days = QSettings().value(QStringLiteral("catalog/staleAfterDays"), 90).toInt();
    return days >= 1 ? days : 90;
}

void AppSettings::setStaleAfterDays(int days)
{
    QSettings().setValue(QStringLiteral("catalog/staleAfterDays"), days);
}

int AppSettings::priceCheckAfterDays() const
{
    return std::max(0, QSettings().value(QStringLiteral("prices/checkAfterDays"), 0).toInt());
}

void AppSettings::setPriceCheckAfterDays(int days)
{
    QSettings().setValue(QStringLiteral("prices/checkAfterDays"), std::max(0, days));
}

QStringList AppSettings::priceUpdateSources() const
{
    return QSettings().value(QStringLiteral("prices/sources"), QStringList{QStringLiteral("aws"), QStringLiteral("azure")}).toStringList();
}

void AppSettings::setPriceUpdateSources(const QStringList &sources)
{
    QSettings().setValue(QStringLiteral("prices/sources"), sources);
}

QString AppSettings::priceUpdateRegions() const
{
    return QSettings().value(QStringLiteral("prices/regions")).toString();
}

void AppSettings::setPriceUpdateRegions(const QString &regions)
{
    QSettings().setValue(QStringLiteral("prices/regions"), regions);
}

QString AppSettings::priceFeedMirror() const
{
    return QSettings().value(QStringLiteral("prices/mirror")).toString();
}

void AppSettings::setPriceFeedMirror(const QString &mirror)
{
    QSettings().setValue(QStringLiteral("prices/mirror"), mirror);
}

QByteArray AppSettings::windowGeometry() const
{
    return QSettings().value(QStringLiteral("ui/geometry")).toByteArray();
}

QByteArray AppSettings::windowState() const
{
    return QSettings().value(QStringLiteral("ui/state")).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry, const QByteArray &state)
{
    QSettings settings;
    settings.setValue(QStringLiteral("ui/geometry"), geometry);
    settings.setValue(QStringLiteral("ui/state"), state);
}

} // namespace gpuscout
