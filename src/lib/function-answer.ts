// What a function's HTTP answer means to the app: its JSON body on success, a FunctionError
// otherwise. Only JSON is an answer: a 200 that is not JSON (Hosting's catch-all serving
// index.html for an /api path with no rewrite, issue 40) is an error, never an empty success.
// Its own module, without Firebase, so it is tested on plain Responses.
import type { ApiErrorBody } from '@domain/api';
import { FunctionError } from './function-error';

export const NOT_A_FUNCTION_ANSWER = 'The server did not answer as expected. Please try again later.';

function isJson(response: Response): boolean {
  return /^application\/([\w.+-]*\+)?json\b/i.test(response.headers.get('Content-Type') ?? '');
}

export async function readFunctionAnswer(response: Response, name: string): Promise<unknown> {
  const payload: unknown = isJson(response) ? await response.json().catch(() => undefined) : undefined;
  if (!response.ok) {
    const { error, field, code } = (payload ?? {}) as Partial<ApiErrorBody>;
    throw new FunctionError(error ?? `Request failed (${response.status})`, response.status, field, code);
  }
  if (payload === undefined || payload === null || typeof payload !== 'object') {
    // Logged for whoever investigates; the user gets a sentence they can act on.
    console.error(
      `${name} answered ${response.status} without a JSON object (${response.headers.get('Content-Type')})`,
    );
    throw new FunctionError(NOT_A_FUNCTION_ANSWER, 502);
  }
  return payload;
}
