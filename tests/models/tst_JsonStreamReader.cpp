#include "feeds/JsonStreamReader.h"

#include "TestSupport.h"
#include "TestMain.h"

#include <QBuffer>

#include <cmath>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace gpuscout;
using Token = JsonStreamReader::Token;

namespace {

// Every token as text, for comparing whole streams: "{ name:a 1 [ s:x ] }".
QString tokens(const QByteArray &json, qint64 chunk, QString *error = nullptr)
{
    QBuffer buffer;
    buffer.setData(json);
    buffer.open(QIODevice::ReadOnly);
    JsonStreamReader r(&buffer, chunk);
    QStringList out;
    for (;;) {
        const Token t = r.next();
        switch (t) {
        case Token::BeginObject: out << QStringLiteral("{"); break;
        case Token::EndObject: out << QStringLiteral("}"); break;
        case Token::BeginArray: out << QStringLiteral("["); break;
        case Token::EndArray: out << QStringLiteral("]"); break;
        case Token::Name: out << QStringLiteral("name:") + r.text(); break;
        case Token::String: out << QStringLiteral("s:") + r.text(); break;
        case Token::Number: out << QString::number(r.number(), 'g', 12); break;
        case Token::True: out << QStringLiteral("true"); break;
        case Token::False: out << QStringLiteral("false"); break;
        case Token::Null: out << QStringLiteral("null"); break;
        case Token::End: return out.join(u' ');
        case Token::Invalid:
        case Token::None:
            if (error)
                *error = r.errorString();
            out << QStringLiteral("ERROR");
            return out.join(u' ');
        }
    }
}

} // namespace

