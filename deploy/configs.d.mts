import type { HeaderSettings } from '../scripts/security-headers.mjs';

export const OUTPUT_DIR: string;
export const BUILD_COMMAND: string;
export const NODE_VERSION: string;
export function renderVercelJson(settings: HeaderSettings): string;
export function renderNetlifyToml(settings: HeaderSettings): string;
export function renderHashesFile(scriptHashes: string[]): string;
export function renderDeployConfigs(settings: HeaderSettings): Record<'vercel.json' | 'netlify.toml', string>;
