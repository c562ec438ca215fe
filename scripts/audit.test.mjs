import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit.mjs';

const report = (counts, vulnerabilities = {}) => ({
  vulnerabilities,
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
});

describe('auditVerdict', () => {
  it('passes a report without high or critical findings', () => {
    const verdict = auditVerdict(report({ moderate: 2, total: 2 }));
    expect(verdict.status).toBe('ok');
    expect(verdict.message).toContain('2 in all');
  });

  it('fails on high or critical findings and names the packages', () => {
    const verdict = auditVerdict(
      report({ high: 1, critical: 1, total: 3 }, {
        a: { name: 'a', severity: 'high' },
        b: { name: 'b', severity: 'critical' },
        c: { name: 'c', severity: 'low' },
      }),
    );
    expect(verdict.status).toBe('fail');
    expect(verdict.message).toContain('1 high, 1 critical');
    expect(verdict.message).toContain('a (high), b (critical)');
    expect(verdict.message).not.toContain('c (low)');
  });

  it('reports an audit that could not run (the registry refused) as unavailable, not as clean', () => {
    const refused = { message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405, error: {} };
    const verdict = auditVerdict(refused);
    expect(verdict.status).toBe('unavailable');
    expect(verdict.message).toContain('405 Method Not Allowed');
    expect(auditVerdict(undefined).status).toBe('unavailable');
  });
});
