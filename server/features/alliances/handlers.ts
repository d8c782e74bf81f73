import { defineHandlers } from '../../http/types';
import type { AppContext } from '../context';

/** The alliances area's handlers, by operationId. */
export function alliancesHandlers(_ctx: AppContext) {
  return defineHandlers({});
}
