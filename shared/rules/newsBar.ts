/**
 * News bar: the form's rules, shared by the screen (react-hook-form + valibot) and the server
 * (parseBody), with the same limits as the contract (openapi/areas/newsBar.yaml). Messages are
 * keys of the shared catalogue, so a refusal reads the same on both sides.
 */
import * as v from 'valibot';
import { isSafeLink } from './notification';

export const NEWSBARITEM_TEXT_MAX = 200;
export const NEWSBARITEM_LINK_MAX = 500;
export const NEWSBARITEM_LONG_TEXT_MAX = 5000;

const requiredText = (max: number) => v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.too_long'));

export const NewsBarItemSchema = v.object({
  value: requiredText(NEWSBARITEM_TEXT_MAX),
  // an http(s) address or a portal path (/…): the portal's one rule for links (the notifications' too); no javascript:, no //host
  link: v.optional(
    v.pipe(
      v.string('validation.link'),
      v.trim(),
      v.maxLength(NEWSBARITEM_LINK_MAX, 'validation.too_long'),
      v.check((s) => s === '' || isSafeLink(s), 'validation.link'),
    ),
  ),
  visible: v.optional(v.picklist([0, 1])),
});

export type NewsBarItemValues = v.InferOutput<typeof NewsBarItemSchema>;
