/**
 * Forms and temporary-licence forms: the area's calls and queries over the one typed query layer
 * (src/shared/api/query.ts). The two screens share the editor; `kind` says which API base it uses.
 */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type Form = components['schemas']['Form'];
export type FormFilters = components['schemas']['FormFilters'];
export type FormInput = components['schemas']['FormInput'];
export type FormPricesInput = components['schemas']['FormPricesInput'];
export type FormQuestionChoice = components['schemas']['FormQuestionChoice'];

/** Which of the two screens: /forms (form-*) or /temp-licenses-forms (temp-tamplate-form-*, type fixed). */
export type Kind = 'forms' | 'temp';
export const routeOf = (kind: Kind) => (kind === 'temp' ? '/temp-licenses-forms' : '/forms');

/** Every cached answer of the area's paths (both lists and each record). */
export const invalidateForms = (client: QueryClient) => invalidatePaths(client, '/general/forms', '/general/forms/', '/general/temp-licenses-forms', '/general/temp-licenses-forms/');

export function useForms(kind: Kind, filters: FormFilters, page: number) {
  const list = $api.useQuery('post', '/general/forms', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData, enabled: kind === 'forms' });
  const temp = $api.useQuery(
    'post',
    '/general/temp-licenses-forms',
    { params: { query: { page } }, body: filters },
    { select: (r) => r.data, placeholderData: keepPreviousData, enabled: kind === 'temp' },
  );
  return failing(kind === 'temp' ? temp : list);
}

export function useFormRecord(kind: Kind, id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  const path = { params: { path: { id: valid ? id : 0 } } };
  const form = $api.useQuery('get', '/general/forms/edit/{id}', path, { select: (r) => r.data, enabled: valid && kind === 'forms' });
  const temp = $api.useQuery('get', '/general/temp-licenses-forms/edit/{id}', path, { select: (r) => r.data, enabled: valid && kind === 'temp' });
  return failing(kind === 'temp' ? temp : form);
}

/** The question bank the editor chooses from. */
export function useQuestionChoices(enabled = true) {
  return failing($api.useQuery('get', '/general/forms/question-choices', {}, { select: (r) => r.data, staleTime: 60_000, enabled }));
}

// Form data (signers[0][type_id], questions[0][question_id], questions[0][price]; withCategory 0/1), as the spec sends it.
export const createForm = (kind: Kind, body: FormInput) =>
  kind === 'temp' ? call(contract.POST('/general/temp-licenses-forms/store', { body })) : call(contract.POST('/general/forms/store', { body }));
export const updateForm = (kind: Kind, id: number, body: FormInput) =>
  kind === 'temp'
    ? call(contract.POST('/general/temp-licenses-forms/update/{id}', { params: { path: { id } }, body }))
    : call(contract.POST('/general/forms/update/{id}', { params: { path: { id } }, body }));
export const updatePrices = (id: number, body: FormPricesInput) => call(contract.POST('/general/forms/questions-price/{id}', { params: { path: { id } }, body }));

/** SAR, as the reader's language writes amounts (Latin digits, as the portal's dates). */
export function sar(amount: string | number, lang: 'ar' | 'en'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-SA' : 'ar-SA-u-nu-latn', { style: 'currency', currency: 'SAR', minimumFractionDigits: 2 }).format(Number(amount));
}
