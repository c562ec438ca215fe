import { afterEach } from 'vitest';

// Only the component tests (JSDOM environment) render. The other 95 files load neither React Testing
// Library nor its matchers (react-dom among them): 40 such files spent 10.5 s in setup, now 0.5 s.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
