/** The portal's runtime settings from the server (sister sites, the Mina API base, policy flag). */
import { useQuery } from '@tanstack/react-query';
import { api, configureMena, unwrap } from '../shared/api/client';

export function usePortalConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: async () => {
      const r = await unwrap(api.GET('/config'));
      configureMena(r.data.mena_api_base);
      return r.data;
    },
    staleTime: Infinity,
  });
}
