#include "io/SafeFileWriter.h"
#include "SmallDisk.h"
#include "TestSupport.h"
#include "TestMain.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace gpuscout;

namespace {

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void put(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

mode_t modeOf(const QString &path)
{
    struct stat st {};
    ::stat(QFile::encodeName(path).constData(), &st);
    return st.st_mode & 07777;
}

// Files the writer may have left beside its target.
QStringList leftovers(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral(".*.part")}, QDir::Files | QDir::Hidden);
}

} // namespace

class TestSafeFileWriter : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void writesANewFileWithTheUmasksMode()
    {
        const QString path = m_dir.filePath(QStringLiteral("new.json"));
        QString error;
        QVERIFY2(writeFileAtomically(path, "{\"a\": 1}\n", &error), qPrintable(error));
        QCOMPARE(contents(path), QByteArray("{\"a\": 1}\n"));
        const mode_t mask = ::umask(0);
        ::umask(mask);
        QCOMPARE(modeOf(path), mode_t(0666 & ~mask));
        QVERIFY(leftovers(m_dir.path()).isEmpty());
    }

    void replacesAFileAndKeepsItsMode()
    {
        const QString path = m_dir.filePath(QStringLiteral("old.csv"));
        put(path, QByteArray(5000, 'o'));
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0640) == 0);
        QString error;
        QVERIFY2(writeFileAtomically(path, "new", &error), qPrintable(error));
        QCOMPARE(contents(path), QByteArray("new"));
        QCOMPARE(modeOf(path), mode_t(0640));
    }

    void followsASymbolicLink()
    {
        const QString target = m_dir.filePath(QStringLiteral("target.pdf"));
        const QString link = m_dir.filePath(QStringLiteral("link.pdf"));
        put(target, "old");
        QVERIFY(QFile::link(target, link));
        QString error;
        QVERIFY2(writeFileAtomically(link, "new", &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(contents(target), QByteArray("new"));
    }

    // Issue 31, item 13: through a chain of links, relative ones too, every link stays one
    // (renaming over the first link made it a regular file), and a loop is refused.
    void followsAChainOfLinks()
    {
        put(m_dir.filePath(QStringLiteral("end.txt")), "old");
        QVERIFY(QFile::link(QStringLiteral("end.txt"), m_dir.filePath(QStringLiteral("middle.pdf"))));
        QVERIFY(QFile::link(QStringLiteral("middle.pdf"), m_dir.filePath(QStringLiteral("start.pdf"))));
        QString error;
        QVERIFY2(writeFileAtomically(m_dir.filePath(QStringLiteral("start.pdf")), "new", &error), qPrintable(error));
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("start.pdf"))).isSymLink());
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("middle.pdf"))).isSymLink());
        QCOMPARE(contents(m_dir.filePath(QStringLiteral("end.txt"))), QByteArray("new"));

        QVERIFY(QFile::link(QStringLiteral("loop-b"), m_dir.filePath(QStringLiteral("loop-a"))));
        QVERIFY(QFile::link(QStringLiteral("loop-a"), m_dir.filePath(QStringLiteral("loop-b"))));
        QVERIFY(!writeFileAtomically(m_dir.filePath(QStringLiteral("loop-a")), "new", &error));
        QVERIFY2(error.contains(QLatin1String("symbolic links")), qPrintable(error));
        QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("loop-b"))).isSymLink());
    }

    void refusesWhatIsNotARegularFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        QTest::addRow("/dev/full") << QStringLiteral("/dev/full") << QStringLiteral("not a regular file");
        QTest::addRow("/dev/null") << QStringLiteral("/dev/null") << QStringLiteral("not a regular file");
        QTest::addRow("fifo") << QStringLiteral("fifo") << QStringLiteral("not a regular file");
        QTest::addRow("folder") << QStringLiteral("folder") << QStringLiteral("is a folder");
        QTest::addRow("missing folder") << QStringLiteral("missing/out.pdf") << QStringLiteral("No such file");
        QTest::addRow("empty name") << QString() << QStringLiteral("No file name");
    }
    void refusesWhatIsNotARegularFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        if (path == QLatin1String("fifo")) {
            path = m_dir.filePath(path);
            QFile::remove(path);
            QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
        } else if (path == QLatin1String("folder")) {
            path = m_dir.filePath(path);
            QVERIFY(QDir().mkpath(path));
        } else if (path.startsWith(QLatin1String("missing"))) {
            path = m_dir.filePath(path);
        }
        QString error;
        QVERIFY(!writeFileAtomically(path, QByteArray(100, 'x'), &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        if (!path.isEmpty())
            QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(leftovers(m_dir.path()).isEmpty());
    }

    // A write that does not fit: false, the old file byte for byte, nothing left beside it.
    void aFullDiskKeepsTheOldFile()
    {
        test::SmallDisk disk;
        const QString path = disk.filePath(QStringLiteral("report.pdf"));
        const QByteArray old(8000, 'o');
        put(path, old);
        disk.leaveRoom(32 * 1024);
        QString error;
        {
            test::SmallDisk::Limit limit(disk);
            QVERIFY(!writeFileAtomically(path, QByteArray(400 * 1024, 'n'), &error));
        }
        QVERIFY2(error.contains(path) && error.contains(QStringLiteral("left as it was")), qPrintable(error));
        QCOMPARE(contents(path), old);
        QVERIFY2(leftovers(disk.path()).isEmpty(), disk.kind());
        // Room enough: the same write succeeds.
        QVERIFY2(writeFileAtomically(path, QByteArray(1000, 'n'), &error), qPrintable(error));
        QCOMPARE(contents(path), QByteArray(1000, 'n'));
    }
};

GPUSCOUT_TEST_MAIN(TestSafeFileWriter)
#include "tst_SafeFileWriter.moc"
