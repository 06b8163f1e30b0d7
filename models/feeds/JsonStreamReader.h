#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonValue>
#include <QList>
#include <QString>

class QIODevice;

namespace gpuscout {

// A pull tokenizer for JSON read from a QIODevice in chunks: the vendors' offer files are
// hundreds of megabytes, so no reader may hold a whole document. The caller asks for one
// token at a time, skips what it does not need (skipValue() scans without decoding) and
// may turn a small sub-tree into a QJsonValue (readValue(), bounded in size).
//
// The grammar is checked as the tokens come (names only in objects, a colon after each
// name, commas between members); a file that ends early is an error ("truncated"), never
// a short document. Text is kept as UTF-8 bytes until asked for.
class JsonStreamReader
{
public:
    enum class Token { None, BeginObject, EndObject, BeginArray, EndArray, Name, String, Number, True, False, Null, End, Invalid };

    explicit JsonStreamReader(QIODevice *device, qint64 chunkSize = 256 * 1024);

    Token next();
    Token token() const { return m_token; }

    // Name and String: the decoded text as UTF-8, valid until the next call. Number: its
    // characters as written.
    QByteArrayView utf8() const { return m_text; }
    QString text() const { return QString::fromUtf8(m_text); }
    bool textIs(const char *latin1) const { return m_text == QByteArrayView(latin1); }
    double number() const; // Number (or a String holding a number); NaN when it is not one

    // After BeginObject or BeginArray: reads on to the matching end. After any other
    // value token: nothing to do. False on an error.
    bool skipValue();
    // After the first token of a value: the whole value (at most maxBytes of input; a
    // larger one is an error, so a hostile file cannot make it grow without bound).
    bool readValue(QJsonValue *out, qint64 maxBytes = 4 * 1024 * 1024);

    bool hasError() const { return !m_error.isEmpty(); }
    QString errorString() const { return m_error; } // "line L, byte B: what"
    qint64 bytesConsumed() const { return m_consumed + m_pos; }
    qint64 line() const { return m_line; }
    int depth() const { return static_cast<int>(m_stack.size()); }

private:
    enum class Expect { Value, NameOrEnd, Name, Colon, CommaOrEnd, ValueOrEnd, Nothing };

    bool fill(qsizetype need);
    bool skipSpace();
    Token fail(const QString &what);
    Token scanString(bool isName);
    Token scanNumber();
    Token scanWord(const char *word, Token token);
    void afterValue();
    bool readInto(QJsonValue *out, qint64 limit, int level);

    QIODevice *m_device;
    qint64 m_chunk;
    QByteArray m_buf;
    qsizetype m_pos = 0;
    qint64 m_consumed = 0; // bytes dropped from the front of m_buf
    qint64 m_line = 1;
    bool m_eof = false;
    Token m_token = Token::None;
    QByteArray m_text;
    QList<char> m_stack; // '{' or '['
    Expect m_expect = Expect::Value;
    bool m_done = false;
    QString m_error;
};

} // namespace gpuscout
