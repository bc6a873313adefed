# SPDX-License-Identifier: Apache-2.0
# Feature selection: the one list of what a build can leave out (docs/CONFIG.md).
#
# Every feature is a CMake option UCRYPT_WANT_<NAME> (default ON) and a macro
# of the same name, 0 or 1, in the generated header <ucrypt/features.h>
# (${PROJECT_BINARY_DIR}/generated/include). A feature that is OFF
#   - removes the sources listed here from the library targets (never compiled),
#   - removes its C API functions (they are absent: a call is a link error),
#   - makes the C API's generic id-taking functions (ucrypt_hash, ucrypt_hmac,
#     ucrypt_ecdsa_verify with a curve id, ...) return UCRYPT_ERR_NOT_SUPPORTED
#     for its ids.
# Included from the root CMakeLists.txt twice: once before the library targets
# exist (options, checks, header), then ucrypt_features_prune() after them.

# ucrypt_feature(NAME "what it is" [SOURCES regex...] [REQUIRES feature...])
#   SOURCES: regular expressions on the library and C API source paths that
#   belong to the feature alone.
set(UCRYPT_FEATURES "")
macro(ucrypt_feature name doc)
  cmake_parse_arguments(_uf "" "" "SOURCES;REQUIRES" ${ARGN})
  option(UCRYPT_WANT_${name} "${doc}" ON)
  list(APPEND UCRYPT_FEATURES ${name})
  set(UCRYPT_FEATURE_DOC_${name} "${doc}")
  set(UCRYPT_FEATURE_SOURCES_${name} ${_uf_SOURCES})
  set(UCRYPT_FEATURE_REQUIRES_${name} ${_uf_REQUIRES})
endmacro()

# ---- The list ---------------------------------------------------------------
# Always built (not options): SHA-2, HMAC, HKDF, HMAC_DRBG, the entropy
# callback and the key encodings: key generation in every family draws from
# an HMAC_DRBG-SHA-256, and the public-key families hash with SHA-2.

# Hash ids of the C API (the C++ classes stay: RSA, LMS, the lattice schemes
# and Ed448 use Keccak and SHA-1 internally).
ucrypt_feature(SHA1 "SHA-1 in the C API (hash, HMAC, HKDF ids)")
ucrypt_feature(SHA3 "SHA-3, SHAKE, cSHAKE and KMAC in the C API (hash ids, XOF and KMAC functions)")
# Symmetric families.
ucrypt_feature(AES "AES: block modes, AES-GCM, AES-CCM, AES-CMAC, key wrap, CTR_DRBG"
  SOURCES "/aes/aes_[a-z_]+\\.(cpp|S)$" "/modes/modes_" "/modes/keywrap\\.cpp$" "/aead/gcm\\.cpp$"
          "/aead/ghash_[a-z]+\\.cpp$" "/aead/ccm\\.cpp$" "/mac/cmac\\.cpp$" "/drbg/ctr_drbg\\.cpp$"
          "/capi_cipher\\.cpp$" "/capi_keywrap\\.cpp$")
ucrypt_feature(CHACHA20_POLY1305 "ChaCha20, Poly1305 and AEAD_CHACHA20_POLY1305"
  SOURCES "/aead/chacha20\\.cpp$" "/mac/poly1305\\.cpp$" "/aead/chacha20poly1305\\.cpp$")
# Public-key families: one source folder each.
ucrypt_feature(CURVE25519 "X25519 and Ed25519/ctx/ph" SOURCES "/src/curve25519/" "/capi_curve25519\\.cpp$")
ucrypt_feature(CURVE448 "X448 and Ed448/ph" SOURCES "/src/curve448/" "/capi_curve448\\.cpp$")
ucrypt_feature(MLKEM "ML-KEM-512/768/1024" SOURCES "/src/mlkem/" "/capi_mlkem\\.cpp$")
ucrypt_feature(MLDSA "ML-DSA-44/65/87" SOURCES "/src/mldsa/" "/capi_mldsa\\.cpp$")
ucrypt_feature(LMS "LMS/HSS signatures and verification" SOURCES "/src/lms/" "/capi_lms\\.cpp$")
ucrypt_feature(XMSS "XMSS/XMSS^MT verification" SOURCES "/src/xmss/" "/capi_xmss\\.cpp$")
ucrypt_feature(RSA "RSA (PKCS#1 v1.5, PSS, OAEP, key generation)"
  SOURCES "/src/rsa/" "/capi_rsa\\.cpp$")
