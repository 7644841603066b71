// The shipped checkpoint: a 2-layer model trained by the build (the native
// tool cpp/tools/train_heads, with this recipe and the same core), written
// as C++ source and compiled into the wasm module, so it loads with the
// module from file:// with no fetch.
#pragma once

#include <cstdint>
#include <string>

#include "transformer/model.hpp"
#include "transformer/training.hpp"

namespace transformer {

struct Recipe {
  Config config;
  TrainingSettings training;
  double init_seed = 0;
  std::int64_t steps = 0;
};
// The settings the checkpoint is trained with (and the benchmark's).
Recipe pretrained_recipe();

// The seed the checkpoint's tests and the tool score with.
constexpr double kHeldOutSeed = 12345;

// Trains the recipe from its initial model.
Model train_recipe(const Recipe& recipe);

// The one-layer control: the same recipe with layers = 1, trained as long.
// It cannot form an induction head (no position holds what came before it
// until a layer has written it), and the page shows so from this model.
Recipe control_recipe();

// C++ source defining transformer::<function>() (pretrained_model or
// control_model): the config and every parameter, each double written with
// 17 significant digits (exact round trip).
void write_checkpoint_source(const Model& model, const std::string& path,
                             const std::string& function = "pretrained_model");

// The checkpoint. The wasm module links the generated source; a build
// without it (native) trains the recipe on first use, a few seconds.
Model pretrained_model();
// The control, shipped the same way (control_recipe()).
Model control_model();

}  // namespace transformer
