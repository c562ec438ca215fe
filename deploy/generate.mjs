#!/usr/bin/env node
// Writes the host configurations (vercel.json, netlify.toml) from deploy/security-headers.mjs
// and the routing of deploy/routing.mjs (docs/_redirects.json, multiVersion in rspress.config.ts).
//
//   node deploy/generate.mjs            refresh deploy/csp-hashes.json from doc_build/ (when a
//                                       complete build is there), then write vercel.json and
//                                       netlify.toml
//   node deploy/generate.mjs --check    change nothing; exit 1 if a committed file differs from
//                                       what would be written (or doc_build/ runs inline scripts
//                                       whose hashes are not recorded)
//
// Both exit 1, naming the file and line, when a redirect leads to no page, hides a page, or
// chains or loops. The pages are those of doc_build/ (a complete build), else those the
// sources under docs/ make.
//   --out-dir <dir>                     the built site to hash (default: doc_build)
//
// The CSP depends on the environment: PLAUSIBLE_DOMAIN / PLAUSIBLE_SCRIPT_SRC add the analytics
// origin, DOCSEARCH_APP_ID / DOCSEARCH_API_KEY / DOCSEARCH_INDEX_NAME add Algolia, DOCS_SEARCH_API_URL
// adds the remote search API's origin. Generate with the same variables the production build uses.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CSP_HASHES_FILE,
  hashInlineScripts,
  listHtmlFiles,
  publishingSettingsFromEnv,
  readScriptHashes,
} from './security-headers.mjs';
import { renderDeployConfigs, renderHashesFile } from './configs.mjs';
import { describeRedirectProblems, pagesOfBuild, pagesOfSources, readProjectRouting } from './routing.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const args = { check: false, outDir: path.join(ROOT, 'doc_build') };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--check') args.check = true;
    else if (argv[i] === '--out-dir') args.outDir = path.resolve(argv[++i]);
    else throw new Error(`Unknown argument: ${argv[i]}`);
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const routing = await readProjectRouting(ROOT);
  const recorded = readScriptHashes();
  // Only a complete build counts (another build may be rewriting doc_build/ right now).
  const complete = ['index.html', '404.html'].every((file) => fs.existsSync(path.join(args.outDir, file)));
  const built = complete ? hashInlineScripts(listHtmlFiles(args.outDir)) : null;
  const problems = [];

  let scriptHashes = recorded;
  if (built) {
    const missing = built.filter((hash) => !recorded.includes(hash));
    if (args.check) {
      if (missing.length) problems.push(`${path.relative(ROOT, args.outDir)} runs inline scripts not in deploy/csp-hashes.json: ${missing.join(', ')}`);
    } else {
      scriptHashes = built;
    }
  }

  const pages = complete ? pagesOfBuild(args.outDir) : pagesOfSources(path.join(ROOT, 'docs'), routing);
  const redirectProblems = describeRedirectProblems(routing.redirects, pages, path.join(ROOT, 'docs'));
  if (redirectProblems.length) {
    console.error(redirectProblems.join('\n'));
    process.exitCode = 1;
    return;
  }

  const files = {
    [path.relative(ROOT, CSP_HASHES_FILE)]: renderHashesFile(scriptHashes),
    ...renderDeployConfigs({ ...publishingSettingsFromEnv(), scriptHashes, routing }),
  };
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(ROOT, relative);
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (current === content) continue;
    if (args.check) problems.push(`${relative} is out of date`);
    else {
      fs.writeFileSync(file, content);
      console.log(`wrote ${relative}`);
    }
  }
  if (!built) console.warn(`note: no complete build in ${path.relative(ROOT, args.outDir)}; kept the recorded script hashes`);
  if (problems.length) {
    console.error(`${problems.join('\n')}\nRun \`npm run deploy:config\` (after \`npm run build\`) and commit the result.`);
    process.exitCode = 1;
  } else if (args.check) console.log('deploy configs are up to date');
}

try {
  await main();
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
