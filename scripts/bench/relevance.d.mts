export interface RelevanceQuery {
  kind: string;
  query: string;
  target: string;
}
export const QUERIES_FILE: string;
export function readQueries(file?: string): Record<string, RelevanceQuery[]>;
export function rankOf(results: readonly string[], target: string): number;
export function summarize(ranks: readonly number[]): { hitAt3: number; mrr: number };
