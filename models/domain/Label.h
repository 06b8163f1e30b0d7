#pragma once

#include <QHashFunctions>
#include <QJsonValue>
#include <QSharedData>
#include <QString>
#include <QStringBuilder>
#include <QStringList>
#include <QStringView>

namespace gpuscout {

// A short text that many records share (a region, a currency, a date, a source key, a
// flag list): one pointer in the record where a QString takes three words. An offer holds
// twelve of them, which made 288 of its 472 bytes. The text lives in a shared, immutable
// node, so copying a label copies a pointer; readers that make many records give equal
// values one node through a LabelPool. Null and empty stay apart, as in QString: a null
// label reads as a null QString (which a statement binds as NULL), an empty one as an
// empty QString.
class Label
{
public:
    Label() noexcept = default;
    Label(const QString &text) : d(text.isNull() ? nullptr : new Node(text)) {}
    // A label given the text it already holds keeps its node (an update that re-states a
    // row's region or source makes no node of its own).
    Label &operator=(const QString &text)
    {
        const bool same = d ? !text.isNull() && d->text == text : text.isNull();
        if (!same)
            *this = Label(text);
        return *this;
    }

    const QString &text() const noexcept { return d ? d->text : nullText(); }
    operator const QString &() const noexcept { return text(); }
    // A field of a JSON object, as its text: {"region", offer.region}.
    operator QJsonValue() const { return QJsonValue(text()); }

    void clear() noexcept { d.reset(); }
    bool isNull() const noexcept { return !d; }
    bool isEmpty() const noexcept { return !d || d->text.isEmpty(); }
    qsizetype size() const noexcept { return d ? d->text.size() : 0; }
    // Both labels hold one node: equal without comparing their texts.
    bool sharesNodeWith(const Label &other) const noexcept { return d == other.d; }

    QString toLower() const { return text().toLower(); }
    QString trimmed() const { return text().trimmed(); }
    QStringList split(QChar sep, Qt::SplitBehavior behavior = Qt::KeepEmptyParts) const { return text().split(sep, behavior); }
    bool startsWith(QStringView s, Qt::CaseSensitivity cs = Qt::CaseSensitive) const { return text().startsWith(s, cs); }
    bool contains(QStringView s, Qt::CaseSensitivity cs = Qt::CaseSensitive) const { return text().contains(s, cs); }
    int compare(const QString &s, Qt::CaseSensitivity cs = Qt::CaseSensitive) const { return text().compare(s, cs); }

    friend bool operator==(const Label &a, const Label &b) noexcept { return a.d == b.d || a.text() == b.text(); }
    friend bool operator==(const Label &a, const QString &b) noexcept { return a.text() == b; }
    friend bool operator==(const Label &a, QStringView b) noexcept { return QStringView(a.text()) == b; }
    friend bool operator==(const Label &a, QLatin1StringView b) noexcept { return a.text() == b; }
    // Ordered as their texts (dates as YYYY-MM-DD order as days).
    friend bool operator<(const Label &a, const Label &b) noexcept { return a.text() < b.text(); }
    friend bool operator<(const Label &a, const QString &b) noexcept { return a.text() < b; }
    friend bool operator<(const QString &a, const Label &b) noexcept { return a < b.text(); }
    friend bool operator>(const Label &a, const QString &b) noexcept { return a.text() > b; }
    friend bool operator>(const QString &a, const Label &b) noexcept { return a > b.text(); }
    friend bool operator<=(const Label &a, const QString &b) noexcept { return a.text() <= b; }
    friend bool operator>=(const Label &a, const QString &b) noexcept { return a.text() >= b; }

private:
    struct Node : QSharedData {
        explicit Node(const QString &t) : text(t) {}
        const QString text;
    };
    static const QString &nullText() noexcept;

    QExplicitlySharedDataPointer<Node> d;
};

inline const QString &textOf(const Label &label) noexcept
{
    return label.text();
}

inline size_t qHash(const Label &label, size_t seed = 0) noexcept
{
    return qHash(label.text(), seed);
}

} // namespace gpuscout

// `text % label` and, with QT_USE_QSTRINGBUILDER, `text + label`: a label joins a string
// builder as its text does.
template <>
struct QConcatenable<gpuscout::Label> : private QAbstractConcatenable {
    using type = gpuscout::Label;
    using ConvertTo = QString;
    enum { ExactSize = true };
    static qsizetype size(const gpuscout::Label &a) { return a.size(); }
    static inline void appendTo(const gpuscout::Label &a, QChar *&out) { QConcatenable<QString>::appendTo(a.text(), out); }
};
