// A function's refusal as the app sees it: the server's JSON message (ApiErrorBody in
// functions/src/domain/api.ts), its status, the field it names and, for the refusals the app
// tells apart, its code. Its own module, without Firebase, so pages and tests can use it.
import type { ApiErrorCode } from '@domain/api';

export class FunctionError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly code?: ApiErrorCode,
  ) {
    super(message);
  }
}
