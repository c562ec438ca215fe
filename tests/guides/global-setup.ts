import { DOCS_VERSIONS, installFixtureApp } from './fixture-apps';

/** Installs both fixture apps (once per machine, see fixture-apps.ts) before any guide test runs. */
export default async function setup() {
  for (const version of DOCS_VERSIONS) await installFixtureApp(version);
}
