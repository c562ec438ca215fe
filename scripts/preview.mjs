import path from 'node:path';
import { createRouting, readProjectRouting } from '../deploy/routing.mjs';
import { headersFor } from '../deploy/security-headers.mjs';
import { startStaticServer } from '../deploy/static-server.mjs';

const root = path.resolve(process.argv[2] ?? 'doc_build');
const port = Number(process.env.PORT ?? 4173);
// The same response headers (CSP, caching…) and routing (redirects, the default version's
// permanent address) the deploy configs give the production host.
const server = await startStaticServer({ root, port, headersFor, routing: createRouting(await readProjectRouting()) });
console.log(`Serving ${root} at ${server.url}`);
