/** Questions: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type Question = components['schemas']['Question'];
export type QuestionFilters = components['schemas']['QuestionFilters'];
export type QuestionInput = components['schemas']['QuestionInput'];
export type QuestionCategoryRef = components['schemas']['QuestionCategoryRef'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateQuestions = (client: QueryClient) => invalidatePaths(client, '/general/questions', '/general/questions/');

export function useQuestions(filters: QuestionFilters, page: number) {
  return failing($api.useQuery('post', '/general/questions', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useQuestion(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/questions/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

/** The categories a question may belong to (the form's choice and the list's filter). */
export function useCategoryChoices() {
  return failing($api.useQuery('get', '/general/questions/categories', {}, { select: (r) => r.data, staleTime: 60_000 }));
}

// Form data where the operation takes it (options[0][name]…; booleans 0/1), as the spec sends it.
export const createQuestion = (body: QuestionInput) => call(contract.POST('/general/questions/store', { body }));
export const updateQuestion = (id: number, body: QuestionInput) => call(contract.POST('/general/questions/update/{id}', { params: { path: { id } }, body }));
