// @vitest-environment node
// The security headers (issue 15, attack 8) and the Storage-bucket pattern (attack 7) have one
// definition, scripts/security-config.ts. Firebase Hosting (firebase.json), the Vite dev and
// preview servers the browser tests run on (vite.config.ts) and firestore.rules must carry it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import viteConfig from '../../vite.config';
import { storageBucketFor, storageObjectUrlPattern } from '@domain/storage-bucket';
import {
  AUTH_PRELOAD_DATA_ID,
  AUTH_PRELOAD_SCRIPT,
  configuredBucket,
  inlineScriptsOutsidePolicy,
  contentSecurityPolicy,
  emulatorOrigins,
  outOfStep,
  securityHeaders,
} from '../../scripts/security-config';

const bucket = configuredBucket({});
const production = securityHeaders({ bucket });

/** directive name -> its sources */
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function hostingHeaders(): Record<string, string> {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const all = config.hosting.headers.find((entry) => entry.source === '**');
  return Object.fromEntries((all?.headers ?? []).map((h) => [h.key, h.value]));
}

describe('security headers', () => {
  it('firebase.json serves exactly the defined headers on every path, and firestore.rules the bucket', () => {
    expect(outOfStep(bucket)).toEqual([]);
    const served = hostingHeaders();
    for (const [key, value] of Object.entries(production)) expect(served[key], key).toBe(value);
  });

  it('the policy allows exactly what the app uses, and no framing', () => {
    const policy = parsePolicy(production['Content-Security-Policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://firebasestorage.googleapis.com/v0/b/demo-tripplanner.appspot.com/o/',
    ]);
    // One inline script, by hash; nothing inline or evaluated otherwise.
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
    expect(production['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(production).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
    expect(production['Permissions-Policy']).toContain('camera=()');
  });

  it('the dev and preview servers carry the same headers; dev adds only the emulators and Vite’s own needs', () => {
    const config = viteConfig as UserConfig;
    const dev = config.server?.headers as Record<string, string>;
    const preview = config.preview?.headers as Record<string, string>;
    for (const served of [dev, preview]) {
      for (const key of Object.keys(production)) {
        if (key !== 'Content-Security-Policy') expect(served[key], key).toBe(production[key]);
      }
    }
    expect(preview['Content-Security-Policy']).toBe(
      contentSecurityPolicy({ bucket, emulatorOrigins: emulatorOrigins() }),
    );
    expect(dev['Content-Security-Policy']).toBe(
      contentSecurityPolicy({ bucket, emulatorOrigins: emulatorOrigins(), viteDev: true }),
    );

    const prod = parsePolicy(production['Content-Security-Policy']);
    const devPolicy = parsePolicy(dev['Content-Security-Policy']);
    expect([...devPolicy.keys()]).toEqual([...prod.keys()]);
    const allowedExtras: Record<string, RegExp> = {
      'connect-src': /^http:\/\/127\.0\.0\.1:\d+$/,
      'script-src': /^'sha256-[A-Za-z0-9+/]+={0,2}'$/,
      'style-src': /^'unsafe-inline'$/,
    };
    for (const [name, sources] of prod) {
      const devSources = devPolicy.get(name) ?? [];
      expect(devSources.slice(0, sources.length), name).toEqual(sources);
      for (const extra of devSources.slice(sources.length)) expect(extra, name).toMatch(allowedExtras[name]);
    }
    expect(devPolicy.get('connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9099', 'http://127.0.0.1:8080']),
    );
  });
});

describe('inline scripts of a built page', () => {
  it('the build’s one inline script is allowed by hash; any other inline script is found', () => {
    const policy = production['Content-Security-Policy'];
    const built =
      `<head><script type="application/json" id="${AUTH_PRELOAD_DATA_ID}">{"light":["/"],"shell":["assets/s.js"],"files":["assets/a.js"]}</script>` +
      `<script>${AUTH_PRELOAD_SCRIPT}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`;
    expect(inlineScriptsOutsidePolicy(built, policy)).toEqual([]);
    expect(inlineScriptsOutsidePolicy(`${built}<script>alert(1)</script>`, policy)).toEqual(['alert(1)']);
  });
});

describe("images only from this project's bucket", () => {
  const pattern = new RegExp(`^(?:${storageObjectUrlPattern(bucket)})$`);
  const prefix = 'https://firebasestorage.googleapis.com/v0/b/demo-tripplanner.appspot.com/o/';

  it('derives the bucket from the project unless one is configured', () => {
    expect(storageBucketFor('demo-tripplanner')).toBe('demo-tripplanner.appspot.com');
    expect(storageBucketFor('tripwise-prod', 'tripwise-prod.firebasestorage.app')).toBe(
      'tripwise-prod.firebasestorage.app',
    );
    expect(() => storageBucketFor('x', "evil'; allow read")).toThrow(/bucket name/);
  });

  it('accepts an object of this bucket and nothing else', () => {
    expect(pattern.test(`${prefix}avatars%2Fana.png?alt=media&token=1a2b-3c`)).toBe(true);
    expect(pattern.test(`${prefix}avatars%2Fana.png`)).toBe(true);
    for (const url of [
      'https://firebasestorage.googleapis.com/v0/b/attacker.appspot.com/o/x.png',
      'https://firebasestorage.googleapis.com/v0/b/demo-tripplanner.appspot.com.evil/o/x.png',
      'https://firebasestorage.googleapis.com/v0/b/demo-tripplannerXappspot.com/o/x.png',
      `${prefix}a/../../attacker.appspot.com/o/x.png`,
      `${prefix}a\\..\\..\\x.png`,
      `${prefix}x.png#frag`,
      `${prefix}`,
      `http://firebasestorage.googleapis.com/v0/b/demo-tripplanner.appspot.com/o/x.png`,
    ])
      expect(pattern.test(url), url).toBe(false);
  });
});

describe('the production build', () => {
  it('ships no source maps (docs/security.md, "Source maps")', () => {
    expect(viteConfig.build?.sourcemap).toBe(false);
  });
});
