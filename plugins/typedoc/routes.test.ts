/**
 * The routes the API reference must serve, generated from the real packages
 * with the entries configured in rspress.config.ts (into a scratch docs root;
 * the shared cache under ~/.cache makes this fast after a build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../../rspress.config';
import { anchorIds, collectLinks } from './markdown';
import { GENERATED_FRONTMATTER } from './postprocess';
import { generateApiDocs, resolvePackage } from './generate';
import { PLUGIN_NAME, type TypedocRspressPlugin } from './index';
import type { EntryResult } from './types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const plugin = (config.plugins ?? []).find((p) => p.name === PLUGIN_NAME) as TypedocRspressPlugin | undefined;

let tmp: string;
let docsRoot: string;
let results: EntryResult[];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'repack-typedoc-routes-'));
  docsRoot = path.join(tmp, 'docs');
  results = await generateApiDocs({ ...plugin!.pluginOptions, root: ROOT, docsRoot, log: () => {} });
}, 120_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Expected pages per output folder: kind folder → names. */
const EXPECTED: Record<string, Record<string, string[]>> = {
  '2.x/api/node': {
    classes: ['AssetsPlugin', 'AssetsResolverPlugin', 'BaseDevServer', 'DevServer', 'DevServerPlugin', 'DevServerProxy', 'JavaScriptLooseModePlugin', 'LoggerPlugin', 'OutputPlugin', 'Reporter', 'Symbolicator', 'TargetPlugin', 'WebSocketDebuggerServer', 'WebSocketDevClientServer', 'WebSocketEventsServer', 'WebSocketHMRServer', 'WebSocketMessageServer', 'WebSocketServer'],
    functions: ['bundle', 'getAssetExtensionsRegExp', 'getContext', 'getDevServerOptions', 'getEntry', 'getInitializationEntries', 'getMode', 'getPlatform', 'getPublicPath', 'getReactNativePath', 'getResolveOptions', 'isMinimizeEnabled', 'start'],
    types: ['DevServerReply', 'DevServerRequest', 'FastifyDevServer', 'GenericFilter', 'LogType', 'Mode', 'OnSendHookHandler', 'Rule', 'WebpackLogger'],
    variables: ['ASSET_EXTENSIONS', 'DEFAULT_PORT', 'SCALABLE_ASSETS'],
  },
  '2.x/api/react-native': {
    classes: ['Chunk', 'ChunkManager'],
    interfaces: ['ChunkConfig', 'ChunkManagerConfig', 'RemoteChunkLocation', 'StorageApi'],
    types: ['RemoteChunkResolver'],
  },
  '3.x/api/dev-server': {
    enums: ['Internal.EventTypes'],
    functions: ['createServer'],
    interfaces: ['Server.Config', 'Server.Delegate', 'Server.DelegateContext', 'Server.LoggerDelegate', 'Server.MessagesDelegate', 'Server.Options', 'StackFrame', 'SymbolicatorDelegate', 'SymbolicatorResults'],
    modules: ['Internal', 'Server.Api', 'Server'],
    types: ['SendProgress'],
  },
  '3.x/api/repack': {
    classes: ['ConsoleReporter', 'FileReporter', 'RepackPlugin', ...['AssetsResolverPlugin', 'ChunksToHermesBytecodePlugin', 'CodeSigningPlugin', 'DevelopmentPlugin', 'JavaScriptLooseModePlugin', 'LoggerPlugin', 'ManifestPlugin', 'ModuleFederationPlugin', 'OutputPlugin', 'ReactRefreshPlugin', 'RepackTargetPlugin'].map((n) => `plugins.${n}`)],
    functions: ['Federated.createRemote', 'adaptFilenameToPlatform', 'bundle', 'composeReporters', 'getAssetExtensionsRegExp', 'getDirname', 'getInitializationEntries', 'getPublicPath', 'getResolveOptions', 'getWebpackEnvOptions', 'makeLogEntryFromFastifyLog', 'start'],
    interfaces: ['BundleArguments', 'CliOptions', 'CommonArguments', 'ConsoleReporterConfig', 'DevServerOptions', 'Fallback', 'FileReporterConfig', 'GetPublicPathOptions', 'HMRMessage', 'HMRMessageBody', 'InitializationEntriesOptions', 'LogEntry', 'RepackPluginConfig', 'Reporter', 'StartArguments', 'WebpackEnvOptions', 'WebpackPlugin', 'plugins.OutputPluginConfig'],
    modules: ['Federated', 'plugins'],
    variables: ['ASSET_EXTENSIONS', 'SCALABLE_ASSETS', 'Federated.SHARED_REACT', 'Federated.SHARED_REACT_NATIVE'],
  },
  '3.x/api/repack/client': {
    classes: ['Script', 'ScriptManager'],
    functions: ['Federated.createURLResolver', 'Federated.importModule', 'getWebpackContext'],
    interfaces: ['Federated.URLResolverConfig', 'NormalizedScriptLocator', 'ResolverOptions', 'ScriptLocator', 'StorageApi', 'WebpackContext'],
    types: ['Federated.URLResolver', 'ScriptLocatorResolver'],
  },
};

