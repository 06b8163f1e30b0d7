#pragma once

// The one main of every suite. A suite's binary run by hand, from any working directory,
// behaves as under ctest: the environment that decides hashing, locale, platform, style
// and where settings go is fixed here, before the application exists, instead of in
// CTest's ENVIRONMENT property. Fixture paths are compiled in (GPUSCOUT_FIXTURES_DIR,
// from the gpuscout_testlib target).
//
//   GPUSCOUT_TEST_MAIN(TestClass)      QCoreApplication: models, controller, command line
//   GPUSCOUT_TEST_GUI_MAIN(TestClass)  QApplication with the Fusion style: widgets

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHashSeed>
#include <QTemporaryDir>
#include <QTest>

#if defined(QT_WIDGETS_LIB)
#include <QApplication>
#include <QStyleFactory>
#endif

#ifndef GPUSCOUT_FIXTURES_DIR
#error "link the suite to gpuscout_testlib, which defines GPUSCOUT_FIXTURES_DIR"
#endif

namespace gpuscout::test {

// Lives for the whole run: a private home for settings, data, caches and the runtime
// folder, so a suite never reads or writes the user's (nor another suite's running at the
// same time), and is removed at exit.
class TestEnvironment
{
public:
    TestEnvironment()
        : m_home(QDir::tempPath() + QStringLiteral("/gpuscout-test-XXXXXX"))
    {
        // QHash iteration order depends on the seed; fixed so that a failure repeats. The
        // variable is for the executables a suite starts.
        QHashSeed::setDeterministicGlobalSeed();
        qputenv("QT_HASH_SEED", "0");
        // Headless unless the developer asks for a platform (to watch a test, for example).
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        // Number and date formats of the C locale; QCoreApplication reads these at
        // construction (setlocale), so they must be set before it.
        qputenv("LC_ALL", "C.UTF-8");
        qputenv("LANG", "C.UTF-8");
        qunsetenv("LANGUAGE");
        if (!m_home.isValid())
            qFatal("cannot create a private test folder in %s", qPrintable(QDir::tempPath()));
        // QTemporaryDir creates the folder 0700, as XDG_RUNTIME_DIR must be.
        setFolder("XDG_RUNTIME_DIR", QString());
        setFolder("XDG_CONFIG_HOME", QStringLiteral("config"));
        setFolder("XDG_DATA_HOME", QStringLiteral("data"));
        setFolder("XDG_CACHE_HOME", QStringLiteral("cache"));
    }

private:
    void setFolder(const char *variable, const QString &name)
    {
        const QString path = name.isEmpty() ? m_home.path() : m_home.filePath(name);
        if (!QDir().mkpath(path))
            qFatal("cannot create %s", qPrintable(path));
        qputenv(variable, QFile::encodeName(path));
    }

    QTemporaryDir m_home;
};

} // namespace gpuscout::test

#define GPUSCOUT_TEST_MAIN_BODY(TestObject, Application, afterApplication)                                           \
    int main(int argc, char *argv[])                                                                                 \
    {                                                                                                                \
        gpuscout::test::TestEnvironment environment;                                                                 \
        Application app(argc, argv);                                                                                 \
        app.setAttribute(Qt::AA_Use96Dpi, true);                                                                     \
        afterApplication;                                                                                            \
        TestObject tc;                                                                                               \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                   \
        return QTest::qExec(&tc, argc, argv);                                                                        \
    }

#define GPUSCOUT_TEST_MAIN(TestObject) GPUSCOUT_TEST_MAIN_BODY(TestObject, QCoreApplication, (void)0)

#if defined(QT_WIDGETS_LIB)
// Fusion looks the same on every desktop, so sizes and pixels measured by a test do too.
#define GPUSCOUT_TEST_GUI_MAIN(TestObject)                                                                           \
    GPUSCOUT_TEST_MAIN_BODY(TestObject, QApplication, QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion"))))
#endif
