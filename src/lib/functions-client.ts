// Calls our HTTPS functions with the user's ID token, by their contract (FunctionContracts in
// functions/src/domain/api.ts): the name picks the request and the answer's types. A refusal
// throws FunctionError (src/lib/function-error.ts), and so does an answer that is not JSON
// (src/lib/function-answer.ts). Every URL of a function comes from functionUrl, by a name on the
// one list of hosted functions (functions/src/domain/hosted-functions.ts).
import type { ApiRequest, ApiResponse, FunctionName } from '@domain/api';
import type { HostedFunctionName } from '@domain/hosted-functions';
import { auth } from './firebase';
import { config } from '../config/env';
import { FunctionError } from './function-error';
import { readFunctionAnswer } from './function-answer';

/** The absolute URL of a hosted function (same-origin /api/{name} behind Hosting). */
export function functionUrl(name: HostedFunctionName): URL {
  return new URL(`${config.functionsBase}/${name}`, window.location.origin);
}

export async function callApi<N extends FunctionName>(name: N, request: ApiRequest<N>): Promise<ApiResponse<N>> {
  const user = auth.currentUser;
  if (!user) throw new FunctionError('You are not signed in.', 401);
  const token = await user.getIdToken();
  const response = await fetch(functionUrl(name), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(request),
  });
  return (await readFunctionAnswer(response, name)) as ApiResponse<N>;
}
