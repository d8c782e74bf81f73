import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectContract, formData, type TestApp } from './harness';
import { application, count, inDays, pdf, png, postForms, register, storedFiles } from './registration.support';
import { loadContract } from '../../server/http/contract';
import { fileClasses, registrationDocuments } from '../../shared/rules/registration';

let t: TestApp;
let admin: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@mashaer.test');
});
afterAll(async () => {
  await t?.close();
});

const userByEmail = async (email: string) => (await t.database.execute('select * from users where email = $1', [email])).rows[0];
const registrationToken = async (email: string, password = 'Wafa#2026') => {
  const res = await t.call('POST', '/api/auth/login', { body: { email, password } });
  expect(res.statusCode).toBe(403);
  return res.json().data.token as string;
};

describe('the contract and the shared rules', () => {
  it('declare the same document fields with the same caps', () => {
    const props = loadContract().components.schemas.RegistrationFormFields.properties as Record<string, { format?: string; 'x-max-bytes'?: number }>;
    const contractFiles = Object.fromEntries(
      Object.entries(props)
        .filter(([, p]) => p.format === 'binary')
        .map(([k, p]) => [k, p['x-max-bytes']]),
    );
    expect(contractFiles).toEqual(Object.fromEntries(registrationDocuments.map((d) => [d.field, fileClasses[d.class].cap])));
  });
});

