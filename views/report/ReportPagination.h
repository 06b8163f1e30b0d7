#pragma once

class QTextDocument;

namespace gpuscout {

// Page breaks a reader expects, which QTextDocument does not make by itself: a heading, or
// the caption line just above a table, never sits alone at the foot of a page (it moves to
// the next page with what follows it), and a table that fits on one page is not cut in
// two (it starts a new page). Works on the laid-out document (its page size set) and
// repeats until nothing moves; the few page breaks it adds are all it changes.
// Returns how many breaks it added.
int keepTogether(QTextDocument *document);

} // namespace gpuscout
