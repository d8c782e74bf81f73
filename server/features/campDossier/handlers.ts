/**
 * The camp dossier over HTTP (openapi/areas/campDossier.yaml): POST /general/camps/dossier/{id}?page=N for the
 * analysts (workflow-index). The contract validates the group, direction and paging; ./dossier.ts reads.
 */
import { defineHandlers } from '../../http/types';
import { registerMessages } from '../../i18n';
import type { AppContext } from '../context';
import { campDossier } from './dossier';
import { campDossierMessages } from './messages';

registerMessages(campDossierMessages);

export function campDossierHandlers(ctx: AppContext) {
  return defineHandlers({
    campDossier: async (req) => {
      const body = req.body ?? {};
      const data = await campDossier(ctx.db, req.params.id, { group: body.group, direction: body.direction, page: req.query.page, paginate: body.paginate }, req.lang);
      return { message: req.t('campDossier.shown'), data, filters: body };
    },
  });
}
