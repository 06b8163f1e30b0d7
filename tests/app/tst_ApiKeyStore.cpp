#include "keys/ApiKeyStore.h"
#include "keys/CloudKeyStore.h"

#include "TestSupport.h"
#include "TestMain.h"

#include <QDirIterator>
#include <QProcess>
#include <QtTest>

using namespace gpuscout;

// The GCP key in the desktop keyring. ctest runs this suite in a private D-Bus session
// with its own GNOME Keyring (tests/testlib/with-keyring.sh); where that cannot be set up
// (no dbus-run-session or gnome-keyring-daemon at configure time) the suite says so and
// skips, unless GPUSCOUT_REQUIRE_KEYRING is set (scripts/setup.sh installs both, so CI
// never skips).
class tst_ApiKeyStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        const QString missing = qEnvironmentVariable("GPUSCOUT_NO_KEYRING");
        if (!missing.isEmpty()) {
            if (qEnvironmentVariableIsSet("GPUSCOUT_REQUIRE_KEYRING"))
                QFAIL(qPrintable(QStringLiteral("no keyring for the test: ") + missing));
            QSKIP(qPrintable(QStringLiteral("no Secret Service for this test (%1); install dbus and gnome-keyring").arg(missing)));
        }
        qunsetenv("GPUSCOUT_GCP_API_KEY");
        for (FeedSource s : ChinaFeedSources) {
            qunsetenv(qPrintable(feedKeyEnvironment(s).first));
            qunsetenv(qPrintable(feedKeyEnvironment(s).second));
        }
    }

    void storeReadReplaceDelete()
    {
        QString error;
        QString key;
        ApiKeyStore::deleteGcpKey(&error);
        QCOMPARE(ApiKeyStore::readGcpKey(&key, &error), ApiKeyStore::Status::NotFound);
        QCOMPARE(ApiKeyStore::writeGcpKey(QStringLiteral("AIza-first"), &error), ApiKeyStore::Status::Ok);
        QCOMPARE(ApiKeyStore::readGcpKey(&key, &error), ApiKeyStore::Status::Ok);
        QCOMPARE(key, QStringLiteral("AIza-first"));
        QCOMPARE(ApiKeyStore::writeGcpKey(QStringLiteral("AIza-second"), &error), ApiKeyStore::Status::Ok);
        QCOMPARE(ApiKeyStore::readGcpKey(&key, &error), ApiKeyStore::Status::Ok);
        QCOMPARE(key, QStringLiteral("AIza-second"));
        QCOMPARE(ApiKeyStore::deleteGcpKey(&error), ApiKeyStore::Status::Ok);
        QCOMPARE(ApiKeyStore::readGcpKey(&key, &error), ApiKeyStore::Status::NotFound);
    }

    void environmentWinsForARun()
    {
        QString error;
        QString key;
        QCOMPARE(ApiKeyStore::writeGcpKey(QStringLiteral("AIza-keyring"), &error), ApiKeyStore::Status::Ok);
        qputenv("GPUSCOUT_GCP_API_KEY", "AIza-environment");
        QCOMPARE(ApiKeyStore::gcpKeyForRun(&key, &error), ApiKeyStore::Status::Ok);
        QCOMPARE(key, QStringLiteral("AIza-environment"));
        qunsetenv("GPUSCOUT_GCP_API_KEY");
        QCOMPARE(ApiKeyStore::gcpKeyForRun(&key, &error), ApiKeyStore::Status::Ok);
        QCOMPARE(key, QStringLiteral("AIza-keyring"));
        ApiKeyStore::deleteGcpKey(&error);
    }

    // The key never lands in a settings file: nothing under the test's config folder names it.
    void notInTheSettings()
    {
        QString error;
        QCOMPARE(ApiKeyStore::writeGcpKey(QStringLiteral("AIza-never-on-disk"), &error), ApiKeyStore::Status::Ok);
        QDirIterator it(qEnvironmentVariable("XDG_CONFIG_HOME"), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains("AIza-never-on-disk"), qPrintable(f.fileName()));
        }
        ApiKeyStore::deleteGcpKey(&error);
    }
    // The Chinese clouds' keys: one entry per vendor, id and secret; the vendor's own
    // environment variables win for a run (both needed).
    void cloudKeysPerVendor()
    {
        QString error;
        CloudKeyStore::Key key;
        CloudKeyStore::remove(FeedSource::Alibaba, &error);
        CloudKeyStore::remove(FeedSource::Tencent, &error);
        QCOMPARE(CloudKeyStore::read(FeedSource::Alibaba, &key, &error), ApiKeyStore::Status::NotFound);
        QCOMPARE(CloudKeyStore::write(FeedSource::Alibaba, QStringLiteral("LTAI5tKeyringId"), QStringLiteral("ali-secret"), &error), ApiKeyStore::Status::Ok);
        QCOMPARE(CloudKeyStore::read(FeedSource::Alibaba, &key, &error), ApiKeyStore::Status::Ok);
        QCOMPARE(key.id, QStringLiteral("LTAI5tKeyringId"));
        QCOMPARE(key.secret, QStringLiteral("ali-secret"));
        QCOMPARE(CloudKeyStore::read(FeedSource::Tencent, &key, &error), ApiKeyStore::Status::NotFound);
        qputenv("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5tEnvironment");
        QCOMPARE(CloudKeyStore::forRun(FeedSource::Alibaba, &key, &error), ApiKeyStore::Status::Ok);
        QCOMPARE(key.id, QStringLiteral("LTAI5tKeyringId")); // the secret variable is missing: the keyring's
        qputenv("ALIBABA_CLOUD_ACCESS_KEY_SECRET", "env-secret");
        QCOMPARE(CloudKeyStore::forRun(FeedSource::Alibaba, &key, &error), ApiKeyStore::Status::Ok);
        QCOMPARE(key.id, QStringLiteral("LTAI5tEnvironment"));
        QCOMPARE(key.from, QStringLiteral("ALIBABA_CLOUD_ACCESS_KEY_ID"));
        qunsetenv("ALIBABA_CLOUD_ACCESS_KEY_ID");
        qunsetenv("ALIBABA_CLOUD_ACCESS_KEY_SECRET");
        QCOMPARE(CloudKeyStore::remove(FeedSource::Alibaba, &error), ApiKeyStore::Status::Ok);
        QCOMPARE(CloudKeyStore::read(FeedSource::Alibaba, &key, &error), ApiKeyStore::Status::NotFound);
    }

    // The command line: set reads two lines from standard input; list masks the id and
    // never prints a secret; remove deletes.
    void keysOnTheCommandLine()
    {
        const auto gpuscout = [](const QStringList &args, const QByteArray &input = {}) {
            QProcess p;
            p.start(QStringLiteral(GPUSCOUT_EXECUTABLE), args);
            p.write(input);
            p.closeWriteChannel();
            p.waitForFinished(30000);
            return std::make_tuple(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()));
        };
        const QStringList set{QStringLiteral("catalog"), QStringLiteral("keys"), QStringLiteral("set"), QStringLiteral("tencent")};
        auto [code, out, err] = gpuscout(set, "AKIDabcdefgh12345678\ntc-secret-never-shown\n");
        QVERIFY2(code == 0, qPrintable(err));
        std::tie(code, out, err) = gpuscout({QStringLiteral("catalog"), QStringLiteral("keys"), QStringLiteral("list")});
        QCOMPARE(code, 0);
        QVERIFY2(out.contains(QStringLiteral("tencent   AKID…5678 in the desktop keyring")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("alibaba   no key")), qPrintable(out));
        QVERIFY(!out.contains(QStringLiteral("tc-secret-never-shown")) && !err.contains(QStringLiteral("tc-secret-never-shown")));
        std::tie(code, out, err) = gpuscout(set, "AKIDonlytheid\n");
        QCOMPARE(code, 2);
        QVERIFY2(err.contains(QStringLiteral("the secret was empty")), qPrintable(err));
        std::tie(code, out, err) = gpuscout({QStringLiteral("catalog"), QStringLiteral("keys"), QStringLiteral("set"), QStringLiteral("aws")});
        QCOMPARE(code, 2);
        QVERIFY2(err.contains(QStringLiteral("alibaba, tencent, huawei, baidu")), qPrintable(err));
        std::tie(code, out, err) = gpuscout({QStringLiteral("catalog"), QStringLiteral("keys"), QStringLiteral("remove"), QStringLiteral("tencent")});
        QCOMPARE(code, 0);
        std::tie(code, out, err) = gpuscout({QStringLiteral("catalog"), QStringLiteral("keys"), QStringLiteral("list")});
        QVERIFY2(out.contains(QStringLiteral("tencent   no key")), qPrintable(out));
    }
};

GPUSCOUT_TEST_MAIN(tst_ApiKeyStore)
#include "tst_ApiKeyStore.moc"
