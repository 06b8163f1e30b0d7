#include "feeds/JsonStreamReader.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonObject>

#include <charconv>
#include <system_error>
#include <cstring>
#include <limits>

namespace gpuscout {

namespace {

// No vendor's file nests deeper than a dozen levels; the bound keeps a hostile file from
// growing the container stack (and readValue()'s recursion) without limit.
constexpr int MaxDepth = 512;
// A single name or string longer than this is not a price list.
constexpr qsizetype MaxStringBytes = 16 * 1024 * 1024;

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

bool isNumberChar(char c)
{
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

void appendUtf8(QByteArray *out, char32_t cp)
{
    if (cp < 0x80) {
        out->append(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out->append(static_cast<char>(0xC0 | (cp >> 6)));
        out->append(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out->append(static_cast<char>(0xE0 | (cp >> 12)));
        out->append(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out->append(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out->append(static_cast<char>(0xF0 | (cp >> 18)));
        out->append(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out->append(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out->append(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Four hex digits at p, or -1.
int hex4(const char *p)
{
    int v = 0;
    for (int i = 0; i < 4; ++i) {
        const int h = hexValue(p[i]);
        if (h < 0)
            return -1;
        v = v * 16 + h;
    }
    return v;
}

// Decodes the escapes of a string body (without its quotes). False on a bad escape.
bool decodeEscapes(const char *p, qsizetype n, QByteArray *out)
{
    out->clear();
    out->reserve(n);
    for (qsizetype i = 0; i < n; ++i) {
        const char c = p[i];
        if (c != '\\') {
            out->append(c);
            continue;
        }
        if (++i >= n)
            return false;
        switch (p[i]) {
        case '"': out->append('"'); break;
        case '\\': out->append('\\'); break;
        case '/': out->append('/'); break;
        case 'b': out->append('\b'); break;
        case 'f': out->append('\f'); break;
        case 'n': out->append('\n'); break;
        case 'r': out->append('\r'); break;
        case 't': out->append('\t'); break;
        case 'u': {
            if (n - i - 1 < 4)
                return false;
            int cp = hex4(p + i + 1);
            if (cp < 0)
                return false;
            i += 4;
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                // A high surrogate needs its low half; alone it becomes U+FFFD.
                if (n - i - 1 >= 6 && p[i + 1] == '\\' && p[i + 2] == 'u') {
                    const int low = hex4(p + i + 3);
                    if (low >= 0xDC00 && low <= 0xDFFF) {
                        appendUtf8(out, 0x10000 + ((static_cast<char32_t>(cp) - 0xD800) << 10) + (static_cast<char32_t>(low) - 0xDC00));
                        i += 6;
                        break;
                    }
                }
                cp = 0xFFFD;
            } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                cp = 0xFFFD;
            }
            appendUtf8(out, static_cast<char32_t>(cp));
            break;
        }
        default:
            return false;
        }
    }
    return true;
}

} // namespace

JsonStreamReader::JsonStreamReader(QIODevice *device, qint64 chunkSize)
    : m_device(device)
    , m_chunk(std::max<qint64>(chunkSize, 16))
{
}

// Makes at least `need` bytes available from m_pos, unless the input ends first.
bool JsonStreamReader::fill(qsizetype need)
{
    while (m_buf.size() - m_pos < need) {
        if (m_eof)
            return false;
        if (m_pos > 0) {
            m_consumed += m_pos;
            m_buf.remove(0, m_pos);
            m_pos = 0;
        }
        const qsizetype old = m_buf.size();
        m_buf.resize(old + m_chunk);
        const qint64 got = m_device ? m_device->read(m_buf.data() + old, m_chunk) : -1;
        if (got <= 0) {
            m_buf.resize(old);
            m_eof = true;
            if (got < 0 && m_device && m_device->isOpen())
                m_error = QCoreApplication::translate("gpuscout::JsonStreamReader", "byte %1: the file cannot be read: %2")
                              .arg(bytesConsumed()).arg(m_device->errorString());
            return false;
        }
        m_buf.resize(old + got);
    }
    return true;
}

bool JsonStreamReader::skipSpace()
{
    for (;;) {
        while (m_pos < m_buf.size()) {
            const char c = m_buf.at(m_pos);
            if (!isSpace(c))
                return true;
            if (c == '\n')
                ++m_line;
            ++m_pos;
        }
        if (!fill(1))
            return false;
    }
}

JsonStreamReader::Token JsonStreamReader::fail(const QString &what)
{
    if (m_error.isEmpty())
        m_error = QCoreApplication::translate("gpuscout::JsonStreamReader", "line %1, byte %2: %3").arg(m_line).arg(bytesConsumed()).arg(what);
    m_token = Token::Invalid;
    return m_token;
}

void JsonStreamReader::afterValue()
{
    m_expect = m_stack.isEmpty() ? Expect::Nothing : Expect::CommaOrEnd;
}

// m_pos is at the opening quote.
JsonStreamReader::Token JsonStreamReader::scanString(bool isName)
{
    ++m_pos;
    qsizetype i = 0; // from m_pos
    bool escaped = false;
    for (;;) {
        if (m_pos + i >= m_buf.size() && !fill(i + 1))
            return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "the file ends inside a string (truncated?)"));
        const char c = m_buf.at(m_pos + i);
        if (c == '"')
            break;
        if (static_cast<unsigned char>(c) < 0x20)
            return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "a control character inside a string"));
        if (c == '\\') {
            escaped = true;
            ++i; // the escaped character, whatever it is, cannot close the string
        }
        if (++i > MaxStringBytes)
            return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "a string longer than %1 MB").arg(MaxStringBytes / (1024 * 1024)));
    }
    const char *start = m_buf.constData() + m_pos;
    if (!escaped) {
        m_text.resize(i);
        std::memcpy(m_text.data(), start, static_cast<std::size_t>(i));
    } else if (!decodeEscapes(start, i, &m_text)) {
        return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "a bad escape sequence in a string"));
    }
    m_pos += i + 1;
    if (isName) {
        m_expect = Expect::Colon;
        m_token = Token::Name;
    } else {
        afterValue();
        m_token = Token::String;
    }
    return m_token;
}

JsonStreamReader::Token JsonStreamReader::scanNumber()
{
    qsizetype i = 0;
    for (;;) {
        if (m_pos + i >= m_buf.size() && !fill(i + 1))
            break; // a number may end the input (a bare top-level number)
        if (!isNumberChar(m_buf.at(m_pos + i)))
            break;
        if (++i > 64)
            return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "a number longer than 64 characters"));
    }
    m_text.resize(i);
    std::memcpy(m_text.data(), m_buf.constData() + m_pos, static_cast<std::size_t>(i));
    m_pos += i;
    double v = 0;
    const char *b = m_text.constData();
    const char *e = b + m_text.size();
    if (b == e || *b == '+' || std::from_chars(b, e, v).ptr != e)
        return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "'%1' is not a number").arg(QString::fromLatin1(m_text)));
    afterValue();
    m_token = Token::Number;
    return m_token;
}

