// Every failure leaves the functions as JSON { error, field? } with a 4xx/5xx status.
import { logger } from 'firebase-functions';
import type { Request, Response } from 'firebase-functions/v2/https';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function sendError(res: Response, err: unknown): void {
  if (err instanceof HttpError) {
    if (err.headers) res.set(err.headers);
    res.status(err.status).json(err.field ? { error: err.message, field: err.field } : { error: err.message });
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
