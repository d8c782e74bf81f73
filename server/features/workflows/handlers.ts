/**
 * What a record may do now (openapi/areas/lifecycle.yaml): the events its status
 * accepts, each allowed or refused with the reason, from the lifecycle's runtime.
 */
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { callerOf } from '../../http/request';
import { lifecycleOf } from '../../lifecycle/registry';
import type { AppContext } from '../context';

export function workflowsHandlers(ctx: AppContext) {
  return defineHandlers({
    listRecordEvents: async (req) => {
      const lifecycle = lifecycleOf(ctx.db, req.params.workflow);
      // a workflow the server does not run yet is as missing as a record
      if (!lifecycle) throw ApiError.notFound('lifecycle.notFound');
      const data = await lifecycle.can(callerOf(req), req.params.id);
      return { message: req.t('common.ok'), data };
    },
  });
}
