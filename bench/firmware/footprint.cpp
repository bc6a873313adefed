// ucrypt footprint firmware: calls exactly one operation of one variant, so
// that after --gc-sections the link map holds only what that operation needs
// (bench/firmware/README.md, "Footprint"). Built once per operation with
//   UCRYPT_FP_HASH = Sha256Small | Sha256Fast | Sha384Small | Sha384Fast
//   UCRYPT_FP_FLOW = 0 (sole buffer: hash()) | 1 (data flow: init/update/finish)
#include <cstdint>

#include "ucrypt/sha2.hpp"

#ifndef UCRYPT_FP_HASH
#error "define UCRYPT_FP_HASH"
#endif

using H = ucrypt::UCRYPT_FP_HASH;

// Extern globals: the compiler must assume someone reads the digest, so the
// call cannot be dropped, and the input is not a known constant.
std::uint8_t g_fp_input[256];
std::uint8_t g_fp_digest[H::digest_size];

int main()
{
    const ucrypt::FixedSpan<H::digest_size> out(g_fp_digest, H::digest_size);
#if UCRYPT_FP_FLOW
    H h;
    h.update(ucrypt::ByteView(g_fp_input, 128));
    h.update(ucrypt::ByteView(g_fp_input + 128, 128));
    h.finish(out);
#else
    H::hash(ucrypt::ByteView(g_fp_input, sizeof g_fp_input), out);
#endif
    return g_fp_digest[0] & 1;
}
