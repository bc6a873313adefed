// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — the shape every command shares (docs/CLI.md).
//
// A command is one file (cmd_<name>.cpp) that defines a `Command` value and is
// listed once in the dispatch table in main.cpp. Option parsing, --help,
// --out and the exit-code conventions are common and live in args.cpp/io.cpp.
#pragma once
#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ucrypt::cli {

class Output;

struct OptionSpec {
    const char* name;  // without the leading "--"
    bool takes_value;
};

// The parsed command line of one command.
struct Args {
    std::string command;
    std::vector<std::string> positional;
    std::map<std::string, std::string, std::less<>> options;  // flags map to ""

    bool has(std::string_view name) const { return options.find(name) != options.end(); }
    std::optional<std::string> get(std::string_view name) const;
};

struct Command {
    const char* name;
    const char* summary;                  // one line for 'ucrypt --help'
    const char* help;                     // the text of 'ucrypt NAME --help'
    std::span<const OptionSpec> options;  // besides the common --help and --out
    // Writes the result to `out`; returns an exit code, or throws Failure.
    int (*run)(const Args& args, Output& out);
    // Appends this command's algorithms and variants for 'ucrypt list' (may be null).
    void (*list)(std::string& text);
};

// The dispatch table (main.cpp).
std::span<const Command* const> all_commands();

// Parses argv[first..] for `cmd` (args.cpp). Throws Failure (exit 2) on an
// unknown option, a missing value, or an option given twice.
Args parse_args(const Command& cmd, std::span<char* const> argv);
// True when --help / -h appears before "--".
bool wants_help(std::span<char* const> argv);

// Shared option checks (args.cpp).
// The --impl variant, if given, must be one of `allowed`; returns "" when absent.
std::string_view impl_choice(const Args& args, std::initializer_list<std::string_view> allowed);
// Exactly `min..max` positional arguments, else a usage error naming the command.
void expect_positional(const Args& args, std::size_t min, std::size_t max, const char* what);
// A usage-error message suffix: " (see 'ucrypt CMD --help')".
std::string see_help(const Args& args);
// Appends one 'ucrypt list' line: "  NAME  DETAILS".
void list_entry(std::string& text, std::string_view name, std::string_view details);
// Lowercase copy, for case-insensitive algorithm names.
std::string lowercase(std::string_view s);

// The commands of this build.
extern const Command kHashCommand;
extern const Command kMacCommand;
extern const Command kKdfCommand;
extern const Command kEncCommand;
extern const Command kListCommand;
extern const Command kBenchCommand;
extern const Command kGenkeyCommand;
extern const Command kPubkeyCommand;
extern const Command kSignCommand;
extern const Command kVerifyCommand;
extern const Command kDeriveCommand;
extern const Command kKemCommand;
extern const Command kEncryptCommand;
extern const Command kDecryptCommand;

}  // namespace ucrypt::cli
