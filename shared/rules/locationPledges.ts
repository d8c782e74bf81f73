/**
 * Location pledges: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/locationPledges.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 *
 * The template file is optional (a pledge may be only its wording); when one comes it is at most
 * 2 MB ("File size is at most 2 MB", spec 001 §5), checked here before the upload and by the server
 * while it streams.
 */
import * as v from 'valibot';
import { fileCaps } from '../limits';

export const LOCATIONPLEDGE_TEXT_MAX = 200;
export const LOCATIONPLEDGE_LONG_TEXT_MAX = 5000;
/** the template document: the generator's `file` type, 2 MB */
export const LOCATIONPLEDGE_FILE_MAX = fileCaps.small;

/** a file (the browser's File, the server's upload) over the cap; anything else is the contract's to judge */
const tooBig = (f: unknown, cap: number) => !!f && typeof f === 'object' && typeof (f as { size?: unknown }).size === 'number' && (f as { size: number }).size > cap;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const LocationPledgeSchema = v.object({
  title: requiredText(LOCATIONPLEDGE_TEXT_MAX),
  title_en: optionalText(LOCATIONPLEDGE_TEXT_MAX),
  body: optionalText(LOCATIONPLEDGE_LONG_TEXT_MAX),
  file: v.optional(v.custom<unknown>((f) => !tooBig(f, LOCATIONPLEDGE_FILE_MAX), 'validation.file.max2')),
  is_fire: v.optional(v.picklist([0, 1])),
  is_required: v.optional(v.picklist([0, 1])),
});

export type LocationPledgeValues = v.InferOutput<typeof LocationPledgeSchema>;
