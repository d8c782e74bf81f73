/** Spec 001 §2 "After readiness actions the user is shown /readiness-license, one second later"; §9 "The redirect to /readiness-license happens after 1 second". */
export const READINESS_REDIRECT = { path: '/readiness-license', delayMs: 1000 } as const;

/** Spec 001 §4 "Form types: … simple_readiness_license": the form whose questions a readiness order answers. */
export const READINESS_FORM_TYPE = 'simple_readiness_license';

/** The API prefix of spec 001 §7 "Readiness licence (simple-readiness-license)". */
export const READINESS_API_PREFIX = 'simple-readiness-license';
