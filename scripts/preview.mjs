import path from 'node:path';
import { headersFor } from './security-headers.mjs';
import { startStaticServer } from './static-server.mjs';

const root = path.resolve(process.argv[2] ?? 'doc_build');
const port = Number(process.env.PORT ?? 4173);
// The same response headers (CSP, caching…) the deploy configs give the production host.
const server = await startStaticServer({ root, port, headersFor });
console.log(`Serving ${root} at ${server.url}`);
