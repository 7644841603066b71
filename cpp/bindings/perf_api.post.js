// Module.fastAttention(options): the fast path's JS half. It converts the
// options and copies Q, K, V with one TypedArray.set each into a workspace
// in wasm memory, then calls plain wasm exports with numbers only (see
// perf_api.cpp: no Embind on this path; they return a negative number on
// failure and _fastLastError() says why). It checks only what JS alone can
// see: the kind of each value (a number, an integer, a boolean, a string, a
// typed array or an Array of numbers). Every rule (sizes, limits, lengths,
// option values, the mask, finite values) is the core's (fast_attention.hpp):
// am_fast_plan checks them before anything is allocated, am_fast_run the values.
// Errors are api.post.js's apiError: {call, code, argument, params}.
//
//   fastAttention({Q, K, V, n, m = n, dK, dV = dK, heads = 1, causal = false,
//                  keyPadding?, maskFill = -Infinity, precision = 'float64',
//                  path = 'auto', weights = false})
//   → {output: Float32Array|Float64Array (heads × n × dV), path: 'materialised'|'tiled',
//      weights?: (heads × n × m, materialised path only)}
addOnPostRun(function exposeFastAttention() {
  // Emscripten's export stubs replace themselves with the raw wasm function
  // on their first call: make that call (a harmless failing plan), then keep
  // the raw functions and take all of them off Module.
  Module._am_fast_plan(8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1);
  Module._am_fast_workspace();
  Module._am_fast_run();
  Module._am_fast_release();
  var plan = Module._am_fast_plan, workspace = Module._am_fast_workspace, run = Module._am_fast_run;
  var release = Module._am_fast_release, lastError = Module._fastLastError, coreOption = Module._fastOption;
  ['_am_fast_plan', '_am_fast_workspace', '_am_fast_run', '_am_fast_release', '_fastLastError', '_fastOption']
    .forEach(function (name) { delete Module[name]; });

  var CALL = 'fastAttention';
  var known = ['Q', 'K', 'V', 'n', 'm', 'dK', 'dV', 'heads', 'causal', 'keyPadding', 'maskFill', 'precision', 'path',
               'weights'];
  // Option strings the core has accepted, and the code it gave each: asked
  // once per string, so the core keeps the list of valid names.
  var codes = { precision: Object.create(null), path: Object.create(null) };

  function fail(argument, code, message, params) {
    throw apiError(CALL, { error: (argument ? argument + ': ' : '') + message, code: code, argument: argument,
                           params: params || {} });
  }
  function failFromCore() { throw apiError(CALL, lastError()); }
  // What the caller passed, for messages, as convert.cpp describes it.
  function describe(value) {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'an Array';
    if (typeof value === 'string') return "string '" + value + "'";
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : typeof value;
  }
  function wrongType(name, expected, value, params) {
    var got = describe(value);
    params = params || {};
    params.expected = expected;
    params.got = got;
    fail(name, 'type', 'expected ' + expected + ', got ' + got, params);
  }
  function integer(options, name, fallback) {
    var value = options[name];
    if (value === undefined) {
      if (fallback === undefined) fail(name, 'required', 'is required');
      return fallback;
    }
    // Within 2^53 a JS number is an exact integer; the core checks the range.
    if (!Number.isInteger(value) || Math.abs(value) > 9007199254740992) wrongType(name, 'an integer', value);
    return value;
  }
  function flag(options, name) {
    var value = options[name];
    if (value === undefined) return false;
    if (typeof value !== 'boolean') wrongType(name, 'true or false', value);
    return value;
  }
  function number(options, name, fallback) {
    var value = options[name];
    if (value === undefined) return fallback;
    if (typeof value !== 'number') wrongType(name, 'a number', value);
    return value;
  }
  function choice(options, name, fallback) {
    var value = options[name] === undefined ? fallback : options[name];
    if (typeof value !== 'string') wrongType(name, 'a string', value);
    var code = codes[name][value];
    if (code === undefined) {
      code = coreOption(name, value);
      if (typeof code !== 'number') throw apiError(CALL, code);
      codes[name][value] = code;
    }
    return code;
  }
  // A typed array of numbers (not BigInt) or a plain Array.
  function arrayLike(value) {
    if (Array.isArray(value)) return true;
    return ArrayBuffer.isView(value) && !(value instanceof DataView) &&
      !(typeof BigInt64Array !== 'undefined' && (value instanceof BigInt64Array || value instanceof BigUint64Array));
  }
  function numbers(options, name) {
    var value = options[name];
    if (!arrayLike(value)) wrongType(name, 'a typed array or an Array of numbers', value);
    return value;
  }
  function keyFlags(options) {
    var value = options.keyPadding;
    if (value === undefined) return null;
    if (!arrayLike(value)) wrongType('keyPadding', 'an Array of booleans, one per key', value);
    for (var j = 0; j < value.length; j++) {
      var f = value[j];
      if (f !== true && f !== false && f !== 0 && f !== 1) {
        wrongType('keyPadding', 'true, false, 0 or 1', f, { index: j });
      }
    }
    return value;
  }
  // TypedArray.set would turn null, true and '1' in a plain Array into
  // numbers without a word: each entry must be a JS number.
  function requireNumbers(name, value, heads, rows, cols) {
    if (!Array.isArray(value)) return;
    for (var i = 0; i < value.length; i++) {
      if (typeof value[i] === 'number') continue;
      var head = Math.floor(i / (rows * cols)), row = Math.floor(i / cols) % rows, column = i % cols;
      var where = (heads > 1 ? 'head ' + head + ', ' : '') + 'row ' + row + ', column ' + column;
      var got = describe(value[i]);
      fail(name, 'type', 'expected a number at ' + where + ', got ' + got,
           { index: i, head: head, row: row, column: column, expected: 'a number', got: got });
    }
  }

  Module.fastAttention = function fastAttention(options) {
    if (arguments.length !== 1) {
      fail('', 'arity', 'expected 1 argument, got ' + arguments.length, { expected: 1, got: arguments.length });
    }
    if (options === null || typeof options !== 'object' || Array.isArray(options) || ArrayBuffer.isView(options)) {
      var what = describe(options), expected = 'an options object for ' + CALL + '()';
      fail('', 'type', 'options: expected ' + expected + ', got ' + what, { expected: expected, got: what });
    }
    Object.keys(options).forEach(function (key) {
      if (known.indexOf(key) < 0) {
        fail(key, 'unknown_option', "unknown option '" + key + "' (known: " + known.join(', ') + ')',
             { known: known.join(', ') });
      }
    });
    var n = integer(options, 'n'), m = integer(options, 'm', n), dK = integer(options, 'dK');
    var dV = integer(options, 'dV', dK), heads = integer(options, 'heads', 1);
    var bytes = choice(options, 'precision', 'float64'), pathCode = choice(options, 'path', 'auto');
    var causal = flag(options, 'causal'), wantWeights = flag(options, 'weights');
    var fill = number(options, 'maskFill', -Infinity), padding = keyFlags(options);
    var Q = numbers(options, 'Q'), K = numbers(options, 'K'), V = numbers(options, 'V');
    var planned = plan(bytes, n, m, dK, dV, heads, pathCode, wantWeights ? 1 : 0, causal ? 1 : 0, fill,
                       Q.length, K.length, V.length, padding ? padding.length : -1);
    if (planned < 0) failFromCore();
    requireNumbers('Q', Q, heads, n, dK);
    requireNumbers('K', K, heads, m, dK);
    requireNumbers('V', V, heads, m, dV);
    var outCount = heads * n * dV, weightCount = wantWeights ? heads * n * m : 0;
    try {
      var base = workspace();
      if (base < 0) failFromCore();
      var heap = bytes === 4 ? Module.HEAPF32 : Module.HEAPF64;  // read after the workspace grew memory
      var at = base / bytes, outAt = at + Q.length + K.length + V.length;
      heap.set(Q, at);
      heap.set(K, at + Q.length);
      heap.set(V, at + Q.length + K.length);
      if (padding) Module.HEAPU8.set(padding, (outAt + outCount + weightCount) * bytes);
      var ran = run();
      if (ran < 0) failFromCore();
      heap = bytes === 4 ? Module.HEAPF32 : Module.HEAPF64;  // the kernel's scratch may have grown memory
      var result = { output: heap.slice(outAt, outAt + outCount), path: ran === 2 ? 'tiled' : 'materialised' };
      if (wantWeights) result.weights = heap.slice(outAt + outCount, outAt + outCount + weightCount);
      return result;
    } finally {
      release();  // a large workspace goes back to malloc once its output is copied out
    }
  };
});
