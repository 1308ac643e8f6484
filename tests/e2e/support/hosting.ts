// The browser tests reach the functions the way a deployed app does: through Hosting's /api/*
// rewrites (the Hosting emulator, scripts/hosting-emulator.mjs). A journey watches its call go
// that way and get the function's JSON, not Hosting's catch-all index.html (issue 40).
import { expect, type Page, type Response } from '@playwright/test';
import { hostingPath, type HostedFunctionName } from '@domain/hosted-functions';
import { WEB_ORIGIN } from '../../../scripts/local-endpoints.mjs';

/** Where the app reaches a function: same-origin /api/{name}. */
export function hostedUrl(name: HostedFunctionName): string {
  return `${WEB_ORIGIN}${hostingPath(name)}`;
}

/** The app's next call to `name` through Hosting; start waiting before the action that makes it. */
export function nextHostedCall(page: Page, name: HostedFunctionName): Promise<Response> {
  return page.waitForResponse((response) => response.url() === hostedUrl(name));
}

/** The function itself answered (JSON, 200), not Hosting's index.html. */
export async function expectFunctionAnswered(call: Promise<Response>): Promise<void> {
  const response = await call;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
}
