#pragma once

class QCommandLineParser;

namespace gpuscout {

// `gpuscout catalog stats [--format table|json]`: offers per provider and how many have a
// known compute figure, VRAM, network and stability (at FP16/BF16) and a price under each
// billing mode (CatalogStats). Returns the exit status.
int runCatalogStats(const QCommandLineParser &parser);

// `gpuscout catalog rfq --provider KEY [--gpu MODEL]... [--region NAME]... [--billing MODE]
// [--org TEXT] --out FILE.xlsx|FILE.csv`: writes a request for quotes (QuoteRequest) for the
// provider's offers that need a quote, or all of its offers when none does. The format
// follows the file name. Returns the exit status.
int runCatalogRfq(const QCommandLineParser &parser);

} // namespace gpuscout
