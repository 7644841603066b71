// How a browser gets the WebAssembly out of this SINGLE_FILE module.
// Emscripten's own path fetch()es the module's base64 data: URI. In a page
// that request queues behind the page's fonts and stylesheets (380 ms over
// http in tests/bench/load_trace.mjs), and a Content-Security-Policy whose
// connect-src does not list data: refuses it, so the module then decodes it
// anyway. Here it is decoded at once and handed to WebAssembly.instantiate,
// which compiles on background threads. A caller's own instantiateWasm wins;
// Node keeps Emscripten's path (it reads the bytes with Buffer, no fetch).
if (!Module['instantiateWasm'] && (typeof window == 'object' || typeof importScripts == 'function')) {
  Module['instantiateWasm'] = function (imports, receiveInstance) {
    // wasmBinaryFile is Emscripten's variable for the data: URI; it is set
    // by the time the runtime calls this hook.
    var base64 = wasmBinaryFile.slice(wasmBinaryFile.indexOf(',') + 1);
    var bytes;
    if (typeof Uint8Array.fromBase64 == 'function') {
      bytes = Uint8Array.fromBase64(base64);
    } else {
      var text = atob(base64);
      bytes = new Uint8Array(text.length);
      for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    }
    WebAssembly.instantiate(bytes, imports).then(function (result) {
      receiveInstance(result['instance'], result['module']);
    }, function (reason) {
      err('failed to asynchronously prepare wasm: ' + reason);
      readyPromiseReject(reason);
    });
    return {}; // exports arrive later, through receiveInstance
  };
}
