// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — build/bench/host.json in the shared result format
// (one row per table / alg / variant / params; ucrypt figures at the top level
// and in "host", peer figures and ratios in "host.peers").
#pragma once
#include <span>
#include <string>
#include <vector>

#include "clock.hpp"
#include "impl.hpp"
#include "suite.hpp"

namespace ucrypt::bench {

struct RunInfo {
    std::string compiler;  // "GNU 12.2.0 Release -O3 -DNDEBUG"
    bool quick;
};

std::string to_json(const Clock& clock, const RunInfo& info, const std::vector<Row>& rows,
                    std::span<const Provider> peers);

}  // namespace ucrypt::bench
