import { describe, expect, it } from 'vitest';
import { fileCaps } from '../limits';
import { fileProblem, isRealDate, registrationDocuments, requiredDocuments, todayInRiyadh, validateRegistration } from './registration';

const today = '2026-05-10';
const file = (name: string, size = 1000) => ({ name, size });
const doc = (field: string) => registrationDocuments.find((d) => d.field === field)!;

function complete(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'شركة الوفاء',
    username: 'wafa',
    email: 'wafa@example.sa',
    phone: '966512345678',
    password: 'Wafa#2026',
    password_confirmation: 'Wafa#2026',
    type_id: 2,
    role: 'owner',
    company_name: 'شركة الوفاء',
    cr_number: '1010123456',
    cr_expiry: '2027-01-01',
    unified_number: '7001234567',
    vat_number: '300123456700003',
    owner_id: '1012345678',
    hajj_license_expire: '2026-05-11',
    cr_image: file('cr.png'),
    vat_file: file('vat.pdf'),
    owner_id_photo: file('id.jpg'),
    hajj_license: file('hajj.pdf'),
    ...over,
  };
}

describe('registration rules', () => {
  it('accepts a complete application', () => {
    expect(validateRegistration(complete(), { mode: 'register', today })).toEqual({});
  });

  it("applies the spec's field rules with its messages", () => {
    const errors = validateRegistration(
      complete({
        name: 'a'.repeat(101),
        phone: '966412345678',
        password: 'abcdefgh1!',
        password_confirmation: 'x',
        unified_number: '3001234567',
        owner_id: '10123',
        vat_number: '300123456700004',
        cr_number: '12',
        username: 'a'.repeat(20),
        email: 'x@',
      }),
      { mode: 'register', today },
    );
    expect(errors).toEqual({
      name: 'validation.name.max',
      phone: 'validation.phone.mobile',
      password: 'validation.password.pattern',
      password_confirmation: 'validation.password.confirm',
      unified_number: 'validation.id10',
      owner_id: 'validation.id10',
      vat_number: 'validation.vat',
      cr_number: 'validation.cr',
      username: 'validation.username',
      email: 'validation.email',
    });
  });

  it('needs expiry dates after today, and real dates', () => {
    expect(validateRegistration(complete({ cr_expiry: today, hajj_license_expire: '2026-02-30' }), { mode: 'register', today })).toEqual({
      cr_expiry: 'validation.dateFuture',
      hajj_license_expire: 'validation.date',
    });
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
  });

  it('knows Saudi today (UTC+3) across midnight UTC', () => {
    expect(todayInRiyadh(new Date('2026-05-10T21:30:00Z'))).toBe('2026-05-11');
    expect(todayInRiyadh(new Date('2026-05-10T20:59:00Z'))).toBe('2026-05-10');
  });

  it('requires the documents of the type and role, and lets update mode count those on file', () => {
    expect([...requiredDocuments('design_office', 'delegate')].sort()).toEqual(['cr_image', 'delegation', 'owner_id_photo', 'practice_license', 'vat_file']);
    expect([...requiredDocuments('sharer', 'owner')].sort()).toEqual(['cr_image', 'owner_id_photo', 'vat_file']);
    const bare = complete({ cr_image: undefined, vat_file: undefined, owner_id_photo: undefined, hajj_license: undefined });
    expect(Object.keys(validateRegistration(bare, { mode: 'update', today })).sort()).toEqual(['cr_image', 'hajj_license', 'owner_id_photo', 'vat_file']);
    expect(validateRegistration(bare, { mode: 'update', today, existing: new Set(['cr_image', 'vat_file', 'owner_id_photo', 'hajj_license']) })).toEqual({});
    // update mode does not ask for the e-mail or the password
    expect(validateRegistration({ ...complete(), email: undefined, password: undefined, password_confirmation: undefined }, { mode: 'update', today })).toEqual({});
  });

  it('asks a delegate for the delegation and their ID, and ignores a delegation from an owner', () => {
    expect(validateRegistration(complete({ role: 'delegate' }), { mode: 'register', today })).toEqual({ delegateid: 'validation.required', delegation: 'validation.required' });
    expect(validateRegistration(complete({ role: 'owner', delegation: file('d.pdf') }), { mode: 'register', today })).toEqual({});
  });

  it('ties optional licences to their expiry dates both ways', () => {
    expect(validateRegistration(complete({ business_license: file('b.pdf') }), { mode: 'register', today })).toEqual({ business_expire: 'validation.required' });
    expect(validateRegistration(complete({ practice_expire: '2027-01-01' }), { mode: 'register', today })).toEqual({ practice_license: 'validation.required' });
  });

  it('caps photos at 2 MB and documents at 100 MB, by extension', () => {
    expect(fileProblem(doc('cr_image'), file('cr.png', fileCaps.small))).toBeNull();
    expect(fileProblem(doc('cr_image'), file('cr.png', fileCaps.small + 1))).toBe('validation.file.max2');
    expect(fileProblem(doc('cr_image'), file('cr.pdf'))).toBe('validation.file.type');
    expect(fileProblem(doc('vat_file'), file('vat.PDF', fileCaps.medium))).toBeNull();
    expect(fileProblem(doc('vat_file'), file('vat.pdf', fileCaps.medium + 1))).toBe('validation.file.max100');
    expect(fileProblem(doc('vat_file'), file('vat.docx'))).toBe('validation.file.type');
    expect(fileProblem(doc('stamp'), file('stamp.png', 0))).toBe('validation.required');
  });

  it('refuses staff account types and unknown roles', () => {
    expect(validateRegistration(complete({ type_id: 1, role: 'manager' }), { mode: 'register', today })).toMatchObject({ type_id: 'validation.invalid', role: 'validation.invalid' });
  });
});
