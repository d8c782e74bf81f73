/**
 * The byte budgets the build is held to (issue 10, "First screen and every screen"): gzip bytes of
 * JavaScript, measured from the build manifest by bench/bundle.ts, which `npm test` runs with
 * `--check` after the build. Bytes, never timings. What each one counts is defined in bench/bundle.ts.
 */
export const KB = 1024;

export const budgets = {
  /**
   * /login: every script the browser runs before the sign-in form is usable, in either language.
   * 150 kB until issue 14; 152 kB then: the route table and each lazy screen's preload list are in the
   * first chunk (about 0.1 kB gzip a screen), and the season-end areas' 11 screens took Arabic to 150.2 kB
   * with nothing else added (the libraries — React, the router, i18next, TanStack Query — are 141 kB of
   * it). 154 kB since issue 15's service desk: tickets, their subjects and admin groups, the audit log and
   * the violations (15 screens) took Arabic to 152.4 kB the same way. Discovering each area's routes on
   * first navigation (react-router's patchRoutesOnNavigation) would stop that growth; until then each
   * area's screens cost this budget their route entries. 156 kB since issue 16's analysts: the seven boards, the
   * SLA clocks, the site map, the season archive's four screens and the lifecycles' two (15 screens, and their menu
   * items' labels) took Arabic to 154.6 kB the same way.
   */
  firstScreen: 156 * KB,
  /** A lazily loaded screen's own code: its route chunk and the chunks no other screen uses. */
  screen: 60 * KB,
  /** Each chunk that several screens share (counted once, not in each screen). */
  sharedChunk: 60 * KB,
} as const;
