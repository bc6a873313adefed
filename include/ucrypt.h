/* SPDX-License-Identifier: Apache-2.0 */
/* ucrypt — C API (DESIGN §1 layer 4): hashes, XOFs, MACs, KDFs, AES modes,
 * AEADs, CMAC, Poly1305, key wrap, DRBGs, X25519, Ed25519 and ML-KEM.
 *
 * C99. Every function is a thin shim over the C++ API in include/ucrypt/; the
 * conventions are in docs/API-C.md. In short:
 *
 *  - Functions return an int status. Success is UCRYPT_OK (0x5AC33CA5), a
 *    non-zero constant: compare against UCRYPT_OK, never against 0 or a
 *    failure code.
 *  - A pointer may be NULL only when its length is 0 (then nothing is read or
 *    written). Context pointers must be non-NULL; fault_check may be NULL.
 *  - On any error, every output buffer that is non-NULL is zeroed (all of its
 *    stated length).
 *  - Contexts are caller-owned storage (no heap). They must be initialised by
 *    an *_init function; using a zeroed, never-initialised or finished context
 *    returns UCRYPT_ERR_BAD_STATE. *_final functions always end the context
 *    (whatever the status) and wipe it. *_wipe ends a context early.
 *    Contexts must not be copied with memcpy or assignment.
 *  - An algorithm id may be OR-ed with UCRYPT_VARIANT_SMALL or
 *    UCRYPT_VARIANT_FAST to pick the implementation; without a flag the
 *    default from ucrypt/config.hpp is used (AES ids also take
 *    UCRYPT_VARIANT_CT / _NI / _AUTO, GCM a UCRYPT_GHASH_* flag). Unknown
 *    ids return UCRYPT_ERR_INVALID_ARGUMENT; the ids of an algorithm the
 *    build leaves out (UCRYPT_WANT_* = 0, docs/CONFIG.md) return
 *    UCRYPT_ERR_NOT_SUPPORTED, and the functions of a family it leaves out
 *    are absent (a call does not link).
 *  - Footprint: a function taking an algorithm id links every algorithm it
 *    can dispatch to; the per-algorithm entry points (hash descriptors,
 *    per-curve functions) link only what they name (docs/API-C.md).
 *  - Cipher, AEAD and DRBG contexts keep their key across messages: their
 *    finish/verify end a message, not the context; end those contexts with
 *    *_wipe (DRBG: ucrypt_drbg_uninstantiate).
 */
#ifndef UCRYPT_H
#define UCRYPT_H

#include <stddef.h>
#include <stdint.h>

#include "ucrypt/version.h"

/* The exported interface of the shared library (UCRYPT_SHARED, built with
 * -fvisibility=hidden): every function declared in this header, and nothing
 * else. The push/pop below marks them all, so an added declaration cannot be
 * left out; tests/install/check_exports.sh compares the two lists. */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Status codes (same values as ucrypt::Status) ---------------------- */

#define UCRYPT_OK 0x5AC33CA5
#define UCRYPT_ERR_VERIFY_FAILED 0x0F1E0001    /* tag / MAC mismatch */
#define UCRYPT_ERR_INVALID_ARGUMENT 0x0F1E0002 /* NULL pointer, unknown algorithm id */
#define UCRYPT_ERR_INVALID_LENGTH 0x0F1E0003   /* a length the algorithm does not allow */
#define UCRYPT_ERR_INVALID_KEY 0x0F1E0004
#define UCRYPT_ERR_INVALID_ENCODING 0x0F1E0005
#define UCRYPT_ERR_WORKSPACE_TOO_SMALL 0x0F1E0006
#define UCRYPT_ERR_BAD_STATE 0x0F1E0007 /* context not initialised, or finished */
#define UCRYPT_ERR_ENTROPY_FAILURE 0x0F1E0008
#define UCRYPT_ERR_LIMIT_REACHED 0x0F1E0009
#define UCRYPT_ERR_NOT_SUPPORTED 0x0F1E000A
#define UCRYPT_ERR_INTERNAL 0x0F1E000B /* a fault countermeasure fired */

/* The value a verification writes to *fault_check when the tag matched. A
 * fault-resistant caller checks both: status == UCRYPT_OK and
 * fault_check == UCRYPT_FAULT_CHECK_OK. */
#define UCRYPT_FAULT_CHECK_OK ((uint32_t)UCRYPT_OK)

/* A short, stable, lowercase name for a status ("ok", "invalid length", ...);
 * "unknown status" for any other value. Never NULL. */
const char* ucrypt_status_string(int status);

/* ---- Algorithm identifiers --------------------------------------------- */

/* Implementation variant flags, OR-ed into an algorithm id. SHA-1 has a single
 * implementation and accepts either flag. */
#define UCRYPT_VARIANT_DEFAULT 0x000
#define UCRYPT_VARIANT_SMALL 0x100 /* rolled rounds: least code */
#define UCRYPT_VARIANT_FAST 0x200  /* unrolled rounds */

/* Hash algorithm ids: SHA-1, SHA-2 (FIPS 180-4), SHA-3 (FIPS 202); OR a
 * UCRYPT_VARIANT_* flag into them. */
typedef enum ucrypt_hash_alg {
    UCRYPT_SHA1 = 0x01,
    UCRYPT_SHA224 = 0x02,
    UCRYPT_SHA256 = 0x03,
    UCRYPT_SHA384 = 0x04,
    UCRYPT_SHA512 = 0x05,
    UCRYPT_SHA512_224 = 0x06,
    UCRYPT_SHA512_256 = 0x07,
    UCRYPT_SHA3_224 = 0x08,
    UCRYPT_SHA3_256 = 0x09,
    UCRYPT_SHA3_384 = 0x0A,
    UCRYPT_SHA3_512 = 0x0B
} ucrypt_hash_alg;

/* Extendable-output function ids: SHAKE (FIPS 202), cSHAKE (SP 800-185). */
typedef enum ucrypt_xof_alg {
    UCRYPT_SHAKE128 = 0x10,
    UCRYPT_SHAKE256 = 0x11,
    UCRYPT_CSHAKE128 = 0x12,
    UCRYPT_CSHAKE256 = 0x13
} ucrypt_xof_alg;

/* KMAC ids (SP 800-185): fixed-length and XOF forms. */
typedef enum ucrypt_kmac_alg {
    UCRYPT_KMAC128 = 0x20,
    UCRYPT_KMAC256 = 0x21,
    UCRYPT_KMACXOF128 = 0x22,
    UCRYPT_KMACXOF256 = 0x23
} ucrypt_kmac_alg;

/* ---- Context storage (opaque; sizes in 64-bit words) ------------------- */

/* Sizes, in 64-bit words, of the opaque context types below. */
#define UCRYPT_HASH_CTX_WORDS 29
#define UCRYPT_XOF_CTX_WORDS 30
#define UCRYPT_KMAC_CTX_WORDS 32
#define UCRYPT_HMAC_CTX_WORDS 84

/* Caller-owned context storage. The contents are private to the library:
 * initialise with the family's *_init, never copy or inspect. */
/* Context of a hash (ucrypt_hash_init). */
typedef struct ucrypt_hash_ctx {
    uint64_t opaque[UCRYPT_HASH_CTX_WORDS]; /* private to the library */
} ucrypt_hash_ctx;
/* Context of an XOF (ucrypt_xof_init). */
typedef struct ucrypt_xof_ctx {
    uint64_t opaque[UCRYPT_XOF_CTX_WORDS]; /* private to the library */
} ucrypt_xof_ctx;
/* Context of KMAC (ucrypt_kmac_init). */
typedef struct ucrypt_kmac_ctx {
    uint64_t opaque[UCRYPT_KMAC_CTX_WORDS]; /* private to the library */
} ucrypt_kmac_ctx;
/* Context of HMAC (ucrypt_hmac_init). */
typedef struct ucrypt_hmac_ctx {
    uint64_t opaque[UCRYPT_HMAC_CTX_WORDS]; /* private to the library */
} ucrypt_hmac_ctx;

/* ---- Hashes: SHA-1, SHA-2 (FIPS 180-4), SHA-3 (FIPS 202) --------------- */

/* Digest size in bytes of a hash id (with or without a variant flag); 0 for
 * an unknown id. */
size_t ucrypt_hash_digest_size(int alg);

/* Starts a hash. ctx non-NULL, alg a ucrypt_hash_alg (| variant flag).
 * INVALID_ARGUMENT: ctx NULL or unknown alg (ctx, if non-NULL, is then left
 * uninitialised). Re-initialising a live context is allowed. */
int ucrypt_hash_init(ucrypt_hash_ctx* ctx, int alg);

/* Absorbs len bytes (data may be NULL when len == 0).
 * INVALID_ARGUMENT: ctx NULL, or data NULL with len > 0. BAD_STATE: ctx not
 * initialised or already finished. The context is unchanged on error. */
int ucrypt_hash_update(ucrypt_hash_ctx* ctx, const void* data, size_t len);

/* Writes the digest; out_len must equal ucrypt_hash_digest_size(alg)
 * (else INVALID_LENGTH). INVALID_ARGUMENT: ctx NULL or out NULL with
 * out_len > 0. BAD_STATE as above. The context is wiped whatever the status;
 * on error out is zeroed. */
int ucrypt_hash_final(ucrypt_hash_ctx* ctx, uint8_t* out, size_t out_len);

/* Ends a context early and wipes it. INVALID_ARGUMENT when ctx is NULL. */
int ucrypt_hash_wipe(ucrypt_hash_ctx* ctx);

/* Sole buffer: out = H(data). out_len must equal the digest size.
 * INVALID_ARGUMENT: unknown alg, data NULL with len > 0, out NULL with
 * out_len > 0. INVALID_LENGTH: wrong out_len. On error out is zeroed. */
int ucrypt_hash(int alg, const void* data, size_t len, uint8_t* out, size_t out_len);

/* ---- Per-hash descriptors (docs/API-C.md, "Feature selection") --------- */

/* A constant descriptor of one hash in one variant. Naming a descriptor links
 * that hash alone, where the id-taking functions above (ucrypt_hash,
 * ucrypt_hash_init, ucrypt_hash_digest_size) link every hash of the build.
 * Plain name: the default variant of ucrypt/config.hpp; _small / _fast: that
 * variant. ucrypt_hash_update, _final and _wipe serve contexts started either
 * way. SHA-1 has one variant. The getters of a hash the build leaves out
 * (UCRYPT_WANT_SHA1 / UCRYPT_WANT_SHA3 = 0) are absent. */
typedef struct ucrypt_hash_info ucrypt_hash_info;

