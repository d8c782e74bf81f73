/** The registration and password-reset calls, and the applicant's userAccount actors. */
import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { api, asForm, unwrap } from '../../shared/api/client';
import { sessionStore } from '../../shared/auth/session';
import type { ClientActor } from '../../shared/workflow/useLifecycle';

export type User = components['schemas']['User'];
export type RegistrationForms = components['schemas']['RegistrationForms'];
export type RegistrationDocument = components['schemas']['RegistrationDocument'];

/** Wire values of the forms: texts, numbers and the browser's File objects. */
export type WireForms = Record<string, string | number | File | undefined>;

export const registrationKeys = { forms: ['registration-forms'] as const };

export function useRegistrationForms() {
  return useQuery({
    queryKey: registrationKeys.forms,
    queryFn: async () => (await unwrap(api.GET('/auth/registration-forms'))).data,
    staleTime: 0,
  });
}

export async function registerAccount(values: WireForms) {
  return unwrap(api.POST('/auth/register', { body: values as never, ...asForm }));
}

/** Keep the stored session's account in step after the applicant's own change. */
function rememberUser(user: User) {
  const session = sessionStore.get();
  if (session) sessionStore.set({ ...session, user });
}

/**
 * How the client carries out the applicant's userAccount events: UPDATE_FORMS and
 * RESUBMIT each post the forms (carried in the event as `forms`).
 */
export const applicantActors: Record<string, ClientActor<User>> = {
  updateForms: async ({ event }) => {
    const res = await unwrap(api.POST('/auth/registration-forms', { body: event.forms as never, ...asForm }));
    rememberUser(res.data.user);
    return res.data.user;
  },
  resubmit: async ({ event }) => {
    const res = await unwrap(api.POST('/auth/registration-forms/resubmit', { body: event.forms as never, ...asForm }));
    rememberUser(res.data.user);
    return res.data.user;
  },
};

export const requestReset = (email: string) => unwrap(api.POST('/auth/password/forgot', { body: { email } }));
export const checkResetToken = (token: string) => unwrap(api.POST('/auth/password/check', { body: { token } }));
export const resetPassword = (body: { token: string; password: string; password_confirmation: string }) => unwrap(api.POST('/auth/password/reset', { body }));
