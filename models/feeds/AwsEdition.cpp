#include "feeds/AwsEdition.h"

#include "feeds/FeedReadControl.h"
#include "feeds/FeedValues.h"

#include <QCoreApplication>
#include <QDate>

namespace gpuscout {

Source awsEdition(const QString &version, const QString &publicationDate, const FeedReadControl &control)
{
    QString day = FeedValues::isoDay(publicationDate);
    const bool published = !day.isEmpty();
    if (!published)
        day = control.fetchedOn.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : control.fetchedOn;
    Source s;
    s.key = QStringLiteral("aws-price-list-") + day;
    s.name = published
        ? QCoreApplication::translate("gpuscout::AwsEdition", "AWS Price List Bulk API, AmazonEC2 offer file version %1 (published %2)")
              .arg(version.isEmpty() ? QStringLiteral("?") : version, day)
        : QCoreApplication::translate("gpuscout::AwsEdition", "AWS Price List Bulk API, AmazonEC2 offer file (no publication date; read %1)").arg(day);
    s.url = control.url;
    s.asOf = day;
    s.licence = QCoreApplication::translate("gpuscout::AwsEdition", "AWS public list prices (AWS Site Terms); credit AWS and the date");
    s.notes = QCoreApplication::translate("gpuscout::AwsEdition", "Linux, shared tenancy, no pre-installed software; on-demand and 1-year standard reserved with no upfront payment");
    return s;
}

} // namespace gpuscout
