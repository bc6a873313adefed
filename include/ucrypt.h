/* ucrypt — C API (DESIGN §1 layer 4): hashes, XOFs, MACs and KDFs.
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
 *    default from ucrypt/config.hpp is used. Unknown ids return
 *    UCRYPT_ERR_INVALID_ARGUMENT.
 */
#ifndef UCRYPT_H
#define UCRYPT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Status codes (same values as ucrypt::Status) ---------------------- */

#define UCRYPT_OK 0x5AC33CA5
#define UCRYPT_ERR_VERIFY_FAILED 0x0F1E0001      /* tag / MAC mismatch */
#define UCRYPT_ERR_INVALID_ARGUMENT 0x0F1E0002   /* NULL pointer, unknown algorithm id */
#define UCRYPT_ERR_INVALID_LENGTH 0x0F1E0003     /* a length the algorithm does not allow */
#define UCRYPT_ERR_INVALID_KEY 0x0F1E0004
#define UCRYPT_ERR_INVALID_ENCODING 0x0F1E0005
#define UCRYPT_ERR_WORKSPACE_TOO_SMALL 0x0F1E0006
#define UCRYPT_ERR_BAD_STATE 0x0F1E0007          /* context not initialised, or finished */
#define UCRYPT_ERR_ENTROPY_FAILURE 0x0F1E0008
#define UCRYPT_ERR_LIMIT_REACHED 0x0F1E0009
#define UCRYPT_ERR_NOT_SUPPORTED 0x0F1E000A
#define UCRYPT_ERR_INTERNAL 0x0F1E000B           /* a fault countermeasure fired */

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

typedef enum ucrypt_xof_alg {
    UCRYPT_SHAKE128 = 0x10,
    UCRYPT_SHAKE256 = 0x11,
    UCRYPT_CSHAKE128 = 0x12,
    UCRYPT_CSHAKE256 = 0x13
} ucrypt_xof_alg;

typedef enum ucrypt_kmac_alg {
    UCRYPT_KMAC128 = 0x20,
    UCRYPT_KMAC256 = 0x21,
    UCRYPT_KMACXOF128 = 0x22,
    UCRYPT_KMACXOF256 = 0x23
} ucrypt_kmac_alg;

/* ---- Context storage (opaque; sizes in 64-bit words) ------------------- */

#define UCRYPT_HASH_CTX_WORDS 28
#define UCRYPT_XOF_CTX_WORDS 30
#define UCRYPT_KMAC_CTX_WORDS 32
#define UCRYPT_HMAC_CTX_WORDS 84

typedef struct ucrypt_hash_ctx { uint64_t opaque[UCRYPT_HASH_CTX_WORDS]; } ucrypt_hash_ctx;
typedef struct ucrypt_xof_ctx { uint64_t opaque[UCRYPT_XOF_CTX_WORDS]; } ucrypt_xof_ctx;
typedef struct ucrypt_kmac_ctx { uint64_t opaque[UCRYPT_KMAC_CTX_WORDS]; } ucrypt_kmac_ctx;
typedef struct ucrypt_hmac_ctx { uint64_t opaque[UCRYPT_HMAC_CTX_WORDS]; } ucrypt_hmac_ctx;

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

/* ---- HMAC (FIPS 198-1) over every hash id ------------------------------ */

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

/* ---- HKDF (RFC 5869) over every hash id -------------------------------- */

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

#ifdef __cplusplus
}
#endif

#endif /* UCRYPT_H */
