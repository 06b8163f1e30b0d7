#pragma once

namespace gpuscout {

struct Catalog;

// A catalog from before schema version 7 gains what version 7 brought with the bundled
// catalog: each GPU's architecture and software stacks (for models the bundled catalog
// knows), the bundled benchmark measurements on its GPUs and their sources. Nothing it has
// is changed otherwise, and a measurement it already holds is kept as it is.
Catalog withBundledPerformanceData(const Catalog &current, const Catalog &bundled);

} // namespace gpuscout
