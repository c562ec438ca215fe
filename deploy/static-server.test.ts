import crypto from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createThrowawayTls, startStaticServer, type StaticServer } from './static-server.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
fs.mkdirSync(path.join(root, 'docs'));
fs.writeFileSync(path.join(root, 'docs', 'guide.html'), '<!doctype html><title>Guide</title>');
fs.writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');

/** One HTTP/2 request: status, headers, the body gunzipped when it came gzipped, and the session's ALPN protocol. */
function h2Get(session: http2.ClientHttp2Session, urlPath: string) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = session.request({ ':path': urlPath, 'accept-encoding': 'gzip' });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    request.on('response', (received) => (headers = received));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
      resolve({ status: Number(headers[':status']), headers, body: body.toString('utf8') });
    });
  });
}

describe('startStaticServer over HTTP/2 and TLS', () => {
  let certificate: Awaited<ReturnType<typeof createThrowawayTls>>;
  let server: StaticServer;

  beforeAll(async () => {
    certificate = await createThrowawayTls();
    server = await startStaticServer({ root, tls: certificate, headersFor: () => ({ 'X-Frame-Options': 'DENY' }) });
  });
  afterAll(() => server?.close());

  it('answers on https://127.0.0.1 over h2 with clean URLs, the given headers, gzip and a real 404', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = http2.connect(server.url, { ca: certificate.cert });
    try {
      const page = await h2Get(session, '/docs/guide');
      expect(session.alpnProtocol).toBe('h2');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.body).toContain('<title>Guide</title>');
      const missing = await h2Get(session, '/docs/missing');
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('<title>Not found</title>');
    } finally {
      session.close();
    }
  });

  it('still answers a client that offers only HTTP/1.1', async () => {
    const response = await new Promise<{ status?: number; version: string; frameOptions?: string | string[] }>((resolve, reject) => {
      https
        .get(`${server.url}/docs/guide`, { ca: certificate.cert, agent: false }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, version: res.httpVersion, frameOptions: res.headers['x-frame-options'] });
        })
        .on('error', reject);
    });
    expect(response).toEqual({ status: 200, version: '1.1', frameOptions: 'DENY' });
  });

  it("serves the throwaway certificate for 127.0.0.1; spkiSha256 is the SHA-256 of its key's public half (SPKI, DER)", async () => {
    const served = await new Promise<tls.DetailedPeerCertificate>((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port: Number(new URL(server.url).port), ca: certificate.cert, ALPNProtocols: ['h2'] }, () => {
        resolve(socket.getPeerCertificate(true));
        socket.end();
      });
      socket.on('error', reject);
    });
    expect(served.subjectaltname).toBe('IP Address:127.0.0.1');
    expect(served.raw.equals(new crypto.X509Certificate(certificate.cert).raw)).toBe(true);
    const publicKey = crypto.createPublicKey(certificate.key).export({ type: 'spki', format: 'der' });
    expect(crypto.createHash('sha256').update(publicKey).digest('base64')).toBe(certificate.spkiSha256);
  });

  it('closes while a client still holds its HTTP/2 session open', async () => {
    const other = await startStaticServer({ root, tls: certificate });
    const session = http2.connect(other.url, { ca: certificate.cert });
    await h2Get(session, '/docs/guide');
    const closed = new Promise((resolve) => session.once('close', resolve));
    await other.close();
    await closed;
    expect(session.closed).toBe(true);
  });
});

describe('startStaticServer without tls', () => {
  it('speaks plain HTTP/1.1 on http://127.0.0.1', async () => {
    const server = await startStaticServer({ root });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/docs/guide`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Guide</title>');
    } finally {
      await server.close();
    }
  });

  it('reads and compresses a file once, and serves it anew once it changes (a writer rebuilding while the preview runs)', async () => {
    const server = await startStaticServer({ root });
    const file = path.join(root, 'docs', 'changing.html');
    try {
      fs.writeFileSync(file, '<!doctype html><title>First</title>');
      fs.utimesSync(file, new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
      const reads = vi.spyOn(fs, 'readFileSync');
      const readsOfFile = () => reads.mock.calls.filter(([read]) => read === file).length;
      const first = await fetch(`${server.url}/docs/changing`);
      expect(first.headers.get('content-encoding')).toBe('gzip');
      expect(await first.text()).toContain('<title>First</title>');
      expect(await (await fetch(`${server.url}/docs/changing`)).text()).toContain('<title>First</title>');
      expect(readsOfFile()).toBe(1);
      fs.writeFileSync(file, '<!doctype html><title>Second</title>');
      expect(await (await fetch(`${server.url}/docs/changing`)).text()).toContain('<title>Second</title>');
      expect(readsOfFile()).toBe(2);
      // A client that takes no gzip gets the file itself, read again.
      const plain = await fetch(`${server.url}/docs/changing`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe('<!doctype html><title>Second</title>');
    } finally {
      vi.restoreAllMocks();
      await server.close();
      fs.rmSync(file, { force: true });
    }
  });
});
