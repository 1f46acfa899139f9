import { readerMessage } from '#app/lib/reader-messages.ts';
import type { ApiErrorBody } from '#shared/schemas/error.ts';

/** Every failed call surfaces as one typed error carrying the contract's error body. */
export class ApiError extends Error implements ApiErrorBody {
  readonly status: number;
  readonly error: string;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = body.status;
    this.error = body.error;
  }

  /** Status 0 means the request never got an HTTP answer (offline, aborted, timed out). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Map whatever a request threw onto an ApiError (the HTTP client, http.ts, turns HTTP failures into one). */
export async function toApiError(e: unknown): Promise<ApiError> {
  if (e instanceof ApiError) return e;
  return new ApiError({ status: 0, error: 'Network Error', message: readerMessage('unknown') });
}