JsonStreamReader::Token JsonStreamReader::scanWord(const char *word, Token token)
{
    const auto n = static_cast<qsizetype>(std::strlen(word));
    if (!fill(n) || std::memcmp(m_buf.constData() + m_pos, word, static_cast<std::size_t>(n)) != 0)
        return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "expected '%1'").arg(QLatin1String(word)));
    m_pos += n;
    m_text.clear();
    afterValue();
    m_token = token;
    return m_token;
}

JsonStreamReader::Token JsonStreamReader::next()
{
    if (m_token == Token::Invalid || !m_error.isEmpty())
        return fail(m_error);
    for (;;) {
        if (!skipSpace()) {
            if (!m_error.isEmpty())
                return fail(m_error);
            if (m_expect == Expect::Nothing) {
                m_token = Token::End;
                return m_token;
            }
            return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "the file ends early (truncated?)"));
        }
        const char c = m_buf.at(m_pos);
        switch (m_expect) {
        case Expect::Nothing:
            return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "more data after the end of the document"));
        case Expect::Colon:
            if (c != ':')
                return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "expected ':' after a name"));
            ++m_pos;
            m_expect = Expect::Value;
            continue;
        case Expect::CommaOrEnd:
            if (c == ',') {
                ++m_pos;
                m_expect = m_stack.last() == '{' ? Expect::Name : Expect::Value;
                continue;
            }
            if ((c == '}' && m_stack.last() == '{') || (c == ']' && m_stack.last() == '[')) {
                ++m_pos;
                m_stack.removeLast();
                afterValue();
                m_token = c == '}' ? Token::EndObject : Token::EndArray;
                return m_token;
            }
            return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "expected ',' or the end of the %1")
                            .arg(m_stack.last() == '{' ? QCoreApplication::translate("gpuscout::JsonStreamReader", "object")
                                                       : QCoreApplication::translate("gpuscout::JsonStreamReader", "array")));
        case Expect::NameOrEnd:
            if (c == '}') {
                ++m_pos;
                m_stack.removeLast();
                afterValue();
                m_token = Token::EndObject;
                return m_token;
            }
            [[fallthrough]];
        case Expect::Name:
            if (c != '"')
                return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "expected a quoted member name"));
            return scanString(true);
        case Expect::ValueOrEnd:
            if (c == ']') {
                ++m_pos;
                m_stack.removeLast();
                afterValue();
                m_token = Token::EndArray;
                return m_token;
            }
            [[fallthrough]];
        case Expect::Value:
            switch (c) {
            case '{':
            case '[':
                if (m_stack.size() >= MaxDepth)
                    return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "nested more than %1 levels deep").arg(MaxDepth));
                ++m_pos;
                m_stack.append(c);
                m_expect = c == '{' ? Expect::NameOrEnd : Expect::ValueOrEnd;
                m_text.clear();
                m_token = c == '{' ? Token::BeginObject : Token::BeginArray;
                return m_token;
            case '"':
                return scanString(false);
            case 't':
                return scanWord("true", Token::True);
            case 'f':
                return scanWord("false", Token::False);
            case 'n':
                return scanWord("null", Token::Null);
            default:
                if (c == '-' || (c >= '0' && c <= '9'))
                    return scanNumber();
                return fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "unexpected character '%1'")
                                .arg(QString::fromLatin1(QByteArray(1, c).toPercentEncoding(" !#$&'()*+,/:;=?@[]{}\"<>\\^`|~"))));
            }
        }
    }
}

