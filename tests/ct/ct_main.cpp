// SPDX-License-Identifier: Apache-2.0
// Constant-time harness driver: runs registered operations (ct_harness.hpp)
// and counts memcheck reports per operation.
//
//   valgrind --error-exitcode=99 --track-origins=yes ct_harness --require-valgrind --all
//   ct_harness --list
//   ct_harness --family hmac          # every operation of ct_hmac.cpp
//   ct_harness hmac.sha256_fast       # an operation, or every operation below a dotted prefix
//
// Exit status: 0 when memcheck reported nothing, 1 when it reported something
// (self-tests included: they are expected to exit non-zero, see CMakeLists),
// 2 on a usage or preflight error. Valgrind's --error-exitcode takes precedence
// when memcheck reported anything.
#include <valgrind/memcheck.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "ct_harness.hpp"
#include "ucrypt/ct.hpp"

namespace ucrypt_ct {

std::vector<Op>& registry()
{
    static std::vector<Op> ops;
    return ops;
}

// ".../tests/ct/ct_hmac.cpp" -> "hmac"
static std::string family_of(const char* file)
{
    std::string f = file;
    const auto slash = f.find_last_of("/\\");
    if (slash != std::string::npos) f = f.substr(slash + 1);
    if (f.rfind("ct_", 0) == 0) f = f.substr(3);
    const auto dot = f.find('.');
    if (dot != std::string::npos) f = f.substr(0, dot);
    return f;
}

Family::Family(const char* file) : family_(family_of(file)) {}

void Family::add(const std::string& name, OpFn fn)
{
    registry().push_back(Op{family_ + "." + name, family_, fn, false});
}

void Family::add_expect_report(const std::string& name, OpFn fn)
{
    registry().push_back(Op{family_ + "." + name, family_, fn, true});
}

}  // namespace ucrypt_ct

namespace {

using ucrypt_ct::Op;

// Proves that the markers reach memcheck: without this a build whose markers
// were compiled out (UCRYPT_CT_VALGRIND missing) would pass every operation.
bool preflight()
{
    if (RUNNING_ON_VALGRIND == 0) {
        std::fprintf(stderr, "[ct] preflight: not running under valgrind\n");
        return false;
    }
    unsigned char probe[16] = {};
    unsigned char vbits[16] = {};
    ucrypt::ct::secret(probe, sizeof probe);
    const auto got = VALGRIND_GET_VBITS(probe, vbits, sizeof probe);
    const bool undefined =
        got == 1u && std::all_of(vbits, vbits + 16, [](unsigned char v) { return v == 0xFF; });
    ucrypt::ct::declassify(probe, sizeof probe);
    (void)VALGRIND_GET_VBITS(probe, vbits, sizeof probe);
    const bool defined_again =
        std::all_of(vbits, vbits + 16, [](unsigned char v) { return v == 0; });
    if (!undefined || !defined_again) {
        std::fprintf(stderr,
                     "[ct] preflight: ucrypt::ct::secret/declassify do not reach memcheck "
                     "(build without UCRYPT_CT_VALGRIND?)\n");
        return false;
    }
    return true;
}

bool matches(const Op& op, const std::string& sel)
{
    return op.name == sel || op.name.rfind(sel + ".", 0) == 0;
}

// Runs one operation and returns the number of memcheck reports it caused.
// Self-tests are run exactly like real operations (same exit status), so that
// ctest's WILL_FAIL on them proves the very command line of the real tests
// can fail.
unsigned run(const Op& op)
{
    const unsigned before = VALGRIND_COUNT_ERRORS;
    op.fn();
    const unsigned reports = VALGRIND_COUNT_ERRORS - before;
    const char* verdict =
        reports == 0 ? "ok" : "FAILED: secret-dependent branch or index (see report above)";
    if (op.expect_report) {
        verdict = reports != 0 ? "reported, as a self-test must"
                               : "NOT reported: the harness is blind (markers compiled out?)";
    }
    std::printf("[ct] %-44s %s\n", op.name.c_str(), verdict);
    std::fflush(stdout);
    return reports;
}

int usage()
{
    std::fprintf(
        stderr, "usage: ct_harness [--require-valgrind] (--list | --all | --family F | NAME...)\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv)
{
    bool all = false, list = false, require = false;
    std::vector<std::string> families, names;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--all")
            all = true;
        else if (a == "--list")
            list = true;
        else if (a == "--require-valgrind")
            require = true;
        else if (a == "--family" && i + 1 < argc)
            families.emplace_back(argv[++i]);
        else if (a.rfind("--", 0) == 0)
            return usage();
        else
            names.push_back(a);
    }
    const auto& ops = ucrypt_ct::registry();
    if (list) {
        for (const auto& op : ops)
            std::printf("%s%s\n", op.name.c_str(), op.expect_report ? "  (self-test)" : "");
        return 0;
    }
    if (!all && families.empty() && names.empty()) return usage();
    if (require && !preflight()) return 2;

    std::vector<const Op*> chosen;
    for (const auto& op : ops) {
        // --all leaves out the self-tests: they fail on purpose.
        bool pick = all && !op.expect_report;
        pick = pick || std::find(families.begin(), families.end(), op.family) != families.end();
        pick = pick || std::any_of(names.begin(), names.end(),
                                   [&](const std::string& s) { return matches(op, s); });
        if (pick) chosen.push_back(&op);
    }
    if (chosen.empty()) {
        std::fprintf(stderr, "[ct] no operation matches the selection\n");
        return 2;
    }
    std::size_t reported = 0;
    for (const Op* op : chosen) reported += run(*op) != 0 ? 1u : 0u;
    std::printf("[ct] %zu operation(s), %zu with memcheck reports\n", chosen.size(), reported);
    return reported == 0 ? 0 : 1;
}
