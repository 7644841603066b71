// The test module (build/wasm/attention-math-test.js) keeps Embind's handle
// counters, which api.post.js takes off the shipped module: the leak tests
// read Module.count_emval_handles(). Linked before api.post.js.
Module._testBuild = true;