class tst_JsonStreamReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initDeterministic(); }

    void tokensWhateverTheChunk_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::addRow("object") << QByteArray("{\"a\": 1, \"b\": [true, false, null], \"c\": {}}")
                                << QStringLiteral("{ name:a 1 name:b [ true false null ] name:c { } }");
        QTest::addRow("AWS spacing") << QByteArray("{\n  \"price\" : \"32.7726000000\"\n}\n")
                                     << QStringLiteral("{ name:price s:32.7726000000 }");
        QTest::addRow("escapes") << QByteArray("[\"a\\\"b\\\\c\\/d\\n\", \"\\u00e9\\u4e2d\", \"\\ud83d\\ude00\", \"\\ud800x\"]")
                                 << QStringLiteral("[ s:a\"b\\c/d\n s:\u00e9\u4e2d s:\U0001F600 s:\uFFFDx ]");
        QTest::addRow("numbers") << QByteArray("[0, -1.5, 2e3, 1E-2]") << QStringLiteral("[ 0 -1.5 2000 0.01 ]");
        QTest::addRow("empty containers") << QByteArray("[[], {}, [[]]]") << QStringLiteral("[ [ ] { } [ [ ] ] ]");
        QTest::addRow("bare value") << QByteArray(" 42 ") << QStringLiteral("42");
    }
    void tokensWhateverTheChunk()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        for (qint64 chunk : {1, 2, 3, 7, 64, 4096})
            QCOMPARE(tokens(json, chunk), expected);
    }

    void errorsNameWhatIsWrong_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::addRow("truncated object") << QByteArray("{\"a\": [1, 2") << QStringLiteral("truncated");
        QTest::addRow("truncated string") << QByteArray("{\"a\": \"abc") << QStringLiteral("truncated");
        QTest::addRow("missing colon") << QByteArray("{\"a\" 1}") << QStringLiteral("expected ':'");
        QTest::addRow("missing comma") << QByteArray("[1 2]") << QStringLiteral("expected ','");
        QTest::addRow("trailing data") << QByteArray("{} {}") << QStringLiteral("more data");
        QTest::addRow("bad escape") << QByteArray("[\"\\x\"]") << QStringLiteral("escape");
        QTest::addRow("control character") << QByteArray("[\"a\nb\"]") << QStringLiteral("control character");
        QTest::addRow("bad word") << QByteArray("[tru]") << QStringLiteral("expected 'true'");
        QTest::addRow("unquoted name") << QByteArray("{a: 1}") << QStringLiteral("quoted member name");
        QTest::addRow("mismatched bracket") << QByteArray("[1}") << QStringLiteral("expected ','");
        QTest::addRow("empty input") << QByteArray("") << QStringLiteral("truncated");
        QTest::addRow("too deep") << QByteArray(600, '[') << QStringLiteral("nested more than");
    }
    void errorsNameWhatIsWrong()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        for (qint64 chunk : {1, 5, 4096}) {
            QString error;
            QVERIFY(tokens(json, chunk, &error).endsWith(QLatin1String("ERROR")));
            QVERIFY2(error.contains(message), qPrintable(error));
            QVERIFY2(error.startsWith(QLatin1String("line ")), qPrintable(error));
        }
    }

    // skipValue() jumps over a container without decoding it, across chunk boundaries,
    // past brackets and escaped quotes inside strings.
    void skipValueLandsAfterTheContainer()
    {
        const QByteArray json = "{\"skip\": {\"a\": \"}]\\\"{[\", \"b\": [1, {\"c\": \"\\\\\"}]}, \"keep\": 7}";
        for (qint64 chunk : {1, 2, 3, 5, 4096}) {
            QBuffer buffer;
            buffer.setData(json);
            buffer.open(QIODevice::ReadOnly);
            JsonStreamReader r(&buffer, chunk);
            QCOMPARE(r.next(), Token::BeginObject);
            QCOMPARE(r.next(), Token::Name);
            QCOMPARE(r.next(), Token::BeginObject);
            QVERIFY(r.skipValue());
            QCOMPARE(r.token(), Token::EndObject);
            QCOMPARE(r.next(), Token::Name);
            QVERIFY(r.textIs("keep"));
            QCOMPARE(r.next(), Token::Number);
            QCOMPARE(r.number(), 7.0);
            QCOMPARE(r.next(), Token::EndObject);
            QCOMPARE(r.next(), Token::End);
            QCOMPARE(r.bytesConsumed(), json.size());
        }
    }

    // A number beyond a double's range is no number (never 0, a placeholder price).
    void numbersOutOfRangeAreNotNumbers()
    {
        QBuffer buffer;
        buffer.setData("[1e400, 1e-400, -1e400, 2.5e-3]");
        buffer.open(QIODevice::ReadOnly);
        JsonStreamReader r(&buffer, 4096);
        QCOMPARE(r.next(), Token::BeginArray);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(r.next(), Token::Number);
            QVERIFY2(std::isnan(r.number()), qPrintable(QString::number(r.number())));
        }
        QCOMPARE(r.next(), Token::Number);
        QCOMPARE(r.number(), 0.0025);
        QCOMPARE(r.next(), Token::EndArray);
    }

    void skipValueOfATruncatedFileFails()
    {
        QBuffer buffer;
        buffer.setData("{\"a\": {\"b\": [1, 2, \"]\"");
        buffer.open(QIODevice::ReadOnly);
        JsonStreamReader r(&buffer, 4);
        r.next();
        r.next();
        QCOMPARE(r.next(), Token::BeginObject);
        QVERIFY(!r.skipValue());
        QVERIFY(r.errorString().contains(QLatin1String("truncated")));
    }

    void readValueMatchesQJsonDocument()
    {
        const QByteArray json = "{\"sku\": \"X\", \"n\": [1, 2.5, {\"deep\": true}], \"s\": \"\\u00e9\", \"z\": null}";
        QBuffer buffer;
        buffer.setData(json);
        buffer.open(QIODevice::ReadOnly);
        JsonStreamReader r(&buffer, 3);
        QCOMPARE(r.next(), Token::BeginObject);
        QJsonValue v;
        QVERIFY(r.readValue(&v));
        QCOMPARE(v.toObject(), QJsonDocument::fromJson(json).object());
        QCOMPARE(r.next(), Token::End);
    }

    void readValueIsBounded()
    {
        QByteArray json = "[\"" + QByteArray(5000, 'x') + "\"]";
        QBuffer buffer;
        buffer.setData(json);
        buffer.open(QIODevice::ReadOnly);
        JsonStreamReader r(&buffer);
        QCOMPARE(r.next(), Token::BeginArray);
        QJsonValue v;
        QVERIFY(!r.readValue(&v, 1000));
        QVERIFY(r.errorString().contains(QLatin1String("larger than expected")));
    }

    void linesAreCounted()
    {
        QString error;
        tokens("{\n\n  \"a\": 1,\n  \"b\" 2\n}", 2, &error);
        QVERIFY2(error.startsWith(QLatin1String("line 4,")), qPrintable(error));
    }
};

GPUSCOUT_TEST_MAIN(tst_JsonStreamReader)
#include "tst_JsonStreamReader.moc"
