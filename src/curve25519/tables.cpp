// SPDX-License-Identifier: Apache-2.0
// ucrypt — edwards25519 constants and fixed-base tables (RFC 8032 §5.1).
// kBaseLow serves Ed25519OptLow (CombLow: 8 points, 768 bytes), kBaseHigh
// Ed25519OptHigh (CombHigh: 16 points, 1,536 bytes); a firmware that uses one
// variant links only its table.
#include "edwards.hpp"

namespace ucrypt::core::c25519 {

static_assert(sizeof kBaseLow == CombLow::table_bytes);
static_assert(sizeof kBaseHigh == CombHigh::table_bytes);

#include "tables.inc"

}  // namespace ucrypt::core::c25519