double JsonStreamReader::number() const
{
    if (m_token != Token::Number && m_token != Token::String)
        return std::numeric_limits<double>::quiet_NaN();
    const char *b = m_text.constData();
    const char *e = b + m_text.size();
    while (b < e && isSpace(*b))
        ++b;
    while (e > b && isSpace(e[-1]))
        --e;
    double v = 0;
    // Out of a double's range (1e400, 1e-400) from_chars leaves v at 0: that is not a number
    // here, never a price of 0.
    const auto [end, problem] = std::from_chars(b, e, v);
    if (b == e || *b == '+' || end != e || problem != std::errc())
        return std::numeric_limits<double>::quiet_NaN();
    return v;
}

bool JsonStreamReader::skipValue()
{
    if (m_token != Token::BeginObject && m_token != Token::BeginArray)
        return m_token != Token::Invalid;
    // A scan that only balances brackets outside strings: the skipped part is not decoded
    // (that is where the speed comes from), but it must still close, or the file is truncated.
    int depth = 1;
    bool inString = false;
    for (;;) {
        if (m_pos >= m_buf.size() && !fill(1)) {
            fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "the file ends early (truncated?)"));
            return false;
        }
        const char *p = m_buf.constData() + m_pos;
        const char *end = m_buf.constData() + m_buf.size();
        while (p < end) {
            const char c = *p++;
            if (inString) {
                if (c == '\\') {
                    if (p == end) { // the escaped character is in the next chunk
                        --p;
                        break;
                    }
                    ++p;
                } else if (c == '"') {
                    inString = false;
                }
                continue;
            }
            switch (c) {
            case '"': inString = true; break;
            case '\n': ++m_line; break;
            case '{':
            case '[': ++depth; break;
            case '}':
            case ']':
                if (--depth == 0) {
                    const char open = m_stack.last();
                    if ((c == '}') != (open == '{')) {
                        m_pos = p - m_buf.constData();
                        fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "a bracket that does not match"));
                        return false;
                    }
                    m_pos = p - m_buf.constData();
                    m_stack.removeLast();
                    afterValue();
                    m_token = c == '}' ? Token::EndObject : Token::EndArray;
                    return true;
                }
                break;
            default: break;
            }
        }
        const qsizetype at = p - m_buf.constData();
        if (at == m_pos) { // a lone backslash at the end of the buffer: need one more byte
            if (!fill(2)) {
                fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "the file ends early (truncated?)"));
                return false;
            }
            continue;
        }
        m_pos = at;
    }
}

bool JsonStreamReader::readValue(QJsonValue *out, qint64 maxBytes)
{
    const qint64 limit = bytesConsumed() + maxBytes;
    return readInto(out, limit, 0);
}

bool JsonStreamReader::readInto(QJsonValue *out, qint64 limit, int level)
{
    if (bytesConsumed() > limit) {
        fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "a record larger than expected"));
        return false;
    }
    switch (m_token) {
    case Token::String: *out = QJsonValue(text()); return true;
    case Token::Number: *out = QJsonValue(number()); return true;
    case Token::True: *out = QJsonValue(true); return true;
    case Token::False: *out = QJsonValue(false); return true;
    case Token::Null: *out = QJsonValue(QJsonValue::Null); return true;
    case Token::BeginArray: {
        QJsonArray array;
        for (;;) {
            if (next() == Token::EndArray)
                break;
            QJsonValue v;
            if (m_token == Token::Invalid || !readInto(&v, limit, level + 1))
                return false;
            array.append(v);
        }
        *out = array;
        return true;
    }
    case Token::BeginObject: {
        QJsonObject object;
        for (;;) {
            if (next() == Token::EndObject)
                break;
            if (m_token != Token::Name)
                return false;
            const QString key = text();
            QJsonValue v;
            if (next() == Token::Invalid || !readInto(&v, limit, level + 1))
                return false;
            object.insert(key, v);
        }
        *out = object;
        return true;
    }
    default:
        if (m_token != Token::Invalid)
            fail(QCoreApplication::translate("gpuscout::JsonStreamReader", "expected a value"));
        return false;
    }
}

} // namespace gpuscout
