import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const harness = createRequire(import.meta.url)('./webpack-harness.cjs') as {
  withFilesystemCache(config: object, cacheDirectory: string, name: string): { cache: { type: string; cacheDirectory: string; name: string } };
};

class RepackPlugin {
  constructor(readonly options: object = {}) {}
}
class ModuleFederationPlugin {}
const babel = { test: /\.[jt]sx?$/, use: { loader: 'babel-loader', options: { cacheDirectory: false } } };
const assets = { test: /\.png$/, use: '@callstack/repack/assets-loader' };
const svg = { test: /\.svg$/, use: [{ loader: '@svgr/webpack', options: { native: true } }] };

describe("the guides' webpack cache", () => {
  const cacheOf = (config: object) => harness.withFilesystemCache(config, '/tmp/cache', 'production-ios').cache;

  it('is shared by configurations whose rules and plugins are the same, whatever else differs', () => {
    const base = cacheOf({ module: { rules: [babel, assets] }, plugins: [new RepackPlugin()] });
    const other = cacheOf({ module: { rules: [babel, assets] }, plugins: [new RepackPlugin()], output: { publicPath: 'https://cdn.example.com/' } });
    expect(base).toEqual({ type: 'filesystem', cacheDirectory: '/tmp/cache', name: other.name });
    expect(base.name).toMatch(/^production-ios-[0-9a-f]{12}$/);
  });

  it('is a separate one when the rules, their options, the plugins or their options, resolve or devtool differ', () => {
    const names = [
      cacheOf({ module: { rules: [babel, assets] }, plugins: [new RepackPlugin()] }),
      cacheOf({ module: { rules: [babel, { ...assets, test: /\.(png|svg)$/ }] }, plugins: [new RepackPlugin()] }),
      cacheOf({ module: { rules: [babel, assets, svg] }, plugins: [new RepackPlugin()] }),
      cacheOf({ module: { rules: [babel, assets] }, plugins: [new RepackPlugin(), new ModuleFederationPlugin()] }),
      cacheOf({ module: { rules: [{ ...babel, use: { ...babel.use, options: { cacheDirectory: true } } }, assets] }, plugins: [new RepackPlugin()] }),
      cacheOf({ module: { rules: [babel, assets] }, plugins: [new RepackPlugin({ exposes: { './App': './src/App' } })] }),
      cacheOf({ module: { rules: [babel, assets] }, plugins: [new RepackPlugin()], resolve: { alias: { lodash: 'lodash-es' } } }),
      cacheOf({ module: { rules: [babel, assets] }, plugins: [new RepackPlugin()], devtool: 'source-map' }),
    ].map((cache) => cache.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("leaves a configuration's own cache setting alone", () => {
    const config = { cache: false, module: { rules: [babel] } };
    expect(harness.withFilesystemCache(config, '/tmp/cache', 'production-ios')).toBe(config);
  });
});
