// Every failure leaves the functions as JSON { error, field?, code? } with a 4xx/5xx status
// (ApiErrorBody, domain/api.ts).
import { logger } from 'firebase-functions';
import type { Request, Response } from 'firebase-functions/v2/https';
import {
  API_ERRORS,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiResponse,
  type FunctionName,
} from '../domain/api.js';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /** Set for the refusals the browser tells apart (API_ERRORS). */
    readonly code?: ApiErrorCode,
  ) {
    super(message);
  }

  /** The refusal `code` of domain/api.ts, with its status, message and field. */
  static of(code: ApiErrorCode): HttpError {
    const known: { status: number; message: string; field?: string } = API_ERRORS[code];
    return new HttpError(known.status, known.message, known.field, undefined, code);
  }
}

export function sendError(res: Response, err: unknown): void {
  if (err instanceof HttpError) {
    if (err.headers) res.set(err.headers);
    const body: ApiErrorBody = { error: err.message };
    if (err.field) body.field = err.field;
    if (err.code) body.code = err.code;
    res.status(err.status).json(body);
    return;
  }
  logger.error('Unexpected error', err);
  res.status(500).json({ error: 'Something went wrong. Please try again.' });
}

/** Wraps a handler so thrown HttpErrors (and anything unexpected) become JSON answers. */
export function jsonHandler(handler: (req: Request, res: Response) => Promise<void>) {
  return async (req: Request, res: Response): Promise<void> => {
    try {
      await handler(req, res);
    } catch (err) {
      sendError(res, err);
    }
  };
}

/** A callable function's 200 answer, typed by its contract (FunctionContracts in domain/api.ts). */
export function answer<N extends FunctionName>(res: Response, _name: N, body: ApiResponse<N>): void {
  res.status(200).json(body);
}
