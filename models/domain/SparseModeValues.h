#pragma once

#include "domain/BillingMode.h"
#include "domain/Unknown.h"

#include <QString>

#include <algorithm>
#include <array>
#include <memory>

namespace gpuscout {

// What "not set" is for each kind of value an offer keeps per billing mode.
template<typename T>
struct ModeValueUnset;

template<>
struct ModeValueUnset<QString> {
    static QString value() { return {}; }
    static bool is(const QString &v) { return v.isEmpty(); } // written and compared as ''
};

template<>
struct ModeValueUnset<double> {
    static double value() { return Unknown; }
    static bool is(double v) { return !isKnown(v); }
};

template<>
struct ModeValueUnset<qint64> {
    static qint64 value() { return 0; }
    static bool is(qint64 v) { return v == 0; }
};

// Values per billing mode that most offers never set (a price's own date when it differs
// from the offer's, a confirmation date, the price a buyer's price book replaced and the term
// that decided it): kept off the offer's record until one is set, and let go when none is
// left. Five such arrays were 288 of an offer's 720 bytes, nearly always unset; now 40.
// Reading never allocates; setting an unset value where none is set stores nothing.
template<typename T>
class SparseModeValues
{
public:
    using Values = std::array<T, BillingModeCount>;

    SparseModeValues() = default;
    SparseModeValues(const Values &values) { assign(values); } // NOLINT: a record's array converts
    SparseModeValues(const SparseModeValues &other)
        : m_values(other.m_values ? std::make_unique<Values>(*other.m_values) : nullptr)
    {
    }
    SparseModeValues(SparseModeValues &&) noexcept = default;
    SparseModeValues &operator=(const SparseModeValues &other)
    {
        if (this != &other)
            m_values = other.m_values ? std::make_unique<Values>(*other.m_values) : nullptr;
        return *this;
    }
    SparseModeValues &operator=(SparseModeValues &&) noexcept = default;
    SparseModeValues &operator=(const Values &values)
    {
        assign(values);
        return *this;
    }
    ~SparseModeValues() = default;

    const T &operator[](std::size_t i) const { return m_values ? (*m_values)[i] : unsetValues()[i]; }
    void set(std::size_t i, const T &value)
    {
        if (!m_values) {
            if (ModeValueUnset<T>::is(value))
                return;
            m_values = std::make_unique<Values>(unsetValues());
        }
        (*m_values)[i] = value;
        if (ModeValueUnset<T>::is(value) && std::all_of(m_values->cbegin(), m_values->cend(), &ModeValueUnset<T>::is))
            m_values.reset(); // the last one unset: nothing left to hold
    }
    void clear() { m_values.reset(); }
    bool isSet() const { return m_values != nullptr; }
    Values values() const { return m_values ? *m_values : unsetValues(); }

    typename Values::const_iterator begin() const { return m_values ? m_values->cbegin() : unsetValues().cbegin(); }
    typename Values::const_iterator end() const { return m_values ? m_values->cend() : unsetValues().cend(); }

    // As two arrays compare (an unknown price is never equal to another).
    friend bool operator==(const SparseModeValues &a, const SparseModeValues &b) { return a.values() == b.values(); }

private:
    void assign(const Values &values)
    {
        for (const T &v : values) {
            if (!ModeValueUnset<T>::is(v)) {
                m_values = std::make_unique<Values>(values);
                return;
            }
        }
        m_values.reset();
    }
    static const Values &unsetValues()
    {
        static const Values none = [] {
            Values v;
            v.fill(ModeValueUnset<T>::value());
            return v;
        }();
        return none;
    }

    std::unique_ptr<Values> m_values;
};

} // namespace gpuscout
