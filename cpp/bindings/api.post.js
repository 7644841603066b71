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

addOnPostRun(function exposeApi() {
  var api = {
    randn: 3, rand: 3, walkthrough: 1, attention: 1, multiHeadAttention: 1,
    attentionParams: 1, attentionFlops: 1, softmax: 1, numpyStr: 1,
    dotProducts: 1, saturation: 1, attentionVariant: 1, matmul: 1, dotTerms: 1, weightedSumTerms: 1,
    histogram: 1, shapes: 1, parseMatrix: 1, fastAttention: 1, onlineSoftmax: 1,
    attentionBackward: 1, multiHeadBackward: 1, gradientCheck: 1, trainerStart: 1, trainerSteps: 1,
    transformerInit: 1, transformerTrain: 1, transformerForward: 1, transformerPretrained: 0, headScores: 1,
    transformerCircuits: 1,
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
