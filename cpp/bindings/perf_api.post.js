// Module.fastAttention(options): the fast path's JS half. It reads the options
// here and copies q, k, v with one TypedArray.set each into a workspace that
// lives in wasm memory, then calls plain wasm exports with numbers only (see
// perf_api.cpp: no Embind on this path; they return a negative number on
// failure and _fastLastError() says why). Every size rule is still the core's: am_fast_plan checks them
// before anything is allocated, and am_fast_run checks the values are finite.
//
//   fastAttention({q, k, v, n, m = n, dK, dV = dK, heads = 1, dtype = 'float64',
//                  causal = false, path = 'auto', weights = false})
//   → {output: Float32Array|Float64Array (heads × n × dV), path: 'materialised'|'tiled',
//      weights?: (heads × n × m, materialised path only)}
addOnPostRun(function exposeFastAttention() {
  // Emscripten's export stubs replace themselves with the raw wasm function
  // on their first call: make that call (a harmless failing plan), then keep
  // the raw functions and take all of them off Module.
  Module._am_fast_plan(0, 0, 0, 0, 0, 0, 0, 0);
  Module._am_fast_workspace(0);
  Module._am_fast_run(8, 0, 0, 0, 0, 0, 0, 0, 0);
  Module._am_fast_release();
  var plan = Module._am_fast_plan, workspace = Module._am_fast_workspace, run = Module._am_fast_run;
  var release = Module._am_fast_release;
  var lastError = Module._fastLastError;
  delete Module._am_fast_plan;
  delete Module._am_fast_workspace;
  delete Module._am_fast_run;
  delete Module._am_fast_release;
  delete Module._fastLastError;
  var known = ['q', 'k', 'v', 'n', 'm', 'dK', 'dV', 'heads', 'dtype', 'causal', 'path', 'weights'];
  var pathCodes = { auto: 0, materialised: 1, tiled: 2 };

  function fail(message) { throw new Error('fastAttention: ' + message); }
  function describe(value) {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'an Array';
    if (typeof value === 'string') return "string '" + value + "'";
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
  }
  function integer(options, name, fallback) {
    var value = options[name];
    if (value === undefined) {
      if (fallback === undefined) fail(name + ': is required');
      return fallback;
    }
    // Embind passes an int: anything past 2^31 would wrap before the core's range check.
    if (!Number.isInteger(value) || Math.abs(value) > 2147483647) fail(name + ': expected an integer, got ' + describe(value));
    return value;
  }
  function flag(options, name) {
    var value = options[name];
    if (value === undefined) return false;
    if (typeof value !== 'boolean') fail(name + ': expected true or false, got ' + describe(value));
    return value;
  }
  function choice(options, name, choices, fallback) {
    var value = options[name] === undefined ? fallback : options[name];
    if (choices.indexOf(value) < 0) fail(name + ": expected '" + choices.join("', '") + "', got " + describe(value));
    return value;
  }
  function requireArray(options, name, count, shape) {
    var value = options[name];
    var arrayLike = Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
    if (!arrayLike) fail(name + ': expected a typed array or Array of ' + count + ' numbers ' + shape + ', got ' + describe(value));
    if (value.length !== count) fail(name + ': expected ' + count + ' numbers ' + shape + ', got ' + value.length);
    return value;
  }

  Module.fastAttention = function fastAttention(options) {
    if (arguments.length !== 1) fail('expected 1 argument, got ' + arguments.length);
    if (options === null || typeof options !== 'object' || Array.isArray(options) || ArrayBuffer.isView(options)) {
      fail('options: expected an options object for fastAttention(), got ' + describe(options));
    }
    for (var key in options) {
      if (known.indexOf(key) < 0) fail("unknown option '" + key + "' (known: " + known.join(', ') + ')');
    }
    var n = integer(options, 'n'), m = integer(options, 'm', n), dK = integer(options, 'dK');
    var dV = integer(options, 'dV', dK), heads = integer(options, 'heads', 1);
    var bytes = choice(options, 'dtype', ['float32', 'float64'], 'float64') === 'float32' ? 4 : 8;
    var pathCode = pathCodes[choice(options, 'path', ['auto', 'materialised', 'tiled'], 'auto')];
    var causal = flag(options, 'causal'), wantWeights = flag(options, 'weights');
    var planned = plan(bytes, n, m, dK, dV, heads, pathCode, wantWeights ? 1 : 0);
    if (planned < 0) fail(lastError());
    var shape = function (rows, cols) { return '(heads ' + heads + ' x ' + rows + ' x ' + cols + ')'; };
    var q = requireArray(options, 'q', heads * n * dK, shape(n, dK));
    var k = requireArray(options, 'k', heads * m * dK, shape(m, dK));
    var v = requireArray(options, 'v', heads * m * dV, shape(m, dV));
    var outCount = heads * n * dV, weightCount = wantWeights ? heads * n * m : 0;
    var total = q.length + k.length + v.length + outCount + weightCount;
    try {
      var base = workspace(total * bytes);
      if (base < 0) fail(lastError());
      var heap = bytes === 4 ? Module.HEAPF32 : Module.HEAPF64;  // read after the workspace grew memory
      var at = base / bytes;
      heap.set(q, at);
      heap.set(k, at + q.length);
      heap.set(v, at + q.length + k.length);
      var ran = run(bytes, n, m, dK, dV, heads, causal ? 1 : 0, planned, wantWeights ? 1 : 0);
      if (ran < 0) fail(lastError());
      heap = bytes === 4 ? Module.HEAPF32 : Module.HEAPF64;  // the kernel's scratch may have grown memory
      var outAt = at + q.length + k.length + v.length;
      var result = { output: heap.slice(outAt, outAt + outCount), path: ran === 2 ? 'tiled' : 'materialised' };
      if (wantWeights) result.weights = heap.slice(outAt + outCount, outAt + outCount + weightCount);
      return result;
    } finally {
      release();  // a large workspace goes back to malloc once its output is copied out
    }
  };
});
