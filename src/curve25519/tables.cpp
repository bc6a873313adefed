// SPDX-License-Identifier: Apache-2.0
// ucrypt — edwards25519 constants and fixed-base tables (RFC 8032 §5.1).
// kBaseLow serves Ed25519OptLow (CombLow: 8 points, 768 bytes), kBaseHigh
// Ed25519OptHigh (CombHigh: 16 points, 1,536 bytes); a firmware that uses one
// variant links only its table.
#include "edwards.hpp"
#include "ucrypt/ed25519.hpp"

namespace ucrypt::core::c25519 {

static_assert(sizeof kBaseLow == CombLow::table_bytes);
static_assert(sizeof kBaseHigh == CombHigh::table_bytes);
// The public sizes (ed25519.hpp, table_bytes of each variant) are these tables'.
static_assert(Ed25519OptLow::table_bytes == CombLow::table_bytes);
static_assert(Ed25519OptHigh::table_bytes == CombHigh::table_bytes);

#include "tables.inc"

}  // namespace ucrypt::core::c25519
