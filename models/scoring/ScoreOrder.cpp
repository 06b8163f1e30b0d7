#include "scoring/ScoreOrder.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace gpuscout {

// The engine gives positions in tie-break order, so stability keeps price and id as the
// tie-breakers for free. Scores are non-negative doubles, whose bit patterns order like
// unsigned integers. A stable LSD radix sort on the upper 32 bits of the complemented patterns
// (sign, exponent and 20 bits of mantissa: four byte passes over 8 bytes per offer, where the
// whole 64-bit key took eight over 12) orders all but scores within about one part in a
// million of each other; each run of equal upper halves is then finished on the whole key.
// Such runs are short unless scores tie exactly, and a run of exact ties is left as it is.
void sortByScoreDescending(std::vector<std::uint32_t> &order, const std::vector<double> &score)
{
    const std::size_t n = order.size();
    const auto keyOf = [&score](std::uint32_t position) {
        std::uint64_t bits;
        std::memcpy(&bits, &score[position], sizeof bits);
        return ~bits;
    };
    std::vector<std::uint32_t> high(n);
    for (std::size_t i = 0; i < n; ++i)
        high[i] = static_cast<std::uint32_t>(keyOf(order[i]) >> 32);
    std::array<std::array<std::uint32_t, 256>, 4> counts{};
    for (std::uint32_t k : high) {
        for (int b = 0; b < 4; ++b)
            ++counts[static_cast<std::size_t>(b)][(k >> (8 * b)) & 0xff];
    }
    std::vector<std::uint32_t> highTmp(n);
    std::vector<std::uint32_t> orderTmp(n);
    for (std::size_t b = 0; b < 4; ++b) {
        auto &c = counts[b];
        if (std::any_of(c.begin(), c.end(), [n](std::uint32_t v) { return v == n; }))
            continue; // every key shares this byte
        std::uint32_t sum = 0;
        for (auto &v : c) {
            const std::uint32_t here = v;
            v = sum;
            sum += here;
        }
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint32_t slot = c[(high[i] >> (8 * b)) & 0xff]++;
            highTmp[slot] = high[i];
            orderTmp[slot] = order[i];
        }
        high.swap(highTmp);
        order.swap(orderTmp);
    }
    for (std::size_t begin = 0; begin < n;) {
        std::size_t end = begin + 1;
        while (end < n && high[end] == high[begin])
            ++end;
        if (end - begin > 1) {
            const auto first = order.begin() + static_cast<std::ptrdiff_t>(begin);
            const auto last = order.begin() + static_cast<std::ptrdiff_t>(end);
            const auto byKey = [&keyOf](std::uint32_t a, std::uint32_t b) { return keyOf(a) < keyOf(b); };
            if (!std::is_sorted(first, last, byKey))
                std::stable_sort(first, last, byKey);
        }
        begin = end;
    }
}

} // namespace gpuscout
