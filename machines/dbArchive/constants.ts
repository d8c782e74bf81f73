/** At most one season archive is active at a time (BRIEF §4 "one active season"). */
export const MAX_ACTIVE_ARCHIVES = 1;
