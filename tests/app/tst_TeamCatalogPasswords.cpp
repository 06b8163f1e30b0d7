// Team catalog passwords: in the desktop keyring (a private GNOME Keyring in a private
// D-Bus session, tests/testlib/with-keyring.sh) or in libpq's password file, never in the
// URL; a login whose password only the keyring knows connects (a throw-away PostgreSQL
// cluster, tests/testlib/with-postgres.sh).

#include "catalog/CatalogDatabase.h"
#include "keys/TeamCatalogPasswords.h"
#include "teamcatalog/TeamCatalogAdmin.h"
#include "catalog/TeamCatalogUrl.h"
#include "PgTestServer.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpuscout;

class TestTeamCatalogPasswords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::initDeterministic();
        GPUSCOUT_REQUIRE_POSTGRES();
        const QString missing = qEnvironmentVariable("GPUSCOUT_NO_KEYRING");
        if (!missing.isEmpty()) {
            if (qEnvironmentVariable("GPUSCOUT_REQUIRE_POSTGRES") == QLatin1String("1"))
                QFAIL(qPrintable(QStringLiteral("no keyring for the test: ") + missing));
            QSKIP(qPrintable(QStringLiteral("no Secret Service for this test (%1); install dbus and gnome-keyring").arg(missing)));
        }
        m_db = test::freshDatabase(QStringLiteral("passwords"));
        const TeamCatalogAdmin::Result r = TeamCatalogAdmin::initServer(test::teamUrl(m_db), test::fixture(QStringLiteral("catalog")));
        QVERIFY2(r.outcome == TeamCatalogAdmin::Outcome::Done, qPrintable(r.message));
        test::PgAdminConnection admin;
        QVERIFY(admin.exec(QStringLiteral("CREATE ROLE kim LOGIN PASSWORD 'k1m-only-in-the-keyring'")));
        QCOMPARE(TeamCatalogAdmin::grant(test::teamUrl(m_db), QStringLiteral("kim"), QStringLiteral("viewer")).outcome,
                 TeamCatalogAdmin::Outcome::Done);
        // From here on libpq has no password of its own for kim.
        qunsetenv("PGPASSWORD");
        qputenv("PGPASSFILE", QFile::encodeName(m_dir.filePath(QStringLiteral("none"))));
        TeamCatalogPasswords::install();
    }

    void keyringStoresReadsAndRemoves()
    {
        TeamCatalogUrl url;
        QString error;
        QVERIFY(TeamCatalogUrl::parse(test::teamUrl(m_db, QStringLiteral("kim")), &url, &error));
        QString password;
        TeamCatalogPasswords::remove(url, &error);
        QCOMPARE(TeamCatalogPasswords::read(url, &password, &error), TeamCatalogPasswords::Status::NotFound);
        QCOMPARE(TeamCatalogPasswords::write(url, QStringLiteral("first"), &error), TeamCatalogPasswords::Status::Ok);
        QCOMPARE(TeamCatalogPasswords::read(url, &password, &error), TeamCatalogPasswords::Status::Ok);
        QCOMPARE(password, QStringLiteral("first"));
        QCOMPARE(TeamCatalogPasswords::remove(url, &error), TeamCatalogPasswords::Status::Ok);
        QCOMPARE(TeamCatalogPasswords::read(url, &password, &error), TeamCatalogPasswords::Status::NotFound);
    }

    void aLoginConnectsWithTheKeyringsPassword()
    {
        const QString url = test::teamUrl(m_db, QStringLiteral("kim"));
        TeamCatalogUrl parsed;
        QString error;
        QVERIFY(TeamCatalogUrl::parse(url, &parsed, &error));
        TeamCatalogPasswords::remove(parsed, &error);
        {
            CatalogDatabase db;
            QCOMPARE(db.open(url), CatalogDatabase::Status::Failed);
            QVERIFY2(db.errorString().contains(QLatin1String("password")), qPrintable(db.errorString()));
            QVERIFY(!db.errorString().contains(QLatin1String("k1m")));
        }
        QCOMPARE(TeamCatalogPasswords::write(parsed, QStringLiteral("k1m-only-in-the-keyring"), &error),
                 TeamCatalogPasswords::Status::Ok);
        CatalogDatabase db;
        QCOMPARE(db.open(url), CatalogDatabase::Status::Opened);
        TeamCatalogPasswords::remove(parsed, &error);
    }

    void libpqsPasswordFileWorksWithoutTheKeyring()
    {
        const QString path = m_dir.filePath(QStringLiteral("pgpass"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("*:*:*:kim:k1m-only-in-the-keyring\n");
        file.close();
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        qputenv("PGPASSFILE", QFile::encodeName(path));
        CatalogDatabase db;
        QCOMPARE(db.open(test::teamUrl(m_db, QStringLiteral("kim"))), CatalogDatabase::Status::Opened);
        qputenv("PGPASSFILE", QFile::encodeName(m_dir.filePath(QStringLiteral("none"))));
    }

private:
    QTemporaryDir m_dir;
    QString m_db;
};

GPUSCOUT_TEST_MAIN(TestTeamCatalogPasswords)
#include "tst_TeamCatalogPasswords.moc"
