// Calls our HTTPS functions with the user's ID token. Errors carry the server's JSON message.
import { auth } from './firebase';
import { config } from '../config/env';

export class FunctionError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

export async function callFunction<T>(name: string, body: unknown): Promise<T> {
  const user = auth.currentUser;
  if (!user) throw new FunctionError('You are not signed in.', 401);
  const token = await user.getIdToken();
  const response = await fetch(`${config.functionsBase}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const { error, field } = (payload ?? {}) as { error?: string; field?: string };
    throw new FunctionError(error ?? `Request failed (${response.status})`, response.status, field);
  }
  return payload as T;
}
