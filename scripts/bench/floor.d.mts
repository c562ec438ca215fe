import type { HeadersFor, StaticServer } from '../../deploy/static-server.mjs';

export const ONE_PARAGRAPH_PAGE: string;
export function startScriptlessServer(root: string, headersFor?: HeadersFor): Promise<StaticServer>;
export function startOneParagraphServer(): Promise<StaticServer>;
