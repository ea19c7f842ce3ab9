// scripts/serve.sh as the README runs it: with no PORT in the environment it
// serves the built site on 127.0.0.1:8080; with PORT set, on that port. Each
// time the page served must be dist/index.html byte for byte, and the server
// is stopped by its process id. Run by scripts/e2e.sh after the Playwright
// tests (serve.sh may rebuild dist/ with trunk, so it must not run while other
// tests serve dist/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Fails at once, with a clear message, when something else holds `port`. */
async function assertFree(port) {
  const probe = createServer();
  await new Promise((done, fail) => {
    probe.once('error', (error) => fail(new Error(`port ${port} is taken before the test (${error.code})`)));
    probe.listen(port, '127.0.0.1', done);
  });
  await new Promise((done) => probe.close(done));
}

/** Runs scripts/serve.sh with `env`; resolves once it says where it serves. */
function startServe(env) {
  // Its own process group, so that stopping it also stops a build in progress.
  const child = spawn('scripts/serve.sh', [], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const served = new Promise((resolve, reject) => {
    const look = (chunk) => {
      output += chunk;
      const match = output.match(/being served at (http:\/\/\S+)/);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) =>
      reject(new Error(`scripts/serve.sh exited (${code ?? signal}) before serving:\n${output}`)),
    );
  });
  return { child, served, output: () => output };
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

async function checkServes(env, port) {
  await assertFree(port);
  const { child, served } = startServe(env);
  try {
    const url = await served;
    assert.equal(url, `http://127.0.0.1:${port}/`);
    const response = await fetch(url);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    const expected = await readFile(join(ROOT, 'dist', 'index.html'), 'utf8');
    assert.equal(await response.text(), expected, 'the page served is dist/index.html');
  } finally {
    await stop(child);
  }
  // Stopped: nothing answers on the port any more.
  await assert.rejects(fetch(`http://127.0.0.1:${port}/`));
}

test('serve.sh without PORT serves the app on 8080', { timeout: 900_000 }, async () => {
  const env = { ...process.env };
  delete env.PORT;
  await checkServes(env, 8080);
});

test('serve.sh with PORT set serves the app there', { timeout: 900_000 }, async () => {
  // A free port, found by binding port 0 and letting it go again.
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  await checkServes({ ...process.env, PORT: String(port) }, port);
});
