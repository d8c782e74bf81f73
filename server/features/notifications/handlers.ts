import { defineHandlers } from '../../http/types';
import type { AppContext } from '../context';

/** The notifications area's handlers, by operationId. */
export function notificationsHandlers(_ctx: AppContext) {
  return defineHandlers({});
}
