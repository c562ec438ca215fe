import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
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
 * Answers for the built site as a production host does:
 * clean URLs, `404.html` with a real 404 status, gzip, the response headers
 * given by `headersFor(urlPath, filePath)` and, with `routing`, the host's
 * routing rules: `redirect(urlPath)` answers with a permanent redirect where it
 * gives a target, `rewrite(urlPath)` names the path whose file answers.
 * `rewriteHtml(html)`, when given, changes every HTML page before it is sent
 * (the bench serves the pages without their scripts this way). The request handler of
 * `startStaticServer`'s server, also for a server that answers some requests itself.
 */
export function createStaticHandler({ root, headersFor = () => ({}), routing, rewriteHtml }) {
  const absoluteRoot = path.resolve(root);
  /**
   * Gzipped bodies by file, kept while the file's size and modification time stay the same: a host
   * compresses a file once, and compressing (and reading) it for each request again (the browser
   * suites load the same scripts thousands of times) blocked the server's only thread.
   */
  const gzipped = new Map();
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
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const { mtimeMs, size } = fs.statSync(file);
    const known = gzip ? gzipped.get(file) : undefined;
    let body = known?.mtimeMs === mtimeMs && known.size === size ? known.body : undefined;
    if (!body) {
      body = fs.readFileSync(file);
      if (rewriteHtml && path.extname(file) === '.html') body = Buffer.from(rewriteHtml(body.toString('utf8')));
      if (gzip) {
        body = zlib.gzipSync(body);
        gzipped.set(file, { mtimeMs, size, body });
      }
    }
    if (gzip) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Starts the server on 127.0.0.1; port 0 picks a free port. With `tls` (`{ key, cert }`, PEM) it
 * speaks HTTP/2 over TLS as the hosts we deploy to do (one connection, every request at once;
 * HTTP/1.1 still answers a client that does not offer h2), else plain HTTP/1.1.
 */
export async function startStaticServer({ root, port = 0, headersFor, routing, rewriteHtml, tls }) {
  const handler = createStaticHandler({ root, headersFor, routing, rewriteHtml });
  const server = tls ? http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handler) : http.createServer(handler);
  // Open HTTP/2 sessions and kept-alive HTTP/1.1 sockets over TLS would keep `close` waiting for the browser.
  const sessions = new Set();
  const http1Sockets = new Set();
  if (tls) {
    server.on('session', (session) => {
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
    });
    server.on('secureConnection', (socket) => {
      if (socket.alpnProtocol === 'h2') return;
      http1Sockets.add(socket);
      socket.once('close', () => http1Sockets.delete(socket));
    });
  }
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actualPort } = server.address();
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.close();
        for (const socket of http1Sockets) socket.destroy();
      }),
  };
}

/**
 * A self-signed certificate for 127.0.0.1 that lives as long as the process needs it: PEM `key` and
 * `cert` for `startStaticServer`'s `tls`, and `spkiSha256`, the base64 SHA-256 of its public key,
 * for Chromium's `--ignore-certificate-errors-spki-list` (the certificate is then valid for it, so
 * nothing changes as it would with errors merely ignored, e.g. what the HTTP cache keeps).
 */
export async function createThrowawayTls() {
  const { generate } = await import('selfsigned');
  const notBeforeDate = new Date();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 24 * 60 * 60 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const spki = new crypto.X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  return { key: pems.private, cert: pems.cert, spkiSha256: crypto.createHash('sha256').update(spki).digest('base64') };
}
