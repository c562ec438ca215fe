import type { RsbuildConfig } from '@rsbuild/core';
import { BROWSER_ENVIRONMENT } from '../rspress-internals';

/**
 * Async chunk file names in production: short ids and a content hash. The webpack runtime in the
 * entry chunk maps every async chunk (~250) to its hash: 8 hex digits instead of 10 take 0.3 KB
 * gzip off every first load, and a changed chunk keeps its name with a chance of 1 in 4 billion.
 */
export const ASYNC_CHUNK_FILENAME = 'static/js/async/[id].[contenthash:8].js';

type RspackTool = Extract<NonNullable<NonNullable<RsbuildConfig['tools']>['rspack']>, (...args: never[]) => unknown>;

/**
 * `tools.rspack`: async chunks of the production browser build are named by id instead of by
 * route name, which takes a name map of every route out of the webpack runtime in the entry chunk.
 */
export const nameAsyncChunksById: RspackTool = (config, { environment, isProd }) => {
  if (environment.name !== BROWSER_ENVIRONMENT || !isProd || !config.output) return;
  config.output.chunkFilename = ASYNC_CHUNK_FILENAME;
};
