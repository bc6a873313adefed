// SPDX-License-Identifier: Apache-2.0
// ucrypt — the command-line tool (docs/CLI.md). This file holds the dispatch
// table and the common flow: parse, run, commit the output, map failures to
// one "ucrypt: ..." line on stderr and the documented exit code.
#include <cstdio>
#include <exception>
#include <new>
#include <string>

#include "command.hpp"
#include "io.hpp"

#ifndef UCRYPT_VERSION
#error "UCRYPT_VERSION must come from CMake's PROJECT_VERSION"
#endif

namespace ucrypt::cli {

namespace {

// Adding a command: write cmd_<name>.cpp defining a Command, declare it in
// command.hpp, and list it here.
constexpr const Command* kCommands[] = {
    &kHashCommand,    &kMacCommand,     &kKdfCommand,    &kEncCommand,    &kGenkeyCommand,
    &kPubkeyCommand,  &kSignCommand,    &kVerifyCommand, &kDeriveCommand, &kKemCommand,
    &kEncryptCommand, &kDecryptCommand, &kListCommand,   &kBenchCommand,
};

void print_main_help()
{
    std::string text =
        "Usage: ucrypt COMMAND ALG [options] [FILE]\n"
        "       ucrypt COMMAND --help | ucrypt list | ucrypt --version\n"
        "\n"
        "Input comes from FILE, or standard input when FILE is absent or '-'.\n"
        "Output goes to --out FILE or standard output; nothing is written to\n"
        "--out on failure. Hex arguments accept upper or lower case.\n"
        "\n"
        "Commands:\n";
    for (const Command* c : kCommands) {
        std::string name = c->name;
        name.resize(8, ' ');
        text += "  " + name + c->summary + "\n";
    }
    text +=
        "\n"
        "Exit status: 0 success, 1 verification failure, 2 usage error,\n"
        "3 bad input (unreadable file, malformed hex, wrong length, invalid key),\n"
        "4 internal error.\n";
    std::fputs(text.c_str(), stdout);
}

const Command* find_command(std::string_view name)
{
    for (const Command* c : kCommands) {
        if (name == c->name) return c;
    }
    return nullptr;
}

int run(int argc, char** argv)
{
    if (argc < 2) fail(kExitUsage, "missing command (see 'ucrypt --help')");
    const std::string_view first = argv[1];
    if (first == "--help" || first == "-h" || first == "help") {
        print_main_help();
        return kExitOk;
    }
    if (first == "--version") {
        std::fputs("ucrypt " UCRYPT_VERSION "\n", stdout);
        return kExitOk;
    }
    const Command* cmd = find_command(first);
    if (cmd == nullptr) {
        const char* what = first.starts_with("-") ? "unknown option '" : "unknown command '";
        fail(kExitUsage, what + std::string(first) + "' (see 'ucrypt --help')");
    }
    const std::span<char* const> rest(argv + 2, static_cast<std::size_t>(argc - 2));
    if (wants_help(rest)) {
        std::fputs(cmd->help, stdout);
        return kExitOk;
    }
    const Args args = parse_args(*cmd, rest);
    Output out(args.get("out"));
    const int code = cmd->run(args, out);
    if (code == kExitOk) out.commit();
    return code;
}

}  // namespace

std::span<const Command* const> all_commands()
{
    return kCommands;
}

}  // namespace ucrypt::cli

int main(int argc, char** argv)
{
    using namespace ucrypt::cli;
    try {
        return run(argc, argv);
    } catch (const Failure& f) {
        std::fprintf(stderr, "ucrypt: %s\n", f.message.c_str());
        return f.code;
    } catch (const std::bad_alloc&) {
        std::fputs("ucrypt: out of memory\n", stderr);
        return kExitInternal;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "ucrypt: internal error: %s\n", e.what());
        return kExitInternal;
    }
}
