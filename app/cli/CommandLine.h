#pragma once

#include <QStringList>

namespace gpuscout {

// The headless front end: `gpuscout rank|report|estimate|sensitivity|catalog ...`.
// Exit status: 0 success, 2 bad input (one line on stderr naming the value and what is
// accepted), 1 any other failure.
namespace CommandLine {

inline constexpr int ExitOk = 0;
inline constexpr int ExitFailure = 1;
inline constexpr int ExitBadInput = 2;

// True when the arguments ask for the command line rather than the window.
bool wantsCommandLine(const QStringList &arguments);
int run(const QStringList &arguments);

} // namespace CommandLine
} // namespace gpuscout
