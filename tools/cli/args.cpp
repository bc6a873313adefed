// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — the option conventions shared by every command (docs/CLI.md):
// options before or after positional arguments, "--opt=value" or "--opt value",
// "--" ends the options, "-" is a positional argument (standard input).
#include <algorithm>
#include <cctype>

#include "command.hpp"
#include "io.hpp"

namespace ucrypt::cli {

namespace {

// Options every command accepts.
constexpr OptionSpec kCommonOptions[] = {{"help", false}, {"out", true}};

const OptionSpec* find_option(const Command& cmd, std::string_view name)
{
    for (const OptionSpec& o : kCommonOptions) {
        if (name == o.name) return &o;
    }
    for (const OptionSpec& o : cmd.options) {
        if (name == o.name) return &o;
    }
    return nullptr;
}

std::string see_help_of(const Command& cmd)
{
    return std::string(" (see 'ucrypt ") + cmd.name + " --help')";
}

// Handles argv[i], an argument that starts with "--"; returns the index of
// the last argument it consumed.
std::size_t parse_long_option(const Command& cmd, std::span<char* const> argv, std::size_t i,
                              Args& args)
{
    const std::string_view arg = argv[i];
    const std::size_t eq = arg.find('=');
    const std::string_view name = arg.substr(2, eq == std::string_view::npos ? eq : eq - 2);
    const OptionSpec* spec = find_option(cmd, name);
    if (spec == nullptr) {
        fail(kExitUsage,
             "unknown option '" + std::string(arg.substr(0, eq)) + "'" + see_help_of(cmd));
    }
    const std::string shown = "--" + std::string(name);
    if (args.has(name))
        fail(kExitUsage, "option '" + shown + "' given more than once" + see_help_of(cmd));
    std::string value;
    if (!spec->takes_value) {
        if (eq != std::string_view::npos) fail(kExitUsage, "option '" + shown + "' takes no value");
    } else if (eq != std::string_view::npos) {
        value = std::string(arg.substr(eq + 1));
    } else if (i + 1 < argv.size()) {
        value = argv[++i];
    } else {
        fail(kExitUsage, "option '" + shown + "' needs a value" + see_help_of(cmd));
    }
    args.options.emplace(std::string(name), std::move(value));
    return i;
}

}  // namespace

std::optional<std::string> Args::get(std::string_view name) const
{
    const auto it = options.find(name);
    if (it == options.end()) return std::nullopt;
    return it->second;
}

bool wants_help(std::span<char* const> argv)
{
    for (const char* a : argv) {
        const std::string_view s = a;
        if (s == "--") return false;
        if (s == "--help" || s == "-h") return true;
    }
    return false;
}

Args parse_args(const Command& cmd, std::span<char* const> argv)
{
    Args args;
    args.command = cmd.name;
    bool options_done = false;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string_view a = argv[i];
        if (options_done || a == "-" || a.empty() || a[0] != '-') {
            args.positional.emplace_back(a);
        } else if (a == "--") {
            options_done = true;
        } else if (a.starts_with("--")) {
            i = parse_long_option(cmd, argv, i, args);
        } else {
            fail(kExitUsage, "unknown option '" + std::string(a) + "'" + see_help_of(cmd));
        }
    }
    return args;
}

std::string see_help(const Args& args)
{
    return " (see 'ucrypt " + args.command + " --help')";
}

std::string_view impl_choice(const Args& args, std::initializer_list<std::string_view> allowed)
{
    const auto it = args.options.find(std::string_view("impl"));
    if (it == args.options.end()) return {};
    for (std::string_view v : allowed) {
        if (it->second == v) return v;
    }
    std::string list;
    for (std::string_view v : allowed) {
        if (!list.empty()) list += '|';
        list += v;
    }
    fail(kExitUsage, "--impl: unknown variant '" + it->second + "' (expected " + list + ")");
}

void expect_positional(const Args& args, std::size_t min, std::size_t max, const char* what)
{
    const std::size_t n = args.positional.size();
    if (n < min) fail(kExitUsage, std::string("missing ") + what + see_help(args));
    if (n > max) {
        fail(kExitUsage, "unexpected argument '" + args.positional[max] + "'" + see_help(args));
    }
}

void list_entry(std::string& text, std::string_view name, std::string_view details)
{
    std::string line = "  " + std::string(name);
    if (!details.empty()) {
        line.resize(std::max<std::size_t>(line.size() + 1, 18), ' ');
        line += details;
    }
    text += line + "\n";
}

std::string lowercase(std::string_view s)
{
    std::string r(s);
    std::transform(r.begin(), r.end(), r.begin(), [](char c) {
        return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    });
    return r;
}

}  // namespace ucrypt::cli
