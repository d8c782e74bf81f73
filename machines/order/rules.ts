/**
 * Payload checks the order-area guards need beyond machines/core/fields.ts.
 */
import { isDateTime, isId } from '../core/fields';

/** One id or a non-empty list of ids (a specialty change may add several). */
export function isIdOrIds(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 && value.every(isId) : isId(value);
}

/** A date (`YYYY-MM-DD`, a time may follow) whose day exists: the core check already refuses 2026-02-30. */
export const isCalendarDate = isDateTime;
