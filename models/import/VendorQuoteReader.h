#pragma once

#include <QStringList>

namespace gpuscout {

struct ImportDocument;
class ImportTable;

// The quote sheet procurement staff fill in from a vendor's offer: one row per instance
// with provider, instance, gpu, count, region, price, currency, billing (on-demand, spot,
// reserved-1y, monthly or 按量, 竞价, 包年, 包月) and optionally valid_until, as_of,
// notes, zone, vcpus, ram_gib and price_unit (hour, the default, or month: divided by
// 730 hours). Headers may be in Chinese (供应商, 实例规格, 显卡, 卡数, 地域, 单价, 币种,
// 计费方式, 有效期, ...). The price goes into the record's price for its billing mode.
void readVendorQuote(const ImportTable &table, ImportDocument *doc);

// The English column names, in template order.
QStringList vendorQuoteColumns();
// True when the header has the columns that make a quote sheet (instance, price, billing).
bool looksLikeVendorQuote(const ImportTable &table);

} // namespace gpuscout
