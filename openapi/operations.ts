/**
 * Generated from openapi/ by `npm run gen:api`. Do not edit.
 */

/** "method path" of the operations the spec sends to the Mina API base (x-mena). */
export const menaOperations: ReadonlySet<string> = new Set([
  'post /users/switch-user-status/{id}',
  'post /users/set_as_entity/{id}',
  'post /users/switch-gov-for-location-order/{id}',
  'post /users/delete/{id}',
  'post /users/create-employee',
]);

/** "method path" of the operations whose body is JSON only (every other body is sent as form data). */
export const jsonBodyOperations: ReadonlySet<string> = new Set([
  'post /general/questionnaires/store',
  'post /general/questionnaires/update/{id}',
  'post /general/questionnaires/myQuestionnaires/{questionnaire_id}/answer',
  'post /auth/password/check',
  'post /saved-filters/store',
  'post /users/bulk/preview',
  'post /users/bulk/apply',
]);
