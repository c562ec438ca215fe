import fs from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
import { checkFrontmatter } from './validate';

/** Fails the build, naming the file, when a page's frontmatter is malformed or holds a bad value. */
export function frontmatterCheckPlugin(): RspressPlugin {
  return {
    name: 'repack-frontmatter-check',
    routeGenerated(routes) {
      for (const route of routes) {
        if (/\.mdx?$/.test(route.absolutePath)) {
          checkFrontmatter(route.absolutePath, fs.readFileSync(route.absolutePath, 'utf8'));
        }
      }
    },
  };
}
