// ucrypt CLI — input, output, hex arguments and failures.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ucrypt/bytes.hpp"

namespace ucrypt::cli {

// docs/CLI.md exit codes.
enum Exit : int {
    kExitOk = 0,
    kExitVerifyFailed = 1,
    kExitUsage = 2,
    kExitBadInput = 3,
    kExitInternal = 4,
};

// Thrown to end the command: main prints "ucrypt: <message>" on stderr and
// exits with `code`. Nothing reaches --out once a Failure is thrown.
struct Failure {
    int code;
    std::string message;
};
[[noreturn]] void fail(int code, std::string message);

// Bytes that may be key material: wiped when they go out of scope.
class SecretBytes {
public:
    SecretBytes() = default;
    explicit SecretBytes(std::size_t n) : b_(n) {}
    SecretBytes(const SecretBytes&) = delete;
    SecretBytes& operator=(const SecretBytes&) = delete;
    SecretBytes(SecretBytes&& o) noexcept;
    SecretBytes& operator=(SecretBytes&& o) noexcept;
    ~SecretBytes();

    std::uint8_t* data() noexcept { return b_.data(); }
    const std::uint8_t* data() const noexcept { return b_.data(); }
    std::size_t size() const noexcept { return b_.size(); }
    ByteView view() const noexcept { return {b_.data(), b_.size()}; }
    ByteSpan span() noexcept { return {b_.data(), b_.size()}; }

private:
    void clear() noexcept;
    std::vector<std::uint8_t> b_;
};

// A wiped-on-destruction copy of key bytes.
SecretBytes copy_secret(ByteView v);
// The value of a hex option; exit 3 naming the option on odd length or a bad digit.
SecretBytes hex_option(std::string_view option, std::string_view text);
// Lowercase hex.
std::string to_hex(ByteView bytes);

// The decimal value of a length option (--len): exit 2 when it is not a
// number, exit 3 when it is outside [min, max].
std::size_t length_option(std::string_view option, std::string_view text, std::size_t min,
                          std::size_t max);

// Reads FILE ("-" = standard input) in 64 KiB chunks and hands each to `sink`,
// so inputs of any size stream through the data-flow API. Exit 3 when the
// file cannot be opened or read.
inline constexpr std::size_t kChunkSize = 64 * 1024;
void read_input(const std::string& path, const std::function<void(ByteView)>& sink);

// The output of one command: buffered, and written to --out or standard
// output only by commit(), which main calls on success. A file is written
// next to its destination and renamed over it, so a failure — ours or the
// disk's — never leaves a partial or truncated --out behind.
class Output {
public:
    explicit Output(std::optional<std::string> path) : path_(std::move(path)) {}
    void write(std::string_view s) { buf_ += s; }
    void line(std::string_view s)
    {
        buf_ += s;
        buf_ += '\n';
    }
    void commit();

private:
    void commit_file(const std::string& path);
    std::optional<std::string> path_;
    std::string buf_;
};

}  // namespace ucrypt::cli
