// SPDX-License-Identifier: Apache-2.0
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

// An input file ("" or "-" = standard input) read in kChunkSize chunks; the
// same errors as read_input. make_rereadable() lets a command read it twice
// (AEAD decryption verifies before it decrypts): a regular file or block
// device is read again in place; anything else (a pipe, a terminal) is first
// copied into an unlinked temporary file in $TMPDIR (default /tmp), so memory
// stays constant. Only ciphertext and public inputs are ever spooled.
class Input {
public:
    explicit Input(const std::string& path);
    ~Input();
    Input(const Input&) = delete;
    Input& operator=(const Input&) = delete;

    // Hands the rest of the input to `sink`, chunk by chunk.
    void read(const std::function<void(ByteView)>& sink);
    // Returns the input's size in bytes and rewinds it (see above).
    std::uint64_t make_rereadable();
    // Back to where make_rereadable() found it.
    void rewind();
    // The bytes left to read when the input is a regular file (a size known
    // before reading), else nothing.
    std::optional<std::uint64_t> known_size() const;
    // "standard input" or "'PATH'", for messages.
    const std::string& shown() const noexcept { return shown_; }

private:
    int fd_ = 0;
    bool owned_ = false;
    std::int64_t start_ = -1;  // the offset make_rereadable() rewinds to
    std::string shown_;
};

// The output of one command, to --out PATH or standard output ("-" or no
// --out). Up to kChunkSize bytes are held in memory and released only by
// commit(), which main calls on success; a larger output (enc on a big file)
// is streamed. Where the bytes go:
//   - standard output: written there; a streamed output may have been partly
//     printed before a late failure (a bad CBC padding), as with openssl enc.
//   - a regular file (or a symbolic link to one): written to a temporary file
//     beside it and renamed over it by commit(), so a failure leaves the old
//     file intact and no partial file; the link itself is kept.
//   - anything else (a FIFO, a device, /dev/stdout, /dev/fd/N, /proc/...) or
//     a dangling symbolic link: opened and written in place, as the shell's
//     '>' does.
// Modes: a new file gets 0666 & ~umask, or 0600 & ~umask for secrets
// (set_private: private keys, shared secrets); a replaced file keeps its
// mode, narrowed to 0600 for secrets, never widened.
class Output {
public:
    explicit Output(std::optional<std::string> path);
    ~Output();  // removes an uncommitted temporary file
    Output(const Output&) = delete;
    Output& operator=(const Output&) = delete;

    void write(std::string_view s);
    void write(ByteView b)
    {
        write(std::string_view(reinterpret_cast<const char*>(b.data()), b.size()));
    }
    void line(std::string_view s)
    {
        write(s);
        write(std::string_view("\n"));
    }
    // Call before the first write: the output is a secret (see above).
    void set_private() noexcept { private_ = true; }
    // True when the bytes go to standard output.
    bool to_stdout() const noexcept { return !path_ || *path_ == "-"; }
    void commit();

private:
    void flush();  // opens the destination on first use
    void open();
    void wipe_buffer() noexcept;
    std::optional<std::string> path_;
    std::vector<std::uint8_t> buf_;  // wiped whenever it is emptied
    bool private_ = false;
    bool opened_ = false;
    int fd_ = -1;      // the open destination
    std::string tmp_;  // the temporary file renamed over target_ by commit()
    std::string target_;
    unsigned mode_ = 0;  // the mode the temporary file gets before the rename
};

}  // namespace ucrypt::cli