describe('API reference of the configured packages', () => {
  it('is configured in rspress.config.ts', () => {
    expect(plugin?.pluginOptions.entries.map((e) => `${e.version}/${e.out}`)).toEqual(
      expect.arrayContaining(Object.keys(EXPECTED)),
    );
  });

  it.each(Object.entries(EXPECTED))('%s has the expected pages', (folder, kinds) => {
    const dir = path.join(docsRoot, folder);
    expect(fs.existsSync(path.join(dir, 'index.md'))).toBe(true);
    for (const [kind, names] of Object.entries(kinds)) {
      for (const name of names) {
        const file = path.join(dir, kind, `${name}.md`);
        expect(fs.existsSync(file), `${folder}/${kind}/${name}`).toBe(true);
        const head = `${GENERATED_FRONTMATTER}# ${name.replace(/_/g, '\\_')}\n`;
        expect(fs.readFileSync(file, 'utf8').slice(0, head.length)).toBe(head);
      }
    }
  });

  it('has about 35 interfaces for 2.x node', () => {
    const n = fs.readdirSync(path.join(docsRoot, '2.x/api/node/interfaces')).filter((f) => f.endsWith('.md')).length;
    expect(n).toBeGreaterThanOrEqual(30);
    expect(n).toBeLessThanOrEqual(40);
  });

  it('lists members of the dev-server enum and links the constructor to its config', () => {
    const en = fs.readFileSync(path.join(docsRoot, '3.x/api/dev-server/enums/Internal.EventTypes.md'), 'utf8');
    for (const m of ['BuildEnd', 'BuildStart', 'HmrEvent']) expect(en).toContain(`| <span id="${m.toLowerCase()}"></span> \`${m}\` | \`"${m}"\` |`);
    const repack = fs.readFileSync(path.join(docsRoot, '3.x/api/repack/classes/RepackPlugin.md'), 'utf8');
    expect(repack).toContain('[`RepackPluginConfig`](../interfaces/RepackPluginConfig)');
    expect(repack).toContain('```ts\nnew RepackPlugin(config): RepackPlugin;\n```');
  });

  const walkFiles = (dir: string, ext: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((d) => (d.isDirectory() ? (d.name === 'node_modules' ? [] : walkFiles(path.join(dir, d.name), ext)) : d.name.endsWith(ext) ? [path.join(dir, d.name)] : []));

  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : d.name.endsWith('.md') ? [path.join(dir, d.name)] : []));

  it('compiles every page as MDX too (safe if pages ever become .mdx)', async () => {
    const files = results.flatMap((r) => walk(r.outDir));
    expect(new Set(files).size).toBe(196);
    for (const file of new Set(files)) {
      await expect(compile(fs.readFileSync(file, 'utf8'), { format: 'mdx' }), file).resolves.toBeTruthy();
    }
  }, 60_000);

  it('links only to existing pages and anchors', () => {
    for (const result of results) {
      for (const file of walk(result.outDir)) {
        const md = fs.readFileSync(file, 'utf8');
        for (const link of collectLinks(md)) {
          if (/^[a-z]+:/.test(link)) continue;
          const [target, hash] = link.split('#');
          let dest = target ? path.resolve(path.dirname(file), target) : file;
          if (target.endsWith('/')) dest = path.join(dest, 'index');
          if (!dest.endsWith('.md')) dest += '.md';
          expect(fs.existsSync(dest), `${file}: ${link}`).toBe(true);
          if (hash) expect(anchorIds(fs.readFileSync(dest, 'utf8')).has(hash), `${file}: ${link}`).toBe(true);
        }
      }
    }
  });

  it('lists properties in tables whose types link to their pages', () => {
    const config = fs.readFileSync(path.join(docsRoot, '3.x/api/repack/interfaces/RepackPluginConfig.md'), 'utf8');
    expect(config).toContain('| Property | Type | Description |');
    expect(config).toContain('| <span id="devserver"></span> `devServer` <small>optional</small> | [`DevServerOptions`](./DevServerOptions) |');
    expect(config).toContain('| <span id="context"></span> `context` <small>required</small> | `string` |');
    // a member link from another page keeps its anchor on the table row
    expect(config).toContain('[OutputPluginConfig.extraChunks](./plugins.OutputPluginConfig#extrachunks)');
    const manager = fs.readFileSync(path.join(docsRoot, '3.x/api/repack/client/classes/ScriptManager.md'), 'utf8');
    expect(manager).toContain('### addResolver()\n\n```ts\naddResolver(resolver, options?): void;\n```');
    expect(manager).toMatch(/\| `resolver` <small>required<\/small> \| \[`ScriptLocatorResolver`\]\(\.\.\/types\/ScriptLocatorResolver\) \|/);
  });

  it('links symbols to the line that declares them in the source at the release tag', () => {
    const tags: Record<string, string> = {
      '@callstack/repack-v2': 'v2.5.2',
      '@callstack/repack-v3': '@callstack/repack@3.7.0',
      '@callstack/repack-dev-server-v1': '@callstack/repack-dev-server@1.1.0',
    };
    let linked = 0;
    let pages = 0;
    for (const result of results) {
      const entry = result.entry;
      const pkg = resolvePackage(ROOT, entry.package);
      // the published source of every file the package's source maps name
      const sources = new Map<string, string>();
      for (const map of walkFiles(pkg.dir, '.js.map')) {
        const json = JSON.parse(fs.readFileSync(map, 'utf8'));
        json.sources?.forEach((source: string, i: number) => {
          const file = path.relative(pkg.dir, path.resolve(path.dirname(map), source)).split(path.sep).join('/');
          if (typeof json.sourcesContent?.[i] === 'string') sources.set(`${entry.source!.directory}/${file}`, json.sourcesContent[i]);
        });
      }
      for (const file of walk(result.outDir)) {
        // symbol pages of this entry only (`<kind>/<Name>.md`; a nested entry's pages are one level deeper)
        if (path.relative(result.outDir, file).split(path.sep).length !== 2) continue;
        pages++;
        const md = fs.readFileSync(file, 'utf8');
        const m = md.match(/^Defined in \[(.+), line (\d+)\]\(https:\/\/github\.com\/callstack\/repack\/blob\/(.+?)\/(packages\/.+)#L(\d+)\)$/m);
        if (!m) continue;
        linked++;
        const [, shown, line, tag, repoPath, urlLine] = m;
        expect(tag, file).toBe(tags[entry.package]);
        expect([shown, line]).toEqual([repoPath, urlLine]);
        const name = path.basename(file, '.md').split('.').pop()!;
        const text = sources.get(repoPath)?.split('\n')[Number(line) - 1];
        expect(text, `${file}: ${repoPath}:${line}`).toMatch(new RegExp(`\\b(class|interface|type|enum|function|const|let|var|namespace)\\s+${name}\\b`));
      }
    }
    expect(pages).toBeGreaterThan(180);
    expect(linked / pages).toBeGreaterThan(0.8);
  });

  it('documents the installed package versions, also on the about pages', () => {
    const versions = new Map<string, string>();
    for (const e of plugin!.pluginOptions.entries) {
      const pkg = resolvePackage(ROOT, e.package);
      const index = fs.readFileSync(path.join(docsRoot, e.version, e.out, 'index.md'), 'utf8');
      expect(index).toContain(`**${pkg.version}**`);
      versions.set(`${e.version}:${e.label}`, pkg.version);
      const about = fs.readFileSync(path.join(ROOT, 'docs', e.version, 'api/about.md'), 'utf8');
      expect(about, `docs/${e.version}/api/about.md names ${e.label} ${pkg.version}`).toContain(pkg.version);
    }
    expect(versions.get('3.x:@callstack/repack')).toBe('3.7.0');
    expect(versions.get('2.x:@callstack/repack')).toBe('2.5.2');
    expect(versions.get('3.x:@callstack/repack-dev-server')).toBe('1.1.0');
  });
});
