// The claims of a Firebase ID token (a JWT), read with the browser's own base64 decoder.
// Firebase's getIdTokenResult decodes the token with its pure-JavaScript base64 (tables built on
// first use): at 4x CPU that was a 50-70 ms task right after every signed-in page's session
// restore (docs/performance.md). The token itself still comes from the SDK (getIdToken).

/**
 * The token's payload as an object; null when it is not a JWT with a JSON payload. Text outside
 * ASCII stays as its UTF-8 bytes, one character each (the app reads only the admin and
 * email_verified flags; decoding it would take the dashboard's first load over its byte budget).
 */
export function tokenClaims(token: string): Record<string, unknown> | null {
  try {
    // base64url without padding, which atob accepts once the two letters differing from base64 are mapped.
    const claims: unknown = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
