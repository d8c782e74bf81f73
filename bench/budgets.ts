/**
 * The byte budgets the build is held to (issue 10, "First screen and every screen"): gzip bytes of
 * JavaScript, measured from the build manifest by bench/bundle.ts, which `npm test` runs with
 * `--check` after the build. Bytes, never timings. What each one counts is defined in bench/bundle.ts.
 */
export const KB = 1024;

export const budgets = {
  /** /login: every script the browser runs before the sign-in form is usable, in either language. */
  firstScreen: 150 * KB,
  /** A lazily loaded screen's own code: its route chunk and the chunks no other screen uses. */
  screen: 60 * KB,
  /** Each chunk that several screens share (counted once, not in each screen). */
  sharedChunk: 60 * KB,
} as const;
