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
}
export function initiatorUrl(initiator: Initiator): string | undefined;
export function withWaves<T extends { url: string; initiator: string | undefined }>(requests: readonly T[]): (T & { wave: number })[];
export function formatWaterfall(requests: readonly (WaterfallRequest & { wave: number })[]): string;
