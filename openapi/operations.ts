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

/** "method path" of the operations that accept multipart/form-data. */
export const formOperations: ReadonlySet<string> = new Set([
  'post /general/alliance/export',
  'post /general/alliance',
  'post /general/alliance/store_with_members',
  'post /general/alliance/update',
  'post /general/alliance/change_Leader',
  'post /general/alliance_members/store',
  'post /general/alliance_members/remove_member',
  'post /auth/login',
  'post /general/notification/user_notification',
  'post /general/notification/export',
  'post /general/notification',
  'post /general/notification/store',
  'post /general/notification/recipients/{id}',
  'post /outbox',
  'post /profile/update',
  'post /profile/change-password',
  'post /profile/images',
  'post /profile/preferences',
  'post /auth/register',
  'post /auth/registration-forms',
  'post /auth/registration-forms/resubmit',
  'post /auth/password/forgot',
  'post /auth/password/reset',
  'post /roles/export',
  'post /roles',
  'post /roles/store',
  'post /roles/update/{id}',
  'post /saved-filters/index',
  'post /users/export',
  'post /users',
  'post /users/switch-user-status/{id}',
  'post /users/store',
  'post /users/update/{id}',
  'post /users/update-user-role/{id}',
  'post /users/set_as_entity/{id}',
  'post /users/switch-gov/{id}',
  'post /users/switch-gov-for-location-order/{id}',
  'post /users/history/{id}',
  'post /users/contacts',
  'post /users/employees',
  'post /users/create-employee',
]);
