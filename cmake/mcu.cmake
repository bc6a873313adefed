# SPDX-License-Identifier: Apache-2.0
# Turns an executable target into a bare-metal ELF for the QEMU board of the
# current toolchain (cmake/toolchain-<core>.cmake): start-up code, the board's
# linker script, newlib with semihosting (librdimon), --gc-sections, a map file.
# Consumers only: the library targets never link anything from ports/.
# Any firmware project may include this file after setting UCRYPT_QEMU_MACHINE
# (examples/cortex-m4-firmware does).
get_filename_component(UCRYPT_PORT_DIR "${CMAKE_CURRENT_LIST_DIR}/../ports/cortex-m" ABSOLUTE)
function(ucrypt_mcu_executable target)
  set(ld ${UCRYPT_PORT_DIR}/${UCRYPT_QEMU_MACHINE}.ld)
  if(NOT EXISTS ${ld})
    message(FATAL_ERROR "no linker script for board ${UCRYPT_QEMU_MACHINE} (${ld})")
  endif()
  target_sources(${target} PRIVATE ${UCRYPT_PORT_DIR}/startup.c)
  # doctest: newlib has neither sigaltstack nor std::mutex without threads.
  target_compile_definitions(${target} PRIVATE
    DOCTEST_CONFIG_NO_POSIX_SIGNALS DOCTEST_CONFIG_NO_MULTITHREADING)
  # rdimon.specs: newlib + semihosting syscalls; ucrypt-startfiles.specs then
  # drops rdimon's crt0 (startup.c replaces it) but keeps crti/crtbegin/crtend/crtn.
  target_link_options(${target} PRIVATE
    --specs=rdimon.specs
    --specs=${UCRYPT_PORT_DIR}/ucrypt-startfiles.specs
    -L${UCRYPT_PORT_DIR}
    -T${ld}
    -Wl,--gc-sections
    -Wl,-Map=$<TARGET_FILE_DIR:${target}>/${target}.map
    -Wl,--no-warn-rwx-segments)
  set_target_properties(${target} PROPERTIES
    SUFFIX .elf
    LINK_DEPENDS "${ld};${UCRYPT_PORT_DIR}/sections.ld;${UCRYPT_PORT_DIR}/ucrypt-startfiles.specs")
endfunction()
