/**
 * Plots: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/plots.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';

export const PLOT_TEXT_MAX = 200;
export const PLOT_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));

export const PlotSchema = v.object({
  plot_number: requiredText(PLOT_TEXT_MAX),
  camp_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  color: optionalText(PLOT_TEXT_MAX),
  located_in_gov_area: v.optional(v.picklist([0, 1])),
  is_developed: v.optional(v.picklist([0, 1])),
  developed_name: optionalText(PLOT_TEXT_MAX),
  gate: optionalText(PLOT_TEXT_MAX),
  street: optionalText(PLOT_TEXT_MAX),
});

export type PlotValues = v.InferOutput<typeof PlotSchema>;
