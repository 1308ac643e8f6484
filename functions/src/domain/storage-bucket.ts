// Which Firebase Storage bucket images may come from (docs/security.md, "Images only from this
// project's bucket"). One derivation for the app's config, the rules' generated pattern and the
// Content-Security-Policy (scripts/security-config.ts keeps the last two in step).

export const STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/**
 * The configured bucket (VITE_FIREBASE_STORAGE_BUCKET), else the project's default bucket
 * `<project>.appspot.com`. A project created with the newer `<project>.firebasestorage.app`
 * default sets the variable.
 */
export function storageBucketFor(projectId: string, configured?: string | null): string {
  const bucket = configured?.trim() || `${projectId}.appspot.com`;
  // Bucket names are lowercase letters, digits, dots, dashes and underscores; anything else is
  // a configuration mistake, refused before it reaches a regular expression or a header.
  if (!BUCKET_NAME.test(bucket)) throw new Error(`Not a Storage bucket name: ${JSON.stringify(bucket)}`);
  return bucket;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;

/** The download-URL prefix of objects in `bucket` (what the CSP allows for images). */
export function storageObjectPrefix(bucket: string): string {
  return `${STORAGE_ORIGIN}/v0/b/${bucket}/o/`;
}

// In a prefix made of a bucket name and the fixed URL parts, '.' is the only regex character.
const escapeDots = (text: string) => text.replace(/\./g, '[.]');

/**
 * A whole-string regular expression (RE2, as Firestore's `matches` takes it) for a download URL
 * of one object in `bucket`. The object name is percent-encoded by Storage, so it holds no '/'
 * or backslash: nothing can climb out of the bucket with '..' segments.
 */
export function storageObjectUrlPattern(bucket: string): string {
  return `${escapeDots(storageObjectPrefix(bucket))}[A-Za-z0-9%._~-]+([?][A-Za-z0-9%._~&=-]*)?`;
}