describe('POST /auth/register', () => {
  it('creates a pending account with its fields and documents, and opens a registration-only session', async () => {
    const before = await storedFiles(t.dataDir);
    const app = application(
      { role: 'delegate', delegateid: '1098765432' },
      { delegation: { name: 'تفويض.pdf', content: pdf(), type: 'application/pdf' }, stamp: { name: 'stamp.png', content: png(), type: 'image/png' } },
    );
    const res = await register(t, app);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expectContract('register', 201, body);
    expect(body.message).toBe('Your registration was received and is waiting for the administration to review it');
    expect(body.data.scope).toBe('registration');
    expect(body.data.user).toMatchObject({ status: 'pending', email: app.fields.email, phone: '966512345678', company_name: 'شركة الوفاء لخدمات الحجاج', type_id: 2 });
    expect(body.data.user.stamp).toMatch(/^\/api\/files\/\d+$/);

    const user = await userByEmail(String(app.fields.email));
    expect(user.status).toBe('pending');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const profile = (await t.database.execute('select * from user_profiles where user_id = $1', [user.id])).rows[0];
    expect(profile).toMatchObject({
      cr_number: '1010123456',
      cr_expiry: app.fields.cr_expiry,
      unified_number: '7001234567',
      vat_number: '300123456700003',
      owner_id_number: '1012345678',
      delegate_id: '1098765432',
    });
    expect(profile.expiries).toEqual({ hajj_license_expire: app.fields.hajj_license_expire });
    const docs = (await t.database.execute('select kind, expires_at, f.owner_id, f.mime, f.name from user_documents d join files f on f.id = d.file_id where d.user_id = $1 order by kind', [user.id]))
      .rows;
    expect(docs.map((d) => d.kind)).toEqual(['cr_image', 'delegation', 'hajj_license', 'owner_id_photo', 'vat_file']);
    expect(docs.every((d) => d.owner_id === user.id)).toBe(true);
    expect(docs.find((d) => d.kind === 'cr_image')).toMatchObject({ expires_at: app.fields.cr_expiry, mime: 'image/png', name: 'السجل التجاري.png' });
    expect(docs.find((d) => d.kind === 'hajj_license')).toMatchObject({ expires_at: app.fields.hajj_license_expire, mime: 'application/pdf' });
    // six files kept in the store (five documents and the stamp), nothing left in the temporary folder
    const after = await storedFiles(t.dataDir);
    const added = after.filter((f) => !before.includes(f));
    expect(added).toHaveLength(6);
    expect(added.every((f) => f.startsWith('files/'))).toBe(true);

    // the registration is audited, without the password or its hash
    const audit = (await t.database.execute("select * from audit_log where entity = 'users' and entity_id = $1 and event = 'REGISTER'", [user.id])).rows[0];
    expect(audit.new_value).toMatchObject({ email: app.fields.email, status: 'pending', cr_number: '1010123456', role: 'delegate' });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|Wafa#2026/);

    // the session reaches the forms, not the portal
    const token = body.data.token as string;
    expect((await t.call('GET', '/api/auth/registration-forms', { token })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/users', { token, body: {} })).statusCode).toBe(403);
    // and the account cannot sign in to the portal
    const login = await t.call('POST', '/api/auth/login', { body: { email: app.fields.email, password: 'Wafa#2026' } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('account not active');
  });

  it('refuses an incomplete or malformed application with every field error, in Arabic by default, and stores nothing', async () => {
    const users = await count(t, 'users');
    const files = await count(t, 'files');
    const disk = await storedFiles(t.dataDir);
    const app = application(
      {
        name: '   ',
        phone: '966412345678',
        password: 'short',
        password_confirmation: 'other',
        unified_number: '2001234567',
        vat_number: '12345',
        cr_expiry: inDays(-1),
        username: '1bad name',
      },
      {},
      ['vat_file', 'hajj_license'],
    );
    const res = await register(t, app, 'ar');
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors).toMatchObject({
      name: ['هذا الحقل مطلوب'],
      phone: ['رقم الجوال 9 أرقام تبدأ بـ 5 بعد \u2066+966\u2069، مثل \u20665XXXXXXXX\u2069'],
      password: ['يجب أن تكون كلمة المرور من 8 إلى 12 حرفاً'],
      password_confirmation: ['كلمة المرور وتأكيدها غير متطابقتين'],
      unified_number: ['يجب أن يتكون الرقم من 10 أرقام ويبدأ بـ 1 أو 7'],
      vat_number: ['يجب أن يتكون الرقم الضريبي من 15 رقماً يبدأ وينتهي بالرقم 3'],
      cr_expiry: ['يجب أن يكون تاريخ الانتهاء في المستقبل'],
      vat_file: ['هذا الحقل مطلوب'],
      hajj_license: ['هذا الحقل مطلوب'],
    });
    expect(errors.username).toBeDefined();
    expect(await count(t, 'users')).toBe(users);
    expect(await count(t, 'files')).toBe(files);
    await expect.poll(() => storedFiles(t.dataDir)).toEqual(disk); // uploads are discarded as the response ends
  });

  it('refuses a file over its cap while streaming, on its field, and keeps no row and no file', async () => {
    const files = await count(t, 'files');
    const disk = await storedFiles(t.dataDir);
    const app = application({}, { cr_image: { name: 'cr.png', content: png(2 * MB + 1), type: 'image/png' } });
    const res = await register(t, app);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ cr_image: ['File size must not exceed 2 MB'] });
    expect(await count(t, 'files')).toBe(files);
    expect(await count(t, 'users', 'email = $1', [app.fields.email])).toBe(0);
    await expect.poll(() => storedFiles(t.dataDir)).toEqual(disk); // uploads are discarded as the response ends
  });

  it('refuses a 101 MB document streamed over real HTTP at its 100 MB cap, and keeps nothing', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const files = await count(t, 'files');
      const disk = await storedFiles(t.dataDir);
      const app = application({}, { vat_file: { name: 'vat.pdf', content: pdf(101 * MB), type: 'application/pdf' } });
      const form = new FormData();
      for (const [k, v] of Object.entries(app.fields)) form.append(k, String(v));
      for (const [k, f] of Object.entries(app.files)) form.append(k, new Blob([new Uint8Array(f.content)], { type: f.type }), f.name);
      const res = await fetch(`${address}/api/auth/register`, { method: 'POST', body: form, headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ vat_file: ['File size must not exceed 100 MB'] });
      expect(await count(t, 'files')).toBe(files);
      await expect.poll(() => storedFiles(t.dataDir)).toEqual(disk); // uploads are discarded as the response ends
    } finally {
      // the client keeps its connection alive; let the app close without waiting for it
      t.app.server.closeAllConnections();
    }
  });

  it('checks what a file is, not what it is called', async () => {
    const res = await register(
      t,
      application(
        {},
        {
          owner_id_photo: { name: 'id.png', content: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' },
          vat_file: { name: 'vat.exe', content: pdf(), type: 'application/pdf' },
        },
      ),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ owner_id_photo: ['This file type is not allowed'], vat_file: ['This file type is not allowed'] });
  });

  it('requires the licences of the account type and the delegation of a delegate', async () => {
    const designer = await register(t, application({ type_id: 6, role: 'delegate' }, {}, ['hajj_license_expire', 'hajj_license']));
    expect(designer.statusCode).toBe(422);
    expect(Object.keys(designer.json().errors).sort()).toEqual(['delegateid', 'delegation', 'practice_expire', 'practice_license']);
    // an optional licence needs its expiry once attached, and an expiry needs its licence
    const extra = await register(t, application({ business_expire: inDays(30) }, { seasonal_license: { name: 's.pdf', content: pdf() } }, ['hajj_license']));
    expect(extra.json().errors).toEqual({ hajj_license: ['This field is required'], business_license: ['This field is required'] });
  });

  it('refuses a taken e-mail or username, and account types that do not register themselves', async () => {
    const taken = await register(t, application({ email: 'PROVIDER@mashaer.test', username: 'Admin' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The e-mail has already been taken'], username: ['The username has already been taken'] });
    const staff = await register(t, application({ type_id: 1 }));
    expect(staff.statusCode).toBe(422);
    expect(Object.keys(staff.json().errors)).toEqual(['type_id']);
  });

  it('takes only multipart form data', async () => {
    const res = await t.call('POST', '/api/auth/register', { body: application().fields });
    expect(res.statusCode).toBe(415);
  });
});

describe("the applicant's registration forms", () => {
  it('shows the applicant their own forms and documents, which they can open', async () => {
    const app = application();
    const token = (await register(t, app)).json().data.token as string;
    const res = await t.call('GET', '/api/auth/registration-forms', { token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expectContract('getRegistrationForms', 200, res.json());
    expect(data.profile).toMatchObject({ role: 'owner', cr_number: '1010123456', hajj_license_expire: app.fields.hajj_license_expire, delegateid: null });
    expect(data.required_documents.sort()).toEqual(['cr_image', 'hajj_license', 'owner_id_photo', 'vat_file']);
    const cr = data.documents.find((d: { field: string }) => d.field === 'cr_image');
    expect(cr).toMatchObject({ expires_at: app.fields.cr_expiry, file: { name: 'السجل التجاري.png', mime: 'image/png' } });
    const file = await t.call('GET', cr.file.url, { token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(createHash('sha256').update(app.files.cr_image!.content).digest('hex'));
  });

  it('saves corrections while pending (UPDATE_FORMS) with history and an audit row of old and new values', async () => {
    const app = application();
    const token = (await register(t, app)).json().data.token as string;
    const user = await userByEmail(String(app.fields.email));
    const oldCr = (await t.database.execute("select file_id from user_documents where user_id = $1 and kind = 'cr_image'", [user.id])).rows[0].file_id as number;
    const newImage = png(4000);
    const { email: _e, password: _p, password_confirmation: _c, ...fields } = app.fields;
    const res = await postForms(
      t,
      '/api/auth/registration-forms',
      token,
      { ...fields, phone: '966598765432', cr_expiry: inDays(500), version: user.version as number },
      { cr_image: { name: 'new-cr.png', content: newImage, type: 'image/png' } },
    );
    expect(res.statusCode).toBe(200);
    expectContract('updateRegistrationForms', 200, res.json());
    expect(res.json().data.user).toMatchObject({ phone: '966598765432', status: 'pending', version: Number(user.version) + 1 });
    const cr = res.json().data.documents.find((d: { field: string }) => d.field === 'cr_image');
    expect(cr.file.id).not.toBe(oldCr);
    expect(cr.expires_at).toBe(inDays(500));
    const stored = await readFile(path.join(t.dataDir, 'files', String((await t.database.execute('select storage_key from files where id = $1', [cr.file.id])).rows[0].storage_key)));
    expect(stored.equals(newImage)).toBe(true);

    const history = (await t.database.execute("select event, from_status, to_status from workflow_history where workflow = 'userAccount' and record_id = $1", [user.id])).rows;
    expect(history).toEqual([
      { event: 'REGISTER', from_status: null, to_status: 'pending' },
      { event: 'UPDATE_FORMS', from_status: 'pending', to_status: 'pending' },
    ]);
    const audit = (await t.database.execute("select old_value, new_value from audit_log where entity_id = $1 and event = 'UPDATE_FORMS' and method = 'forms'", [user.id])).rows[0];
    expect(audit.old_value).toEqual({ phone: '966512345678', cr_expiry: app.fields.cr_expiry, cr_image: oldCr });
    expect(audit.new_value).toEqual({ phone: '966598765432', cr_expiry: inDays(500), cr_image: cr.file.id });

    // acting on a version someone else has since changed is refused and changes nothing
    const stale = await postForms(t, '/api/auth/registration-forms', token, { ...fields, phone: '966511111111', version: user.version as number });
    expect(stale.statusCode).toBe(409);
    expect((await userByEmail(String(app.fields.email))).phone).toBe('966598765432');
  });

  it('refuses a bad field while pending and changes nothing', async () => {
    const app = application();
    const token = (await register(t, app)).json().data.token as string;
    const user = await userByEmail(String(app.fields.email));
    const files = await count(t, 'files');
    const { email: _e, password: _p, password_confirmation: _c, ...fields } = app.fields;
    const res = await postForms(t, '/api/auth/registration-forms', token, { ...fields, owner_id: '123' }, { cr_image: { name: 'cr.png', content: png() } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ owner_id: ['The number must be exactly 10 digits and start with 1 or 7'] });
    expect(await userByEmail(String(app.fields.email))).toEqual(user);
    expect(await count(t, 'files')).toBe(files);
    // only the registration's own row
    expect(await count(t, 'workflow_history', "workflow = 'userAccount' and record_id = $1", [user.id])).toBe(1);
  });

  it('lets a rejected applicant correct and resubmit (RESUBMIT → review), and only then', async () => {
    const token = await registrationToken('rejected@mashaer.test', 'Demo#2026');
    const forms = (await t.call('GET', '/api/auth/registration-forms', { token })).json().data;
    expect(forms.user).toMatchObject({ status: 'rejected', reject_reason: 'السجل التجاري منتهي الصلاحية؛ يرجى إرفاق سجل ساري المفعول' });
    expect(forms.documents).toEqual([]);

    // while rejected the forms are not saved on their own: the corrections go with the resubmission
    const fields = {
      name: 'شركة السلام',
      username: 'rejected',
      phone: '966500000010',
      type_id: 2,
      role: 'owner',
      company_name: 'شركة السلام للحج',
      cr_number: '4030123456',
      cr_expiry: inDays(400),
      unified_number: '7012345678',
      vat_number: '310123456700003',
      owner_id: '1023456789',
      hajj_license_expire: inDays(100),
    };
    const files = await count(t, 'files');
    const update = await postForms(t, '/api/auth/registration-forms', token, fields, { cr_image: { name: 'cr.png', content: png() } });
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe('Unallowed action!');
    expect(await count(t, 'files')).toBe(files);

    // the documents the type requires must be on file
    const missing = await postForms(t, '/api/auth/registration-forms/resubmit', token, fields, { cr_image: { name: 'cr.png', content: png() } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['hajj_license', 'owner_id_photo', 'vat_file']);
    expect((await userByEmail('rejected@mashaer.test')).status).toBe('rejected');

    const res = await postForms(t, '/api/auth/registration-forms/resubmit', token, fields, {
      cr_image: { name: 'cr.png', content: png() },
      vat_file: { name: 'vat.pdf', content: pdf() },
      owner_id_photo: { name: 'id.jpg', content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), png(100)]) },
      hajj_license: { name: 'hajj.pdf', content: pdf() },
    });
    expect(res.statusCode).toBe(200);
    expectContract('resubmitRegistrationForms', 200, res.json());
    expect(res.json().message).toBe('Your forms were resubmitted and are now under review');
    expect(res.json().data.user.status).toBe('review');
    expect(res.json().data.documents.find((d: { field: string }) => d.field === 'owner_id_photo').file.mime).toBe('image/jpeg');

    // back in the administrators' requests as under review
    const list = await t.call('POST', '/api/users', { token: admin, body: { status: ['pending', 'review'], search: 'rejected@mashaer.test' } });
    expect(list.json().data.data).toMatchObject([{ email: 'rejected@mashaer.test', status: 'review', status_text: 'Under review' }]);

    // resubmitting again is not a step the machine takes from review
    const again = await postForms(t, '/api/auth/registration-forms/resubmit', token, fields);
    expect(again.statusCode).toBe(409);
  });

  it('refuses RESUBMIT while pending and UPDATE_FORMS for an active account', async () => {
    const app = application();
    const token = (await register(t, app)).json().data.token as string;
    const { email: _e, password: _p, password_confirmation: _c, ...fields } = app.fields;
    expect((await postForms(t, '/api/auth/registration-forms/resubmit', token, fields)).statusCode).toBe(409);
    const provider = await t.login('provider@mashaer.test');
    const res = await postForms(t, '/api/auth/registration-forms', provider, fields);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Unallowed action!');
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/auth/registration-forms')).statusCode).toBe(401);
    const f = formData({ name: 'x' });
    expect((await t.call('POST', '/api/auth/registration-forms', { payload: f.payload, headers: f.headers })).statusCode).toBe(401);
  });
});
