// SPDX-License-Identifier: Apache-2.0
// ucrypt list — every algorithm and implementation variant built in, grouped
// by command. Each command describes its own algorithms, so a new command
// shows up here by being in the dispatch table.
#include "command.hpp"
#include "io.hpp"

namespace ucrypt::cli {

namespace {

int run_list(const Args& args, Output& out)
{
    expect_positional(args, 0, 0, "");
    std::string text;
    for (const Command* c : all_commands()) {
        if (c->list == nullptr) continue;
        text += std::string(c->name) + ":\n";
        c->list(text);
    }
    out.write(text);
    return kExitOk;
}

constexpr const char* kHelp =
    "Usage: ucrypt list [--out FILE]\n"
    "\n"
    "Lists every algorithm and implementation variant built in, grouped by command.\n";

}  // namespace

const Command kListCommand = {
    "list", "list the algorithms and variants built in", kHelp, {}, &run_list, nullptr};

}  // namespace ucrypt::cli
