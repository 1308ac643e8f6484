// callApi's reading of an answer (src/lib/function-answer.ts): a 200 that is not JSON, as
// Hosting's catch-all answers an /api path with no rewrite (index.html), is an error (issue 40).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_A_FUNCTION_ANSWER, readFunctionAnswer } from '@/lib/function-answer';
import { FunctionError } from '@/lib/function-error';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

async function refusal(response: Response): Promise<FunctionError> {
  const error: unknown = await readFunctionAnswer(response, 'publishPlan').then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof FunctionError)) throw new Error(`expected a FunctionError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.restoreAllMocks());

describe('readFunctionAnswer', () => {
  it('returns a JSON answer', async () => {
    await expect(readFunctionAnswer(json({ tripId: 't', version: 2 }), 'publishPlan')).resolves.toEqual({
      tripId: 't',
      version: 2,
    });
  });

  it('refuses a 200 with the app page (index.html) instead of JSON', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = new Response('<!doctype html><html></html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
    const error = await refusal(html);
    expect(error.message).toBe(NOT_A_FUNCTION_ANSWER);
    expect(error.status).toBe(502);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('publishPlan answered 200 without a JSON object'));
  });

  it('refuses a 200 with an empty or non-object body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await refusal(new Response(null, { status: 200 }))).message).toBe(NOT_A_FUNCTION_ANSWER);
    expect((await refusal(json('done'))).message).toBe(NOT_A_FUNCTION_ANSWER);
  });

  it('throws the JSON error of a refusal with its status, field and code', async () => {
    const error = await refusal(json({ error: 'Trip name taken', field: 'tripName', code: 'tripNameTaken' }, 409));
    expect([error.message, error.status, error.field, error.code]).toEqual([
      'Trip name taken',
      409,
      'tripName',
      'tripNameTaken',
    ]);
  });

  it('names the status of a refusal without a JSON body', async () => {
    expect((await refusal(new Response('Bad gateway', { status: 502 }))).message).toBe('Request failed (502)');
  });
});
