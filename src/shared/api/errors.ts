/** A failed API call, normalised: status, the server's message (already translated), code and field errors. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
    readonly data?: unknown,
  ) {
    super(message);
  }

  get isValidation(): boolean {
    return this.status === 422 && !!this.errors;
  }

  /** the spec's "104" warning: already done, shown as a warning and nothing changes */
  get isAlreadyDone(): boolean {
    return this.code === '104';
  }
}

export function isApiFailure(e: unknown): e is ApiFailure {
  return e instanceof ApiFailure;
}
