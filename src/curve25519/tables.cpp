// ucrypt — edwards25519 constants and fixed-base tables (RFC 8032 §5.1).
// kBaseLow serves Ed25519OptLow (768 bytes), kBaseHigh Ed25519OptHigh
// (30,720 bytes); a firmware that uses one variant links only its table.
#include "edwards.hpp"

namespace ucrypt::core::c25519 {

#include "tables.inc"

}  // namespace ucrypt::core::c25519
