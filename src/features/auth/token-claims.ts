// The claims of a Firebase ID token (a JWT), read with the browser's own base64 decoder.
// Firebase's getIdTokenResult decodes the token with its pure-JavaScript base64 (tables built on
// first use): at 4x CPU that was a 50-70 ms task right after every signed-in page's session
// restore (docs/performance.md). The token itself still comes from the SDK (getIdToken).

/** The token's payload as an object; null when it is not a JWT with a JSON payload. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
