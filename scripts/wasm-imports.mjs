// Short import and export names for a wasm-bindgen module and its JS glue, for
// scripts/precache.mjs (the page's 250 KB budget, docs/size.md).
//
// wasm-bindgen names each function the wasm imports from its glue after the
// JS it calls plus a hash (`__wbg_hardwareConcurrency_46b5e80405417f72`),
// two hundred of them, each written once in the wasm's import section and
// once as a key of the glue's import object; the hashes do not compress.
// This renames each to a short name (`a`, `b`, …, `ba`, …) in both, and the
// import module (`./app_bg.js`) to `a`; the exports the glue calls
// (`__wbindgen_malloc`, the closures' hashed `…_invoke__h…`) get short
// names too (`shortenExports`). Nothing else in either file changes: the
// wasm's other sections are copied byte for byte.
//
// A name is renamed only if the glue holds it exactly once, as a whole
// identifier (so that it can only be that key); otherwise it stays as it
// is. The module's name must be in the glue exactly once, as a quoted key.
// Run it once, on wasm-bindgen's output: a second run would find the short
// names many times over and refuse.

/** Reads an unsigned LEB128 at `at`: [value, position after it]. */
function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

function leb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

function name(text) {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([leb(bytes.length), bytes]);
}

/** The `index`th short name: a … z, A … Z, then two letters, and so on. */
function shortName(index) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let text = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / letters.length)) {
    text = letters[(n - 1) % letters.length] + text;
  }
  return text;
}

/** Where an import's description (after its kind byte) ends. */
function skipDescription(bytes, kind, at) {
  const limits = (p) => {
    const flags = bytes[p++];
    [, p] = readLeb(bytes, p);
    if (flags & 1) [, p] = readLeb(bytes, p);
    return p;
  };
  switch (kind) {
    case 0: // a function: its type index
    case 4: // a tag: an attribute byte, then its type index
      return readLeb(bytes, kind === 4 ? at + 1 : at)[1];
    case 1: // a table: its element type, then its limits
      return limits(at + 1);
    case 2: // a memory: its limits
      return limits(at);
    case 3: // a global: its value type and mutability
      return at + 2;
    default:
      throw new Error(`wasm-imports.mjs: an import of unknown kind ${kind}`);
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The module `wasm` (a Buffer) and its minified glue `js` (a string) with
 * short import and export names: { wasm, js, renamed, exported }.
 */
export function shortenImports(wasm, js) {
  if (wasm.readUInt32LE(0) !== 0x6d736100) throw new Error('wasm-imports.mjs: not a wasm module');
  const parts = [wasm.subarray(0, 8)];
  let renamed = 0;
  let exported = 0;
  for (let at = 8; at < wasm.length; ) {
    const id = wasm[at];
    const [size, start] = readLeb(wasm, at + 1);
    const end = start + size;
    if (id === 7) {
      const [section, count] = shortenExports(wasm, start, end, js);
      js = section.js;
      exported += count;
      parts.push(Buffer.from([7]), leb(section.bytes.length), section.bytes);
      at = end;
      continue;
    }
    if (id !== 2) {
      parts.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    // The import section: each import's module, name and description.
    let [count, p] = readLeb(wasm, start);
    const body = [leb(count)];
    const modules = new Map();
    for (let i = 0; i < count; i++) {
      let length;
      [length, p] = readLeb(wasm, p);
      const module = wasm.toString('utf8', p, (p += length));
      [length, p] = readLeb(wasm, p);
      const field = wasm.toString('utf8', p, (p += length));
      const description = p;
      p = skipDescription(wasm, wasm[p], p + 1);
      if (!modules.has(module)) modules.set(module, shortName(modules.size));
      const whole = new RegExp(`(?<![\\w$])${escape(field)}(?![\\w$])`, 'g');
      let short = field;
      if ((js.match(whole) ?? []).length === 1) {
        short = shortName(renamed++);
        js = js.replace(whole, short);
      }
      body.push(name(modules.get(module)), name(short), wasm.subarray(description, p));
    }
    if (p !== end) throw new Error('wasm-imports.mjs: the import section did not read to its end');
    for (const [module, short] of modules) {
      const quoted = JSON.stringify(module);
      const found = js.split(quoted).length - 1;
      if (found !== 1) throw new Error(`wasm-imports.mjs: the glue names module ${quoted} ${found} times, not once`);
      js = js.replace(quoted, JSON.stringify(short));
    }
    const section = Buffer.concat(body);
    parts.push(Buffer.from([2]), leb(section.length), section);
    at = end;
  }
  return { wasm: Buffer.concat(parts), js, renamed, exported };
}

/**
 * The export section from `start` to `end`, with short names for the
 * exports the glue reaches only as properties (`wasm.__wbindgen_malloc`,
 * `wasm.wasm_bindgen__convert__closures_____invoke__h465d4606795a1ada`):
 * [{ bytes, js }, how many were renamed]. Short names (`a`, `b`, …: the
 * exports' own, apart from the imports') go only to names of 12 characters
 * or more, so no kept name equals one; an export the glue never names
 * (`main`, `memory` and the like, which other scripts may read) keeps its
 * name.
 */
function shortenExports(wasm, start, end, js) {
  let [count, p] = readLeb(wasm, start);
  const body = [leb(count)];
  let renamed = 0;
  for (let i = 0; i < count; i++) {
    let length;
    [length, p] = readLeb(wasm, p);
    const field = wasm.toString('utf8', p, (p += length));
    const description = p;
    [, p] = readLeb(wasm, p + 1);
    const uses = js.match(new RegExp(`(?<![\\w$])${escape(field)}(?![\\w$])`, 'g')) ?? [];
    const properties = new RegExp(`(?<=\\.)${escape(field)}(?![\\w$])`, 'g');
    let short = field;
    if (field.length >= 12 && uses.length > 0 && (js.match(properties) ?? []).length === uses.length) {
      short = shortName(renamed++);
      js = js.replace(properties, short);
    }
    body.push(name(short), wasm.subarray(description, p));
  }
  if (p !== end) throw new Error('wasm-imports.mjs: the export section did not read to its end');
  return [{ bytes: Buffer.concat(body), js }, renamed];
}