/* The descriptor getters, one per hash and variant (see above). */
const ucrypt_hash_info* ucrypt_hash_sha1(void);
const ucrypt_hash_info* ucrypt_hash_sha224(void);
const ucrypt_hash_info* ucrypt_hash_sha224_small(void);
const ucrypt_hash_info* ucrypt_hash_sha224_fast(void);
const ucrypt_hash_info* ucrypt_hash_sha256(void);
const ucrypt_hash_info* ucrypt_hash_sha256_small(void);
const ucrypt_hash_info* ucrypt_hash_sha256_fast(void);
const ucrypt_hash_info* ucrypt_hash_sha384(void);
const ucrypt_hash_info* ucrypt_hash_sha384_small(void);
const ucrypt_hash_info* ucrypt_hash_sha384_fast(void);
const ucrypt_hash_info* ucrypt_hash_sha512(void);
const ucrypt_hash_info* ucrypt_hash_sha512_small(void);
const ucrypt_hash_info* ucrypt_hash_sha512_fast(void);
const ucrypt_hash_info* ucrypt_hash_sha512_224(void);
const ucrypt_hash_info* ucrypt_hash_sha512_224_small(void);
const ucrypt_hash_info* ucrypt_hash_sha512_224_fast(void);
const ucrypt_hash_info* ucrypt_hash_sha512_256(void);
const ucrypt_hash_info* ucrypt_hash_sha512_256_small(void);
const ucrypt_hash_info* ucrypt_hash_sha512_256_fast(void);
const ucrypt_hash_info* ucrypt_hash_sha3_224(void);
const ucrypt_hash_info* ucrypt_hash_sha3_224_small(void);
const ucrypt_hash_info* ucrypt_hash_sha3_224_fast(void);
const ucrypt_hash_info* ucrypt_hash_sha3_256(void);
const ucrypt_hash_info* ucrypt_hash_sha3_256_small(void);
const ucrypt_hash_info* ucrypt_hash_sha3_256_fast(void);
const ucrypt_hash_info* ucrypt_hash_sha3_384(void);
const ucrypt_hash_info* ucrypt_hash_sha3_384_small(void);
const ucrypt_hash_info* ucrypt_hash_sha3_384_fast(void);
const ucrypt_hash_info* ucrypt_hash_sha3_512(void);
const ucrypt_hash_info* ucrypt_hash_sha3_512_small(void);
const ucrypt_hash_info* ucrypt_hash_sha3_512_fast(void);

/* The descriptor of an id (| variant flag): links every hash. NULL for an
 * unknown id or one the build leaves out. */
const ucrypt_hash_info* ucrypt_hash_info_from_alg(int alg);
/* Digest size in bytes (0 for NULL) and the ucrypt_hash_alg id, without a
 * variant flag (0 for NULL). */
size_t ucrypt_hash_info_digest_size(const ucrypt_hash_info* hash);
int ucrypt_hash_info_alg(const ucrypt_hash_info* hash);
/* As ucrypt_hash_init and ucrypt_hash with a descriptor (NULL:
 * INVALID_ARGUMENT). The context keeps a pointer to the descriptor: like
 * every context it must not be copied or written by the caller. */
int ucrypt_hash_init_info(ucrypt_hash_ctx* ctx, const ucrypt_hash_info* hash);
int ucrypt_hash_compute(const ucrypt_hash_info* hash, const void* data, size_t len, uint8_t* out,
                        size_t out_len);

/* ---- XOFs: SHAKE (FIPS 202), cSHAKE (SP 800-185 §3) -------------------- */

/* Starts SHAKE128/256 (alg UCRYPT_SHAKE128/256 | variant flag).
 * INVALID_ARGUMENT: ctx NULL or another alg. */
int ucrypt_xof_init(ucrypt_xof_ctx* ctx, int alg);

/* Starts cSHAKE128/256 (alg UCRYPT_CSHAKE128/256 | variant flag) with the
 * function name N and customization string S (either may be empty; both empty
 * gives SHAKE). INVALID_ARGUMENT: ctx NULL, other alg, a NULL pointer with a
 * non-zero length. */
int ucrypt_cshake_init(ucrypt_xof_ctx* ctx, int alg, const uint8_t* name, size_t name_len,
                       const uint8_t* custom, size_t custom_len);

/* Absorbs data. BAD_STATE once squeezing has started (or ctx not
 * initialised); INVALID_ARGUMENT as for ucrypt_hash_update. */
int ucrypt_xof_update(ucrypt_xof_ctx* ctx, const void* data, size_t len);

/* Squeezes out_len bytes (any length; call repeatedly for a stream). The
 * first call ends absorbing. INVALID_ARGUMENT: ctx NULL, out NULL with
 * out_len > 0. BAD_STATE: ctx not initialised. On error out is zeroed. The
 * context stays live: end it with ucrypt_xof_wipe. */
int ucrypt_xof_squeeze(ucrypt_xof_ctx* ctx, uint8_t* out, size_t out_len);

/* Ends an XOF context and wipes it. INVALID_ARGUMENT when ctx is NULL. */
int ucrypt_xof_wipe(ucrypt_xof_ctx* ctx);

/* Sole buffer SHAKE: out = SHAKE(data, 8*out_len) (alg UCRYPT_SHAKE128/256).
 * Errors as ucrypt_hash (any out_len is valid). */
int ucrypt_shake(int alg, const void* data, size_t len, uint8_t* out, size_t out_len);

/* Sole buffer cSHAKE (alg UCRYPT_CSHAKE128/256): out = cSHAKE(data, 8*out_len, N, S). */
int ucrypt_cshake(int alg, const uint8_t* name, size_t name_len, const uint8_t* custom,
                  size_t custom_len, const void* data, size_t len, uint8_t* out, size_t out_len);

/* ---- KMAC128/256 and KMACXOF128/256 (SP 800-185 §4) -------------------- */

/* Starts KMAC with key K, customization S and tag length out_len in bytes
 * (it is part of the MAC input; at least 4). For KMACXOF ids out_len must be
 * 0 (the output is squeezed). INVALID_ARGUMENT: ctx NULL, unknown alg, a NULL
 * pointer with a non-zero length. INVALID_LENGTH: KMAC with out_len < 4,
 * KMACXOF with out_len != 0.
 * The key is not kept; the context holds key-derived state (wipe it). */
int ucrypt_kmac_init(ucrypt_kmac_ctx* ctx, int alg, const uint8_t* key, size_t key_len,
                     const uint8_t* custom, size_t custom_len, size_t out_len);

/* Absorbs data. BAD_STATE: not initialised, finished, or a KMACXOF context
 * that has started squeezing. */
int ucrypt_kmac_update(ucrypt_kmac_ctx* ctx, const void* data, size_t len);

/* KMAC (not XOF): writes the tag; out_len must equal the out_len given to
 * init (INVALID_LENGTH). BAD_STATE for a KMACXOF context. Wipes the context
 * whatever the status; on error out is zeroed. */
int ucrypt_kmac_final(ucrypt_kmac_ctx* ctx, uint8_t* out, size_t out_len);

/* KMACXOF only: squeezes out_len more bytes; may be called repeatedly.
 * BAD_STATE for a non-XOF context. On error out is zeroed. End with
 * ucrypt_kmac_wipe. */
int ucrypt_kmac_squeeze(ucrypt_kmac_ctx* ctx, uint8_t* out, size_t out_len);

/* KMAC (not XOF): compares the tag in constant time. tag_len must equal the
 * init out_len (INVALID_LENGTH). Returns UCRYPT_OK or
 * UCRYPT_ERR_VERIFY_FAILED; writes the redundant check word to *fault_check
 * (UCRYPT_FAULT_CHECK_OK only on a match; fault_check may be NULL). Wipes the
 * context whatever the status. */
int ucrypt_kmac_verify_final(ucrypt_kmac_ctx* ctx, const uint8_t* tag, size_t tag_len,
                             uint32_t* fault_check);

/* Ends a KMAC context and wipes it. INVALID_ARGUMENT when ctx is NULL. */
int ucrypt_kmac_wipe(ucrypt_kmac_ctx* ctx);

/* Sole buffer KMAC: tag of out_len >= 4 bytes (KMAC ids), or out_len bytes
 * of KMACXOF output (KMACXOF ids, any length). Errors as ucrypt_kmac_init;
 * out zeroed on error. */
int ucrypt_kmac(int alg, const uint8_t* key, size_t key_len, const uint8_t* custom,
                size_t custom_len, const void* data, size_t len, uint8_t* out, size_t out_len);

/* Sole buffer KMAC verification (KMAC ids only; INVALID_ARGUMENT for KMACXOF).
 * The tag length is the KMAC output length L (>= 4, else INVALID_LENGTH), so
 * a truncated tag does not verify. Statuses and fault_check as
 * ucrypt_kmac_verify_final. */
int ucrypt_kmac_verify(int alg, const uint8_t* key, size_t key_len, const uint8_t* custom,
                       size_t custom_len, const void* data, size_t len, const uint8_t* tag,
                       size_t tag_len, uint32_t* fault_check);

/* ---- HMAC (FIPS 198-1) over every hash -------------------------------- */

/* Starts HMAC with any key length (keys longer than the block are hashed).
 * INVALID_ARGUMENT: ctx NULL, unknown alg, key NULL with key_len > 0. The
 * context holds key-derived state: end it with final, verify_final or wipe. */
int ucrypt_hmac_init(ucrypt_hmac_ctx* ctx, int alg, const uint8_t* key, size_t key_len);

/* Absorbs data. Errors as ucrypt_hash_update. */
int ucrypt_hmac_update(ucrypt_hmac_ctx* ctx, const void* data, size_t len);

/* Writes the full tag; out_len must equal the digest size (INVALID_LENGTH;
 * truncate the tag yourself). Wipes the context whatever the status; on
 * error out is zeroed. */
int ucrypt_hmac_final(ucrypt_hmac_ctx* ctx, uint8_t* out, size_t out_len);

/* Compares the first tag_len bytes of the tag in constant time;
 * 4 <= tag_len <= digest size, else INVALID_LENGTH. Returns UCRYPT_OK or
 * UCRYPT_ERR_VERIFY_FAILED and writes the redundant check word to
 * *fault_check (UCRYPT_FAULT_CHECK_OK only on a match; may be NULL). Wipes
 * the context whatever the status. */
int ucrypt_hmac_verify_final(ucrypt_hmac_ctx* ctx, const uint8_t* tag, size_t tag_len,
                             uint32_t* fault_check);

/* Ends an HMAC context and wipes it. INVALID_ARGUMENT when ctx is NULL. */
int ucrypt_hmac_wipe(ucrypt_hmac_ctx* ctx);

/* Sole buffer HMAC; out_len must equal the digest size. Out zeroed on error. */
int ucrypt_hmac(int alg, const uint8_t* key, size_t key_len, const void* data, size_t len,
                uint8_t* out, size_t out_len);

/* Sole buffer HMAC verification; tag lengths and statuses as
 * ucrypt_hmac_verify_final. */
int ucrypt_hmac_verify(int alg, const uint8_t* key, size_t key_len, const void* data, size_t len,
                       const uint8_t* tag, size_t tag_len, uint32_t* fault_check);

