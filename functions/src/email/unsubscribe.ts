// /api/unsubscribe?token=…, reached from an email without signing in. GET only shows a page
// with a button (link scanners and previews fetch GETs; they must not unsubscribe anyone);
// POST unsubscribes: the page's button, or a mail client's RFC 8058 one-click POST.
import { onRequest, type Request, type Response } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import { userRef } from '../firestore-refs.js';
import { adminAuth, db } from '../http/firebase-admin.js';
import { HttpError, jsonHandler } from '../http/http-error.js';
import { UNSUBSCRIBE_SECRET } from './config.js';
import { optOutAddress } from './address-opt-out.js';
import { verifyAddressUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

export const UNSUBSCRIBED_TEXT = "You're unsubscribed";

/**
 * Turns optional email off for the account; the profile switch shows it and can turn it back on.
 * An old link of a deleted account changes nothing: writing would re-create a profile that
 * account deletion removed (the page reads the same either way).
 */
export async function optOut(firestore: Firestore, uid: string): Promise<void> {
  if (!(await accountExists(uid))) return;
  await userRef(firestore, uid).set({ emailOptOut: true }, { merge: true });
}

async function accountExists(uid: string): Promise<boolean> {
  try {
    await adminAuth().getUser(uid);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return false;
    throw err;
  }
}
const UNSUBSCRIBE_FORM = `<form method="post"><button type="submit" style="font-size:18px;font-weight:700;padding:14px 20px;border:0;border-radius:8px;background:#0f766e;color:#fff">Unsubscribe</button></form>`;

function page(res: Response, title: string, body: string): void {
  res
    .status(200)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      // The token is in the URL: do not hand it to other sites, and allow nothing but this page.
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${title} · Tripwise</title></head>` +
        `<body style="font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.6;color:#1f2933;max-width:560px;margin:40px auto;padding:0 20px">` +
        `<p style="font-weight:700;color:#0f766e">Tripwise</p><h1 style="font-size:24px">${title}</h1>${body}</body></html>`,
    );
}

export async function handleUnsubscribe(req: Request, res: Response, secret: string, firestore: Firestore) {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.set('Allow', 'GET, POST');
    throw new HttpError(405, 'Use GET or POST.');
  }
  const address = verifyAddressUnsubscribeToken(secret, req.query.token);
  if (address) {
    await unsubscribeAddress(req, res, firestore, address);
    return;
  }
  const uid = verifyUnsubscribeToken(secret, req.query.token);
  if (!uid) throw new HttpError(400, 'This unsubscribe link is not valid. Switch emails off in your profile instead.');
  if (req.method === 'GET') {
    page(
      res,
      'Stop reminders and updates?',
      `<p>You will still get the emails you ask for, such as payment receipts and invitations sent on your behalf.</p>` +
        UNSUBSCRIBE_FORM,
    );
    return;
  }
  await optOut(firestore, uid);
  page(
    res,
    UNSUBSCRIBED_TEXT,
    `<p>We won't send you reminders and updates any more. You can switch them back on in your profile ("Email me reminders and updates").</p>`,
  );
}

/** The link in an invitation or reminder: stops every trip's invitations to the address. */
async function unsubscribeAddress(req: Request, res: Response, firestore: Firestore, address: string) {
  if (req.method === 'GET') {
    page(
      res,
      'Stop invitations to trips?',
      `<p>No organizer will be able to invite this address to a trip on Tripwise again, and invitations already sent will get no reminders.</p>` +
        UNSUBSCRIBE_FORM,
    );
    return;
  }
  await optOutAddress(firestore, address, new Date());
  page(res, UNSUBSCRIBED_TEXT, `<p>We won't send this address invitations or reminders to join trips any more.</p>`);
}

export const unsubscribe = onRequest(
  { secrets: [UNSUBSCRIBE_SECRET] },
  jsonHandler((req, res) => handleUnsubscribe(req, res, UNSUBSCRIBE_SECRET.value(), db())),
);
