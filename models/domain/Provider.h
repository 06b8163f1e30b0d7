#pragma once

#include "domain/Unknown.h"

#include <QString>

namespace gpuscout {

struct Provider {
    QString key;          // "aws", "alibaba", ...
    QString name;         // "AWS"
    QString nameZh;       // "亚马逊云科技"
    QString kind;         // hyperscaler | gpu-cloud | marketplace
    QString homeCurrency; // USD, CNY
    double slaPercent = Unknown; // single-instance SLA; Unknown = no published SLA
    QString slaAppliesTo;
    bool marketplace = false;
    QString slaSource;
    QString slaAsOf;
    QString notes;
};

} // namespace gpuscout
