/** The one phone rule: what people type or paste, and the one form it is stored in. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { canonicalPhone, mobileOf, phoneRule } from './phone';

const parse = (input: string) => {
  const r = v.safeParse(phoneRule, input);
  return r.success ? { value: r.output } : { error: r.issues[0].message };
};

describe('the phone rule', () => {
  it('takes the nine digits or any pasted full form, and gives the stored 9665XXXXXXXX', () => {
    for (const typed of ['512345678', '0512345678', '966512345678', '+966512345678', '+966 51 234 5678', '00966 51-234-5678', '٥١٢٣٤٥٦٧٨', '(+966) 512 345 678'])
      expect(parse(typed), typed).toEqual({ value: '966512345678' });
  });

  it('refuses what is not a Saudi mobile, with one message', () => {
    for (const bad of ['412345678', '51234567', '5123456789', '966412345678', 'abc', '+1 555 123 4567']) expect(parse(bad), bad).toEqual({ error: 'validation.phone.mobile' });
    expect(parse('  ')).toEqual({ error: 'validation.phone.required' });
  });

  it('shows a stored phone as its nine digits, and stores a typed one whole', () => {
    expect(mobileOf('966512345678')).toBe('512345678');
    expect(mobileOf('5123')).toBe('5123'); // typing in progress is left alone
    expect(mobileOf('966')).toBe('966');
    expect(canonicalPhone('512345678')).toBe('966512345678');
    expect(canonicalPhone('nonsense')).toBe('nonsense');
  });
});
