/** The profile area's calls and queries. */
import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { api, asForm, unwrap } from '../../shared/api/client';
import { sessionStore } from '../../shared/auth/session';

export type Profile = components['schemas']['Profile'];
export type ProfileUser = components['schemas']['User'];

/** Keys carry the signed-in user, so nothing of a previous user's profile shows after switching accounts. */
const me = () => sessionStore.get()?.user.id ?? 0;

export const profileKeys = {
  profile: () => ['profile', me()] as const,
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.profile(), queryFn: async () => (await unwrap(api.GET('/profile'))).data });
}

export async function updateProfile(body: components['schemas']['ProfileUpdateRequest']) {
  return unwrap(api.POST('/profile/update', { body, ...asForm }));
}

export async function changePassword(body: components['schemas']['ChangePasswordRequest']) {
  return unwrap(api.POST('/profile/change-password', { body, ...asForm }));
}

export async function uploadImages(files: { signature?: File; stamp?: File }) {
  return unwrap(api.POST('/profile/images', { body: files as never, ...asForm }));
}
