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
 * component, whose brand icons (inline SVG), Deno tab and four hidden code blocks cost about
 * 4 KB of gzipped HTML each time: here the labels are text and only the chosen command is in
 * the page (the others are rendered when picked; the Markdown copy for llms.txt lists them all).
 */
export function PackageManagerTabs({ command, exec, dlx }: PackageManagerTabsProps) {
  const Pre = getCustomMDXComponent().pre;
  return (
    <Tabs groupId="package.manager" keepDOM={false}>
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
