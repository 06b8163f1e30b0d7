#pragma once

// Shared by the price-feed suites: the feeds' test catalog and a way to run one reader
// over a fixture or a literal.

#include "TestSupport.h"

#include "domain/Catalog.h"
#include "catalog/CatalogCsv.h"
#include "feeds/FeedCollector.h"
#include "feeds/FeedReadControl.h"
#include "feeds/InstanceDirectory.h"

#include <QBuffer>
#include <QFile>

namespace gpuscout::test {

// tests/fixtures/feeds/catalog: the bundled catalog's rows for the instance types the
// feed fixtures price.
inline Catalog feedCatalog()
{
    Catalog catalog;
    QString error;
    if (!readCatalogCsv(fixture(QStringLiteral("feeds/catalog")), &catalog, &error))
        qFatal("%s", qPrintable(error));
    return catalog;
}

inline QByteArray fixtureBytes(const QString &relative)
{
    QFile f(fixture(relative));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", qPrintable(relative));
    return f.readAll();
}

// Runs reader.read() over `bytes`; the reader is any of the feed readers.
template<typename Reader>
bool readBytes(Reader &reader, const QByteArray &bytes, const FeedReadControl &control = {})
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    if constexpr (requires { reader.read(&buffer, control); })
        return reader.read(&buffer, control);
    else
        return reader.read(&buffer);
}

// The record of an instance type in a region, or null.
inline const ImportRecord *findRecord(const ImportDocument &doc, const QString &instance, const QString &region)
{
    for (const ImportRecord &r : doc.records) {
        if (r.instanceType == instance && r.region == region)
            return &r;
    }
    return nullptr;
}

inline QString allWarnings(const ImportDocument &doc)
{
    QStringList out;
    for (const ImportIssue &w : doc.warnings)
        out << w.message;
    return out.join(u'\n');
}

} // namespace gpuscout::test
