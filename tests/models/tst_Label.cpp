// Label, the offer's one-pointer text: it must read, compare, join and write exactly as the
// QString it replaced (null and empty apart, since a null text is written as NULL), copies
// must share one immutable node, and a LabelPool must give equal texts one node.

#include "domain/Label.h"
#include "domain/LabelPool.h"
#include "TestMain.h"

#include <QJsonObject>
#include <QSet>
#include <QTest>
#include <QThread>

#include <vector>

using namespace gpuscout;

class TestLabel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nullAndEmptyStayApart()
    {
        const Label none;
        QVERIFY(none.isNull());
        QVERIFY(none.isEmpty());
        QVERIFY(none.text().isNull());
        QCOMPARE(none.size(), 0);

        const Label fromNull{QString()};
        QVERIFY(fromNull.isNull());

        const Label empty{QStringLiteral("")};
        QVERIFY(!empty.isNull());
        QVERIFY(empty.isEmpty());
        QVERIFY(!empty.text().isNull());
        QCOMPARE(empty.text(), QString());

        Label becomesEmpty;
        becomesEmpty = QStringLiteral("");
        QVERIFY(!becomesEmpty.isNull());
        becomesEmpty = QString();
        QVERIFY(becomesEmpty.isNull());

        Label cleared{QStringLiteral("eu-west-1")};
        cleared.clear();
        QVERIFY(cleared.isNull());
    }

    void readsAndComparesAsItsText()
    {
        const Label region{QStringLiteral("us-east-1")};
        const QString same = QStringLiteral("us-east-1");
        QCOMPARE(region.text(), same);
        QVERIFY(region == same);
        QVERIFY(same == region);
        QVERIFY(region == QStringView(u"us-east-1"));
        QVERIFY(region == QLatin1String("us-east-1"));
        QVERIFY(region != QStringLiteral("us-east-2"));
        // Two nodes with one text are equal; a label is never equal to another text.
        const Label other{QString(same)};
        QVERIFY(!region.sharesNodeWith(other));
        QVERIFY(region == other);
        QVERIFY(!(region == Label(QStringLiteral("us-east-10"))));
        // Dates order as their texts.
        const Label day{QStringLiteral("2026-03-01")};
        QVERIFY(day < QStringLiteral("2026-03-02"));
        QVERIFY(QStringLiteral("2026-02-28") < day);
        QVERIFY(day > QStringLiteral("2026-02-28"));
        QVERIFY(day >= QStringLiteral("2026-03-01"));
        QVERIFY(day <= QStringLiteral("2026-03-01"));
        QVERIFY(Label(QStringLiteral("2026-01-01")) < day);
        QCOMPARE(region.toLower(), same);
        QCOMPARE(Label(QStringLiteral(" a ")).trimmed(), QStringLiteral("a"));
        QVERIFY(region.startsWith(u"us-"));
        QVERIFY(region.contains(u"east"));
        QCOMPARE(region.compare(QStringLiteral("US-EAST-1"), Qt::CaseInsensitive), 0);
        QCOMPARE(Label(QStringLiteral("a;;b")).split(u';', Qt::SkipEmptyParts), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(qHash(region, 7), qHash(same, 7));
        const QSet<Label> set{region, other, Label(QStringLiteral("eu-west-1"))};
        QCOMPARE(set.size(), 2);
    }

    void joinsStringsAndJsonAsItsText()
    {
        const Label flags{QStringLiteral("interruption-at-least")};
        const QString joined = QStringLiteral("flags: ") + flags + u'.';
        QCOMPARE(joined, QStringLiteral("flags: interruption-at-least."));
        QCOMPARE(QString(QStringLiteral("[") % Label() % QStringLiteral("]")), QStringLiteral("[]"));
        const QJsonObject o{{QStringLiteral("flags"), flags}, {QStringLiteral("notes"), Label()}};
        QCOMPARE(o.value(QStringLiteral("flags")).toString(), flags.text());
        QVERIFY(o.value(QStringLiteral("notes")).isString());
        const QString &ref = flags; // reads where a const QString & is asked for
        QCOMPARE(&ref, &flags.text());
    }

    void copiesShareOneNodeThatNeverChanges()
    {
        Label a{QStringLiteral("USD")};
        Label b = a;
        QVERIFY(a.sharesNodeWith(b));
        QCOMPARE(&a.text(), &b.text());
        b = QStringLiteral("USD"); // the text it holds: the node stays
        QVERIFY(a.sharesNodeWith(b));
        b = QStringLiteral("CNY"); // a new node; the copy's text stays
        QCOMPARE(a.text(), QStringLiteral("USD"));
        QCOMPARE(b.text(), QStringLiteral("CNY"));
        QVERIFY(!a.sharesNodeWith(b));
        // Copies made and dropped on several threads at once: the count is atomic, so the
        // text survives them all (run under ASan in CI).
        const Label shared{QStringLiteral("shared between threads")};
        std::vector<QThread *> threads;
        for (int t = 0; t < 4; ++t) {
            threads.push_back(QThread::create([&shared] {
                for (int i = 0; i < 20000; ++i) {
                    Label copy = shared;
                    if (copy.size() != 22)
                        qFatal("a copy lost its text");
                }
            }));
            threads.back()->start();
        }
        for (QThread *t : threads) {
            QVERIFY(t->wait(30000));
            delete t;
        }
        QCOMPARE(shared.text(), QStringLiteral("shared between threads"));
    }

    void aPoolGivesEqualTextsOneNode()
    {
        LabelPool pool;
        // Each record makes its texts anew, as a reader does: equal texts still share a node.
        std::vector<Label> regions;
        for (int i = 0; i < 1000; ++i)
            regions.push_back(pool.label(0, QStringLiteral("us-east-%1").arg(i % 4)));
        for (int i = 4; i < 1000; ++i) {
            QVERIFY(regions[i].sharesNodeWith(regions[i % 4]));
            QCOMPARE(regions[i].text(), QStringLiteral("us-east-%1").arg(i % 4));
        }
        QVERIFY(!regions[0].sharesNodeWith(regions[1]));
        // Slots only remember their last value: the same text in another slot is the same node.
        QVERIFY(pool.label(1, QStringLiteral("us-east-1")).sharesNodeWith(regions[1]));
        QVERIFY(pool.label(QStringView(u"us-east-2")).sharesNodeWith(regions[2]));
        // An empty text is the null label, as the readers' pooled empty strings are null.
        QVERIFY(pool.label(0, QString()).isNull());
        QVERIFY(pool.label(0, QStringLiteral("")).isNull());
        QVERIFY(pool.label(0, QStringLiteral("us-east-3")).sharesNodeWith(regions[3]));
        // A slot's last value is compared by text, not only by where its text is.
        QString sameText = QStringLiteral("us-east-3");
        sameText.detach();
        QVERIFY(pool.label(0, sameText).sharesNodeWith(regions[3]));
        QCOMPARE(pool.label(0, QStringLiteral("us-east-30")).text(), QStringLiteral("us-east-30"));
    }
};

GPUSCOUT_TEST_MAIN(TestLabel)
#include "tst_Label.moc"
