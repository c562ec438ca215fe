import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { createRouting, readProjectRouting } from '../../deploy/routing.mjs';
import { headersFor } from '../../deploy/security-headers.mjs';
import { startStaticServer } from '../../deploy/static-server.mjs';
import { CHROMIUM_LAUNCH_OPTIONS } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  // Served with the production headers (deploy/security-headers.mjs) and routing (deploy/routing.mjs),
  // so the suite tests what the host serves.
  const server = await startStaticServer({
    root: path.join(__dirname, '..', '..', 'doc_build'),
    headersFor,
    routing: createRouting(await readProjectRouting()),
  });
  const browserServer = await chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS);
  project.provide('siteUrl', server.url);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.close();
  };
}
