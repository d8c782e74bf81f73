import { describe, expect, it } from 'vitest';
import { emptyRegistration, fieldsOf, sectionOf, toWire, valuesFromForms, type RegistrationValues } from './model';
import type { RegistrationForms } from '../api';

const values = (over: Partial<RegistrationValues> = {}): RegistrationValues => ({
  ...emptyRegistration,
  name: ' شركة الوفاء ',
  email: 'wafa@example.sa',
  password: ' Wafa#2026',
  password_confirmation: ' Wafa#2026',
  phone: '512345678',
  type_id: 2,
  delegateid: '1098765432',
  delegation: new File(['x'], 'd.pdf'),
  cr_image: new File(['x'], 'cr.png'),
  ...over,
});

describe('the registration form model', () => {
  it('sends the mobile with 966, trims texts but not passwords, and leaves empty values out', () => {
    const wire = toWire(values(), 'register');
    expect(wire).toMatchObject({ name: 'شركة الوفاء', phone: '966512345678', password: ' Wafa#2026', type_id: 2, role: 'owner' });
    expect(wire.cr_image).toBeInstanceOf(File);
    expect('cr_number' in wire).toBe(false);
  });

  it('sends the delegation and delegate ID only for a delegate', () => {
    expect(toWire(values(), 'register')).not.toHaveProperty('delegateid');
    expect(toWire(values(), 'register')).not.toHaveProperty('delegation');
    expect(toWire(values({ role: 'delegate' }), 'register')).toMatchObject({ delegateid: '1098765432' });
    expect(toWire(values({ role: 'delegate' }), 'register').delegation).toBeInstanceOf(File);
  });

  it("leaves the e-mail and password out of the applicant's own forms", () => {
    const wire = toWire(values(), 'update');
    expect(wire).not.toHaveProperty('email');
    expect(wire).not.toHaveProperty('password');
    expect(wire).not.toHaveProperty('password_confirmation');
    expect(fieldsOf('account', 'update')).toEqual(['name', 'username', 'phone', 'type_id']);
  });

  it('fills the form from stored forms, with the mobile without its prefix', () => {
    const forms = {
      user: { name: 'شركة الوفاء', username: 'wafa', email: 'w@example.sa', phone: '966512345678', type_id: 6, company_name: 'الوفاء' },
      profile: {
        role: 'delegate',
        cr_number: '1010123456',
        cr_expiry: '2030-01-01',
        unified_number: null,
        vat_number: null,
        owner_id: null,
        delegateid: '1098765432',
        business_expire: null,
        practice_expire: '2031-01-01',
        classification_expire: null,
        hajj_license_expire: null,
      },
      documents: [],
      required_documents: [],
    } as unknown as RegistrationForms;
    expect(valuesFromForms(forms)).toMatchObject({ phone: '512345678', type_id: 6, role: 'delegate', practice_expire: '2031-01-01', unified_number: '', cr_image: null });
  });

  it('knows which step holds each field', () => {
    expect(sectionOf('email')).toBe('account');
    expect(sectionOf('vat_file')).toBe('company');
    expect(sectionOf('delegation')).toBe('owner');
    expect(sectionOf('hajj_license_expire')).toBe('licences');
  });
});
