// Starts the AI worker built by trunk (no-modules output, unhashed names):
// ai_worker_simd, whose engine uses wasm's 128-bit vectors, where the
// browser has them, else the portable ai_worker. `?build=portable` on this
// script's URL asks for the portable one (its tests and benchmark).
// A wasm that will not load is reported to the page, which shows a notice.
var name = "ai_worker";
try {
  // A function returning a v128 (i8x16.popcnt of a splat): valid only where
  // the browser has the vector instructions.
  var probe = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);
  if (self.location.search.indexOf("build=portable") < 0 && WebAssembly.validate(probe)) name = "ai_worker_simd";
} catch (error) {
  // No WebAssembly at all: the portable build's start reports it below.
}
importScripts("./" + name + ".js");
wasm_bindgen({ module_or_path: "./" + name + "_bg.wasm" }).catch(function (error) {
  postMessage({ error: { id: null, message: "the AI could not start: " + error } });
  close();
});
