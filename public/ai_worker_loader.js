// Starts the AI worker built by trunk (no-modules output, unhashed names).
// A wasm that will not load is reported to the page, which shows a notice.
importScripts("./ai_worker.js");
wasm_bindgen({ module_or_path: "./ai_worker_bg.wasm" }).catch(function (error) {
  postMessage({ error: { id: null, message: "the AI could not start: " + error } });
  close();
});
