import { defineHandlers } from '../../http/types';
import { parseSisterSites } from '../../env';
import type { AppContext } from '../context';

export function systemHandlers(ctx: AppContext) {
  const sisters = parseSisterSites(ctx.env.SISTER_SITES);
  return defineHandlers({
    getHealth: async (req) => {
      await ctx.database.execute('select 1');
      return { message: req.t('common.ok'), data: { status: 'ok' as const, database: ctx.database.kind } };
    },
    getConfig: async (req) => ({
      message: req.t('common.ok'),
      data: {
        site: 'muzdalifah',
        sisters: sisters.map((s) => ({ ...s, logout_url: `${s.url}/logout-frame` })),
        mena_api_base: ctx.env.MENA_API_BASE,
        policy_acknowledgement: ctx.env.POLICY_ACKNOWLEDGEMENT,
      },
    }),
  });
}
