/**
 * Camps follow the camp lifecycle (machines/camp): created in its initial status,
 * changed only through this definition (server/lifecycle/), which writes the history and audit rows.
 */
import { campMachine } from '../../../machines';
import { defineLifecycle } from '../../lifecycle/define';
import { camps } from './table';

export const campsLifecycle = defineLifecycle({
  machine: campMachine,
  workflow: 'camp',
  table: camps,
  // The domain work of each step beyond its status, history and audit rows (which the runtime writes).
  actors: {
    setReady: async () => {},
    setNotReady: async () => {},
  },
});
