// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — input, output, hex arguments and failures.
#include "io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "ucrypt/encoding/hex.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::cli {

void fail(int code, std::string message)
{
    throw Failure{code, std::move(message)};
}

SecretBytes::SecretBytes(SecretBytes&& o) noexcept : b_(std::move(o.b_))
{
    o.b_.clear();
}

SecretBytes& SecretBytes::operator=(SecretBytes&& o) noexcept
{
    if (this != &o) {
        clear();
        b_ = std::move(o.b_);
        o.b_.clear();
    }
    return *this;
}

SecretBytes::~SecretBytes()
{
    clear();
}

void SecretBytes::clear() noexcept
{
    if (!b_.empty()) wipe(b_.data(), b_.size());
    b_.clear();
}

SecretBytes copy_secret(ByteView v)
{
    SecretBytes s(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) s.data()[i] = v[i];
    return s;
}

SecretBytes hex_option(std::string_view option, std::string_view text)
{
    SecretBytes out(encoding::hex_decoded_size(text.size()));
    const encoding::HexResult r = encoding::hex_decode(text, out.span());
    if (r.error == encoding::HexError::odd_length) {
        fail(kExitBadInput, "--" + std::string(option) + ": odd number of hex digits (" +
                                std::to_string(text.size()) + ")");
    }
    if (r.error != encoding::HexError::none) {
        fail(kExitBadInput, "--" + std::string(option) + ": " + encoding::to_string(r.error) +
                                " at position " + std::to_string(r.position + 1));
    }
    return out;
}

std::string to_hex(ByteView bytes)
{
    std::string s(encoding::hex_encoded_size(bytes.size()), '\0');
    if (!encoding::hex_encode(bytes, s)) fail(kExitInternal, "hex encoding failed");
    return s;
}

std::size_t length_option(std::string_view option, std::string_view text, std::size_t min,
                          std::size_t max)
{
    std::size_t v = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, v);
    const std::string name = "--" + std::string(option);
    if (text.empty() || ptr != end || ec == std::errc::invalid_argument) {
        fail(kExitUsage, name + ": '" + std::string(text) + "' is not a number of bytes");
    }
    if (ec == std::errc::result_out_of_range || v < min || v > max) {
        fail(kExitBadInput, name + ": " + std::string(text) + " is out of range (" +
                                std::to_string(min) + " to " + std::to_string(max) + ")");
    }
    return v;
}

namespace {
[[noreturn]] void fail_errno(const std::string& what)
{
    fail(kExitBadInput, what + ": " + std::strerror(errno));
}

// Writes all of `s` to fd; false on error.
bool write_all(int fd, const std::uint8_t* p, std::size_t n)
{
    while (n > 0) {
        const ssize_t w = ::write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        p += w;
        n -= static_cast<std::size_t>(w);
    }
    return true;
}

mode_t current_umask()
{
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return mask;
}
}  // namespace

// ---- Input ------------------------------------------------------------------

Input::Input(const std::string& path)
{
    const bool is_stdin = path.empty() || path == "-";
    shown_ = is_stdin ? "standard input" : "'" + path + "'";
    if (is_stdin) return;
    fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_ < 0) fail_errno("cannot open " + shown_);
    owned_ = true;
}

Input::~Input()
{
    if (owned_) ::close(fd_);
}

void Input::read(const std::function<void(ByteView)>& sink)
{
    SecretBytes chunk(kChunkSize);  // the input may be a key file: wiped
    for (;;) {
        const ssize_t n = ::read(fd_, chunk.data(), chunk.size());
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) fail_errno("cannot read " + shown_);
        if (n == 0) break;
        sink(ByteView(chunk.data(), static_cast<std::size_t>(n)));
    }
}

std::uint64_t Input::make_rereadable()
{
    struct stat st {};
    if (::fstat(fd_, &st) != 0) fail_errno("cannot read " + shown_);
    const bool seekable = S_ISREG(st.st_mode) || S_ISBLK(st.st_mode);
    if (!seekable) {
        const char* dir = std::getenv("TMPDIR");
        std::string tmp =
            std::string(dir != nullptr && *dir != '\0' ? dir : "/tmp") + "/ucrypt-spool-XXXXXX";
        const int spool = ::mkstemp(tmp.data());
        if (spool < 0)
            fail_errno("cannot create a temporary file for " + shown_ + " in '" + tmp + "'");
        ::unlink(tmp.c_str());
        read([&](ByteView c) {
            if (!write_all(spool, c.data(), c.size())) {
                const int e = errno;
                ::close(spool);
                errno = e;
                fail_errno("cannot copy " + shown_ + " to a temporary file");
            }
        });
        if (owned_) ::close(fd_);
        fd_ = spool;
        owned_ = true;
        start_ = 0;
    } else if (start_ < 0) {
        start_ = ::lseek(fd_, 0, SEEK_CUR);
        if (start_ < 0) fail_errno("cannot read " + shown_);
    }
    const off_t end = ::lseek(fd_, 0, SEEK_END);
    if (end < 0 || end < start_) fail_errno("cannot read " + shown_);
    rewind();
    return static_cast<std::uint64_t>(end - start_);
}

