/** The camp handover: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths, scoped } from '../../shared/api/query';
import { sessionStore } from '../../shared/auth/session';

export type AppointmentForms = components['schemas']['AppointmentFormsResponse']['data'];
export type HandoverView = components['schemas']['HandoverViewResponse']['data'];
export type HandoverQuestion = HandoverView['questions'][number];
export type HandoverSignature = components['schemas']['HandoverSignature'];
export type AnswersInput = components['schemas']['HandoverAnswersInput'];

/** Every cached answer the handover changes: its own views, the appointments and the assignments. */
export const invalidateHandover = (client: QueryClient) =>
  invalidatePaths(client, '/general/appointments', '/general/appointments/', '/general/forms/answers/', '/general/contracts/', '/general/assign', '/general/assign/');

const validId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

export function useAppointmentForms(id: number | null) {
  return failing($api.useQuery('get', '/general/appointments/forms/{id}', { params: { path: { id: validId(id) ? id : 0 } } }, { select: (r) => r.data, enabled: validId(id) }));
}

export function useHandoverView(assignId: number | null, formId: number | null) {
  const ok = validId(assignId) && validId(formId);
  return failing(
    $api.useQuery(
      'get',
      '/general/forms/answers/{assign_camp_id}/{form_id}',
      { params: { path: { assign_camp_id: ok ? assignId : 0, form_id: ok ? formId! : 0 } } },
      { select: (r) => r.data, enabled: ok },
    ),
  );
}

export function useAwaiting(enabled = true) {
  return failing($api.useQuery('get', '/general/contracts/awaiting', {}, { select: (r) => r.data, enabled }));
}

export const answerForm = (body: AnswersInput) => call(contract.POST('/general/forms/answer', { body }));
export const updateAnswers = (body: AnswersInput) => call(contract.POST('/general/forms/update-answers', { body }));
export const signForm = (assign_camp_id: number, form_id: number) => call(contract.POST('/general/forms/sign-form', { body: { assign_camp_id, form_id } }));
export const bulkSignPreview = (ids: number[]) => call(contract.POST('/general/contracts/bulk-sign/preview', { body: { ids } }));
export const bulkSign = (ids: number[]) => call(contract.POST('/general/contracts/bulk-sign', { body: { ids } }));

/** The signed-in user's profile signature image (a URL, or null when none): fresh, not the session's copy, so one just added shows. */
export function useMySignature() {
  return failing($api.useQuery('get', '/profile', scoped({}, sessionStore.get()?.user.id ?? 0), { select: (r) => r.data.user.signature ?? null }));
}
