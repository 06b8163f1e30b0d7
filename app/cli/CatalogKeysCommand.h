#pragma once

class QCommandLineParser;

namespace gpuscout {

// `gpuscout catalog keys set alibaba|tencent|huawei|baidu`: reads the access key id and the
// secret (two lines) from standard input into the desktop keyring; `catalog keys list`
// says which vendors have a key and where it comes from (the id masked, never the
// secret); `catalog keys remove VENDOR` deletes one.
int runCatalogKeys(const QCommandLineParser &parser);

} // namespace gpuscout
