import { describe, expect, it } from 'vitest';
import { closingLine, countResults, planFor, STAGES, SUITES, totalLine } from './test-suites.mjs';

const file = (status, ...tests) => ({ status, assertionResults: tests.map((testStatus) => ({ status: testStatus })) });

describe('countResults', () => {
  it('takes the passed and failed tests from the JSON report', () => {
    const report = { numPassedTests: 3, numFailedTests: 1, testResults: [file('passed', 'passed', 'passed'), file('failed', 'passed', 'failed')] };
    expect(countResults(report, 1)).toEqual({ passed: 3, failed: 1 });
  });

  it('counts a file that failed before its tests ran (an import error, a failing beforeAll) as a failure', () => {
    const report = { numPassedTests: 2, numFailedTests: 0, testResults: [file('passed', 'passed', 'passed'), file('failed')] };
    expect(countResults(report, 1)).toEqual({ passed: 2, failed: 1 });
  });

  it('counts a run that exited non-zero with no failure in the report, or with no report, as failed', () => {
    expect(countResults({ numPassedTests: 5, numFailedTests: 0, testResults: [file('passed', 'passed')] }, 1)).toEqual({ passed: 5, failed: 1 });
    expect(countResults(undefined, 1)).toEqual({ passed: 0, failed: 1 });
  });

  it('reports a green run as green', () => {
    expect(countResults({ numPassedTests: 7, numFailedTests: 0, testResults: [file('passed', 'passed')] }, 0)).toEqual({ passed: 7, failed: 0 });
  });
});

describe('closingLine', () => {
  it('prints "<suite>: N passed, N failed (S s)" with whole seconds', () => {
    expect(closingLine('unit', { passed: 812, failed: 0 }, 142.6)).toBe('unit: 812 passed, 0 failed (143 s)');
  });
});

describe('totalLine', () => {
  it('adds up the tests of every suite in the plain "N passed, N failed" form', () => {
    const results = [
      { ok: true, counts: { passed: 700, failed: 0 } },
      { ok: false, counts: { passed: 40, failed: 2 } },
      { ok: true },
    ];
    expect(totalLine(results)).toBe('total: 740 passed, 2 failed');
  });

  it('counts a step without tests that failed or did not run as one failure', () => {
    expect(totalLine([{ ok: true, counts: { passed: 5, failed: 0 } }, { ok: false }, { ok: false }])).toBe('total: 5 passed, 2 failed');
  });
});

describe('the stages', () => {
  it('run every suite once, the browser suite after the build it needs', () => {
    const order = STAGES.map((stage) => stage.flat());
    expect(order.flat().sort()).toEqual(Object.keys(SUITES).sort());
    const stageOf = (name) => order.findIndex((names) => names.includes(name));
    expect(stageOf('e2e')).toBeGreaterThan(stageOf(SUITES.e2e.needs));
  });
});

describe('planFor', () => {
  it('runs every stage when no suite is named', () => {
    expect(planFor([])).toEqual(STAGES);
  });

  it('keeps only the named suites, in their stages', () => {
    expect(planFor(['e2e'])).toEqual([[['e2e']]]);
    expect(planFor(['unit', 'guides'])).toEqual([[['guides'], ['unit']]]);
  });

  it('names the suites there are when asked for one there is not', () => {
    expect(() => planFor(['lint'])).toThrow('No suite lint: the suites are unit, guides, build, e2e');
  });
});
