// Price book benchmark: 100,000 offers with 1,000 negotiated terms (per provider, region,
// GPU and instance type). Prints the time to apply the book, and a slider drag's re-rank
// with and without the terms ("bench: NAME VALUE UNIT"); asserts nothing about time.

#include "domain/Catalog.h"
#include "domain/PriceBook.h"
#include "SyntheticCatalog.h"
#include "scoring/ScoringEngine.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace gpuscout;

namespace {

double medianMs(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

// 20 provider-wide discounts, 200 region terms, 200 GPU terms, 580 fixed prices for
// instance types: 1,000 terms.
void addTerms(Catalog *c)
{
    qint64 id = 0;
    const auto term = [&](int provider) {
        PriceTerm t;
        t.id = ++id;
        t.provider = QStringLiteral("p%1").arg(provider);
        t.validFrom = QStringLiteral("2026-01-01");
        t.ref = QStringLiteral("contract %1").arg(id);
        return t;
    };
    for (int p = 0; p < 20; ++p) {
        PriceTerm t = term(p);
        t.discountPercent = 5 + p % 10;
        c->priceBook << t;
    }
    for (int i = 0; i < 200; ++i) {
        PriceTerm t = term(i % 20);
        t.regions << QStringLiteral("region-%1").arg(i % 40);
        t.discountPercent = 15;
        c->priceBook << t;
    }
    for (int i = 0; i < 200; ++i) {
        PriceTerm t = term(i % 20);
        t.gpus << c->gpus[i % c->gpus.size()].model;
        t.regions << QStringLiteral("region-%1").arg(i % 40);
        t.discountPercent = 25;
        c->priceBook << t;
    }
    for (int i = 0; i < 580; ++i) {
        const Offer &o = c->offers[(i * 97) % c->offers.size()];
        PriceTerm t = term(o.provider);
        t.instanceTypes << o.instanceType;
        t.price = o.priceFor(BillingMode::OnDemand) * 0.7;
        t.currency = o.currency;
        c->priceBook << t;
    }
}

double rerankMs(const Catalog &catalog)
{
    const PreparedOffers prepared = prepare(catalog, Scenario{});
    std::vector<double> ms;
    std::size_t checksum = 0;
    for (int step = 0; step < 41; ++step) {
        Weights w{{5, 3, 1 + 0.25 * step, 3, 2}};
        QElapsedTimer t;
        t.start();
        const Ranking r = rank(prepared, w);
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
        checksum += r.order.front();
    }
    if (checksum == 0)
        std::printf("(checksum 0)\n");
    return medianMs(ms);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int size = 100000;
    auto plain = std::make_shared<const Catalog>(bench::syntheticCatalog(size));
    Catalog withTerms = *plain;
    addTerms(&withTerms);
    auto booked = std::make_shared<const Catalog>(withTerms);

    std::vector<double> applyMs;
    std::shared_ptr<const Catalog> mine;
    PriceBookUse use;
    for (int run = 0; run < 5; ++run) {
        QElapsedTimer t;
        t.start();
        mine = applyPriceBook(booked, QStringLiteral("2026-06-01"), &use);
        applyMs.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    const double without = rerankMs(*plain);
    const double with = rerankMs(*mine);
    std::printf("bench: price_book_apply_%d_offers_%lld_terms %.3f ms\n", size, static_cast<long long>(withTerms.priceBook.size()), medianMs(applyMs));
    std::printf("bench: price_book_offers_at_your_price_%d %d offers\n", size, use.offersAtYourPrice);
    std::printf("bench: engine_rerank_without_terms_%d %.3f ms\n", size, without);
    std::printf("bench: engine_rerank_with_1000_terms_%d %.3f ms\n", size, with);
    std::printf("bench: engine_rerank_terms_ratio_%d %.3f x\n", size, with / without);
    return 0;
}
