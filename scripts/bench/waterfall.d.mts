/** CDP `Network.Initiator`, the parts read here. */
export interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}
export interface WaterfallRequest {
  url: string;
  type: string;
  priority: string;
  initiatorType: string;
  initiator: string | undefined;
  startMs: number;
  endMs?: number;
  bytes: number;
  /** When it was sent (same clock as `startMs`), from its response's timing. */
  sentMs?: number;
  connectionId?: number;
}
export function initiatorUrl(initiator: Initiator): string | undefined;
export function withWaves<T extends { url: string; initiator: string | undefined }>(requests: readonly T[]): (T & { wave: number })[];
export function formatWaterfall(requests: readonly (WaterfallRequest & { wave: number })[]): string;
export const QUEUED_MS: number;
export function queuedInWave(requests: readonly (WaterfallRequest & { wave: number })[], wave: number): { count: number; of: number; longestMs: number };
/** CDP `Network.Response`, the parts read here. */
export function sendingOf(response: { timing?: { requestTime: number; sendStart: number }; connectionId?: number }): { sentMs?: number; connectionId?: number };
