import type { HeaderSettings } from './security-headers.mjs';
import type { SiteRouting } from './routing.mjs';

export type DeploySettings = HeaderSettings & { routing: SiteRouting };

export const OUTPUT_DIR: string;
export const BUILD_COMMAND: string;
export const NODE_VERSION: string;
export function renderVercelJson(settings: DeploySettings): string;
export function renderNetlifyToml(settings: DeploySettings): string;
export function renderHashesFile(scriptHashes: string[]): string;
export function renderDeployConfigs(settings: DeploySettings): Record<'vercel.json' | 'netlify.toml', string>;