/* Per-hash HMAC descriptors: ucrypt_hmac_sha256() etc. name HMAC over one hash
 * and variant, as the hash descriptors do (ucrypt_hash_sha256()). An image
 * that starts HMAC only through a descriptor links that hash alone; the
 * id-taking ucrypt_hmac_init, ucrypt_hmac and ucrypt_hmac_verify link every
 * hash of the build. ucrypt_hmac_update, _final, _verify_final and _wipe serve
 * contexts started either way (they call through the descriptor). The getters
 * of a hash the build leaves out are absent. */
typedef struct ucrypt_hmac_info ucrypt_hmac_info;

/* The descriptor getters, one per hash and variant (see above). */
const ucrypt_hmac_info* ucrypt_hmac_sha1(void);
const ucrypt_hmac_info* ucrypt_hmac_sha224(void);
const ucrypt_hmac_info* ucrypt_hmac_sha224_small(void);
const ucrypt_hmac_info* ucrypt_hmac_sha224_fast(void);
const ucrypt_hmac_info* ucrypt_hmac_sha256(void);
const ucrypt_hmac_info* ucrypt_hmac_sha256_small(void);
const ucrypt_hmac_info* ucrypt_hmac_sha256_fast(void);
const ucrypt_hmac_info* ucrypt_hmac_sha384(void);
const ucrypt_hmac_info* ucrypt_hmac_sha384_small(void);
const ucrypt_hmac_info* ucrypt_hmac_sha384_fast(void);
const ucrypt_hmac_info* ucrypt_hmac_sha512(void);
const ucrypt_hmac_info* ucrypt_hmac_sha512_small(void);
const ucrypt_hmac_info* ucrypt_hmac_sha512_fast(void);
const ucrypt_hmac_info* ucrypt_hmac_sha512_224(void);
const ucrypt_hmac_info* ucrypt_hmac_sha512_224_small(void);
const ucrypt_hmac_info* ucrypt_hmac_sha512_224_fast(void);
const ucrypt_hmac_info* ucrypt_hmac_sha512_256(void);
const ucrypt_hmac_info* ucrypt_hmac_sha512_256_small(void);
const ucrypt_hmac_info* ucrypt_hmac_sha512_256_fast(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_224(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_224_small(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_224_fast(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_256(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_256_small(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_256_fast(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_384(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_384_small(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_384_fast(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_512(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_512_small(void);
const ucrypt_hmac_info* ucrypt_hmac_sha3_512_fast(void);

/* The tag size in bytes (the digest size; 0 for NULL). */
size_t ucrypt_hmac_info_tag_size(const ucrypt_hmac_info* mac);
/* As ucrypt_hmac_init, ucrypt_hmac and ucrypt_hmac_verify with a descriptor
 * (NULL: INVALID_ARGUMENT). The context keeps a pointer to the descriptor:
 * like every context it must not be copied or written by the caller. */
int ucrypt_hmac_init_info(ucrypt_hmac_ctx* ctx, const ucrypt_hmac_info* mac, const uint8_t* key,
                          size_t key_len);
int ucrypt_hmac_compute(const ucrypt_hmac_info* mac, const uint8_t* key, size_t key_len,
                        const void* data, size_t len, uint8_t* out, size_t out_len);
int ucrypt_hmac_verify_info(const ucrypt_hmac_info* mac, const uint8_t* key, size_t key_len,
                            const void* data, size_t len, const uint8_t* tag, size_t tag_len,
                            uint32_t* fault_check);

/* ---- HKDF (RFC 5869) over every hash ----------------------------------- */

/* PRK = HMAC(salt, IKM); an empty salt means HashLen zero bytes. prk_len must
 * equal the digest size (INVALID_LENGTH). Out zeroed on error. */
int ucrypt_hkdf_extract(int alg, const uint8_t* salt, size_t salt_len, const uint8_t* ikm,
                        size_t ikm_len, uint8_t* prk, size_t prk_len);

/* OKM = first okm_len bytes of T(1) || T(2) ...; prk_len >= digest size and
 * okm_len <= 255 * digest size, else INVALID_LENGTH. okm must not overlap
 * info (it may overlap prk). okm zeroed on error. */
int ucrypt_hkdf_expand(int alg, const uint8_t* prk, size_t prk_len, const uint8_t* info,
                       size_t info_len, uint8_t* okm, size_t okm_len);

/* Extract then expand; the intermediate PRK is wiped. Errors as above. */
int ucrypt_hkdf(int alg, const uint8_t* salt, size_t salt_len, const uint8_t* ikm, size_t ikm_len,
                const uint8_t* info, size_t info_len, uint8_t* okm, size_t okm_len);

/* ANSI X9.63 KDF (SEC 1 v2.0 §3.6.1): out_len bytes of
 * Hash(Z || Counter || SharedInfo) for Counter = 1, 2, ... (32-bit big-endian).
 * alg: a SHA-2 id (UCRYPT_SHA224 .. UCRYPT_SHA512_256, variant flags allowed);
 * SHA-1 and SHA-3 ids are UCRYPT_ERR_INVALID_ARGUMENT. shared_info may be NULL
 * with length 0; out must not overlap z or shared_info. Links every hash of
 * the build (it takes an id). */
int ucrypt_x963_kdf(int alg, const uint8_t* z, size_t z_len, const uint8_t* shared_info,
                    size_t shared_info_len, uint8_t* out, size_t out_len);

/* Per-hash HKDF descriptors: ucrypt_hkdf_sha256() etc. name HKDF over one hash
 * and variant, as the hash and HMAC descriptors do. An image that uses HKDF
 * only through a descriptor links that hash alone; the id-taking functions
 * above link every hash of the build. The getters of a hash the build leaves
 * out are absent. */
typedef struct ucrypt_hkdf_info ucrypt_hkdf_info;

/* The descriptor getters, one per hash and variant (see above). */
const ucrypt_hkdf_info* ucrypt_hkdf_sha1(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha224(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha224_small(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha224_fast(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha256(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha256_small(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha256_fast(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha384(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha384_small(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha384_fast(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha512(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha512_small(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha512_fast(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha512_224(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha512_224_small(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha512_224_fast(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha512_256(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha512_256_small(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha512_256_fast(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_224(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_224_small(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_224_fast(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_256(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_256_small(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_256_fast(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_384(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_384_small(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_384_fast(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_512(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_512_small(void);
const ucrypt_hkdf_info* ucrypt_hkdf_sha3_512_fast(void);

/* The PRK size in bytes (the digest size; 0 for NULL). */
size_t ucrypt_hkdf_info_prk_size(const ucrypt_hkdf_info* kdf);
/* As ucrypt_hkdf_extract, ucrypt_hkdf_expand and ucrypt_hkdf with a
 * descriptor (NULL: INVALID_ARGUMENT, output zeroed). */
int ucrypt_hkdf_extract_info(const ucrypt_hkdf_info* kdf, const uint8_t* salt, size_t salt_len,
                             const uint8_t* ikm, size_t ikm_len, uint8_t* prk, size_t prk_len);
int ucrypt_hkdf_expand_info(const ucrypt_hkdf_info* kdf, const uint8_t* prk, size_t prk_len,
                            const uint8_t* info, size_t info_len, uint8_t* okm, size_t okm_len);
int ucrypt_hkdf_derive_info(const ucrypt_hkdf_info* kdf, const uint8_t* salt, size_t salt_len,
                            const uint8_t* ikm, size_t ikm_len, const uint8_t* info,
                            size_t info_len, uint8_t* okm, size_t okm_len);

/* ======================================================================== *
 * Symmetric ciphers (docs/API-C.md, "Block-cipher modes" onwards)          *
 * ======================================================================== */

/* AES implementation flags, OR-ed into a mode, AEAD, CMAC, key-wrap or
 * CTR_DRBG id (at most one; UCRYPT_VARIANT_SMALL and _FAST above also name
 * AES variants here). Without a flag the default AES of ucrypt/config.hpp is
 * used. SMALL and FAST use tables and are NOT constant-time on cores with a
 * data cache (see ucrypt/aes.hpp); CT is constant-time everywhere; NI is
 * x86-64 AES-NI (UCRYPT_ERR_NOT_SUPPORTED where the CPU lacks it, and for the
 * families that have no AES-NI build: AEADs, CMAC, key wrap, CTR_DRBG); AUTO
 * is AES-NI when present, else CT. */
#define UCRYPT_VARIANT_CT 0x400
#define UCRYPT_VARIANT_NI 0x800
#define UCRYPT_VARIANT_AUTO 0x1000

/* GHASH flags for UCRYPT_AES_GCM (at most one; default from config.hpp):
 * FAST (per-key table, NOT constant-time on cores with a data cache), CT,
 * CLMUL (x86-64 PCLMULQDQ, falls back to CT at run time). */
#define UCRYPT_GHASH_FAST 0x10000
#define UCRYPT_GHASH_CT 0x20000
#define UCRYPT_GHASH_CLMUL 0x40000

/* Direction argument of ucrypt_cipher_init. */
#define UCRYPT_ENCRYPT 1
#define UCRYPT_DECRYPT 2

/* Block-cipher mode ids (AES); OR an AES variant flag into them. */
typedef enum ucrypt_cipher_alg {
    UCRYPT_AES_ECB = 0x30,
    UCRYPT_AES_CBC = 0x31,
    UCRYPT_AES_CBC_CS2 = 0x32, /* ciphertext stealing, SP 800-38A Addendum */
    UCRYPT_AES_CTR = 0x33,     /* 128-bit big-endian counter block */
    UCRYPT_AES_CFB128 = 0x34,
    UCRYPT_AES_OFB = 0x35,
    UCRYPT_AES_XTS = 0x36 /* IEEE 1619 / SP 800-38E */
} ucrypt_cipher_alg;

/* AEAD ids. */
typedef enum ucrypt_aead_alg {
    UCRYPT_AES_GCM = 0x40,
    UCRYPT_AES_CCM = 0x41,
    UCRYPT_CHACHA20_POLY1305 = 0x42 /* no variant flags */
} ucrypt_aead_alg;

/* CMAC id (SP 800-38B). */
typedef enum ucrypt_cmac_alg { UCRYPT_AES_CMAC = 0x50 } ucrypt_cmac_alg;

/* AES key-wrap ids (SP 800-38F). */
typedef enum ucrypt_keywrap_alg {
    UCRYPT_AES_KW = 0x58, /* RFC 3394, SP 800-38F §6.2 */
    UCRYPT_AES_KWP = 0x59 /* RFC 5649, SP 800-38F §6.3 */
} ucrypt_keywrap_alg;

/* DRBG ids (SP 800-90A Rev. 1). */
typedef enum ucrypt_drbg_alg {
    UCRYPT_CTR_DRBG_AES128 = 0x60, /* with derivation function; AES flags */
    UCRYPT_CTR_DRBG_AES256 = 0x61,
    UCRYPT_HMAC_DRBG_SHA256 = 0x62, /* SMALL / FAST pick the SHA-2 rounds */
    UCRYPT_HMAC_DRBG_SHA384 = 0x63,
    UCRYPT_HMAC_DRBG_SHA512 = 0x64
} ucrypt_drbg_alg;

/* Sizes, in 64-bit words, of the opaque context types below. */
#define UCRYPT_CIPHER_CTX_WORDS 260
#define UCRYPT_AEAD_CTX_WORDS 660
#define UCRYPT_CMAC_CTX_WORDS 140
#define UCRYPT_DRBG_CTX_WORDS 144

/* Caller-owned context storage (opaque, as for ucrypt_hash_ctx). */
/* Context of a block-cipher mode (ucrypt_cipher_init). */
typedef struct ucrypt_cipher_ctx {
    uint64_t opaque[UCRYPT_CIPHER_CTX_WORDS]; /* private to the library */
} ucrypt_cipher_ctx;
/* Context of an AEAD (ucrypt_aead_init). */
typedef struct ucrypt_aead_ctx {
    uint64_t opaque[UCRYPT_AEAD_CTX_WORDS]; /* private to the library */
} ucrypt_aead_ctx;
/* Context of CMAC (ucrypt_cmac_init). */
typedef struct ucrypt_cmac_ctx {
    uint64_t opaque[UCRYPT_CMAC_CTX_WORDS]; /* private to the library */
} ucrypt_cmac_ctx;
/* Context of a DRBG (ucrypt_drbg_instantiate). */
typedef struct ucrypt_drbg_ctx {
    uint64_t opaque[UCRYPT_DRBG_CTX_WORDS]; /* private to the library */
} ucrypt_drbg_ctx;

/* ---- Block-cipher modes (SP 800-38A + Addendum, SP 800-38E) ------------- */
/* Keys: 16, 24 or 32 bytes (XTS: Key1 || Key2, 32 or 64, Key1 != Key2 else
 * INVALID_KEY). IV: 16 bytes (ECB: none, iv_len 0; XTS: the tweak).
 * Messages: ECB/CBC a multiple of 16; CBC-CS2 at least 16; XTS 16 .. 2^24;
 * CTR/CFB/OFB any length. Else INVALID_LENGTH. */

/* Sole buffer: out_len >= in_len, exactly in_len bytes written; in == out is
 * allowed. INVALID_ARGUMENT: unknown alg, a NULL pointer with a non-zero
 * length. On error out is zeroed. */
int ucrypt_cipher_encrypt(int alg, const uint8_t* key, size_t key_len, const uint8_t* iv,
                          size_t iv_len, const void* in, size_t in_len, uint8_t* out,
                          size_t out_len);
int ucrypt_cipher_decrypt(int alg, const uint8_t* key, size_t key_len, const uint8_t* iv,
                          size_t iv_len, const void* in, size_t in_len, uint8_t* out,
                          size_t out_len);

/* Data flow: init (alg, direction) -> set_key -> { set_iv -> append* -> finish }*
 * -> wipe. finish ends the message, not the context: the key stays, and the
 * next set_iv starts another message (ECB: finish itself does). BAD_STATE:
 * set_iv before set_key, append/finish before set_iv, an uninitialised
 * context. init failing leaves ctx uninitialised. */
int ucrypt_cipher_init(ucrypt_cipher_ctx* ctx, int alg, int direction);
int ucrypt_cipher_set_key(ucrypt_cipher_ctx* ctx, const uint8_t* key, size_t key_len);
/* ECB accepts only iv_len == 0 (then a no-op). */
int ucrypt_cipher_set_iv(ucrypt_cipher_ctx* ctx, const uint8_t* iv, size_t iv_len);
/* XTS only: the tweak of data unit n (128-bit little-endian); other modes
 * INVALID_ARGUMENT. */
int ucrypt_cipher_set_data_unit(ucrypt_cipher_ctx* ctx, uint64_t n);
/* Bytes the next append of in_len bytes writes (ECB/CBC/CS2 hold back a
 * partial block, CS2 also the last 16..31 bytes); 0 for a bad ctx. */
size_t ucrypt_cipher_append_size(const ucrypt_cipher_ctx* ctx, size_t in_len);
/* Writes *written bytes (<= out_cap; out_cap must be at least
 * ucrypt_cipher_append_size). XTS: in_len a multiple of 16. On error nothing
 * is consumed, out is zeroed and *written is 0. written must be non-NULL. */
int ucrypt_cipher_append(ucrypt_cipher_ctx* ctx, const void* in, size_t in_len, uint8_t* out,
                         size_t out_cap, size_t* written);
/* Ends the message. in/in_len: XTS only, the rest of the data unit (with its
 * last full block when the unit is not a multiple of 16); other modes need
 * in_len == 0 (else INVALID_LENGTH). CS2 writes its held-back tail here. */
int ucrypt_cipher_finish(ucrypt_cipher_ctx* ctx, const void* in, size_t in_len, uint8_t* out,
                         size_t out_cap, size_t* written);
int ucrypt_cipher_wipe(ucrypt_cipher_ctx* ctx);

/* ---- AEAD: AES-GCM (SP 800-38D), AES-CCM (SP 800-38C), ChaCha20-Poly1305
 *      (RFC 8439 §2.8) ---------------------------------------------------- */
/* GCM: nonce >= 1 byte (12 recommended), tag 4, 8, 12..16. CCM: nonce 7..13,
 * tag 4, 6, .., 16. ChaCha20-Poly1305: key 32, nonce 12, tag 16. ct_len must
 * equal pt_len. Else INVALID_LENGTH. */
int ucrypt_aead_encrypt(int alg, const uint8_t* key, size_t key_len, const uint8_t* nonce,
                        size_t nonce_len, const uint8_t* aad, size_t aad_len, const void* pt,
                        size_t pt_len, uint8_t* ct, size_t ct_len, uint8_t* tag, size_t tag_len);
/* Verifies in constant time before writing any plaintext. On a mismatch:
 * UCRYPT_ERR_VERIFY_FAILED, pt zeroed, *fault_check != UCRYPT_FAULT_CHECK_OK
 * (fault_check may be NULL). */
int ucrypt_aead_decrypt(int alg, const uint8_t* key, size_t key_len, const uint8_t* nonce,
                        size_t nonce_len, const uint8_t* aad, size_t aad_len, const void* ct,
                        size_t ct_len, const uint8_t* tag, size_t tag_len, uint8_t* pt,
                        size_t pt_len, uint32_t* fault_check);

/* Data flow: init -> set_key -> per message: start -> aad* -> then
 *   encrypt: encrypt_update* -> finish (tag);
 *   GCM/CCM decrypt: decrypt_update* -> verify  (RELEASES UNVERIFIED
 *     PLAINTEXT: discard all of it unless verify returns UCRYPT_OK);
 *   ChaCha20-Poly1305 decrypt: authenticate_update* -> verify ->
 *     decrypt_update* over the same ciphertext (no plaintext before the tag
 *     verified; decrypt_update is BAD_STATE otherwise).
 * finish and verify end the message, not the context (the key stays; the
 * next message needs a fresh start). End with ucrypt_aead_wipe. */
int ucrypt_aead_init(ucrypt_aead_ctx* ctx, int alg);
int ucrypt_aead_set_key(ucrypt_aead_ctx* ctx, const uint8_t* key, size_t key_len);
/* Starts a message (a fresh nonce each time). CCM needs the AAD length, the
 * payload length and the tag length up front (SP 800-38C A.2): data past
 * them is INVALID_LENGTH, less data than announced is BAD_STATE at
 * finish/verify. GCM and ChaCha20-Poly1305 ignore the three lengths. */
int ucrypt_aead_start(ucrypt_aead_ctx* ctx, const uint8_t* nonce, size_t nonce_len,
                      uint64_t aad_len, uint64_t payload_len, size_t tag_len);
int ucrypt_aead_aad(ucrypt_aead_ctx* ctx, const void* aad, size_t aad_len);
/* out receives exactly len bytes; in == out is allowed. */
int ucrypt_aead_encrypt_update(ucrypt_aead_ctx* ctx, const void* in, uint8_t* out, size_t len);
int ucrypt_aead_decrypt_update(ucrypt_aead_ctx* ctx, const void* in, uint8_t* out, size_t len);
/* ChaCha20-Poly1305 only (first decryption pass); others INVALID_ARGUMENT. */
int ucrypt_aead_authenticate_update(ucrypt_aead_ctx* ctx, const void* in, size_t len);
/* Writes the tag (GCM: any allowed length, truncating; CCM: the start
 * tag_len; ChaCha20-Poly1305: 16). On error tag is zeroed. */
int ucrypt_aead_finish(ucrypt_aead_ctx* ctx, uint8_t* tag, size_t tag_len);
int ucrypt_aead_verify(ucrypt_aead_ctx* ctx, const uint8_t* tag, size_t tag_len,
                       uint32_t* fault_check);
int ucrypt_aead_wipe(ucrypt_aead_ctx* ctx);

/* ---- AES-CMAC (SP 800-38B) and Poly1305 (RFC 8439 §2.5) ---------------- */
/* alg: UCRYPT_AES_CMAC | AES flag. Tags: 4..16 bytes (truncated on the
 * left-most bytes), else INVALID_LENGTH. Same life cycle as HMAC: final and
 * verify_final end and wipe the context whatever the status. */
int ucrypt_cmac_init(ucrypt_cmac_ctx* ctx, int alg, const uint8_t* key, size_t key_len);
int ucrypt_cmac_update(ucrypt_cmac_ctx* ctx, const void* data, size_t len);
int ucrypt_cmac_final(ucrypt_cmac_ctx* ctx, uint8_t* tag, size_t tag_len);
int ucrypt_cmac_verify_final(ucrypt_cmac_ctx* ctx, const uint8_t* tag, size_t tag_len,
                             uint32_t* fault_check);
int ucrypt_cmac_wipe(ucrypt_cmac_ctx* ctx);
int ucrypt_cmac(int alg, const uint8_t* key, size_t key_len, const void* data, size_t len,
                uint8_t* tag, size_t tag_len);
int ucrypt_cmac_verify(int alg, const uint8_t* key, size_t key_len, const void* data, size_t len,
                       const uint8_t* tag, size_t tag_len, uint32_t* fault_check);

/* One-time authenticator: key_len 32, tag_len 16, else INVALID_LENGTH. Never
 * use a key for two messages. */
int ucrypt_poly1305(const uint8_t* key, size_t key_len, const void* data, size_t len, uint8_t* tag,
                    size_t tag_len);
int ucrypt_poly1305_verify(const uint8_t* key, size_t key_len, const void* data, size_t len,
                           const uint8_t* tag, size_t tag_len, uint32_t* fault_check);

/* ---- AES key wrap: KW and KWP (SP 800-38F; RFC 3394, RFC 5649) ---------- */
/* KW: in_len a multiple of 8, >= 16; out_len == in_len + 8. KWP: in_len >= 1;
 * out_len == ucrypt_key_wrap_size(UCRYPT_AES_KWP, in_len). */
size_t ucrypt_key_wrap_size(int alg, size_t in_len);
int ucrypt_key_wrap(int alg, const uint8_t* kek, size_t kek_len, const uint8_t* in, size_t in_len,
                    uint8_t* out, size_t out_len);
/* KW: out_cap == in_len - 8; KWP: out_cap >= in_len - 8. *out_written gets
 * the unwrapped length (0 on error; must be non-NULL). Integrity failure:
 * UCRYPT_ERR_VERIFY_FAILED, out zeroed. out may equal in, no other overlap. */
int ucrypt_key_unwrap(int alg, const uint8_t* kek, size_t kek_len, const uint8_t* in, size_t in_len,
                      uint8_t* out, size_t out_cap, size_t* out_written);

/* ---- DRBGs (SP 800-90A Rev. 1) ------------------------------------------ */

/* An entropy source: fill all len bytes with fresh full entropy and return 0,
 * or return anything else (the library then wipes the buffer and fails with
 * UCRYPT_ERR_ENTROPY_FAILURE). Same shape as ucrypt::EntropyCallback. */
typedef int (*ucrypt_entropy_fn)(void* user, uint8_t* out, size_t len);

/* Prepares a DRBG context (no state yet: instantiate next). source may be
 * NULL (then every input is the caller's; prediction_resistance needs a
 * source, else INVALID_ARGUMENT at instantiate). reseed_interval: 0 for the
 * default 2^48, else 1 .. 2^48. Both the source pointer and user must stay
 * valid while the context lives. */
int ucrypt_drbg_init(ucrypt_drbg_ctx* ctx, int alg, ucrypt_entropy_fn source, void* user,
                     uint64_t reseed_interval, int prediction_resistance);
/* SP 800-90A §9.1 with caller inputs: entropy >= security strength (16 for
 * AES-128, else 32 bytes), each input at most 65536 bytes. */
int ucrypt_drbg_instantiate(ucrypt_drbg_ctx* ctx, const uint8_t* entropy, size_t entropy_len,
                            const uint8_t* nonce, size_t nonce_len, const uint8_t* pers,
                            size_t pers_len);
/* §9.1 with entropy and nonce from the source (BAD_STATE without one). */
int ucrypt_drbg_instantiate_from_source(ucrypt_drbg_ctx* ctx, const uint8_t* pers, size_t pers_len);
int ucrypt_drbg_reseed(ucrypt_drbg_ctx* ctx, const uint8_t* entropy, size_t entropy_len,
                       const uint8_t* additional, size_t additional_len);
int ucrypt_drbg_reseed_from_source(ucrypt_drbg_ctx* ctx, const uint8_t* additional,
                                   size_t additional_len);
/* §9.3: out_len <= 65536 (INVALID_LENGTH). LIMIT_REACHED when the reseed
 * interval ran out and there is no source; BAD_STATE before instantiate.
 * out zeroed on error. */
int ucrypt_drbg_generate(ucrypt_drbg_ctx* ctx, uint8_t* out, size_t out_len,
                         const uint8_t* additional, size_t additional_len);
/* §9.4: wipes the state and ends the context (init again to reuse). */
int ucrypt_drbg_uninstantiate(ucrypt_drbg_ctx* ctx);

/* Random bytes from a fresh HMAC_DRBG-SHA-256 seeded by the operating system
 * (ucrypt::SystemRng; Linux getrandom). Bare-metal targets:
 * UCRYPT_ERR_ENTROPY_FAILURE. Any out_len; out zeroed on error. */
int ucrypt_system_random(uint8_t* out, size_t out_len);

/* ---- X25519 (RFC 7748 §5, §6.1) ----------------------------------------- */

/* Keys, public keys and shared secrets are 32 bytes; the arrays below must
 * hold exactly that. The default field arithmetic of ucrypt/config.hpp is
 * used (X25519Default). */
#define UCRYPT_X25519_KEY_SIZE 32

/* The public key X25519(sk, 9). */
int ucrypt_x25519_public_key(const uint8_t sk[32], uint8_t pk[32]);
/* A fresh private key from source (NULL: the operating system, as
 * ucrypt_system_random; else an HMAC_DRBG-SHA-256 seeded from source) and its
 * public key. */
int ucrypt_x25519_keygen(ucrypt_entropy_fn source, void* user, uint8_t sk[32], uint8_t pk[32]);
/* X25519(sk, peer). UCRYPT_ERR_INVALID_KEY (ss zeroed) when the result is all
 * zeros, i.e. the peer key has small order (§6.1). */
int ucrypt_x25519_shared_secret(const uint8_t sk[32], const uint8_t peer[32], uint8_t ss[32]);

/* ---- Ed25519, Ed25519ctx, Ed25519ph (RFC 8032 §5.1) --------------------- */

/* The private key is the 32-byte seed of §5.1.5; signatures are 64 bytes.
 * Ed25519Default of ucrypt/config.hpp. Contexts: 1..255 bytes for ctx, 0..255
 * for ph (UCRYPT_ERR_INVALID_LENGTH otherwise). ph hashes the message with
 * SHA-512 itself. Verification rejects non-canonical A, R and S (cofactorless
 * equation); on failure *fault_check (may be NULL) is never
 * UCRYPT_FAULT_CHECK_OK. Signatures are zeroed on error. */
#define UCRYPT_ED25519_SEED_SIZE 32
#define UCRYPT_ED25519_PUBLIC_KEY_SIZE 32
#define UCRYPT_ED25519_SIGNATURE_SIZE 64

/* One-shot calls: the public key of a seed; sign and verify with Ed25519,
 * Ed25519ctx and Ed25519ph (RFC 8032 §5.1.6, §5.1.7). */
int ucrypt_ed25519_public_key(const uint8_t seed[32], uint8_t pk[32]);
int ucrypt_ed25519_sign(const uint8_t seed[32], const void* msg, size_t msg_len, uint8_t sig[64]);
int ucrypt_ed25519_verify(const uint8_t pk[32], const void* msg, size_t msg_len,
                          const uint8_t sig[64], uint32_t* fault_check);
int ucrypt_ed25519ctx_sign(const uint8_t seed[32], const uint8_t* ctx, size_t ctx_len,
                           const void* msg, size_t msg_len, uint8_t sig[64]);
int ucrypt_ed25519ctx_verify(const uint8_t pk[32], const uint8_t* ctx, size_t ctx_len,
                             const void* msg, size_t msg_len, const uint8_t sig[64],
                             uint32_t* fault_check);
int ucrypt_ed25519ph_sign(const uint8_t seed[32], const uint8_t* ctx, size_t ctx_len,
                          const void* msg, size_t msg_len, uint8_t sig[64]);
int ucrypt_ed25519ph_verify(const uint8_t pk[32], const uint8_t* ctx, size_t ctx_len,
                            const void* msg, size_t msg_len, const uint8_t sig[64],
                            uint32_t* fault_check);

/* A fresh 32-byte seed from source (NULL: the operating system, as
 * ucrypt_system_random; else an HMAC_DRBG-SHA-256 seeded from source) and its
 * public key (§5.1.5). Both outputs zeroed on error. */
int ucrypt_ed25519_keygen(ucrypt_entropy_fn source, void* user, uint8_t seed[32], uint8_t pk[32]);

/* Streaming verification of all three schemes (§5.1.7), for messages that do
 * not fit in memory: init, update any number of times with any chunk sizes,
 * final. pk, sig and the context are copied or absorbed by init (nothing is
 * borrowed). Ed25519ph hashes the streamed message with SHA-512 itself. init
 * checks the flavor and context length (UCRYPT_ERR_INVALID_ARGUMENT,
 * UCRYPT_ERR_INVALID_LENGTH; the context is then left unusable); update and
 * final on a context that is not initialised return UCRYPT_ERR_BAD_STATE.
 * final returns the result of ucrypt_ed25519*_verify over the whole message,
 * and ends and wipes the context. */
typedef enum ucrypt_ed25519_flavor {
    UCRYPT_ED25519_PURE = 1,
    UCRYPT_ED25519_CTX = 2,
    UCRYPT_ED25519_PH = 3
} ucrypt_ed25519_flavor;
#define UCRYPT_ED25519_VERIFY_CTX_WORDS 72
/* Context of streaming Ed25519 verification. */
typedef struct ucrypt_ed25519_verify_ctx {
    uint64_t opaque[UCRYPT_ED25519_VERIFY_CTX_WORDS]; /* private to the library */
} ucrypt_ed25519_verify_ctx;
/* The streaming calls: init, update any number of times, final (see above). */
int ucrypt_ed25519_verify_init(ucrypt_ed25519_verify_ctx* ctx, int flavor, const uint8_t pk[32],
                               const uint8_t* context, size_t context_len, const uint8_t sig[64]);
int ucrypt_ed25519_verify_update(ucrypt_ed25519_verify_ctx* ctx, const void* data, size_t len);
int ucrypt_ed25519_verify_final(ucrypt_ed25519_verify_ctx* ctx, uint32_t* fault_check);

/* ---- X448, Ed448, Ed448ph (RFC 7748 §6.2, RFC 8032 §5.2) ----------------- */

/* X448: keys, public keys and shared secrets are 56 bytes.
 * ucrypt_x448_shared_secret returns UCRYPT_ERR_INVALID_KEY (ss zeroed) when
 * the result is all zeros (small-order peer key, §6.2). Ed448: the private
 * key is the 57-byte seed of §5.2.5, public keys 57 bytes, signatures 114.
 * Every Ed448 call takes a context of 0..255 bytes (ctx may be NULL when
 * ctx_len is 0; UCRYPT_ERR_INVALID_LENGTH above 255); ph hashes the message
 * with SHAKE256 itself. Verification rejects non-canonical A, R and S
 * (cofactorless equation); on failure *fault_check (may be NULL) is never
 * UCRYPT_FAULT_CHECK_OK. Outputs are zeroed on error. */
#define UCRYPT_X448_KEY_SIZE 56
#define UCRYPT_ED448_SEED_SIZE 57
#define UCRYPT_ED448_PUBLIC_KEY_SIZE 57
#define UCRYPT_ED448_SIGNATURE_SIZE 114

/* One-shot calls: X448 public key and shared secret; Ed448 and Ed448ph public
 * key, sign and verify (RFC 8032 §5.2.6, §5.2.7). */
int ucrypt_x448_public_key(const uint8_t sk[56], uint8_t pk[56]);
int ucrypt_x448_shared_secret(const uint8_t sk[56], const uint8_t peer[56], uint8_t ss[56]);
int ucrypt_ed448_public_key(const uint8_t seed[57], uint8_t pk[57]);
int ucrypt_ed448_sign(const uint8_t seed[57], const uint8_t* ctx, size_t ctx_len, const void* msg,
                      size_t msg_len, uint8_t sig[114]);
int ucrypt_ed448_verify(const uint8_t pk[57], const uint8_t* ctx, size_t ctx_len, const void* msg,
                        size_t msg_len, const uint8_t sig[114], uint32_t* fault_check);
int ucrypt_ed448ph_sign(const uint8_t seed[57], const uint8_t* ctx, size_t ctx_len, const void* msg,
                        size_t msg_len, uint8_t sig[114]);
int ucrypt_ed448ph_verify(const uint8_t pk[57], const uint8_t* ctx, size_t ctx_len, const void* msg,
                          size_t msg_len, const uint8_t sig[114], uint32_t* fault_check);
/* Fresh keys from source (NULL: the operating system; else an
 * HMAC_DRBG-SHA-256 seeded from source, as ucrypt_x25519_keygen): the private
 * key (X448: 56 random bytes, §5; Ed448: the 57-byte seed, §5.2.5) and its
 * public key. Both outputs zeroed on error. */
int ucrypt_x448_keygen(ucrypt_entropy_fn source, void* user, uint8_t sk[56], uint8_t pk[56]);
int ucrypt_ed448_keygen(ucrypt_entropy_fn source, void* user, uint8_t seed[57], uint8_t pk[57]);

/* ---- ECDSA (FIPS 186-5 §6) and ECDH (SP 800-56A rev3 §5.7.1.2) ----------- */

/* Curves of include/ucrypt/ec.hpp (EcSmall math, EcTableHigh: the library
 * defaults). Private keys: the big-endian scalar d, 1 <= d < n, of
 * ucrypt_ec_scalar_size bytes; public keys: SEC1 points, written uncompressed
 * (ucrypt_ec_public_size bytes), read compressed or uncompressed and fully
 * validated (SP 800-56A rev3 §5.6.2.3.3). Signatures: r || s, twice the
 * scalar size. Hashes: UCRYPT_SHA224/256/384/512. */
typedef enum ucrypt_ec_curve {
    UCRYPT_EC_P224 = 0x80,
    UCRYPT_EC_P256 = 0x81,
    UCRYPT_EC_P384 = 0x82,
    UCRYPT_EC_P521 = 0x83,
    UCRYPT_EC_SECP256K1 = 0x84,
    UCRYPT_EC_BRAINPOOLP256R1 = 0x85,
    UCRYPT_EC_BRAINPOOLP384R1 = 0x86,
    UCRYPT_EC_BRAINPOOLP512R1 = 0x87
} ucrypt_ec_curve;

/* 0 for an unknown curve id. The shared secret of ECDH has the field size,
 * which equals the scalar size on every curve here. */
size_t ucrypt_ec_scalar_size(int curve);
size_t ucrypt_ec_public_size(int curve);
/* FIPS 186-5 §A.2.2 key pair from source (NULL: the operating system; else an
 * HMAC_DRBG-SHA-256 seeded from source). Both outputs zeroed on error. */
int ucrypt_ec_keygen(int curve, ucrypt_entropy_fn source, void* user, uint8_t* priv,
                     size_t priv_len, uint8_t* pub, size_t pub_len);
/* Q = dG; UCRYPT_ERR_INVALID_KEY unless 1 <= d < n. */
int ucrypt_ec_public_key(int curve, const uint8_t* priv, size_t priv_len, uint8_t* pub,
                         size_t pub_len);
/* Hedged signing: RFC 6979 §3.6 nonces with 32 bytes from source (NULL: the
 * operating system). _deterministic: plain RFC 6979 §3.2. */
int ucrypt_ecdsa_sign(int curve, int hash, const uint8_t* priv, size_t priv_len, const void* msg,
                      size_t msg_len, ucrypt_entropy_fn source, void* user, uint8_t* sig,
                      size_t sig_len);
int ucrypt_ecdsa_sign_deterministic(int curve, int hash, const uint8_t* priv, size_t priv_len,
                                    const void* msg, size_t msg_len, uint8_t* sig, size_t sig_len);
/* FIPS 186-5 §6.4.1 over a precomputed digest (1..64 bytes, truncated to the
 * order's length) with the caller's per-message secret k (1 <= k < n, else
 * UCRYPT_ERR_INVALID_ARGUMENT) and projective blinding value z (fresh random
 * bytes; reduced mod p, 0 taken as 1): no hashing. k and z both have
 * ucrypt_ec_scalar_size bytes and must come from a good random source: a
 * repeated or predictable k reveals the private key. With the
 * verify-after-sign check; sig zeroed on error. */
int ucrypt_ecdsa_sign_digest_with_k(int curve, const uint8_t* priv, size_t priv_len,
                                    const uint8_t* digest, size_t digest_len, const uint8_t* k,
                                    size_t k_len, const uint8_t* z, size_t z_len, uint8_t* sig,
                                    size_t sig_len);
/* UCRYPT_OK or UCRYPT_ERR_VERIFY_FAILED (an invalid public key:
 * UCRYPT_ERR_INVALID_KEY); *fault_check as for the other verifiers. */
int ucrypt_ecdsa_verify(int curve, int hash, const uint8_t* pub, size_t pub_len, const void* msg,
                        size_t msg_len, const uint8_t* sig, size_t sig_len, uint32_t* fault_check);
/* z = x(dQ), the field size; an invalid peer key gives UCRYPT_ERR_INVALID_KEY. */
int ucrypt_ecdh_shared_secret(int curve, const uint8_t* priv, size_t priv_len, const uint8_t* peer,
                              size_t peer_len, uint8_t* z, size_t z_len);

/* Per-curve entry points: the same operations for one curve, so that an image
 * links only the curves it names (the functions above, taking a curve id,
 * link every curve of the build). For each NAME of p224 p256 p384 p521
 * secp256k1 brainpoolp256r1 brainpoolp384r1 brainpoolp512r1:
 *   ucrypt_ec_NAME_keygen, ucrypt_ec_NAME_public_key,
 *   ucrypt_ecdsa_NAME_sign, _sign_deterministic, _sign_digest_with_k,
 *   ucrypt_ecdsa_NAME_verify, ucrypt_ecdsa_NAME_verify_digest,
 *   ucrypt_ecdh_NAME_shared_secret.
 * Arguments, statuses and outputs as above, without the curve id; a hash is
 * named by its descriptor (ucrypt_hash_sha256() ...; SHA-224/256/384/512,
 * else UCRYPT_ERR_INVALID_ARGUMENT). verify hashes the message with that
 * descriptor alone; verify_digest takes the digest (1..64 bytes, truncated to
 * the order's length) and links no hash. Signing links the four SHA-2 (RFC
 * 6979 HMAC over the message's hash). The functions of a curve the build
 * leaves out (UCRYPT_WANT_EC_NAME = 0) are absent. */
#define UCRYPT_EC_CURVE_FUNCTIONS(NAME)                                                            \
    int ucrypt_ec_##NAME##_keygen(ucrypt_entropy_fn source, void* user, uint8_t* priv,             \
                                  size_t priv_len, uint8_t* pub, size_t pub_len);                  \
    int ucrypt_ec_##NAME##_public_key(const uint8_t* priv, size_t priv_len, uint8_t* pub,          \
                                      size_t pub_len);                                             \
    int ucrypt_ecdsa_##NAME##_sign(                                                                \
        const ucrypt_hash_info* hash, const uint8_t* priv, size_t priv_len, const void* msg,       \
        size_t msg_len, ucrypt_entropy_fn source, void* user, uint8_t* sig, size_t sig_len);       \
    int ucrypt_ecdsa_##NAME##_sign_deterministic(                                                  \
        const ucrypt_hash_info* hash, const uint8_t* priv, size_t priv_len, const void* msg,       \
        size_t msg_len, uint8_t* sig, size_t sig_len);                                             \
    int ucrypt_ecdsa_##NAME##_sign_digest_with_k(const uint8_t* priv, size_t priv_len,             \
                                                 const uint8_t* digest, size_t digest_len,         \
                                                 const uint8_t* k, size_t k_len, const uint8_t* z, \
                                                 size_t z_len, uint8_t* sig, size_t sig_len);      \
    int ucrypt_ecdsa_##NAME##_verify(const ucrypt_hash_info* hash, const uint8_t* pub,             \
                                     size_t pub_len, const void* msg, size_t msg_len,              \
                                     const uint8_t* sig, size_t sig_len, uint32_t* fault_check);   \
    int ucrypt_ecdsa_##NAME##_verify_digest(                                                       \
        const uint8_t* pub, size_t pub_len, const uint8_t* digest, size_t digest_len,              \
        const uint8_t* sig, size_t sig_len, uint32_t* fault_check);                                \
    int ucrypt_ecdh_##NAME##_shared_secret(const uint8_t* priv, size_t priv_len,                   \
                                           const uint8_t* peer, size_t peer_len, uint8_t* z,       \
                                           size_t z_len);
UCRYPT_EC_CURVE_FUNCTIONS(p224)
UCRYPT_EC_CURVE_FUNCTIONS(p256)
UCRYPT_EC_CURVE_FUNCTIONS(p384)
UCRYPT_EC_CURVE_FUNCTIONS(p521)
UCRYPT_EC_CURVE_FUNCTIONS(secp256k1)
UCRYPT_EC_CURVE_FUNCTIONS(brainpoolp256r1)
UCRYPT_EC_CURVE_FUNCTIONS(brainpoolp384r1)
UCRYPT_EC_CURVE_FUNCTIONS(brainpoolp512r1)

/* ---- ML-KEM (FIPS 203) --------------------------------------------------- */

/* OR UCRYPT_VARIANT_SMALL into the id for the small-stack variant
 * (MlKemSmallStack); default or UCRYPT_VARIANT_FAST: MlKemDefault. Same
 * results either way. */
typedef enum ucrypt_mlkem_alg {
    UCRYPT_MLKEM512 = 0x70,
    UCRYPT_MLKEM768 = 0x71,
    UCRYPT_MLKEM1024 = 0x72
} ucrypt_mlkem_alg;

/* FIPS 203 §8 Table 3: encapsulation key, decapsulation key (expanded form
 * dk_PKE || ek || H(ek) || z), ciphertext. */
#define UCRYPT_MLKEM512_EK_SIZE 800
#define UCRYPT_MLKEM512_DK_SIZE 1632
#define UCRYPT_MLKEM512_CT_SIZE 768
#define UCRYPT_MLKEM768_EK_SIZE 1184
#define UCRYPT_MLKEM768_DK_SIZE 2400
#define UCRYPT_MLKEM768_CT_SIZE 1088
#define UCRYPT_MLKEM1024_EK_SIZE 1568
#define UCRYPT_MLKEM1024_DK_SIZE 3168
#define UCRYPT_MLKEM1024_CT_SIZE 1568
#define UCRYPT_MLKEM_SS_SIZE 32
#define UCRYPT_MLKEM_SEED_SIZE 64 /* d || z */
#define UCRYPT_MLKEM_MSG_SIZE 32  /* m */

/* Buffers must be exactly the sizes above (UCRYPT_ERR_INVALID_LENGTH, outputs
 * zeroed). source: NULL for the operating system generator, else an
 * HMAC_DRBG-SHA-256 seeded from it (as the DRBG section). */
/* Algorithm 16 with seed = d || z. */
int ucrypt_mlkem_keygen_derand(int alg, const uint8_t seed[64], uint8_t* ek, size_t ek_len,
                               uint8_t* dk, size_t dk_len);
/* Algorithm 19. */
int ucrypt_mlkem_keygen(int alg, ucrypt_entropy_fn source, void* user, uint8_t* ek, size_t ek_len,
                        uint8_t* dk, size_t dk_len);
/* Algorithm 17 after the §7.2 checks (UCRYPT_ERR_INVALID_KEY for a bad ek). */
int ucrypt_mlkem_encaps_derand(int alg, const uint8_t* ek, size_t ek_len, const uint8_t m[32],
                               uint8_t* ct, size_t ct_len, uint8_t ss[32]);
/* Algorithm 20. */
int ucrypt_mlkem_encaps(int alg, ucrypt_entropy_fn source, void* user, const uint8_t* ek,
                        size_t ek_len, uint8_t* ct, size_t ct_len, uint8_t ss[32]);
/* Algorithm 21: §7.3 checks, then implicit rejection (a wrong ciphertext is
 * UCRYPT_OK with the pseudo-random key J(z || c)). */
int ucrypt_mlkem_decaps(int alg, const uint8_t* dk, size_t dk_len, const uint8_t* ct, size_t ct_len,
                        uint8_t ss[32]);
/* §7.2 modulus check of ek, §7.3 hash check of dk: UCRYPT_OK or
 * UCRYPT_ERR_INVALID_KEY / UCRYPT_ERR_INVALID_LENGTH. */
int ucrypt_mlkem_check_ek(int alg, const uint8_t* ek, size_t ek_len);
int ucrypt_mlkem_check_dk(int alg, const uint8_t* dk, size_t dk_len);

/* ---- ML-DSA (FIPS 204) --------------------------------------------------- */

/* OR UCRYPT_VARIANT_SMALL into the id for the low-RAM variant (MlDsaLowRam:
 * smaller workspaces, slower signing); default or UCRYPT_VARIANT_FAST:
 * MlDsaDefault. Keys and signatures are identical either way. */
typedef enum ucrypt_mldsa_alg {
    UCRYPT_MLDSA44 = 0x74,
    UCRYPT_MLDSA65 = 0x75,
    UCRYPT_MLDSA87 = 0x76
} ucrypt_mldsa_alg;

/* The message of sign/verify: pure ML-DSA (Algorithms 2, 3) or HashML-DSA
 * (Algorithms 4, 5) with the pre-hash function of FIPS 204 §5.4.1. */
typedef enum ucrypt_mldsa_prehash {
    UCRYPT_MLDSA_PURE = 0,
    UCRYPT_MLDSA_PH_SHA256 = 1,
    UCRYPT_MLDSA_PH_SHA384 = 2,
    UCRYPT_MLDSA_PH_SHA512 = 3,
    UCRYPT_MLDSA_PH_SHA3_256 = 4,
    UCRYPT_MLDSA_PH_SHA3_384 = 5,
    UCRYPT_MLDSA_PH_SHA3_512 = 6,
    UCRYPT_MLDSA_PH_SHAKE128 = 7,
    UCRYPT_MLDSA_PH_SHAKE256 = 8
} ucrypt_mldsa_prehash;

/* Operations whose workspace ucrypt_mldsa_workspace_size reports. */
typedef enum ucrypt_mldsa_op {
    UCRYPT_MLDSA_OP_KEYGEN = 1, /* also ucrypt_mldsa_public_key */
    UCRYPT_MLDSA_OP_SIGN = 2,
    UCRYPT_MLDSA_OP_VERIFY = 3
} ucrypt_mldsa_op;

/* FIPS 204 §4 Table 2: public key, secret key (skEncode), signature. */
#define UCRYPT_MLDSA44_PK_SIZE 1312
#define UCRYPT_MLDSA44_SK_SIZE 2560
#define UCRYPT_MLDSA44_SIG_SIZE 2420
#define UCRYPT_MLDSA65_PK_SIZE 1952
#define UCRYPT_MLDSA65_SK_SIZE 4032
#define UCRYPT_MLDSA65_SIG_SIZE 3309
#define UCRYPT_MLDSA87_PK_SIZE 2592
#define UCRYPT_MLDSA87_SK_SIZE 4896
#define UCRYPT_MLDSA87_SIG_SIZE 4627
#define UCRYPT_MLDSA_SEED_SIZE 32 /* xi */
#define UCRYPT_MLDSA_RND_SIZE 32
#define UCRYPT_MLDSA_MU_SIZE 64
#define UCRYPT_MLDSA_MAX_CTX_SIZE 255

/* Bytes of caller workspace for `op` (any alignment), 0 for an unknown
 * alg or op. The library allocates nothing: every call below takes
 * (ws, ws_len) with at least this many bytes (else
 * UCRYPT_ERR_WORKSPACE_TOO_SMALL). */
size_t ucrypt_mldsa_workspace_size(int alg, int op);

/* Buffers must be exactly the sizes above (UCRYPT_ERR_INVALID_LENGTH, outputs
 * zeroed); ctx_len <= 255. source: NULL for the operating system generator,
 * else an HMAC_DRBG-SHA-256 seeded from it (as the DRBG section). */
/* Algorithm 6 (KeyGen_internal) from xi. */
int ucrypt_mldsa_keygen_derand(int alg, const uint8_t xi[32], uint8_t* pk, size_t pk_len,
                               uint8_t* sk, size_t sk_len, void* ws, size_t ws_len);
/* Algorithm 1: xi from the generator. */
int ucrypt_mldsa_keygen(int alg, ucrypt_entropy_fn source, void* user, uint8_t* pk, size_t pk_len,
                        uint8_t* sk, size_t sk_len, void* ws, size_t ws_len);
/* The pk of an sk (Algorithm 6 lines 5-8 replayed); UCRYPT_ERR_INVALID_ENCODING
 * when the t0 or tr stored in sk do not match it. KEYGEN workspace. */
int ucrypt_mldsa_public_key(int alg, const uint8_t* sk, size_t sk_len, uint8_t* pk, size_t pk_len,
                            void* ws, size_t ws_len);
/* Algorithm 2 / 4, hedged: rnd from the generator. */
int ucrypt_mldsa_sign(int alg, int prehash, ucrypt_entropy_fn source, void* user, const uint8_t* sk,
                      size_t sk_len, const uint8_t* ctx, size_t ctx_len, const void* msg,
                      size_t msg_len, uint8_t* sig, size_t sig_len, void* ws, size_t ws_len);
/* Algorithm 2 / 4 with the caller's rnd; rnd == NULL: the deterministic
 * variant (rnd = 0^32). */
int ucrypt_mldsa_sign_derand(int alg, int prehash, const uint8_t rnd[32], const uint8_t* sk,
                             size_t sk_len, const uint8_t* ctx, size_t ctx_len, const void* msg,
                             size_t msg_len, uint8_t* sig, size_t sig_len, void* ws, size_t ws_len);
/* External mu: mu = H(H(pk, 64) || 0 || |ctx| || ctx || msg, 64) ... */
int ucrypt_mldsa_compute_mu(int alg, const uint8_t* pk, size_t pk_len, const uint8_t* ctx,
                            size_t ctx_len, const void* msg, size_t msg_len, uint8_t mu[64]);
/* ... then Algorithm 7 from line 7 (rnd == NULL: deterministic). */
int ucrypt_mldsa_sign_mu(int alg, const uint8_t* sk, size_t sk_len, const uint8_t mu[64],
                         const uint8_t rnd[32], uint8_t* sig, size_t sig_len, void* ws,
                         size_t ws_len);
/* Algorithm 3 / 5: UCRYPT_OK, UCRYPT_ERR_VERIFY_FAILED, or
 * UCRYPT_ERR_INVALID_ENCODING for a malformed hint / out-of-range z; writes
 * the redundant check word to *fault_check (may be NULL). */
int ucrypt_mldsa_verify(int alg, int prehash, const uint8_t* pk, size_t pk_len, const uint8_t* ctx,
                        size_t ctx_len, const void* msg, size_t msg_len, const uint8_t* sig,
                        size_t sig_len, void* ws, size_t ws_len, uint32_t* fault_check);
/* Algorithm 8 given mu. */
int ucrypt_mldsa_verify_mu(int alg, const uint8_t* pk, size_t pk_len, const uint8_t mu[64],
                           const uint8_t* sig, size_t sig_len, void* ws, size_t ws_len,
                           uint32_t* fault_check);

/* ---- LMS / HSS (RFC 8554, NIST SP 800-208) ------------------------------- */

/* Stateful hash-based signatures. The private key is a 152-byte state
 * (include/ucrypt/lms.hpp: version, levels, SEED, I, next leaf indexes);
 * every signature consumes one leaf, and the next state must be stored
 * before the signature is used: ucrypt_hss_sign hands it to `persist` and
 * computes the signature only when persist returned UCRYPT_OK. Otherwise sig
 * is zeroed and persist's value is returned. Never sign twice from the same
 * stored state: the C API keeps no state of its own.
 * Typecodes: LMS 5..24 and LM-OTS 1..16 (RFC 8554 §4.1/§5.1, SP 800-208 §4),
 * e.g. LMS_SHA256_M32_H10 = 6, LMOTS_SHA256_N32_W4 = 3. Within a level, the
 * LMS and LM-OTS types must use the same hash and n. */
#define UCRYPT_HSS_STATE_SIZE 152
#define UCRYPT_HSS_MAX_LEVELS 8
/* One level of an HSS tree: its LMS and LM-OTS typecodes. */
typedef struct ucrypt_hss_level {
    uint32_t lms_type;   /* LMS typecode, 5..24 */
    uint32_t lmots_type; /* LM-OTS typecode, 1..16 */
} ucrypt_hss_level;
/* Writes the updated private-key state to non-volatile storage before a
 * signature is released; returns UCRYPT_OK only once it is stored. */
typedef int (*ucrypt_hss_persist_fn)(void* user, const uint8_t* state, size_t state_len);

/* HSS public key (u32 L || LMS public key) and signature sizes; 0 for an
 * invalid level list. */
size_t ucrypt_hss_public_key_size(const ucrypt_hss_level* levels, size_t n_levels);
size_t ucrypt_hss_signature_size(const ucrypt_hss_level* levels, size_t n_levels);
/* The sizes of a stored key and the signatures it has left (any output may be
 * NULL). UCRYPT_ERR_INVALID_ENCODING for a malformed state. */
int ucrypt_hss_state_info(const uint8_t state[UCRYPT_HSS_STATE_SIZE], size_t* pub_len,
                          size_t* sig_len, uint64_t* remaining);
/* RFC 8554 Appendix A key generation from SEED (its first n bytes) and I:
 * persist receives the initial state, then pub (exactly
 * ucrypt_hss_public_key_size bytes) is computed. UCRYPT_ERR_NOT_SUPPORTED for
 * an unknown typecode, UCRYPT_ERR_INVALID_ARGUMENT for 0 or > 8 levels or
 * mixed hash/n in a level. */
int ucrypt_hss_keygen_derand(const ucrypt_hss_level* levels, size_t n_levels,
                             const uint8_t seed[32], const uint8_t id[16],
                             ucrypt_hss_persist_fn persist, void* user, uint8_t* pub,
                             size_t pub_len);
/* As ucrypt_hss_keygen_derand with SEED and I drawn from the OS generator
 * (source NULL) or from an HMAC_DRBG over the caller's entropy callback. */
int ucrypt_hss_keygen(const ucrypt_hss_level* levels, size_t n_levels, ucrypt_entropy_fn source,
                      void* source_user, ucrypt_hss_persist_fn persist, void* user, uint8_t* pub,
                      size_t pub_len);
/* The public key of a stored state (recomputes the top tree). */
int ucrypt_hss_public_key(const uint8_t state[UCRYPT_HSS_STATE_SIZE], uint8_t* pub, size_t pub_len);
/* RFC 8554 §6.2 signing from `state`; persist gets the next state first (see
 * above). UCRYPT_ERR_LIMIT_REACHED once every leaf is used. Each call
 * recomputes one tree per level. */
int ucrypt_hss_sign(const uint8_t state[UCRYPT_HSS_STATE_SIZE], const void* msg, size_t msg_len,
                    ucrypt_hss_persist_fn persist, void* user, uint8_t* sig, size_t sig_len);
/* RFC 8554 §6.3 (HSS) and §5.4.2 (bare LMS public key and signature).
 * UCRYPT_ERR_VERIFY_FAILED, UCRYPT_ERR_INVALID_ENCODING (bad lengths),
 * UCRYPT_ERR_NOT_SUPPORTED (unknown typecode); fault_check may be NULL. */
int ucrypt_hss_verify(const uint8_t* pub, size_t pub_len, const void* msg, size_t msg_len,
                      const uint8_t* sig, size_t sig_len, uint32_t* fault_check);
int ucrypt_lms_verify(const uint8_t* pub, size_t pub_len, const void* msg, size_t msg_len,
                      const uint8_t* sig, size_t sig_len, uint32_t* fault_check);

/* Streaming verification. pub and sig are BORROWED, not copied: keep them
 * unchanged until final. final ends and wipes the context. */
#define UCRYPT_HSS_VERIFY_CTX_WORDS 56
/* Context of streaming HSS/LMS verification. */
typedef struct ucrypt_hss_verify_ctx {
    uint64_t opaque[UCRYPT_HSS_VERIFY_CTX_WORDS]; /* private to the library */
} ucrypt_hss_verify_ctx;
/* The streaming calls: init, update any number of times, final (see above). */
int ucrypt_hss_verify_init(ucrypt_hss_verify_ctx* ctx, const uint8_t* pub, size_t pub_len,
                           const uint8_t* sig, size_t sig_len);
int ucrypt_lms_verify_init(ucrypt_hss_verify_ctx* ctx, const uint8_t* pub, size_t pub_len,
                           const uint8_t* sig, size_t sig_len);
int ucrypt_hss_verify_update(ucrypt_hss_verify_ctx* ctx, const void* data, size_t len);
int ucrypt_hss_verify_final(ucrypt_hss_verify_ctx* ctx, uint32_t* fault_check);

/* ---- XMSS / XMSS^MT verification (RFC 8391, NIST SP 800-208) ------------- */

/* The parameter set is the OID at the front of the public key
 * (OID || root || SEED); XMSS and XMSS^MT OIDs overlap, so kind says which. */
typedef enum ucrypt_xmss_kind { UCRYPT_XMSS = 1, UCRYPT_XMSSMT = 2 } ucrypt_xmss_kind;

/* 0 for an unknown (kind, OID). */
size_t ucrypt_xmss_public_key_size(int kind, uint32_t oid);
size_t ucrypt_xmss_signature_size(int kind, uint32_t oid);
/* RFC 8391 §4.1.10 / §4.2.5. UCRYPT_ERR_NOT_SUPPORTED (unknown OID),
 * UCRYPT_ERR_INVALID_LENGTH, UCRYPT_ERR_INVALID_ENCODING (index beyond the
 * tree), UCRYPT_ERR_VERIFY_FAILED. */
int ucrypt_xmss_verify(int kind, const uint8_t* pub, size_t pub_len, const void* msg,
                       size_t msg_len, const uint8_t* sig, size_t sig_len, uint32_t* fault_check);

/* Streaming: sig is BORROWED until final (pub is copied). final ends and
 * wipes the context. */
#define UCRYPT_XMSS_VERIFY_CTX_WORDS 160
/* Context of streaming XMSS verification. */
typedef struct ucrypt_xmss_verify_ctx {
    uint64_t opaque[UCRYPT_XMSS_VERIFY_CTX_WORDS]; /* private to the library */
} ucrypt_xmss_verify_ctx;
/* The streaming calls: init, update any number of times, final (see above). */
int ucrypt_xmss_verify_init(ucrypt_xmss_verify_ctx* ctx, int kind, const uint8_t* pub,
                            size_t pub_len, const uint8_t* sig, size_t sig_len);
int ucrypt_xmss_verify_update(ucrypt_xmss_verify_ctx* ctx, const void* data, size_t len);
int ucrypt_xmss_verify_final(ucrypt_xmss_verify_ctx* ctx, uint32_t* fault_check);

/* ---- RSA (RFC 8017; key generation FIPS 186-5 Appendix A.1.3) ----------- */

/* Keys are big-endian byte strings owned by the caller (leading zero bytes
 * allowed). A private key is either the CRT form (p, q, dp, dq, qinv all
 * given; d is not read) or the (n, e, d) form (those five NULL with length
 * 0, d given); anything in between is UCRYPT_ERR_INVALID_ARGUMENT. e is
 * needed by blinding and by the fault check of every private operation.
 * Private operations use the default variants RsaFastHighCrt (CRT form) and
 * RsaFastHigh ((n, e, d) form, about three times slower). */
/* An RSA public key (RFC 8017 §3.1). */
typedef struct ucrypt_rsa_public_key {
    const uint8_t* n; /* modulus */
    size_t n_len;     /* bytes of n */
    const uint8_t* e; /* public exponent */
    size_t e_len;     /* bytes of e */
} ucrypt_rsa_public_key;
/* An RSA private key (RFC 8017 §3.2): the CRT form or the (n, e, d) form. */
typedef struct ucrypt_rsa_private_key {
    const uint8_t* n;    /* modulus */
    const uint8_t* e;    /* public exponent */
    const uint8_t* d;    /* private exponent ((n, e, d) form) */
    const uint8_t* p;    /* first prime (CRT form) */
    const uint8_t* q;    /* second prime (CRT form) */
    const uint8_t* dp;   /* d mod (p - 1) (CRT form) */
    const uint8_t* dq;   /* d mod (q - 1) (CRT form) */
    const uint8_t* qinv; /* q^-1 mod p (CRT form) */
    size_t n_len;        /* bytes of n */
    size_t e_len;        /* bytes of e */
    size_t d_len;        /* bytes of d */
    size_t p_len;        /* bytes of p */
    size_t q_len;        /* bytes of q */
    size_t dp_len;       /* bytes of dp */
    size_t dq_len;       /* bytes of dq */
    size_t qinv_len;     /* bytes of qinv */
} ucrypt_rsa_private_key;

/* RSA padding schemes (RFC 8017). */
typedef enum ucrypt_rsa_padding {
    UCRYPT_RSA_PKCS1 = 1, /* RSASSA-PKCS1-v1_5 or RSAES-PKCS1-v1_5 */
    UCRYPT_RSA_PSS = 2,   /* signatures only; MGF1 with the same hash */
    UCRYPT_RSA_OAEP = 3   /* encryption only; MGF1 with the same hash */
} ucrypt_rsa_padding;

/* Bytes of workspace enough for every function below, either key form, at
 * this modulus size. */
size_t ucrypt_rsa_workspace_size(size_t modulus_bits);
/* e = 65537; modulus_bits a multiple of 16 in 1024..8192. n and d have
 * modulus_bits/8 bytes, p, q, dp, dq, qinv modulus_bits/16. source NULL: the
 * OS generator; otherwise an HMAC_DRBG over the callback. */
int ucrypt_rsa_keygen(size_t modulus_bits, ucrypt_entropy_fn source, void* user, uint8_t* n,
                      uint8_t* d, uint8_t* p, uint8_t* q, uint8_t* dp, uint8_t* dq, uint8_t* qinv,
                      void* ws, size_t ws_len);
/* hash: a ucrypt_hash_alg (variant flags ignored). salt_len: PSS only. sig_len
 * is the byte length of n. Randomness (PSS salt, blinding) as for keygen. */
int ucrypt_rsa_sign(const ucrypt_rsa_private_key* key, int padding, int hash, size_t salt_len,
                    const void* msg, size_t msg_len, uint8_t* sig, size_t sig_len,
                    ucrypt_entropy_fn source, void* user, void* ws, size_t ws_len);
int ucrypt_rsa_verify(const ucrypt_rsa_public_key* key, int padding, int hash, size_t salt_len,
                      const void* msg, size_t msg_len, const uint8_t* sig, size_t sig_len, void* ws,
                      size_t ws_len, uint32_t* fault_check);
/* ct_len is the byte length of n; label: OAEP only. */
int ucrypt_rsa_encrypt(const ucrypt_rsa_public_key* key, int padding, int hash, const void* label,
                       size_t label_len, const void* msg, size_t msg_len, uint8_t* ct,
                       size_t ct_len, ucrypt_entropy_fn source, void* user, void* ws,
                       size_t ws_len);
/* Every padding error gives UCRYPT_ERR_INVALID_ENCODING after the same work. */
int ucrypt_rsa_decrypt(const ucrypt_rsa_private_key* key, int padding, int hash, const void* label,
                       size_t label_len, const uint8_t* ct, size_t ct_len, uint8_t* out,
                       size_t out_cap, size_t* out_len, ucrypt_entropy_fn source, void* user,
                       void* ws, size_t ws_len);

#ifdef __cplusplus
}
#endif

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#endif /* UCRYPT_H */
