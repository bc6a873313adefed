// SPDX-License-Identifier: Apache-2.0
// ucrypt CLI — several files per command and checklists, as sha256sum and
// `sha256sum -c` do; shared by hash and mac.
//
// A checklist line is "<hex>  <name>" (two spaces), or "<hex> *<name>" (the
// binary marker); the name is taken as written (no backslash escapes) and
// "-" is standard input. A CR before the newline is ignored.
#pragma once
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "io.hpp"

namespace ucrypt::cli {

// Computes the value (digest or tag) of one file into `value`; throws Failure
// like read_input when the file cannot be read.
using FileValue = std::function<void(const std::string& file, ByteSpan value)>;

// One file without `names`: the bare hex value. Otherwise one line
// "<hex>  <name>" per file, in order.
void print_values(const std::vector<std::string>& files, std::size_t len, bool names,
                  const FileValue& compute, Output& out);

// Checks every line of the checklist `list` (read twice: every line is
// validated before any file is read, so a malformed line, exit 3, prints
// nothing). Prints "NAME: OK" or "NAME: FAILED" per line on standard output,
// "NAME: FAILED open or read" for a file that cannot be read, and compares in
// constant time. Returns 0 when all match; throws Failure 1 ("N of M listed
// files did NOT match") when some differ, and 3 when some could not be read.
int run_checklist(const std::string& list, std::size_t len, const FileValue& compute);

}  // namespace ucrypt::cli
