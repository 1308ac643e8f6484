// Attack 6 of issue 15: `npm run admin -- grant` refuses an account whose email is not verified,
// and says how to verify; after Firebase Auth's own verification flow (the link the Auth
// emulator records, read from its REST API) the grant works. Against the Auth emulator.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { PROJECT_ID, signUp } from './helpers/emulators';

const run = promisify(execFile);
const AUTH = 'http://127.0.0.1:9099';

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'scripts/admin-claim.ts', ...args], {
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** What the profile page's "Send verification email" does (Firebase Auth's sendOobCode). */
async function sendVerificationEmail(idToken: string): Promise<void> {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken }),
  });
  if (!res.ok) throw new Error(`sendOobCode failed: ${res.status} ${await res.text()}`);
}

/** The verification link the emulator "sent" to `email` (its REST API lists them). */
async function verificationLink(email: string): Promise<string> {
  const res = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`No verification email for ${email}`);
  return code.oobLink;
}

const authAdmin = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

describe('npm run admin -- grant', () => {
  it('refuses an unverified account, says how to verify, and grants once the link was followed', async () => {
    const user = await signUp({ verified: false });
    const refused = await admin('grant', user.email);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${user.email} has not verified its email address`);
    expect(refused.stderr).toContain('Send verification email');
    expect((await authAdmin().getUser(user.uid)).customClaims?.admin).toBeUndefined();

    await sendVerificationEmail(user.token);
    const link = await verificationLink(user.email);
    expect(link).toContain('mode=verifyEmail');
    // Following the link: the emulator's action page applies the code.
    const applied = await fetch(link);
    expect(applied.ok).toBe(true);
    expect((await authAdmin().getUser(user.uid)).emailVerified).toBe(true);

    const granted = await admin('grant', user.email);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('is a planner');
    expect((await authAdmin().getUser(user.uid)).customClaims?.admin).toBe(true);
  });
});
