/** The licences' shared rules (the form's and the server's) and the end date the orders area computes from a kind's validity. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LicenseSchema, licenceEndDate, licenseRuleMessages } from './licenses';

const issuesOf = (input: unknown) => {
  const r = v.safeParse(LicenseSchema, input);
  return r.success ? {} : (v.flatten<typeof LicenseSchema>(r.issues).nested ?? {});
};

describe('LicenseSchema', () => {
  it('takes a name and a whole number of days from 1 to 365; is_temporary left out is a season licence', () => {
    for (const validity_days of [1, 30, 365]) expect(issuesOf({ name: 'رخصة', validity_days })).toEqual({});
    expect(v.parse(LicenseSchema, { name: '  رخصة  ', validity_days: 3 })).toEqual({ name: 'رخصة', validity_days: 3 });
  });
  it('refuses a validity outside the range or a fraction with the area’s own words', () => {
    for (const validity_days of [0, -1, 366, 1.5]) expect(issuesOf({ name: 'رخصة', validity_days }).validity_days).toEqual(['licenses.validityRange']);
    expect(licenseRuleMessages['licenses.validityRange']!.ar).toContain('365');
  });
  it('requires the name and the validity', () => {
    expect(issuesOf({ name: ' ', validity_days: null })).toEqual({ name: ['validation.required'], validity_days: ['validation.required'] });
    expect(issuesOf({ name: 'رخصة', validity_days: 3, is_temporary: 2 })).toHaveProperty('is_temporary');
  });
});

describe('licenceEndDate', () => {
  it('counts the first day', () => {
    expect(licenceEndDate('2026-05-20', 1)).toBe('2026-05-20');
    expect(licenceEndDate('2026-05-20', 30)).toBe('2026-06-18');
    expect(licenceEndDate('2026-12-31', 2)).toBe('2027-01-01');
    expect(licenceEndDate('2028-02-28', 2)).toBe('2028-02-29');
  });
  it('refuses a validity outside the rule and a malformed date', () => {
    expect(() => licenceEndDate('2026-05-20', 0)).toThrow(RangeError);
    expect(() => licenceEndDate('2026-05-20', 366)).toThrow(RangeError);
    expect(() => licenceEndDate('20-05-2026', 3)).toThrow(RangeError);
    expect(() => licenceEndDate('2026-13-40', 3)).toThrow(RangeError);
  });
});
