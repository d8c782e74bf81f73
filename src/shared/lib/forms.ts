/** Server 422 errors land on the form field of the same name (spec 000 §5, §8). */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiFailure } from '../api/errors';

/** Put each field error on its field; returns true when there were any. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields?: readonly string[]): boolean {
  if (!isApiFailure(error) || !error.errors) return false;
  let placed = false;
  for (const [name, messages] of Object.entries(error.errors)) {
    const field = name.split('.')[0];
    if (fields && !fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: messages[0] });
    placed = true;
  }
  return placed;
}
