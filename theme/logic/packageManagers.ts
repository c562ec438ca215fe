/** The package managers install commands are shown for, in tab order (the order of the stored choice). */
export const PACKAGE_MANAGERS = [
  { id: 'npm', label: 'npm' },
  { id: 'yarn', label: 'Yarn' },
  { id: 'pnpm', label: 'pnpm' },
  { id: 'bun', label: 'Bun' },
] as const;

export type PackageManagerId = (typeof PACKAGE_MANAGERS)[number]['id'];

export interface CommandOptions {
  /** Runs a binary of the project (`npx react-native …`). */
  exec?: boolean;
  /** Runs a package without installing it (`npx @react-native-community/cli init …`). */
  dlx?: boolean;
}

const RUNNERS: Record<'exec' | 'dlx', Record<PackageManagerId, string>> = {
  exec: { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm exec', bun: 'bunx' },
  dlx: { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' },
};

/** npm's long flags, in the short spelling every package manager understands. */
const FLAGS: Record<string, string> = { '--save-dev': '-D', '--dev': '-D', '--save-exact': '-E', '--exact': '-E' };

/** npm's verbs that other package managers name differently, when they name packages. */
const VERBS: Record<string, string> = { install: 'add', i: 'add', uninstall: 'remove' };

/**
 * The command for each package manager, written the npm way (`install -D webpack`, no `npm`):
 * `yarn add -D webpack`, `pnpm add -D webpack`… A bare `install` stays `install`.
 */
export function packageManagerCommands(command: string, options: CommandOptions = {}): { id: PackageManagerId; label: string; command: string }[] {
  const words = command
    .trim()
    .split(/\s+/)
    .map((word) => FLAGS[word] ?? word);
  if (!words[0]) throw new Error('PackageManagerTabs: `command` is empty');
  const runner = options.dlx ? RUNNERS.dlx : options.exec ? RUNNERS.exec : undefined;
  return PACKAGE_MANAGERS.map(({ id, label }) => {
    if (runner) return { id, label, command: `${runner[id]} ${words.join(' ')}` };
    const [verb, ...rest] = words;
    const namesPackages = rest.some((word) => !word.startsWith('-'));
    const ownVerb = id !== 'npm' && namesPackages && VERBS[verb] ? VERBS[verb] : verb;
    return { id, label, command: [id, ownVerb, ...rest].join(' ') };
  });
}
