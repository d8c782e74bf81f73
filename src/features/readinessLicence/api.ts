/** Readiness licences: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { asForm } from '../../shared/api/client';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type ReadinessLicense = components['schemas']['ReadinessLicense'];
export type ReadinessDetails = components['schemas']['ReadinessLicenseDetails'];
export type ReadinessFilters = components['schemas']['ReadinessLicenseFilters'];
export type ReadinessAnswer = { question_id: number; answer: string };

/** The settings record (one: the pledge and the validity periods offered). */
export const SETTINGS_ID = 1;

export const invalidateReadiness = (client: QueryClient) => invalidatePaths(client, '/simple-readiness-license/');

export function useReadinessLicenses(filters: ReadinessFilters, page: number) {
  return failing($api.useQuery('post', '/simple-readiness-license/index', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}
export function useReadinessLicense(id: number) {
  return failing($api.useQuery('get', '/simple-readiness-license/details/{id}', { params: { path: { id } } }, { select: (r) => r.data }));
}
export function useReadinessCamps() {
  return failing($api.useQuery('get', '/simple-readiness-license/camps', {}, { select: (r) => r.data }));
}
export function useReadinessSettings() {
  return failing($api.useQuery('get', '/simple-readiness-license/cms/web-settings/{id}', { params: { path: { id: SETTINGS_ID } } }, { select: (r) => r.data }));
}

export const storeLicence = (assign_camp_id: number | null, is_committed: 0 | 1) =>
  call(contract.POST('/simple-readiness-license/store', { body: { ...(assign_camp_id ? { assign_camp_id } : {}), is_committed }, ...asForm }));
export const sendAnswers = (record: Pick<ReadinessLicense, 'id' | 'form_id' | 'version'>, answers: ReadinessAnswer[], first: boolean) =>
  call(
    contract.POST(first ? '/simple-readiness-license/answer-questions' : '/simple-readiness-license/update-all-answers', {
      body: { order_id: record.id, ...(record.form_id ? { form_id: record.form_id } : {}), answers, version: record.version },
      ...asForm,
    }),
  );
export const uploadKroky = (record: Pick<ReadinessLicense, 'id' | 'version'>, file: File) =>
  call(contract.POST('/simple-readiness-license/update-kroky', { body: { id: record.id, version: record.version, kroky_document: file as unknown as string }, ...asForm }));
const decide = (
  path: '/simple-readiness-license/approve' | '/simple-readiness-license/disapprove' | '/simple-readiness-license/reject' | '/simple-readiness-license/cancel',
  body: Record<string, unknown>,
) => call(contract.POST(path, { body: body as never, ...asForm }));
export const updateSettings = (body: components['schemas']['ReadinessSettingsInput']) =>
  call(contract.POST('/simple-readiness-license/cms/web-settings/update/{id}', { params: { path: { id: SETTINGS_ID } }, body, ...asForm }));

const answersOf = (event: Record<string, unknown>) => (Array.isArray(event.answers) ? (event.answers as ReadinessAnswer[]) : []);

/** The readiness licence machine's steps, each through its call (the machine's guards have run first). */
export const readinessActors: Record<string, ClientActor<ReadinessLicense>> = {
  answer: async ({ record, event }) => ({ ...record, ...(await sendAnswers(record, answersOf(event), true)).data }),
  updateAnswers: async ({ record, event }) => ({ ...record, ...(await sendAnswers(record, answersOf(event), false)).data }),
  updateKroky: async ({ record, event }) => ({ ...record, ...(await uploadKroky(record, event.kroky_document as File)).data }),
  approve: async ({ record, event }) => ({
    ...record,
    ...(await decide('/simple-readiness-license/approve', { id: record.id, validity_period: event.validity_period, version: record.version })).data,
  }),
  disapprove: async ({ record, event }) => ({
    ...record,
    ...(await decide('/simple-readiness-license/disapprove', { id: record.id, rejection_reason: event.rejection_reason, version: record.version })).data,
  }),
  reject: async ({ record, event }) => ({
    ...record,
    ...(await decide('/simple-readiness-license/reject', { id: record.id, rejection_reason: event.rejection_reason, version: record.version })).data,
  }),
  cancel: async ({ record }) => ({ ...record, ...(await decide('/simple-readiness-license/cancel', { id: record.id, version: record.version })).data }),
};
