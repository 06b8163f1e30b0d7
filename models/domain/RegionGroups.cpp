#include "domain/RegionGroups.h"

#include <QCoreApplication>

#include <array>

namespace gpuscout {

namespace {

bool startsWithAny(const QString &s, std::initializer_list<const char *> prefixes)
{
    for (const char *p : prefixes) {
        if (s.startsWith(QLatin1String(p)))
            return true;
    }
    return false;
}

bool containsAny(const QString &s, std::initializer_list<const char *> words)
{
    for (const char *w : words) {
        if (s.contains(QLatin1String(w)))
            return true;
    }
    return false;
}

// Chinese clouds name their regions 华北, 华东, 华南, 西南 (north, east, south, south-west China).
bool containsChineseRegionWord(const QString &s)
{
    for (const char16_t *w : {u"华北", u"华东", u"华南", u"西南", u"中国"}) {
        if (s.contains(QStringView(w)))
            return true;
    }
    return false;
}

// Marketplace regions read "State, CC, Continent" (Vast.ai).
bool fromCountryAndContinent(const QString &region, RegionGroup *out)
{
    const QStringList parts = region.split(u',');
    if (parts.size() != 3)
        return false;
    const QString country = parts[1].trimmed().toUpper();
    const QString continent = parts[2].trimmed().toUpper();
    if (country == QLatin1String("CN"))
        *out = RegionGroup::MainlandChina;
    else if (continent == QLatin1String("NA"))
        *out = RegionGroup::NorthAmerica;
    else if (continent == QLatin1String("EU"))
        *out = RegionGroup::Europe;
    else if (continent == QLatin1String("AS") || continent == QLatin1String("OC"))
        *out = RegionGroup::AsiaPacific;
    else
        *out = RegionGroup::Other;
    return true;
}

} // namespace

RegionGroup regionGroup(const QString &region)
{
    RegionGroup group;
    if (fromCountryAndContinent(region, &group))
        return group;
    const QString r = region.trimmed().toLower();
    if (r.isEmpty())
        return RegionGroup::Other;
    // Country codes as a whole name (RunPod): US, CA, CZ, IS, NL, NO, RO, SE, ...
    static const std::array<const char *, 2> northAmericaCodes{"us", "ca"};
    static const std::array<const char *, 14> europeCodes{"cz", "is", "nl", "no", "ro", "se", "de", "fr",
                                                          "gb", "uk", "fi", "pl", "it", "es"};
    for (const char *c : northAmericaCodes) {
        if (r == QLatin1String(c))
            return RegionGroup::NorthAmerica;
    }
    for (const char *c : europeCodes) {
        if (r == QLatin1String(c))
            return RegionGroup::Europe;
    }
    if (startsWithAny(r, {"cn-", "china"}) || containsAny(r, {"beijing", "shanghai", "hangzhou", "shenzhen",
                                                                "guangzhou", "chengdu"})
        || containsChineseRegionWord(r))
        return RegionGroup::MainlandChina;
    if (startsWithAny(r, {"me-", "me ", "israel", "qatar", "uae", "southafrica", "africa", "af-", "brazil", "br-",
                          "sa-", "chile", "southamerica"}))
        return RegionGroup::Other;
    if (startsWithAny(r, {"us", "northamerica", "canada", "ca-", "mexico", "tor", "east coast", "west coast"})
        || containsAny(r, {"centralus", "eastus", "westus", "southcentralus", "northcentralus"}))
        return RegionGroup::NorthAmerica;
    if (startsWithAny(r, {"eu", "europe", "uk", "france", "germany", "sweden", "norway", "switzerland", "poland",
                          "italy", "spain", "fin", "netherlands", "it-", "iceland", "ireland"})
        || containsAny(r, {"europe"}))
        return RegionGroup::Europe;
    if (startsWithAny(r, {"asia", "ap-", "au", "japan", "jp-", "korea", "india", "jioindia", "centralindia",
                          "southindia", "eastasia", "southeastasia", "indonesia", "malaysia", "singapore",
                          "hongkong", "taiwan", "in1", "in2", "in-"}))
        return RegionGroup::AsiaPacific;
    return RegionGroup::Other;
}

QString regionGroupName(RegionGroup group)
{
    switch (group) {
    case RegionGroup::MainlandChina: return QCoreApplication::translate("gpuscout::RegionGroups", "Mainland China");
    case RegionGroup::AsiaPacific: return QCoreApplication::translate("gpuscout::RegionGroups", "Asia-Pacific");
    case RegionGroup::NorthAmerica: return QCoreApplication::translate("gpuscout::RegionGroups", "North America");
    case RegionGroup::Europe: return QCoreApplication::translate("gpuscout::RegionGroups", "Europe");
    case RegionGroup::Other: return QCoreApplication::translate("gpuscout::RegionGroups", "Other and unspecified");
    }
    return {};
}

QString regionGroupKey(RegionGroup group)
{
    switch (group) {
    case RegionGroup::MainlandChina: return QStringLiteral("mainland-china");
    case RegionGroup::AsiaPacific: return QStringLiteral("asia-pacific");
    case RegionGroup::NorthAmerica: return QStringLiteral("north-america");
    case RegionGroup::Europe: return QStringLiteral("europe");
    case RegionGroup::Other: return QStringLiteral("other");
    }
    return {};
}

} // namespace gpuscout