# Short-Weierstrass curves (ECDSA, ECDH): the family is built while any is on.
ucrypt_feature(EC_P224 "ECDSA/ECDH on NIST P-224")
ucrypt_feature(EC_P256 "ECDSA/ECDH on NIST P-256" SOURCES "/ec/tables_p256\\.cpp$" "/ec/field_p256\\.cpp$")
ucrypt_feature(EC_P384 "ECDSA/ECDH on NIST P-384" SOURCES "/ec/tables_p384\\.cpp$")
ucrypt_feature(EC_P521 "ECDSA/ECDH on NIST P-521")
ucrypt_feature(EC_SECP256K1 "ECDSA/ECDH on secp256k1")
ucrypt_feature(EC_BRAINPOOLP256R1 "ECDSA/ECDH on brainpoolP256r1")
ucrypt_feature(EC_BRAINPOOLP384R1 "ECDSA/ECDH on brainpoolP384r1")
ucrypt_feature(EC_BRAINPOOLP512R1 "ECDSA/ECDH on brainpoolP512r1")

# ---- Derived switches and checks ----------------------------------------------
set(UCRYPT_WANT_EC OFF)
foreach(f ${UCRYPT_FEATURES})
  if(f MATCHES "^EC_" AND UCRYPT_WANT_${f})
    set(UCRYPT_WANT_EC ON)
  endif()
endforeach()
set(UCRYPT_FEATURE_SOURCES_EC "/src/ec/" "/capi_ec\\.cpp$")
# Multi-precision arithmetic: RSA's, and the EC scalar inversions'.
if(UCRYPT_WANT_RSA OR UCRYPT_WANT_EC)
  set(UCRYPT_WANT_BIGNUM ON)
else()
  set(UCRYPT_WANT_BIGNUM OFF)
endif()
set(UCRYPT_FEATURE_SOURCES_BIGNUM "/src/bignum/")

# The test suites, the command-line tool and the benchmarks cover every
# family: a reduced build is a library build.
set(_ucrypt_off "")
foreach(f ${UCRYPT_FEATURES})
  if(NOT UCRYPT_WANT_${f})
    list(APPEND _ucrypt_off ${f})
  endif()
endforeach()
if(_ucrypt_off)
  foreach(part TESTS TOOLS BENCH)
    if(UCRYPT_BUILD_${part})
      message(FATAL_ERROR "UCRYPT_WANT_{${_ucrypt_off}} OFF: set UCRYPT_BUILD_${part}=OFF too "
                          "(the suites, the tool and the benchmarks use every family)")
    endif()
  endforeach()
  message(STATUS "ucrypt features left out: ${_ucrypt_off}")
endif()

# ---- The generated header -------------------------------------------------------
set(UCRYPT_GENERATED_INCLUDE_DIR ${PROJECT_BINARY_DIR}/generated/include)
set(_ucrypt_lines "")
foreach(f ${UCRYPT_FEATURES})
  if(UCRYPT_WANT_${f})
    set(_v 1)
  else()
    set(_v 0)
  endif()
  string(APPEND _ucrypt_lines "#define UCRYPT_WANT_${f} ${_v} /* ${UCRYPT_FEATURE_DOC_${f}} */\n")
endforeach()
if(UCRYPT_WANT_EC)
  string(APPEND _ucrypt_lines "#define UCRYPT_WANT_EC 1 /* any EC_* curve */\n")
else()
  string(APPEND _ucrypt_lines "#define UCRYPT_WANT_EC 0 /* any EC_* curve */\n")
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/features.h.in ${UCRYPT_GENERATED_INCLUDE_DIR}/ucrypt/features.h @ONLY)

# ---- Second pass: drop the sources of what is off -------------------------------
function(ucrypt_features_prune)
  target_include_directories(ucrypt_base INTERFACE $<BUILD_INTERFACE:${UCRYPT_GENERATED_INCLUDE_DIR}>)
  set(patterns "")
  foreach(f ${UCRYPT_FEATURES} EC BIGNUM)
    if(NOT UCRYPT_WANT_${f})
      list(APPEND patterns ${UCRYPT_FEATURE_SOURCES_${f}})
    endif()
  endforeach()
  if(NOT patterns)
    return()
  endif()
  foreach(target ucrypt_core ucrypt ucrypt_c)
    get_target_property(dir ${target} SOURCE_DIR)
    get_target_property(sources ${target} SOURCES)
    set(kept "")
    foreach(s ${sources})
      if(IS_ABSOLUTE "${s}")
        set(path "${s}")
      else()
        set(path "${dir}/${s}")
      endif()
      set(drop OFF)
      foreach(p ${patterns})
        if(path MATCHES "${p}")
          set(drop ON)
        endif()
      endforeach()
      if(NOT drop)
        list(APPEND kept "${s}")
      endif()
    endforeach()
    set_property(TARGET ${target} PROPERTY SOURCES "${kept}")
  endforeach()
endfunction()
