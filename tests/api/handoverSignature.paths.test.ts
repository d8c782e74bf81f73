/**
 * The handoverSignature machine's transitions through the real API, read from the machine (a new
 * transition of SIGN or BULK_SIGN is covered without a test edit): SIGN is POST
 * general/forms/sign-form, BULK_SIGN is POST general/contracts/bulk-sign. Each is sent from every
 * status that takes it, on a demo handover awaiting Kidana's signature, and the stored status,
 * version and history row are checked; every status that does not take it refuses it (409, "already
 * signed", code 104) and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { handoverSignatureMachine } from '../../machines';
import { acceptedEvents, describeLifecycle, transitionsFrom } from '../../machines/core';
import { createTestApp, formData, type TestApp } from './harness';
import { accountTypes, workflowHistory } from '../../server/db/schema';
import { handoverSignatures } from '../../server/features/handover/table';

const machine = handoverSignatureMachine;
const lifecycle = describeLifecycle(machine);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

let t: TestApp;
let kidana: string;
let kdanaType: number;

const calls: Record<string, (sig: typeof handoverSignatures.$inferSelect) => Promise<{ statusCode: number; json: () => { data: unknown; message: string } }>> = {
  SIGN: (sig) => t.call('POST', '/api/general/forms/sign-form', { token: kidana, body: { assign_camp_id: sig.assignCampId, form_id: sig.formId }, lang: 'en' }),
  BULK_SIGN: (sig) => t.call('POST', '/api/general/contracts/bulk-sign', { token: kidana, body: { ids: [sig.assignCampId] }, lang: 'en' }),
};
const transitions = lifecycle.states.flatMap((s) => transitionsFrom(machine, s.key).filter((tr) => tr.event in calls));

beforeAll(async () => {
  t = await createTestApp();
  kidana = await t.login('kdana@mashaer.test');
  const f = formData({}, { signature: { name: 'signature.png', content: PNG, type: 'image/png' } });
  expect((await t.call('POST', '/api/profile/images', { token: kidana, payload: f.payload, headers: f.headers })).statusCode).toBe(200);
  kdanaType = (await t.database.db.select({ id: accountTypes.id }).from(accountTypes).where(eq(accountTypes.code, 'kdana')))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

/** Kidana's signatures in a status, on the demo handovers. */
const kidanaSignatures = (status: string) =>
  t.database.db
    .select()
    .from(handoverSignatures)
    .where(and(eq(handoverSignatures.typeId, kdanaType), eq(handoverSignatures.status, status)));

describe('handoverSignature paths through the API', () => {
  it('covers SIGN and BULK_SIGN', () => {
    expect(transitions.map((tr) => tr.event).sort()).toEqual(['BULK_SIGN', 'SIGN']);
  });

  for (const tr of transitions) {
    it(`${tr.event}: ${tr.from} → ${tr.to}`, async () => {
      const [sig] = await kidanaSignatures(tr.from);
      expect(sig, `a demo signature ${tr.from}`).toBeDefined();
      const res = await calls[tr.event]!(sig!);
      expect(res.statusCode).toBe(200);
      const [after] = await t.database.db.select().from(handoverSignatures).where(eq(handoverSignatures.id, sig!.id));
      expect(after!.status).toBe(tr.to);
      expect(after!.version).toBe(sig!.version + 1);
      expect(after!.signatureFileId).not.toBeNull();
      const history = await t.database.db
        .select()
        .from(workflowHistory)
        .where(and(eq(workflowHistory.workflow, 'handoverSignature'), eq(workflowHistory.recordId, sig!.id), eq(workflowHistory.event, tr.event)));
      expect(history).toHaveLength(1);
    });
  }

  for (const state of lifecycle.states) {
    for (const event of Object.keys(calls).filter((e) => !acceptedEvents(machine, state.key).includes(e))) {
      it(`${event} is refused in ${state.key} and changes nothing`, async () => {
        const [sig] = await kidanaSignatures(state.key);
        expect(sig, `a demo signature ${state.key}`).toBeDefined();
        const res = await calls[event]!(sig!);
        if (event === 'BULK_SIGN') {
          // the bulk call reports per assignment
          expect(res.statusCode).toBe(200);
          expect(res.json().data).toMatchObject([{ result: 'refused', status: 409 }]);
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json().message).toBe('Already signed');
        }
        const [after] = await t.database.db.select().from(handoverSignatures).where(eq(handoverSignatures.id, sig!.id));
        expect([after!.status, after!.version]).toEqual([sig!.status, sig!.version]);
      });
    }
  }
});
