// Calls our HTTPS functions with the user's ID token, by their contract (FunctionContracts in
// functions/src/domain/api.ts): the name picks the request and the answer's types. A refusal
// throws FunctionError (src/lib/function-error.ts).
import type { ApiErrorBody, ApiRequest, ApiResponse, FunctionName } from '@domain/api';
import { auth } from './firebase';
import { config } from '../config/env';
import { FunctionError } from './function-error';

export async function callApi<N extends FunctionName>(name: N, request: ApiRequest<N>): Promise<ApiResponse<N>> {
  const user = auth.currentUser;
  if (!user) throw new FunctionError('You are not signed in.', 401);
  const token = await user.getIdToken();
  const response = await fetch(`${config.functionsBase}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(request),
  });
  const payload: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const { error, field, code } = (payload ?? {}) as Partial<ApiErrorBody>;
    throw new FunctionError(error ?? `Request failed (${response.status})`, response.status, field, code);
  }
  return payload as ApiResponse<N>;
}
