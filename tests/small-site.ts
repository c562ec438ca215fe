import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const rspressBin = path.join(root, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');

export interface SmallSite {
  /** Folder the site is written to (replaced on every build). */
  siteDir: string;
  /** Files under the site's `docs/`, by path. */
  files: Record<string, string>;
  /** `multiVersion` of the site, as source text (`undefined` for one version). */
  multiVersion: string;
  /** Names of the project's own Rspress plugins the site keeps; the others are left out. */
  plugins: string[];
  /** Modules whose default export is an Rspress plugin, added after the kept ones (probes of a test). */
  extraPlugins?: string[];
  /** Packages of the project linked into the site's own node_modules, as a build from the project root finds them. */
  linkPackages?: string[];
}

/**
 * Builds a small site with the real `rspress.config.ts` (its Markdown settings and the named
 * plugins of ours), so a test sees exactly how the real build reacts to the files it writes.
 */
export function buildSmallSite({ siteDir, files, multiVersion, plugins, extraPlugins = [], linkPackages = [] }: SmallSite) {
  fs.rmSync(siteDir, { recursive: true, force: true });
  for (const name of linkPackages) {
    const link = path.join(siteDir, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules', name), link, 'dir');
  }
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, 'docs', file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'docs', file), source);
  }
  const configFile = path.join(siteDir, 'rspress.config.ts');
  fs.writeFileSync(
    configFile,
    [
      `import config from ${JSON.stringify(path.join(root, 'rspress.config.ts'))};`,
      ...extraPlugins.map((file, index) => `import extraPlugin${index} from ${JSON.stringify(file)};`),
      'export default {',
      '  ...config,',
      `  root: ${JSON.stringify(path.join(siteDir, 'docs'))},`,
      `  outDir: ${JSON.stringify(path.join(siteDir, 'doc_build'))},`,
      `  multiVersion: ${multiVersion},`,
      '  icon: undefined,',
      '  logo: undefined,',
      `  plugins: [...config.plugins.filter((plugin) => ${JSON.stringify(plugins)}.includes(plugin.name)), ${extraPlugins.map((_, index) => `extraPlugin${index}`).join(', ')}],`,
      '};',
    ].join('\n'),
  );
  const result = spawnSync(process.execPath, [rspressBin, 'build', '-c', configFile], {
    cwd: siteDir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, siteDir };
}
