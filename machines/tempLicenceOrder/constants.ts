/** Spec 001 §5 "The temporary-licence form uses a fixed form id of 7"; §9 "The temporary-licence form has fixed id 7". */
export const TEMP_LICENCE_FORM_ID = 7;
