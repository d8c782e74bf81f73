/** Business constants of spec 000 §9 and spec 001 §9 shared by the server and the screens. */
export const MB = 1024 * 1024;

/** File size caps, by field class (spec 000 §5/§9). */
export const fileCaps = { small: 2 * MB, medium: 100 * MB, large: 500 * MB } as const;

/** The most files one field of several holds (a violation's images, a news item's other images); ours, the spec gives none. The message `validation.files.tooMany` says this number. */
export const FILES_PER_FIELD_MAX = 10;

export const timing = {
  /** default toast time-out */
  notificationMs: 2000,
  questionnaireWarningMs: 10000,
  questionnaireRedirectMs: 6000,
  /** delay between each sister-site logout frame and clearing the session */
  logoutFrameDelayMs: 200,
  routeFadeMs: 200,
  chunkLoadTimeoutMs: 120000,
} as const;

export const ui = {
  menuWidth: 300,
  drawerHeight: '75vh',
  drawerSearchHeight: '80vh',
  cardDateFormat: 'YYYY-MM-DD HH:mm',
} as const;

export const paging = {
  firstPage: 1,
  defaultPerPage: 10,
  perPageOptions: [5, 10, 25, 50, 100] as const,
  maxPerPage: 100,
  /** the car licence list defaults to 5 per page when the server gives none (spec 000 §9) */
  carLicencePerPage: 5,
} as const;

export const theme = {
  sidebarColours: ['primary', 'default', 'info', 'success', 'warning', 'danger'] as const,
  sidenavTypes: ['transparent', 'white'] as const,
  defaults: { sidebarColour: 'success', sidenavType: 'transparent', navbarFixed: true } as const,
};

export type SidebarColour = (typeof theme.sidebarColours)[number];
export type SidenavType = (typeof theme.sidenavTypes)[number];

/**
 * How long a typed text may be (docs/forms.md). The spec's "under 20 characters" is the
 * username's (its own client applied it to a login name); people's and companies' names
 * get room for ordinary Arabic full names and registered company names. The client
 * schemas, the server's rules and the contract's maxLength all read these.
 */
export const textLimits = {
  /** a login name: 3 to 19 Latin letters, digits, dots, dashes or underscores, starting with a letter */
  username: 19,
  usernameMin: 3,
  /** a person's full name */
  personName: 100,
  /** a company's registered name */
  companyName: 150,
  email: 190,
} as const;
