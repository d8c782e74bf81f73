/** Questionnaires: the area's calls and queries over the one typed query layer (src/shared/api/query.ts). */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths } from '../../shared/api/query';
import { questionnaireMachine } from '../../../machines';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type Questionnaire = components['schemas']['Questionnaire'];
export type QuestionnaireFilters = components['schemas']['QuestionnaireFilters'];
export type QuestionnaireInput = components['schemas']['QuestionnaireInput'];

/** Every cached answer of the area's paths (the list and each record). */
export const invalidateQuestionnaires = (client: QueryClient) => invalidatePaths(client, '/general/questionnaires', '/general/questionnaires/');

export function useQuestionnaires(filters: QuestionnaireFilters, page: number) {
  return failing($api.useQuery('post', '/general/questionnaires', { params: { query: { page } }, body: filters }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

export function useQuestionnaire(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing($api.useQuery('get', '/general/questionnaires/edit/{id}', { params: { path: { id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }));
}

// Form data where the operation takes it (files always travel so), as the spec sends it.
export const createQuestionnaire = (body: QuestionnaireInput) => call(contract.POST('/general/questionnaires/store', { body }));
export const updateQuestionnaire = (id: number, body: QuestionnaireInput) => call(contract.POST('/general/questionnaires/update/{id}', { params: { path: { id } }, body }));
export const deleteQuestionnaire = (id: number) => call(contract.POST('/general/questionnaires/delete/{id}', { params: { path: { id } } }));

type QuestionnaireEvent = components['schemas']['QuestionnaireEvent'];
/** One event to the record's lifecycle on the server, with the version it was read at. */
const sendEvent: ClientActor<Questionnaire> = async ({ record, event }) => {
  const { type, ...payload } = event;
  const body = { ...payload, event: type as QuestionnaireEvent['event'], version: record.version };
  return (await call(contract.POST('/general/questionnaires/transition/{id}', { params: { path: { id: record.id } }, body }))).data;
};
/** The questionnaire machine's client actors: each sends its event to the server's runtime. */
export const questionnairesActors = Object.fromEntries(Object.keys(questionnaireMachine.implementations.actors).map((name) => [name, sendEvent])) as Record<string, ClientActor<Questionnaire>>;

export type QuestionnaireResults = components['schemas']['QuestionnaireResults'];
export type MyQuestionnaire = components['schemas']['MyQuestionnaire'];
export type MyQuestionnaireDetail = components['schemas']['MyQuestionnaireResponse']['data'];
export type QuestionnaireAnswer = components['schemas']['QuestionnaireAnswer'];

/** The results per question (staff; published or closed questionnaires). */
export function useQuestionnaireResults(id: number, enabled: boolean) {
  return failing($api.useQuery('get', '/general/questionnaires/results/{id}', { params: { path: { id } } }, { select: (r) => r.data, enabled }));
}

/** The questionnaires sent to the signed-in user, unanswered first. */
export function useMyQuestionnaires(page: number) {
  return failing($api.useQuery('post', '/general/questionnaires/myQuestionnaires', { params: { query: { page } }, body: {} }, { select: (r) => r.data, placeholderData: keepPreviousData }));
}

/** One questionnaire to answer (AnswerQuestionnaire), with the user's answers once given. */
export function useMyQuestionnaire(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return failing(
    $api.useQuery('get', '/general/questionnaires/myQuestionnaires/{questionnaire_id}', { params: { path: { questionnaire_id: valid ? id : 0 } } }, { select: (r) => r.data, enabled: valid }),
  );
}

export const answerQuestionnaire = (id: number, answers: QuestionnaireAnswer[]) =>
  call(contract.POST('/general/questionnaires/myQuestionnaires/{questionnaire_id}/answer', { params: { path: { questionnaire_id: id } }, body: { answers } }));
