/** The profile area's calls and queries, on the typed query layer (src/shared/api/query.ts). */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema';
import { $api, call, contract, failing, invalidatePaths, scoped } from '../../shared/api/query';
import { sessionStore } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';

export type Profile = components['schemas']['Profile'];
export type ProfileUser = components['schemas']['User'];

/** Keys carry the signed-in user, so nothing of a previous user's profile shows after switching accounts. */
const me = () => sessionStore.get()?.user.id ?? 0;

/** The cached profile's query (its key and fetch), for reading and patching it. */
export const profileQuery = () => $api.queryOptions('get', '/profile', scoped({}, me()));
export const invalidateProfile = (client: QueryClient) => invalidatePaths(client, '/profile');

export function useProfile() {
  return failing($api.useQuery('get', '/profile', scoped({}, me()), { select: (r) => r.data }));
}

/** Put the account the server just answered into the cached profile. */
export function storeProfileUser(client: QueryClient, user: ProfileUser): void {
  type Cached = { data: Profile } | undefined;
  client.setQueryData<Cached>(profileQuery().queryKey, (old) => (old?.data ? { ...old, data: { ...old.data, user } } : old));
}

export async function updateProfile(body: components['schemas']['ProfileUpdateRequest']) {
  return call(contract.POST('/profile/update', { body }));
}

export async function changePassword(body: components['schemas']['ChangePasswordRequest']) {
  return call(contract.POST('/profile/change-password', { body }));
}

export async function uploadImages(files: { signature?: File; stamp?: File }) {
  return call(contract.POST('/profile/images', { body: files as never }));
}

/** The profile's changes as mutations; a refused update (someone changed the account meanwhile) refetches the profile. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onError: (e) => (isApiFailure(e) && e.status === 409 ? invalidateProfile(client) : undefined) });
}
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
export const useUploadImages = () => useMutation({ mutationFn: uploadImages });
