#include "cli/CatalogKeysCommand.h"

#include "cli/CommandLine.h"
#include "cli/CommandOutput.h"
#include "keys/CloudKeyStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <iostream>
#include <string>

namespace gpuscout {

namespace {

using CommandLine::ExitBadInput;
using CommandLine::ExitFailure;
using CommandLine::ExitOk;

// lupdate files a call of this helper under the namespace, "gpuscout": so does the lookup.
QString tr(const char *text)
{
    return QCoreApplication::translate("gpuscout", text);
}

void printErr(const QString &line)
{
    printError(line);
}

void printOut(const QString &text)
{
    printOutput(terminalText(text).toUtf8());
}

QString vendorKeys()
{
    QStringList keys;
    for (FeedSource s : ChinaFeedSources)
        keys << feedSourceKey(s);
    return keys.join(QStringLiteral(", "));
}

bool vendorFrom(const QString &text, FeedSource *out)
{
    return feedSourceFromKey(text, out) && feedNeedsAccessKey(*out);
}

} // namespace

int runCatalogKeys(const QCommandLineParser &parser)
{
    const QStringList pos = parser.positionalArguments();
    const QString action = pos.value(2).toLower();
    QString error;
    if (action == QLatin1String("list")) {
        QString out;
        for (FeedSource s : ChinaFeedSources) {
            CloudKeyStore::Key key;
            const ApiKeyStore::Status status = CloudKeyStore::forRun(s, &key, &error);
            if (status == ApiKeyStore::Status::Unavailable) {
                printErr(QStringLiteral("gpuscout: ") + error);
                return ExitFailure;
            }
            out += feedSourceKey(s).leftJustified(9) + u' '
                + (status == ApiKeyStore::Status::Ok
                       ? (key.from == QLatin1String("keyring") ? tr("%1 in the desktop keyring") : tr("%1 from %2")).arg(CloudKeyStore::maskedId(key.id), key.from)
                       : tr("no key"))
                + u'\n';
        }
        printOut(out);
        return ExitOk;
    }
    FeedSource vendor;
    if ((action != QLatin1String("set") && action != QLatin1String("remove")) || !vendorFrom(pos.value(3), &vendor)) {
        printErr(tr("gpuscout: expected 'catalog keys set VENDOR' (reads the key id and the secret, one line each, from standard input), 'catalog keys remove VENDOR' or 'catalog keys list'; VENDOR is one of %1")
                     .arg(vendorKeys()));
        return ExitBadInput;
    }
    if (action == QLatin1String("remove")) {
        if (CloudKeyStore::remove(vendor, &error) == ApiKeyStore::Status::Unavailable) {
            printErr(QStringLiteral("gpuscout: ") + error);
            return ExitFailure;
        }
        printErr(tr("No %1 access key is stored any more.").arg(feedSourceKey(vendor)));
        return ExitOk;
    }
    std::string idLine;
    std::string secretLine;
    std::getline(std::cin, idLine);
    std::getline(std::cin, secretLine);
    const QString id = QString::fromStdString(idLine).trimmed();
    const QString secret = QString::fromStdString(secretLine).trimmed();
    if (id.isEmpty() || secret.isEmpty()) {
        printErr(tr("gpuscout: catalog keys set reads two lines from standard input, the access key id and then the secret; %1 was empty")
                     .arg(id.isEmpty() ? tr("the id") : tr("the secret")));
        return ExitBadInput;
    }
    if (id.contains(u' ') || secret.contains(u' ')) {
        printErr(tr("gpuscout: an access key id or secret has no spaces; give the id on the first line and the secret on the second"));
        return ExitBadInput;
    }
    if (CloudKeyStore::write(vendor, id, secret, &error) != ApiKeyStore::Status::Ok) {
        printErr(QStringLiteral("gpuscout: ") + error);
        return ExitFailure;
    }
    printErr(tr("The %1 access key %2 is stored in the desktop keyring.").arg(feedSourceKey(vendor), CloudKeyStore::maskedId(id)));
    return ExitOk;
}

} // namespace gpuscout
