#pragma once

#include "domain/BillingMode.h"
#include "import/XlsxWriter.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpuscout {

struct Catalog;

// What a request for quotes asks: who asks, when, and which billing modes each offer gets
// a line for.
struct QuoteRequestOptions {
    QString organisation;  // the buyer, written on every line
    QString date;          // YYYY-MM-DD, the day of the request
    QList<BillingMode> billing{BillingMode::OnDemand, BillingMode::Reserved1y, BillingMode::Monthly};
};

// One vendor's request for quotes, in the quote-sheet format the importer reads back
// (VendorQuoteReader): one line per offer and billing mode with provider, instance, GPU,
// count, region, zone, vCPUs, RAM, billing, an empty price, currency, price unit (hour for
// on-demand and spot, month for monthly and for the 1-year term), an empty validity and
// quote date, notes, the buyer and the request date. Vendors whose home currency is CNY
// get Chinese headers and billing words (按量, 包年, 包月; price header 单价).
struct QuoteSheet {
    QString providerKey;
    QString title;         // the sheet's name: the provider's name (Chinese for Chinese vendors)
    bool chinese = false;
    QStringList header;
    QList<QStringList> rows;
};

// The offers `gpuscout catalog rfq` asks about by default: the provider's offers that need a
// quote, or all of its offers when none does; narrowed to the GPU models and regions given
// (empty lists: any).
QList<int> defaultQuoteOffers(const Catalog &catalog, int provider, const QStringList &gpus,
                              const QStringList &regions);

// One sheet per vendor of the offers (catalog offer indices), vendors in catalog order.
QList<QuoteSheet> buildQuoteRequest(const Catalog &catalog, const QList<int> &offers,
                                    const QuoteRequestOptions &options);

// A sheet as CSV (UTF-8 with a byte-order mark, so that spreadsheet programs show the
// Chinese text), or as an .xlsx worksheet (the price and validity columns shaded).
QByteArray quoteSheetCsv(const QuoteSheet &sheet);
XlsxSheetData quoteSheetXlsx(const QuoteSheet &sheet);

// Writes the request to `path`: .xlsx gives one workbook with a sheet per vendor; .csv one
// file per vendor (FILE.csv for one vendor, FILE-<provider>.csv for several). `written`
// lists the files. False with a message naming the file when one cannot be written, or when
// the suffix is neither .xlsx nor .csv.
bool writeQuoteRequest(const QString &path, const QList<QuoteSheet> &sheets, QStringList *written,
                       QString *error);

} // namespace gpuscout
