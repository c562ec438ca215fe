import { describe, expect, it } from 'vitest';
import { formatWaterfall, initiatorUrl, QUEUED_MS, queuedInWave, sendingOf, withWaves } from './waterfall.mjs';

const SITE = 'http://127.0.0.1:4000';

describe('initiatorUrl', () => {
  it("is the parser's document, else the first script with a URL on the stack or its async parents", () => {
    expect(initiatorUrl({ type: 'parser', url: `${SITE}/docs/a` })).toBe(`${SITE}/docs/a`);
    expect(initiatorUrl({ type: 'script', stack: { callFrames: [{ url: '' }, { url: `${SITE}/static/js/index.js` }] } })).toBe(`${SITE}/static/js/index.js`);
    expect(initiatorUrl({ type: 'script', stack: { callFrames: [], parent: { callFrames: [{ url: `${SITE}/static/js/f.js` }] } } })).toBe(`${SITE}/static/js/f.js`);
    expect(initiatorUrl({ type: 'other' })).toBeUndefined();
  });
});

describe('withWaves', () => {
  it('counts one wave more than the request of whatever found a request', () => {
    const requests = withWaves([
      { url: `${SITE}/docs/a`, initiator: undefined },
      { url: `${SITE}/static/js/index.js`, initiator: `${SITE}/docs/a` },
      { url: `${SITE}/static/css/styles.css`, initiator: `${SITE}/docs/a` },
      { url: `${SITE}/static/js/async/tabs.js`, initiator: `${SITE}/static/js/index.js` },
      { url: `${SITE}/static/font/open-sans.woff2`, initiator: `${SITE}/static/css/styles.css` },
      { url: `${SITE}/static/js/async/later.js`, initiator: `${SITE}/static/js/async/tabs.js` },
      { url: `${SITE}/favicon.svg`, initiator: undefined },
    ]);
    expect(requests.map((request) => request.wave)).toEqual([1, 2, 2, 3, 3, 4, 2]);
  });
});

describe('formatWaterfall', () => {
  it('prints each request with its wave, times since the first, time queued, connection, KB, priority, type, path and initiator', () => {
    const text = formatWaterfall([
      { url: `${SITE}/`, type: 'Document', priority: 'VeryHigh', initiatorType: 'other', initiator: undefined, startMs: 1000, endMs: 1600, sentMs: 1004, connectionId: 12, bytes: 10_240, wave: 1 },
      { url: `${SITE}/static/js/index.js`, type: 'Script', priority: 'High', initiatorType: 'parser', initiator: `${SITE}/`, startMs: 1700, bytes: 0, wave: 2 },
    ]);
    const [header, document, script] = text.split('\n').map((line) => line.trim().split(/\s+/));
    expect(header.slice(0, 6)).toEqual(['wave', 'start', 'end', 'queued', 'conn', 'KB']);
    expect(document).toEqual(['1', '0', '600', '4', '12', '10.0', 'VeryHigh', 'Document', '/', '<-', 'other', 'browser']);
    expect(script).toEqual(['2', '700', '–', '–', '–', '0.0', 'High', 'Script', '/static/js/index.js', '<-', 'parser', '/']);
  });
});

describe('sendingOf', () => {
  it("is when the request was sent, in ms on requestWillBeSent's clock, and its connection", () => {
    expect(sendingOf({ timing: { requestTime: 100.5, sendStart: 620.25 }, connectionId: 7 })).toEqual({ sentMs: 101_120.25, connectionId: 7 });
    expect(sendingOf({})).toEqual({ sentMs: undefined, connectionId: undefined });
  });
});

describe('queuedInWave', () => {
  it("counts the wave's sent requests that waited over QUEUED_MS to be sent, and the longest wait", () => {
    const request = (wave: number, startMs: number, sentMs?: number) => ({ url: `${SITE}/${startMs}`, type: 'Script', priority: 'High', initiatorType: 'parser', initiator: undefined, startMs, sentMs, bytes: 0, wave });
    const requests = [request(1, 0, 5), request(2, 700, 710), request(2, 700, 700 + QUEUED_MS + 300), request(2, 720, 720 + QUEUED_MS + 1), request(2, 730), request(3, 2000, 4000)];
    expect(queuedInWave(requests, 2)).toEqual({ count: 2, of: 3, longestMs: QUEUED_MS + 300 });
    expect(queuedInWave([], 2)).toEqual({ count: 0, of: 0, longestMs: 0 });
  });
});
