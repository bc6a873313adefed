# SPDX-License-Identifier: Apache-2.0
# ucrypt as a package (docs/INSTALL.md): the target names other projects link,
# the shared C library's properties, the install rules, the CMake package
# (find_package(ucrypt)) and the pkg-config files.
include(CMakePackageConfigHelpers)

# The names users link: ucrypt::ucrypt (the C++ API), ucrypt::encoding (the key
# encodings, include/ucrypt/encoding) and ucrypt::c (the C API,
# which brings the C++ library with it). In a build tree (add_subdirectory,
# FetchContent) they are aliases; an installed package exports the same names.
add_library(ucrypt::ucrypt ALIAS ucrypt)
add_library(ucrypt::c ALIAS ucrypt_c)
add_library(ucrypt::encoding ALIAS ucrypt_encoding)
set_target_properties(ucrypt_base PROPERTIES EXPORT_NAME base)
set_target_properties(ucrypt_core PROPERTIES EXPORT_NAME core)
set_target_properties(ucrypt_c PROPERTIES EXPORT_NAME c)
set_target_properties(ucrypt_encoding PROPERTIES EXPORT_NAME encoding)

# Before 1.0 a minor release may break the ABI, so the SONAME carries
# MAJOR.MINOR (libucrypt_c.so.0.1); from 1.0 on, MAJOR alone. The package
# version file follows the same rule.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(UCRYPT_SOVERSION ${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR})
  set(UCRYPT_COMPATIBILITY SameMinorVersion)
else()
  set(UCRYPT_SOVERSION ${PROJECT_VERSION_MAJOR})
  set(UCRYPT_COMPATIBILITY SameMajorVersion)
endif()

if(UCRYPT_SHARED)
  # Linked by the C driver and with --no-undefined: the library needs nothing
  # from the C++ runtime. The static libraries inside it export nothing
  # (hidden visibility, top-level CMakeLists.txt; --exclude-libs for safety).
  set_target_properties(ucrypt_c PROPERTIES
    VERSION ${PROJECT_VERSION} SOVERSION ${UCRYPT_SOVERSION} LINKER_LANGUAGE C)
  target_link_options(ucrypt_c PRIVATE LINKER:--no-undefined LINKER:--exclude-libs,ALL)
endif()

if(NOT UCRYPT_INSTALL)
  return()
endif()

set(UCRYPT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/ucrypt)
install(TARGETS ucrypt_base ucrypt_core ucrypt ucrypt_c ucrypt_encoding EXPORT ucryptTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# Every header under include/ is public: ucrypt.h, ucrypt/*.hpp, ucrypt/version.h.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# <ucrypt/features.h>, generated from the UCRYPT_WANT_* options (cmake/features.cmake):
# the installed headers describe the library that was built.
install(DIRECTORY ${UCRYPT_GENERATED_INCLUDE_DIR}/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# The tool when it was built (OPTIONAL: a build of the libraries alone installs).
if(TARGET ucrypt_cli)
  install(TARGETS ucrypt_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} OPTIONAL)
endif()

# CMake package: find_package(ucrypt) from an install prefix, or from this
# build tree (ucrypt_DIR=<build dir>).
install(EXPORT ucryptTargets NAMESPACE ucrypt:: DESTINATION ${UCRYPT_CMAKE_DIR})
export(EXPORT ucryptTargets NAMESPACE ucrypt:: FILE ${PROJECT_BINARY_DIR}/ucryptTargets.cmake)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/ucryptConfig.cmake.in
  ${PROJECT_BINARY_DIR}/ucryptConfig.cmake INSTALL_DESTINATION ${UCRYPT_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/ucryptConfigVersion.cmake
  COMPATIBILITY ${UCRYPT_COMPATIBILITY})
install(FILES ${PROJECT_BINARY_DIR}/ucryptConfig.cmake ${PROJECT_BINARY_DIR}/ucryptConfigVersion.cmake
        DESTINATION ${UCRYPT_CMAKE_DIR})

# pkg-config: ucrypt.pc (C++ API) and ucrypt-c.pc (C API). The prefix is found
# from the .pc file's own place, so `cmake --install --prefix DIR` works.
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(UCRYPT_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
  set(UCRYPT_PC_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
else()
  file(RELATIVE_PATH _up "/p/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/p")
  set(UCRYPT_PC_PREFIX "\${pcfiledir}/${_up}")
  set(UCRYPT_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(UCRYPT_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(UCRYPT_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
# Static archives go in dependency order: C shims, schemes, primitives.
set(UCRYPT_PC_CXX_LIBS "-lucrypt -lucrypt_core")
if(UCRYPT_SHARED)
  set(UCRYPT_PC_C_LIBS "-lucrypt_c")
else()
  set(UCRYPT_PC_C_LIBS "-lucrypt_c ${UCRYPT_PC_CXX_LIBS}")
endif()
foreach(pc ucrypt ucrypt-c)
  configure_file(${CMAKE_CURRENT_LIST_DIR}/${pc}.pc.in ${PROJECT_BINARY_DIR}/${pc}.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/${pc}.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endforeach()
