/** Stands in for the generated data module in unit tests (vitest.config.ts), which give attach() its data. */
export const site = { versions: ['3.x'], defaultVersion: '3.x' };
export function load(): undefined {
  return undefined;
}
