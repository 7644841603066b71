// The public face of the module. Embind registers the raw functions as
// Module._name; here each becomes Module.name, which turns a returned
// {error} into a thrown Error and checks the argument count, so a bad call
// never aborts the module and always says what was wrong.
// An Error whose message reads "call: argument: what is wrong", and which
// carries the same as data: call, code, argument ('' when the call as a
// whole was wrong) and params (numbers and strings, e.g. {expected, got}).
function apiError(call, result) {
  var error = new Error(call + ': ' + result.error);
  error.call = call;
  error.code = result.code === undefined ? 'invalid' : result.code;
  error.argument = result.argument === undefined ? '' : result.argument;
  error.params = result.params === undefined ? {} : result.params;
  return error;
}

// The bindings' option tables (cpp/bindings/convert.cpp): each table's
// names, handed over once at registration, by id.
var amOptionNames = amOptionNames || [];
// The result tables (Result<T> in convert.hpp): each one's name and field
// names, by id, noted once at registration.
var amResultTables = amResultTables || [];

// What kind of value an option holds (bindings::Given::Kind: 0 absent,
// 1 number, 2 boolean, 3 string, 4 null, 5 Array, 6 typed array of numbers,
// 7 another view, 8 another object, 9 anything else), its number (a
// number's value, a flag as 0 or 1, an array's length), and a handle for
// the kinds whose value C++ reads later: one question per value, answered
// in wasm memory at index j of the three arrays.
function amGiven(v, j, kinds, numbers, handles) {
  var kind = 9, number = 0, handle = 0;
  if (v === undefined) kind = 0;
  else if (typeof v === 'number') { kind = 1; number = v; }
  else if (typeof v === 'boolean') { kind = 2; number = v ? 1 : 0; }
  else if (v === null) kind = 4;
  else if (typeof v === 'string') kind = 3;
  else if (Array.isArray(v)) { kind = 5; number = v.length; }
  else if (ArrayBuffer.isView(v)) {
    var bigints = typeof BigInt64Array !== 'undefined' && (v instanceof BigInt64Array || v instanceof BigUint64Array);
    kind = v instanceof DataView || bigints ? 7 : 6;
    if (kind === 6) number = v.length;
  } else if (typeof v === 'object') kind = 8;
  if (kind >= 3 && kind !== 4) handle = Emval.toHandle(v);
  HEAP32[(kinds >> 2) + j] = kind;
  HEAPF64[(numbers >> 3) + j] = number;
  HEAP32[(handles >> 2) + j] = handle;
}

addOnPostRun(function exposeApi() {
  var api = {
    randn: 3, rand: 3, walkthrough: 1, attention: 1, multiHeadAttention: 1,
    attentionParams: 1, attentionFlops: 1, softmax: 1, numpyStr: 1,
    dotProducts: 1, saturation: 1, attentionVariant: 1, matmul: 1, dotTerms: 1, weightedSumTerms: 1, principalPlane: 1,
    histogram: 1, shapes: 1, parseMatrix: 1, fastAttention: 1, onlineSoftmax: 1,
    attentionBackward: 1, multiHeadBackward: 1, gradientCheck: 1, trainerStart: 1, trainerSteps: 1,
    transformerInit: 1, transformerTrain: 1, transformerForward: 1, transformerPretrained: 0, transformerControl: 0, headScores: 1,
    transformerCircuits: 1,
    sentenceModel: 0, sentenceAttention: 1, headsExperiment: 0, headsAttention: 1, headsExperimentTrain: 1,
    fastAttentionLimits: 0,
  };
  Object.keys(api).forEach(function (name) {
    var raw = Module['_' + name];
    var arity = api[name];
    delete Module['_' + name];
    Module[name] = function () {
      if (arguments.length !== arity) {
        throw apiError(name, {
          error: 'expected ' + arity + ' argument' + (arity === 1 ? '' : 's') + ', got ' + arguments.length,
          code: 'arity', argument: '', params: { expected: arity, got: arguments.length },
        });
      }
      var result = raw.apply(null, arguments);
      if (result !== null && typeof result === 'object' && typeof result.error === 'string') throw apiError(name, result);
      return result;
    };
  });
  Module.limits = Object.freeze(Module._limits());
  delete Module._limits;
  Module.version = Module._version();  // package.json's, through CMake (AM_VERSION)
  delete Module._version;
  // Embind's handle counters observe the module's insides: only the test
  // build (cpp/bindings/test/) keeps them, for its leak tests.
  if (!Module._testBuild) {
    delete Module.count_emval_handles;
    delete Module.get_first_emval;
  }
});
