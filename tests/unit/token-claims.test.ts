import { describe, expect, it } from 'vitest';
import { tokenClaims } from '@/features/auth/token-claims';

const base64url = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(payload))}.signature`;

describe('tokenClaims', () => {
  it('reads the payload of a JWT, base64url without padding', () => {
    const payload = { admin: true, email_verified: true, sub: 'a?b>c~', iat: 1764230400 };
    expect(tokenClaims(jwt(payload))).toEqual(payload);
  });

  it('reads the flags beside text outside ASCII (left as its UTF-8 bytes)', () => {
    const claims = tokenClaims(jwt({ name: 'Zoë ✈', admin: true, email_verified: false }));
    expect(claims).toMatchObject({ admin: true, email_verified: false });
    expect(claims?.name).toBe(Buffer.from('Zoë ✈', 'utf8').toString('latin1'));
  });

  it('reads payloads of every padding length', () => {
    for (const name of ['a', 'ab', 'abc', 'abcd']) expect(tokenClaims(jwt({ name }))).toEqual({ name });
  });

  it('gives null for what is not a JWT with a JSON object payload', () => {
    expect(tokenClaims('')).toBeNull();
    expect(tokenClaims('only-one-part')).toBeNull();
    expect(tokenClaims('a.%%%.c')).toBeNull();
    expect(tokenClaims(`a.${base64url('not json')}.c`)).toBeNull();
    expect(tokenClaims(`a.${base64url('42')}.c`)).toBeNull();
  });
});
