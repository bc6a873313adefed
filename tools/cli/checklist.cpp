// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — several files per command and checklists (checklist.hpp).
#include "checklist.hpp"

#include <cstdio>
#include <string_view>

#include "ucrypt/ct.hpp"
#include "ucrypt/encoding/hex.hpp"

namespace ucrypt::cli {

namespace {

// A line longer than this is malformed (names are at most PATH_MAX).
constexpr std::size_t kMaxLineExtra = 8192;

// Hands each line of `in` (without its newline and a CR before it) to `line`
// with its 1-based number.
void for_each_line(Input& in, std::size_t max_len,
                   const std::function<void(std::string_view, std::size_t)>& line)
{
    std::string cur;
    std::size_t number = 0;
    const auto emit = [&] {
        ++number;
        if (!cur.empty() && cur.back() == '\r') cur.pop_back();
        line(cur, number);
        cur.clear();
    };
    in.read([&](ByteView c) {
        for (const std::uint8_t b : c) {
            if (b == '\n') {
                emit();
                continue;
            }
            if (cur.size() > max_len) {
                fail(kExitBadInput,
                     in.shown() + " line " + std::to_string(number + 1) + ": too long");
            }
            cur.push_back(static_cast<char>(b));
        }
    });
    if (!cur.empty()) emit();
}

struct Entry {
    std::string_view hex;
    std::string name;
};

// "<hex>  <name>" or "<hex> *<name>" with exactly 2*len hex digits.
Entry parse(const Input& in, std::string_view line, std::size_t number, std::size_t len,
            ByteSpan value)
{
    const std::size_t digits = 2 * len;
    const bool shape = line.size() > digits + 2 && line[digits] == ' ' &&
                       (line[digits + 1] == ' ' || line[digits + 1] == '*');
    const std::string_view hex = line.substr(0, std::min(digits, line.size()));
    if (!shape || encoding::hex_decode(hex, value).error != encoding::HexError::none) {
        fail(kExitBadInput, in.shown() + " line " + std::to_string(number) +
                                ": malformed (expected " + std::to_string(digits) +
                                " hex digits, two spaces and a file name)");
    }
    return {hex, std::string(line.substr(digits + 2))};
}

}  // namespace

void print_values(const std::vector<std::string>& files, std::size_t len, bool names,
                  const FileValue& compute, Output& out)
{
    SecretBytes value(len);
    for (const std::string& f : files) {
        compute(f, value.span());
        const std::string hex = to_hex(value.view());
        out.line(files.size() == 1 && !names ? hex : hex + "  " + f);
    }
}

int run_checklist(const std::string& list, std::size_t len, const FileValue& compute)
{
    Input in(list);
    in.make_rereadable();
    SecretBytes expected(len);
    SecretBytes got(len);
    std::size_t lines = 0;
    for_each_line(in, 2 * len + kMaxLineExtra, [&](std::string_view line, std::size_t number) {
        parse(in, line, number, len, expected.span());
        ++lines;
    });
    if (lines == 0) fail(kExitBadInput, in.shown() + ": no checksum lines");
    in.rewind();
    std::size_t mismatched = 0;
    std::size_t unreadable = 0;
    for_each_line(in, 2 * len + kMaxLineExtra, [&](std::string_view line, std::size_t number) {
        const Entry e = parse(in, line, number, len, expected.span());
        std::string verdict = "OK";
        try {
            compute(e.name, got.span());
            if (!ct::bytes_equal(expected.data(), got.data(), len).declassify()) {
                verdict = "FAILED";
                ++mismatched;
            }
        } catch (const Failure&) {
            verdict = "FAILED open or read";
            ++unreadable;
        }
        std::printf("%s: %s\n", e.name.c_str(), verdict.c_str());
    });
    std::fflush(stdout);
    const std::string of = " of " + std::to_string(lines) + " listed files ";
    if (unreadable > 0) {
        fail(kExitBadInput,
             std::to_string(unreadable) + of + "could not be read" +
                 (mismatched > 0 ? ", " + std::to_string(mismatched) + " did NOT match" : ""));
    }
    if (mismatched > 0) fail(kExitVerifyFailed, std::to_string(mismatched) + of + "did NOT match");
    return kExitOk;
}

}  // namespace ucrypt::cli
