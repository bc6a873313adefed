// ucrypt CLI — input, output, hex arguments and failures.
#include "io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <memory>

#include "encoding/hex.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt::cli {

void fail(int code, std::string message) { throw Failure{code, std::move(message)}; }

SecretBytes::SecretBytes(SecretBytes&& o) noexcept : b_(std::move(o.b_)) { o.b_.clear(); }

SecretBytes& SecretBytes::operator=(SecretBytes&& o) noexcept
{
    if (this != &o) {
        clear();
        b_ = std::move(o.b_);
        o.b_.clear();
    }
    return *this;
}

SecretBytes::~SecretBytes() { clear(); }

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
struct FileCloser {
    void operator()(std::FILE* f) const noexcept { std::fclose(f); }
};
}  // namespace

void read_input(const std::string& path, const std::function<void(ByteView)>& sink)
{
    const bool is_stdin = path.empty() || path == "-";
    const std::string shown = is_stdin ? "standard input" : "'" + path + "'";
    std::unique_ptr<std::FILE, FileCloser> owned;
    std::FILE* f = stdin;
    if (!is_stdin) {
        owned.reset(std::fopen(path.c_str(), "rb"));
        if (!owned) fail(kExitBadInput, "cannot open " + shown + ": " + std::strerror(errno));
        f = owned.get();
    }
    std::vector<std::uint8_t> chunk(kChunkSize);
    for (;;) {
        const std::size_t n = std::fread(chunk.data(), 1, chunk.size(), f);
        if (n > 0) sink(ByteView(chunk.data(), n));
        if (n < chunk.size()) break;
    }
    // The input may be a key file: leave no copy of it behind.
    ucrypt::wipe(chunk.data(), chunk.size());
    if (std::ferror(f)) fail(kExitBadInput, "cannot read " + shown + ": " + std::strerror(errno));
}

void Output::commit()
{
    if (path_ && *path_ != "-") {
        commit_file(*path_);
        return;
    }
    if (std::fwrite(buf_.data(), 1, buf_.size(), stdout) != buf_.size() || std::fflush(stdout) != 0) {
        fail(kExitBadInput, std::string("cannot write standard output: ") + std::strerror(errno));
    }
}

namespace {
// Writes all of `s` to fd; false on error.
bool write_all(int fd, std::string_view s)
{
    while (!s.empty()) {
        const ssize_t n = ::write(fd, s.data(), s.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        s.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

// The permissions a plain open(O_CREAT, 0666) would have given, since
// mkstemp creates 0600.
mode_t default_file_mode()
{
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return static_cast<mode_t>(0666 & ~mask);
}
}  // namespace

void Output::commit_file(const std::string& path)
{
    std::string tmp = path + ".ucrypt-XXXXXX";
    const int fd = ::mkstemp(tmp.data());
    if (fd < 0) fail(kExitBadInput, "cannot write '" + path + "': " + std::strerror(errno));
    bool ok = write_all(fd, buf_) && ::fchmod(fd, default_file_mode()) == 0;
    const int saved = errno;
    ok = (::close(fd) == 0) && ok;
    if (ok && std::rename(tmp.c_str(), path.c_str()) == 0) return;
    const int err = ok ? errno : saved;
    ::unlink(tmp.c_str());
    fail(kExitBadInput, "cannot write '" + path + "': " + std::strerror(err));
}

}  // namespace ucrypt::cli
