/**
 * The one error type handlers throw. Its `message` is a catalogue key (or text),
 * translated in the request's language by the error handler. Field errors go to
 * `errors` and land on the form field of the same name (spec 000 §5, §8).
 */
import type { Failure, Refusal } from '../../machines/core/types';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** field → message keys */
  readonly errors: Record<string, string[]> | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly data: unknown;

  constructor(status: number, message: string, options: { code?: string; errors?: Record<string, string[]>; params?: Record<string, string | number>; data?: unknown } = {}) {
    super(message);
    this.status = status;
    this.code = options.code;
    this.errors = options.errors;
    this.params = options.params;
    this.data = options.data;
  }

  static invalid(errors: Record<string, string[]>): ApiError {
    return new ApiError(422, 'common.invalid', { errors });
  }

  static field(field: string, message: string): ApiError {
    return ApiError.invalid({ [field]: [message] });
  }

  static notFound(message = 'common.notFound'): ApiError {
    return new ApiError(404, message);
  }

  static forbidden(message = 'auth.forbidden'): ApiError {
    return new ApiError(403, message);
  }

  /** A lifecycle refusal or a runtime actor's failure, as the HTTP answer. */
  static fromRefusal(r: Refusal | Failure): ApiError {
    if ('field' in r && r.field) return new ApiError(422, 'common.invalid', { errors: { [r.field]: [r.message] } });
    const options: { code?: string; errors?: Record<string, string[]> } = {};
    if (r.code) options.code = r.code;
    if ('errors' in r && r.errors) options.errors = r.errors;
    return new ApiError(r.status, r.message, options);
  }
}
