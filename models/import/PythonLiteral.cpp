#include "import/PythonLiteral.h"

#include <QCoreApplication>
#include <QVariantList>
#include <QVariantMap>

namespace gpuscout {

namespace {

constexpr int MaxDepth = 32;

// Recursive descent over the text; every step either consumes a character or fails, so
// it ends on any input, and the depth limit bounds the recursion.
class Parser
{
public:
    explicit Parser(QStringView text) : m_text(text) {}

    bool parseAll(QVariant *out)
    {
        if (!value(out, 0))
            return false;
        skipSpace();
        if (m_pos < m_text.size())
            return fail();
        return true;
    }

    QString error() const { return m_error; }

private:
    bool value(QVariant *out, int depth)
    {
        if (depth > MaxDepth) {
            m_error = QCoreApplication::translate("gpuscout::PythonLiteral", "nested deeper than %1 levels at position %2").arg(MaxDepth).arg(m_pos + 1);
            return false;
        }
        skipSpace();
        if (m_pos >= m_text.size())
            return fail();
        const QChar c = m_text[m_pos];
        if (c == u'{')
            return dict(out, depth);
        if (c == u'[')
            return list(out, depth, u']');
        if (c == u'(')
            return list(out, depth, u')');
        if (c == u'\'' || c == u'"')
            return string(out);
        if (c.isDigit() || c == u'-' || c == u'+' || c == u'.')
            return number(out);
        if (c.isLetter() || c == u'_')
            return word(out);
        return fail();
    }

    bool dict(QVariant *out, int depth)
    {
        ++m_pos; // {
        QVariantMap map;
        for (;;) {
            skipSpace();
            if (at(u'}')) {
                ++m_pos;
                break;
            }
            QVariant key;
            if (!value(&key, depth + 1))
                return false;
            if (key.typeId() == QMetaType::QVariantMap || key.typeId() == QMetaType::QVariantList)
                return fail();
            skipSpace();
            if (!at(u':'))
                return fail();
            ++m_pos;
            QVariant v;
            if (!value(&v, depth + 1))
                return false;
            map.insert(key.toString(), v);
            if (!separator(u'}'))
                return false;
        }
        *out = map;
        return true;
    }

    bool list(QVariant *out, int depth, QChar close)
    {
        ++m_pos; // [ or (
        QVariantList items;
        for (;;) {
            skipSpace();
            if (at(close)) {
                ++m_pos;
                break;
            }
            QVariant v;
            if (!value(&v, depth + 1))
                return false;
            items << v;
            if (!separator(close))
                return false;
        }
        *out = items;
        return true;
    }

    // After an item: a comma (a trailing one is fine), or the closing bracket left for the loop.
    bool separator(QChar close)
    {
        skipSpace();
        if (at(u',')) {
            ++m_pos;
            return true;
        }
        return at(close) || fail();
    }

    bool string(QVariant *out)
    {
        const QChar quote = m_text[m_pos++];
        QString s;
        while (m_pos < m_text.size()) {
            QChar c = m_text[m_pos++];
            if (c == quote) {
                *out = s;
                return true;
            }
            if (c == u'\\') {
                if (m_pos >= m_text.size())
                    break;
                c = m_text[m_pos++];
                if (c == u'n')
                    c = u'\n';
                else if (c == u't')
                    c = u'\t';
            }
            s += c;
        }
        m_error = QCoreApplication::translate("gpuscout::PythonLiteral", "a string is not closed");
        return false;
    }

    bool number(QVariant *out)
    {
        const qsizetype start = m_pos;
        while (m_pos < m_text.size()) {
            const QChar c = m_text[m_pos];
            if (!(c.isDigit() || c == u'-' || c == u'+' || c == u'.' || c == u'e' || c == u'E'))
                break;
            ++m_pos;
        }
        bool ok = false;
        const double v = m_text.sliced(start, m_pos - start).toDouble(&ok);
        if (!ok) {
            m_pos = start;
            return fail();
        }
        *out = v;
        return true;
    }

    bool word(QVariant *out)
    {
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && (m_text[m_pos].isLetterOrNumber() || m_text[m_pos] == u'_'))
            ++m_pos;
        const QStringView w = m_text.sliced(start, m_pos - start);
        if (w == u"True" || w == u"true")
            *out = true;
        else if (w == u"False" || w == u"false")
            *out = false;
        else if (w == u"None" || w == u"null")
            *out = QVariant();
        else {
            m_pos = start;
            return fail();
        }
        return true;
    }

    bool at(QChar c) const { return m_pos < m_text.size() && m_text[m_pos] == c; }

    void skipSpace()
    {
        while (m_pos < m_text.size() && m_text[m_pos].isSpace())
            ++m_pos;
    }

    bool fail()
    {
        if (m_pos >= m_text.size())
            m_error = QCoreApplication::translate("gpuscout::PythonLiteral", "ends too early");
        else
            m_error = QCoreApplication::translate("gpuscout::PythonLiteral", "unexpected '%1' at position %2").arg(m_text[m_pos]).arg(m_pos + 1);
        return false;
    }

    QStringView m_text;
    qsizetype m_pos = 0;
    QString m_error;
};

} // namespace

bool parsePythonLiteral(QStringView text, QVariant *out, QString *error)
{
    Parser p(text);
    QVariant v;
    if (!p.parseAll(&v)) {
        if (error)
            *error = p.error();
        return false;
    }
    *out = v;
    return true;
}

QVariant pythonDictValue(const QVariant &dict, QStringView key)
{
    if (dict.typeId() != QMetaType::QVariantMap)
        return {};
    const QVariantMap map = dict.toMap();
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        if (it.key().compare(key, Qt::CaseInsensitive) == 0)
            return it.value();
    }
    return {};
}

} // namespace gpuscout
