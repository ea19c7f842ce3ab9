// A small static file server for dist/, on 127.0.0.1 and a free port.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.ftl': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** Serves `root` on 127.0.0.1 (`port` 0 picks a free one) until `close()`;
 * resolves to { url, close }. Options: `prefix`, a sub-path such as
 * `/reversi/` under which the site is served (anything else is 404), and
 * `csp`, a Content-Security-Policy header sent with every file. */
export async function serve(root, port = 0, { prefix = '/', csp } = {}) {
  const base = resolve(root);
  const security = csp ? { 'content-security-policy': csp } : {};
  const server = createServer(async (request, response) => {
    try {
      const full = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      if (full === prefix.replace(/\/$/, '') && prefix !== '/') {
        response.writeHead(301, { location: prefix });
        response.end();
        return;
      }
      if (!full.startsWith(prefix)) throw new Error('outside the prefix');
      const path = '/' + full.slice(prefix.length);
      let file = normalize(join(base, path));
      if (!file.startsWith(base)) throw new Error('outside the root');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        ...security,
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const { port: bound } = server.address();
  return {
    url: `http://127.0.0.1:${bound}${prefix}`,
    close: () => new Promise((done) => server.close(done)),
  };
}
