// SPDX-License-Identifier: Apache-2.0
// Constant-time harness (DESIGN §5): a registry of secret-key operations that
// ct_main.cpp runs under valgrind memcheck.
//
// An operation builds its inputs, marks the secret ones with ucrypt::ct::secret
// (VALGRIND_MAKE_MEM_UNDEFINED in a UCRYPT_CT_VALGRIND build) and calls the
// library. Memcheck then reports every conditional jump, conditional move and
// memory address that depends on the secret, i.e. every secret-dependent
// branch or table index. Outputs stay undefined; an operation branches only on
// values the library itself declassified (e.g. a verification verdict).
//
// Registration is static and grouped by family: the family of an operation is
// the name of the file that registers it (ct_hmac.cpp -> "hmac"), so ctest can
// run one family per test without a list kept in two places.
//
//   UCRYPT_CT_OP(leaky_table) { ... }                  // one operation
//   UCRYPT_CT_REGISTER(fam) {                          // many, e.g. over types
//       fam.add("sha256_fast.key", &hmac_key<ucrypt::Sha256Fast>);  // "hmac.sha256_fast.key"
//   }
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ucrypt/ct.hpp"

namespace ucrypt_ct {

using OpFn = void (*)();

struct Op {
    std::string name;
    std::string family;  // from the registering file's name
    OpFn fn;
    bool expect_report;  // self-tests: memcheck must report something
};

// All registered operations, in registration order.
std::vector<Op>& registry();

// Registers operations under the family of one file: names become
// "<family>.<name>".
class Family {
public:
    explicit Family(const char* file);
    void add(const std::string& name, OpFn fn);
    // A self-test: an operation that must make memcheck report (ct_selftest.cpp).
    void add_expect_report(const std::string& name, OpFn fn);

private:
    std::string family_;
};

struct Registrar {
    Registrar(const char* file, void (*body)(Family&))
    {
        Family f(file);
        body(f);
    }
};

// Deterministic, non-trivial input bytes (public pattern; the operation marks
// them secret afterwards when they play a secret role).
inline std::vector<std::uint8_t> pattern(std::size_t n, std::uint8_t seed)
{
    std::vector<std::uint8_t> v(n);
    std::uint32_t x = 0x9E3779B9u ^ seed;
    for (auto& b : v) {
        x = x * 1664525u + 1013904223u;
        b = static_cast<std::uint8_t>(x >> 24);
    }
    return v;
}

// The same bytes, marked secret for memcheck.
inline std::vector<std::uint8_t> secret_pattern(std::size_t n, std::uint8_t seed)
{
    auto v = pattern(n, seed);
    ucrypt::ct::secret(v.data(), v.size());
    return v;
}

// Message and key lengths that exercise partial, full and multiple blocks of
// every block size in use (64, 128 and the Keccak rates 72..168).
inline constexpr std::size_t kLengths[] = {0, 1, 55, 56, 64, 111, 112, 128, 136, 168, 300};

}  // namespace ucrypt_ct

#define UCRYPT_CT_CAT2(a, b) a##b
#define UCRYPT_CT_CAT(a, b) UCRYPT_CT_CAT2(a, b)

// A block, run at static initialisation, that registers operations through
// the Family& named by its argument.
#define UCRYPT_CT_REGISTER(family)                                                     \
    static void UCRYPT_CT_CAT(ucrypt_ct_register_, __LINE__)(::ucrypt_ct::Family&);    \
    static const ::ucrypt_ct::Registrar UCRYPT_CT_CAT(ucrypt_ct_registrar_, __LINE__){ \
        __FILE__, &UCRYPT_CT_CAT(ucrypt_ct_register_, __LINE__)};                      \
    static void UCRYPT_CT_CAT(ucrypt_ct_register_, __LINE__)(::ucrypt_ct::Family & family)

// One operation named <family>.<name>; its body follows the macro.
#define UCRYPT_CT_OP(name)                                                             \
    static void ucrypt_ct_op_##name();                                                 \
    static const ::ucrypt_ct::Registrar ucrypt_ct_opreg_##name{                        \
        __FILE__, [](::ucrypt_ct::Family& f) { f.add(#name, &ucrypt_ct_op_##name); }}; \
    static void ucrypt_ct_op_##name()
