// Prints the walkthrough's script or transcript for `seed d_k d_v`, so
// the native build can be checked against real numpy from the shell.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>

#include "walkthrough/walkthrough.hpp"

int main(int argc, char** argv) {
  if (argc != 5 || (std::strcmp(argv[1], "python") && std::strcmp(argv[1], "transcript"))) {
    std::fprintf(stderr, "usage: %s python|transcript SEED D_K D_V\n", argv[0]);
    return 2;
  }
  try {
    walkthrough::Inputs in = walkthrough::default_inputs();
    in.seed = std::strtod(argv[2], nullptr);
    in.d_k = std::atoi(argv[3]);
    in.d_v = std::atoi(argv[4]);
    const walkthrough::Result r = walkthrough::run(in);
    std::fputs(std::strcmp(argv[1], "python") ? r.transcript.c_str() : r.python.c_str(), stdout);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}
