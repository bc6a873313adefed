// SPDX-License-Identifier: Apache-2.0
// The doctest runner shared by the host and the Cortex-M builds.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

int main(int argc, char** argv)
{
    doctest::Context ctx;
    ctx.applyCommandLine(argc, argv);
    return ctx.run();
}
