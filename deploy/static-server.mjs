import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a URL path to a file the way static hosts with clean URLs do:
 * `/a/b` → `a/b.html`, `/a/` → `a/index.html`, exact files as they are.
 */
export function resolveStaticFile(root, urlPath) {
  const decoded = decodeURIComponent(urlPath);
  const relative = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
  const base = path.join(root, relative);
  if (!base.startsWith(path.resolve(root))) return null;
  const candidates = relative.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find(isFile) ?? null;
}

/**
 * A static server for the built site that behaves like a production host:
 * clean URLs, `404.html` with a real 404 status, gzip, the response headers
 * given by `headersFor(urlPath, filePath)` and, with `routing`, the host's
 * routing rules: `redirect(urlPath)` answers with a permanent redirect where it
 * gives a target, `rewrite(urlPath)` names the path whose file answers.
 * `rewriteHtml(html)`, when given, changes every HTML page before it is sent
 * (the bench serves the pages without their scripts this way).
 */
export function createStaticServer({ root, headersFor, routing, rewriteHtml }) {
  return http.createServer(createStaticHandler({ root, headersFor, routing, rewriteHtml }));
}

/** The request handler of `createStaticServer`, for a server that answers some requests itself. */
export function createStaticHandler({ root, headersFor = () => ({}), routing, rewriteHtml }) {
  const absoluteRoot = path.resolve(root);
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const location = routing?.redirect(url.pathname);
    if (location) {
      res.writeHead(301, { ...headersFor(url.pathname), Location: `${location}${url.search}`, 'Content-Length': 0 });
      res.end();
      return;
    }
    let status = 200;
    let file = resolveStaticFile(absoluteRoot, url.pathname) ?? resolveStaticFile(absoluteRoot, routing?.rewrite(url.pathname) ?? url.pathname);
    if (!file) {
      status = 404;
      file = path.join(absoluteRoot, '404.html');
    }
    const type = MIME_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, Vary: 'Accept-Encoding', ...headersFor(url.pathname, file) };
    let body = fs.readFileSync(file);
    if (rewriteHtml && path.extname(file) === '.html') body = Buffer.from(rewriteHtml(body.toString('utf8')));
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Starts the server on 127.0.0.1; port 0 picks a free port. */
export async function startStaticServer({ root, port = 0, headersFor, routing, rewriteHtml }) {
  const server = createStaticServer({ root, headersFor, routing, rewriteHtml });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actualPort } = server.address();
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
