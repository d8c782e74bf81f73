/** Question categories: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';

export type QuestionCategory = components['schemas']['QuestionCategory'];
export type QuestionCategoryFilters = components['schemas']['QuestionCategoryFilters'];
export type QuestionCategoryInput = components['schemas']['QuestionCategoryInput'];
export type QuestionCategoryUser = components['schemas']['QuestionCategoryUser'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateQuestionCategories = (client: QueryClient) => invalidatePaths(client, '/general/question-categories', '/general/question-categories/');

export function useQuestionCategories(filters: QuestionCategoryFilters, page: number) {
  return failing($api.useQuery('post', '/general/question-categories', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useQuestionCategory(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/question-categories/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

/** Users the category may name, matching the text (the form's picker). */
export async function searchCategoryUsers(search: string): Promise<QuestionCategoryUser[]> {
  const query = { limit: 20, ...(search.trim() ? { search: search.trim() } : {}) };
  return (await call(contract.GET('/general/question-categories/users', { params: { query } }))).data;
}

/** How a chosen user is named: the company, else the person. */
export const userName = (u: Pick<QuestionCategoryUser, 'name' | 'company_name'>) => u.company_name || u.name;

// Form data where the operation takes it (users[0], types[0]…; booleans 0/1), as the spec sends it.
export const createQuestionCategory = (body: QuestionCategoryInput) => call(contract.POST('/general/question-categories/store', { body }));
export const updateQuestionCategory = (id: number, body: QuestionCategoryInput) => call(contract.POST('/general/question-categories/update/{id}', { params: { path: { id } }, body }));
