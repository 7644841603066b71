// How fast the trainer runs in wasm under Node: milliseconds per Adam step
// and per call, for several steps per call (the page's "steps per frame").
// Prints figures; asserts nothing. Run: node tests/tools/trainer_bench.mjs
import { loadAttentionMath } from '../js/load-module.mjs';

const am = await loadAttentionMath();
const STEPS_PER_RUN = 600;

for (const task of ['previous', 'same']) {
  const { state } = am.trainerStart({ task, seed: 0 });
  am.trainerSteps({ task, seed: 0, state, steps: 200 }); // warm-up: let V8 tier up the wasm
  for (const perCall of [1, 2, 10, 50]) {
    let current = state;
    const calls = STEPS_PER_RUN / perCall;
    const t0 = performance.now();
    for (let i = 0; i < calls; i += 1) current = am.trainerSteps({ task, seed: 0, state: current, steps: perCall }).state;
    const ms = performance.now() - t0;
    console.log(`${task.padEnd(8)} ${String(perCall).padStart(2)} steps per call: ${(ms / STEPS_PER_RUN).toFixed(3)} ms per step, `
      + `${(ms / calls).toFixed(2)} ms per call`);
  }
}
