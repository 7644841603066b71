// The single doctest entry point; every other file in tests/cpp holds cases only.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
