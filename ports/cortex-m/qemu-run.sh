#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs one Cortex-M ELF under QEMU with semihosting and returns main()'s exit
# status. CMake uses it as CMAKE_CROSSCOMPILING_EMULATOR, so ctest calls
#     qemu-run.sh <machine> <elf> [args...]
# Environment:
#     UCRYPT_QEMU_TIMEOUT  seconds before the run is killed (default 1800); exit 124
#     UCRYPT_QEMU_EXTRA    extra QEMU options (e.g. "-d in_asm -D qemu.log")
# The guest sees argv[0] = <elf>, argv[1..] = args. QEMU joins them with
# spaces for SYS_GET_CMDLINE, so an argument must not contain a space.
set -eu

if [ $# -lt 2 ]; then
    echo "usage: $0 <machine> <elf> [args...]" >&2
    exit 2
fi
machine=$1
elf=$2
shift 2

for a in "$elf" "$@"; do
    case $a in
    *" "*) echo "qemu-run.sh: argument with a space cannot pass through semihosting: '$a'" >&2; exit 2 ;;
    esac
done

# QEMU option values escape a comma by doubling it.
esc() { printf '%s' "$1" | sed 's/,/,,/g'; }

cfg="enable=on,target=native,chardev=ucrypt_semi,arg=$(esc "$elf")"
for a in "$@"; do
    cfg="$cfg,arg=$(esc "$a")"
done

# No display, monitor, serial or parallel port: stdout carries only what the
# guest writes through semihosting (the chardev), stderr only QEMU's errors.
# The boards' built-in LAN9118 gets an isolated user-mode peer (restrict=on)
# only so that QEMU does not warn "nic has no peer" on every run.
# SYS_EXIT_EXTENDED makes QEMU exit with the guest's status; timeout(1) turns
# a hung guest into 124 (and kills QEMU if SIGTERM is not enough).
# shellcheck disable=SC2086
exec timeout -k 10 "${UCRYPT_QEMU_TIMEOUT:-1800}" \
    qemu-system-arm -M "$machine" -nodefaults -display none -monitor none -serial none \
    -chardev stdio,id=ucrypt_semi,signal=off \
    -nic user,model=lan9118,restrict=on \
    -semihosting-config "$cfg" \
    ${UCRYPT_QEMU_EXTRA:-} \
    -kernel "$elf"
