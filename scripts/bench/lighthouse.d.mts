export interface LighthouseResult {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  lcpElement: string | null;
  failing: Record<'performance' | 'accessibility' | 'bestPractices' | 'seo', string[]>;
}
export type LighthouseSummary =
  | (Omit<LighthouseResult, 'failing'> & { failing: LighthouseResult['failing']; runs: LighthouseResult[]; retriedErrors?: string[]; error?: undefined })
  | { error: string; runs: [] };

export const CHROME_FLAGS: string[];
export function lighthouseRun(url: string, options?: { chromePath?: string }): Promise<LighthouseResult>;
export function median(values: readonly unknown[]): number | null;
export function lighthouseMedians(
  urls: readonly string[],
  runs?: number,
  options?: { run?: (url: string) => Promise<LighthouseResult>; onRun?: (url: string, result: LighthouseResult) => void },
): Promise<Record<string, LighthouseSummary>>;
