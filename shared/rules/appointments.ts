/**
 * Appointments: the booking and re-scheduling rules, shared by the screens (react-hook-form +
 * valibot) and the server (parseBody), with the same limits as the contract
 * (openapi/areas/appointments.yaml). Messages are keys of the shared catalogue, so a refusal reads
 * the same on both sides. The instant is an ISO date-time with its offset (the screens send
 * Makkah's, +03:00); whether it is free and not past is the server's to say.
 */
import * as v from 'valibot';

/** An ISO date-time whose day exists as written (Date.parse rolls 2027-02-30 over into March). */
export function isDateTime(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) || Number.isNaN(Date.parse(text))) return false;
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

export const REJECT_REASON_MAX = 500;

const instant = v.pipe(
  v.string('appointment.dateRequired'),
  v.trim(),
  v.nonEmpty('appointment.dateRequired'),
  v.check((s: string) => isDateTime(s), 'validation.date'),
);

export const AppointmentSchema = v.object({
  assign_camp_id: v.pipe(v.number('validation.required'), v.integer('validation.invalid'), v.minValue(1, 'validation.required')),
  appointment: instant,
});

export const RescheduleSchema = v.object({
  appointment: instant,
  version: v.optional(v.pipe(v.number(), v.integer())),
});

export const RejectSchema = v.object({
  reject_reason: v.pipe(v.string('validation.rejectCause'), v.trim(), v.nonEmpty('validation.rejectCause'), v.maxLength(REJECT_REASON_MAX, 'validation.too_long')),
});

export type AppointmentValues = v.InferOutput<typeof AppointmentSchema>;

/** Makkah's offset: the appointments happen there, whatever the browser's zone. */
export const MAKKAH_OFFSET = '+03:00';

/** `YYYY-MM-DD` and `HH:mm` (Makkah time) as the instant the API takes. */
export const makkahInstant = (day: string, time: string) => `${day}T${time}:00${MAKKAH_OFFSET}`;

/** An instant's day and time in Makkah (UTC+3, no daylight saving). */
export function makkahParts(iso: string): { day: string; time: string } {
  const d = new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString();
  return { day: d.slice(0, 10), time: d.slice(11, 16) };
}
