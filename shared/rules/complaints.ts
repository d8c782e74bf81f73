/**
 * Complaints: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/complaints.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides. The point must lie in the site's box
 * (shared/site.ts): a point outside is refused on the coordinate that is out.
 */
import * as v from 'valibot';
import { COMPLAINT_PRIORITIES, COMPLAINT_SOURCES, COMPLAINT_TYPES } from '../complaints';
import { SITE_BOX } from '../site';

export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_DETAILS_MAX = 2000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));
const coordinate = (min: number, max: number) => v.pipe(v.number('validation.required'), v.finite('validation.required'), v.minValue(min, 'complaint.offSite'), v.maxValue(max, 'complaint.offSite'));

export const ComplaintSchema = v.object({
  title: requiredText(COMPLAINT_TEXT_MAX),
  details: optionalText(COMPLAINT_DETAILS_MAX),
  type: v.picklist(COMPLAINT_TYPES, 'validation.required'),
  priority: v.picklist(COMPLAINT_PRIORITIES, 'validation.required'),
  longitude: coordinate(SITE_BOX.west, SITE_BOX.east),
  latitude: coordinate(SITE_BOX.south, SITE_BOX.north),
  files: v.optional(v.any()),
  source: v.picklist(COMPLAINT_SOURCES, 'validation.required'),
  /** on update, the ids of the stored files to drop */
  files_remove: v.optional(v.array(v.number())),
});

export type ComplaintValues = v.InferOutput<typeof ComplaintSchema>;
