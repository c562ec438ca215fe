import { Tab, getCustomMDXComponent } from '@rspress/core/theme-original';
import { packageManagerCommands, type CommandOptions } from '../../logic/packageManagers';
import { Tabs } from '../Tabs/Tabs';

export interface PackageManagerTabsProps extends CommandOptions {
  /** The command the npm way, without `npm`: `install -D @callstack/repack webpack`. */
  command: string;
}

/**
 * One command in tabs for npm, Yarn, pnpm and Bun, the reader's choice synced across the site
 * and remembered (`groupId` "package.manager", as the default theme's). Replaces the default
 * component, whose brand icons (inline SVG) and Deno tab cost about 4 KB of gzipped HTML each
 * time; this one is plain text labels and a code block per tab.
 */
export function PackageManagerTabs({ command, exec, dlx }: PackageManagerTabsProps) {
  const Pre = getCustomMDXComponent().pre;
  return (
    <Tabs groupId="package.manager">
      {packageManagerCommands(command, { exec, dlx }).map(({ id, label, command: line }) => (
        <Tab key={id} label={label}>
          <Pre lang="bash" className="shiki css-variables">
            <code>
              <span className="line">{line}</span>
            </code>
          </Pre>
        </Tab>
      ))}
    </Tabs>
  );
}
