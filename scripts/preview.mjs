import path from 'node:path';
import { startStaticServer } from './static-server.mjs';

const root = path.resolve(process.argv[2] ?? 'doc_build');
const port = Number(process.env.PORT ?? 4173);
const server = await startStaticServer({ root, port });
console.log(`Serving ${root} at ${server.url}`);
