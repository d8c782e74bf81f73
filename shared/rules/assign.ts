/**
 * Camp assignments: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/assign.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 * The receiver's CR is the registration's rule (10 digits, 'validation.cr'), not a copy of it.
 */
import * as v from 'valibot';
import { CR_PATTERN } from './registration';

const requiredId = v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required'));
const receiverCr = v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.regex(CR_PATTERN, 'validation.cr'));

export const AssignmentSchema = v.object({
  camp_id: requiredId,
  square_id: requiredId,
  country_id: requiredId,
  receiver_company_id: requiredId,
  receiver_cr: receiverCr,
  kroky: v.optional(v.any()),
  assign_file: v.optional(v.any()),
});

export type AssignmentValues = v.InferOutput<typeof AssignmentSchema>;

/** /assign/re-customization/{id}: another company and its CR (that it is another one is the machine's rule). */
export const ReCustomizationSchema = v.object({
  receiver_company_id: requiredId,
  receiver_cr: receiverCr,
});

export type ReCustomizationValues = v.InferOutput<typeof ReCustomizationSchema>;
