/**
 * Location services (خدمات المواقع): the location-order family's services, over its own specialties
 * (shared/rules/locationSpecialists.ts). The same fields and rules as the order family's services
 * (shared/rules/services.ts, spec 001 §5): "Service already exists" under one specialty and "A
 * service count_day is required"; their messages are the services' (serviceRuleMessages).
 */
import * as v from 'valibot';
import { countDay, serviceName, SERVICE_COUNT_DAY_MAX, SERVICE_LONG_TEXT_MAX, SERVICE_TEXT_MAX } from './services';

export { serviceRuleMessages } from './services';

export const LOCATIONSERVICE_TEXT_MAX = SERVICE_TEXT_MAX;
export const LOCATIONSERVICE_LONG_TEXT_MAX = SERVICE_LONG_TEXT_MAX;
export const LOCATIONSERVICE_COUNT_DAY_MAX = SERVICE_COUNT_DAY_MAX;

export const LocationServiceSchema = v.object({
  name: serviceName(LOCATIONSERVICE_TEXT_MAX),
  name_en: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => s.replace(/\s+/g, ' ')),
      v.maxLength(LOCATIONSERVICE_TEXT_MAX, 'validation.too_long'),
    ),
  ),
  specialist_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  count_day: countDay,
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LOCATIONSERVICE_LONG_TEXT_MAX, 'validation.too_long'))),
});

export type LocationServiceValues = v.InferOutput<typeof LocationServiceSchema>;