void Input::rewind()
{
    if (start_ < 0 || ::lseek(fd_, start_, SEEK_SET) != start_)
        fail_errno("cannot rewind " + shown_);
}

std::optional<std::uint64_t> Input::known_size() const
{
    struct stat st {};
    if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
    const off_t pos = ::lseek(fd_, 0, SEEK_CUR);
    if (pos < 0 || pos > st.st_size) return std::nullopt;
    return static_cast<std::uint64_t>(st.st_size - pos);
}

void read_input(const std::string& path, const std::function<void(ByteView)>& sink)
{
    Input(path).read(sink);
}

// ---- Output -----------------------------------------------------------------

Output::Output(std::optional<std::string> path) : path_(std::move(path)) {}

Output::~Output()
{
    wipe_buffer();
    if (fd_ >= 0 && fd_ != STDOUT_FILENO) ::close(fd_);
    if (!tmp_.empty()) ::unlink(tmp_.c_str());
}

void Output::wipe_buffer() noexcept
{
    if (!buf_.empty()) wipe(buf_.data(), buf_.size());
    buf_.clear();
}

void Output::write(std::string_view s)
{
    buf_.insert(buf_.end(), s.begin(), s.end());
    if (buf_.size() >= kChunkSize) flush();
}

namespace {
// Paths whose node must never be replaced by a rename: the process's own
// descriptors and device files.
bool special_path(const std::string& p)
{
    return p.starts_with("/dev/") || p.starts_with("/proc/");
}
}  // namespace

void Output::open()
{
    opened_ = true;
    if (to_stdout()) {
        std::fflush(stdout);  // anything printed through stdio comes first
        fd_ = STDOUT_FILENO;
        return;
    }
    const std::string& path = *path_;
    const std::string shown = "cannot write '" + path + "'";
    const mode_t new_mode = static_cast<mode_t>((private_ ? 0600 : 0666) & ~current_umask());
    struct stat st {};
    struct stat lst {};
    const bool exists = ::stat(path.c_str(), &st) == 0;
    const bool is_link = ::lstat(path.c_str(), &lst) == 0 && S_ISLNK(lst.st_mode);
    if (!exists && errno != ENOENT) fail_errno(shown);
    std::string target = path;
    bool in_place = special_path(path) || (exists && !S_ISREG(st.st_mode)) || (!exists && is_link);
    if (!in_place && is_link) {  // a link to a regular file: replace the file, keep the link
        char* real = ::realpath(path.c_str(), nullptr);
        if (real == nullptr) fail_errno(shown);
        target = real;
        std::free(real);
        in_place = special_path(target);
    }
    if (in_place) {
        fd_ =
            ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, private_ ? 0600 : 0666);
        if (fd_ < 0) fail_errno(shown);
        return;
    }
    mode_ = exists ? (st.st_mode & 07777) : new_mode;
    if (private_) mode_ &= 0600;
    std::string tmp = target + ".ucrypt-XXXXXX";
    fd_ = ::mkstemp(tmp.data());  // 0600 until commit
    if (fd_ < 0) fail_errno(shown);
    tmp_ = tmp;
    target_ = target;
}

void Output::flush()
{
    if (!opened_) open();
    const bool ok = write_all(fd_, buf_.data(), buf_.size());
    wipe_buffer();
    if (!ok) {
        fail_errno(to_stdout() ? std::string("cannot write standard output")
                               : "cannot write '" + *path_ + "'");
    }
}

void Output::commit()
{
    flush();
    if (tmp_.empty()) return;
    const std::string shown = "cannot write '" + *path_ + "'";
    if (::fchmod(fd_, static_cast<mode_t>(mode_)) != 0) fail_errno(shown);
    const int closed = ::close(fd_);
    fd_ = -1;
    if (closed != 0) fail_errno(shown);
    if (std::rename(tmp_.c_str(), target_.c_str()) != 0) fail_errno(shown);
    tmp_.clear();
}

}  // namespace ucrypt::cli
