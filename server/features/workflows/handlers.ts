/**
 * The lifecycles over HTTP (openapi/areas/lifecycle.yaml): what a record may do now (the events its status
 * accepts, each allowed or refused with the reason, from the lifecycle's runtime) and its path so far (the stored
 * history); and, for the analysts (workflow-index), every workflow's live counts, one workflow's heat map and the
 * heat map's filter choices (analytics.ts).
 */
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { callerOf } from '../../http/request';
import { registerMessages } from '../../i18n';
import { lifecycleOf } from '../../lifecycle/registry';
import type { AppContext } from '../context';
import { filterChoices, heatmap, recordHistory, workflowCounts } from './analytics';
import { workflowsMessages } from './messages';

registerMessages(workflowsMessages);

export function workflowsHandlers(ctx: AppContext) {
  return defineHandlers({
    listRecordEvents: async (req) => {
      const lifecycle = lifecycleOf(ctx.db, req.params.workflow);
      // a workflow the server does not run yet is as missing as a record
      if (!lifecycle) throw ApiError.notFound('lifecycle.notFound');
      const data = await lifecycle.can(callerOf(req), req.params.id);
      return { message: req.t('common.ok'), data };
    },
    listRecordHistory: async (req) => {
      const data = await recordHistory(ctx.db, callerOf(req), req.params.workflow, req.params.id);
      return { message: req.t('workflows.history'), data };
    },
    listWorkflows: async (req) => ({ message: req.t('workflows.list'), data: await workflowCounts(ctx.db) }),
    workflowHeatmap: async (req) => {
      const q = req.query;
      const data = await heatmap(ctx.db, req.params.workflow, { season_id: q.season_id, square_id: q.square_id, company_id: q.company_id });
      return { message: req.t('workflows.heatmap'), data };
    },
    workflowFilters: async (req) => ({ message: req.t('common.list'), data: await filterChoices(ctx.db, callerOf(req).lang, req.query.search ?? '') }),
  });
}
