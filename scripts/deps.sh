#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Installs what the build, the tests and the benchmark need (Debian 12).
# As root it runs apt-get; otherwise it prints the exact command and stops.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  cmake ninja-build g++ clang make python3 git
  gcc-arm-none-eabi libnewlib-arm-none-eabi libstdc++-arm-none-eabi-newlib binutils-arm-none-eabi
  qemu-system-arm
  python3-cryptography-vectors
  valgrind openssl botan libbotan-2-dev python3-cryptography time
  clang-format-14 clang-tidy-14 shellcheck
  doctest-dev nlohmann-json3-dev
  doxygen
  libclang-rt-14-dev libfuzzer-14-dev
  libssl-dev libmbedtls-dev libsodium-dev libbearssl-dev
)

missing=()
# Node.js may come from elsewhere than Debian (the machine image has its own);
# ask Debian for it only when there is none.
if [ -f tests/interop/package.json ] && ! command -v npm >/dev/null 2>&1; then
  packages+=(nodejs npm)
fi
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "deps: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "deps: missing Debian packages. Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# npm packages for the interoperability tests, from the committed lock file.
if [ -f tests/interop/package-lock.json ] && [ ! -d tests/interop/node_modules ]; then
  echo "deps: npm ci in tests/interop"
  (cd tests/interop && npm ci --no-audit --no-fund --silent)
fi
echo "deps: all present"
