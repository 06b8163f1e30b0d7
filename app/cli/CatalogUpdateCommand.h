#pragma once

class QCommandLineParser;

namespace gpuscout {

// `gpuscout catalog update aws|azure|gcp|ec2instances|all [--region R]... [--from FILE]
// [--base-url URL] [--dry-run] [--skip-rejected]`: reads the vendors' price lists (or a
// downloaded copy), prints the same preview as `catalog import` and applies it through
// the same import plan, in one transaction, keeping the price history. Prices a feed
// repeats keep their date and are recorded as confirmed. Exit 2 for rejected data or bad
// options, 1 for a network failure; in both the catalog file is not touched.
int runCatalogUpdate(const QCommandLineParser &parser);

// `gpuscout catalog gcp-key set|clear|status`: the Cloud Billing API key in the desktop
// keyring. `set` reads the key from standard input (never from the command line, where
// other users could see it); nothing prints the key.
int runCatalogGcpKey(const QCommandLineParser &parser);

} // namespace gpuscout
