/**
 * Location engineering guides: the form's rules, shared by the screen (react-hook-form + valibot) and
 * the server (parseBody), with the same limits as the contract (openapi/areas/locationGuides.yaml).
 *
 * Spec 001 §5: "An engineering guide needs a title, description and file". Each of the three has
 * its own message (`locationGuideRuleMessages`, registered on the server and read by the screen), so a
 * refusal reads the same on both sides. The file is required when the guide is added, and on a
 * change when the guide has none yet (a change that sends no file keeps the one on record);
 * whether the record has one is the server's to say, the screen passes what it shows.
 */
import * as v from 'valibot';
import type { Label } from '../label';
import { fileCaps } from '../limits';

export const LOCATIONGUIDE_TEXT_MAX = 200;
export const LOCATIONGUIDE_LONG_TEXT_MAX = 5000;
/** the guide's document: the generator's `file` type, 2 MB ("File size is at most 2 MB", spec 001 §5) */
export const LOCATIONGUIDE_FILE_MAX = fileCaps.small;

export const locationGuideRuleMessages: Record<string, Label> = {
  'locationGuides.title.required': { ar: 'عنوان الدليل الهندسي مطلوب', en: 'The engineering guide needs a title' },
  'locationGuides.description.required': { ar: 'وصف الدليل الهندسي مطلوب', en: 'The engineering guide needs a description' },
  'locationGuides.file.required': { ar: 'ملف الدليل الهندسي مطلوب', en: 'The engineering guide needs a file' },
};

/** a file (the browser's File, the server's upload) over the cap; anything else is the contract's to judge */
const tooBig = (f: unknown, cap: number) => !!f && typeof f === 'object' && typeof (f as { size?: unknown }).size === 'number' && (f as { size: number }).size > cap;
/** a non-empty file: an empty file part is no file */
const isFile = (f: unknown) => !!f && typeof f === 'object' && typeof (f as { size?: unknown }).size === 'number' && (f as { size: number }).size > 0;

const requiredText = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

const fields = {
  title: requiredText(LOCATIONGUIDE_TEXT_MAX, 'locationGuides.title.required'),
  title_en: optionalText(LOCATIONGUIDE_TEXT_MAX),
  description: requiredText(LOCATIONGUIDE_LONG_TEXT_MAX, 'locationGuides.description.required'),
};

/** A change of a guide that has its file: a new file is optional. */
export const LocationGuideSchema = v.object({
  ...fields,
  file: v.optional(v.custom<unknown>((f) => !tooBig(f, LOCATIONGUIDE_FILE_MAX), 'validation.file.max2')),
});

/** A new guide, or a change of one with no file on record: the file is required. */
export const NewLocationGuideSchema = v.object({
  ...fields,
  file: v.pipe(
    v.custom<unknown>((f) => isFile(f), 'locationGuides.file.required'),
    v.custom<unknown>((f) => !tooBig(f, LOCATIONGUIDE_FILE_MAX), 'validation.file.max2'),
  ),
});

/** The rules for a form: a file is needed unless the record already has one. */
export const locationGuideSchema = (hasFile: boolean) => (hasFile ? LocationGuideSchema : NewLocationGuideSchema);

export type LocationGuideValues = v.InferOutput<typeof LocationGuideSchema>;
