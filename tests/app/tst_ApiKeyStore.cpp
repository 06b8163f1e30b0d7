#include "keys/ApiKeyStore.h"

#include "TestSupport.h"
#include "TestMain.h"

#include <QDirIterator>
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
};

GPUSCOUT_TEST_MAIN(tst_ApiKeyStore)
#include "tst_ApiKeyStore.moc"
