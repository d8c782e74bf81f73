import { defineHandlers } from '../../http/types';
import type { AppContext } from '../context';

/** The profile area's handlers, by operationId. */
export function profileHandlers(_ctx: AppContext) {
  return defineHandlers({});
}
