import { defineHandlers } from '../../http/types';
import type { AppContext } from '../context';

/** The registration area's handlers, by operationId. */
export function registrationHandlers(_ctx: AppContext) {
  return defineHandlers({});
}
