import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypeHovers, type HoverModule, summaryOf, type TypeHoverData } from './generate';

const FIXTURES = path.join(__dirname, '__fixtures__');
const DEMO: HoverModule = {
  label: 'demo-pkg',
  entryFile: path.join(FIXTURES, 'demo-pkg/dist/index.d.ts'),
  packageDir: path.join(FIXTURES, 'demo-pkg'),
  apiDir: path.join(FIXTURES, 'api'),
  apiRoute: '/2.x/api/demo',
};

/** The hovers of one displayed line, as `name: signature | summary | href`. */
function hoversOf(data: TypeHoverData, line: string): string[] {
  return (data.lines[line] ?? []).map(([column, length, index]) => {
    const [signature, summary, href] = data.hovers[index];
    return `${line.slice(column, column + length)}: ${signature} | ${summary} | ${href}`;
  });
}

describe('type hovers', () => {
  const js = [
    "const { DemoPlugin, countThings } = require('demo-pkg');",
    "const webpack = require('webpack');",
    "const { tools } = require('demo-pkg'); // [!code --]",
    '',
    'module.exports = {',
    '  // [!code focus:2]',
    "  plugins: [new DemoPlugin({ platform: 'ios', verbose: true }), new webpack.DefinePlugin({})], // [!code ++]",
    '  total: countThings(3),',
    '};',
  ].join('\n');
  const ts = [
    "import * as Demo from 'demo-pkg';",
    "import { tools } from 'demo-pkg';",
    '',
    "const reversed: string = tools.reverse('abc');",
    "const options: Demo.DemoPluginOptions = { platform: 'android' };",
    'new Demo.DemoPlugin(options).apply(undefined);',
  ].join('\n');
  const data = generateTypeHovers(
    [
      { lang: 'js', code: js },
      { lang: 'ts', code: ts },
      { lang: 'bash', code: 'countThings' },
    ],
    [DEMO],
  );

  it('gives names declared in the package their signature, summary and API page, keyed by the line as shown', () => {
    expect(hoversOf(data, "const { DemoPlugin, countThings } = require('demo-pkg');")).toEqual([
      'DemoPlugin: (alias) class DemoPlugin\nimport DemoPlugin | A plugin that does nothing, for tests. | /2.x/api/demo/classes/DemoPlugin',
      'countThings: (alias) function countThings(limit: number): number\nimport countThings | Counts things. | /2.x/api/demo/functions/countThings',
    ]);
    // the marker is out of the key, the properties link to the interface's rows
    expect(hoversOf(data, "  plugins: [new DemoPlugin({ platform: 'ios', verbose: true }), new webpack.DefinePlugin({})],")).toEqual([
      'DemoPlugin: (alias) new DemoPlugin(options: DemoPluginOptions): DemoPlugin\nimport DemoPlugin | A plugin that does nothing, for tests. | /2.x/api/demo/classes/DemoPlugin',
      'platform: (property) DemoPluginOptions.platform: string | Target platform. | /2.x/api/demo/interfaces/DemoPluginOptions#platform',
      'verbose: (property) DemoPluginOptions.verbose?: boolean | Print more. | /2.x/api/demo/interfaces/DemoPluginOptions',
    ]);
  });

  it('links members to the anchor of their page when it has one, and names without a page get no link', () => {
    expect(hoversOf(data, 'new Demo.DemoPlugin(options).apply(undefined);')).toEqual([
      'DemoPlugin: constructor DemoPlugin(options: Demo.DemoPluginOptions): Demo.DemoPlugin | A plugin that does nothing, for tests. | /2.x/api/demo/classes/DemoPlugin',
      'apply: (method) DemoPlugin.apply(compiler: unknown): void | Applies the plugin. | /2.x/api/demo/classes/DemoPlugin#apply',
    ]);
    expect(hoversOf(data, "const reversed: string = tools.reverse('abc');")).toEqual([
      'tools: (alias) namespace tools\nimport tools |  | ',
      'reverse: function tools.reverse(name: string): string | Turns a name around. | ',
    ]);
  });

  it('leaves out names from elsewhere, the module itself, removed lines, marker lines and other languages', () => {
    expect(data.lines["const webpack = require('webpack');"]).toBeUndefined();
    expect(data.lines["import * as Demo from 'demo-pkg';"]).toBeUndefined();
    expect(data.lines["const { tools } = require('demo-pkg');"]).toBeUndefined();
    expect(Object.keys(data.lines).some((line) => line.includes('[!code'))).toBe(false);
    expect(data.lines.countThings).toBeUndefined();
    expect(hoversOf(data, '  total: countThings(3),')).toHaveLength(1);
  });

  it('keeps each hover once, however many names show it', () => {
    const signatures = data.hovers.map(([signature, summary, href]) => `${signature}|${summary}|${href}`);
    expect(new Set(signatures).size).toBe(signatures.length);
    expect(data.hovers.some(([signature]) => signature.includes(FIXTURES))).toBe(false);
  });

  it('summarises a doc comment by its first sentence', () => {
    expect(summaryOf('Target platform.\n  Read by every build.')).toBe('Target platform.');
    expect(summaryOf('No full stop')).toBe('No full stop');
    expect(summaryOf('Constructs new `RepackPlugin`.')).toBe('Constructs new RepackPlugin.');
    expect(summaryOf('Used by {@link ScriptManager }, see {@link Script.getRemoteURL | getRemoteURL}.')).toBe('Used by ScriptManager, see getRemoteURL.');
    expect(summaryOf(`${'a'.repeat(250)}.`)).toHaveLength(200);
  });
});
