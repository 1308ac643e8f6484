// The Hosting emulator's config (scripts/hosting-emulator.mjs): firebase.json as deployed, plus
// only the local emulators in connect-src and the emulator's own port (issue 40).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowConnections, localHostingConfig, LOCAL_EMULATOR_ORIGINS } from '../../scripts/hosting-emulator.mjs';
import { configuredBucket, contentSecurityPolicy, emulatorOrigins } from '../../scripts/security-config';
import { HOST, PORTS } from '../../scripts/local-endpoints.mjs';

const deployed = JSON.parse(readFileSync('firebase.json', 'utf8'));

describe('the Hosting emulator config', () => {
  it('serves the dev policy: the production one plus the local emulators in connect-src', () => {
    const bucket = configuredBucket({});
    expect(LOCAL_EMULATOR_ORIGINS).toEqual(emulatorOrigins('127.0.0.1', undefined));
    expect(allowConnections(contentSecurityPolicy({ bucket }), LOCAL_EMULATOR_ORIGINS)).toBe(
      contentSecurityPolicy({ bucket, emulatorOrigins: LOCAL_EMULATOR_ORIGINS }),
    );
    expect(() => allowConnections("default-src 'self'", LOCAL_EMULATOR_ORIGINS)).toThrow(/connect-src/);
  });

  it('changes nothing else of firebase.json, and never firebase.json itself', () => {
    const local = localHostingConfig(deployed);
    expect(local.emulators.hosting).toEqual({ host: HOST, port: PORTS.web });
    const policyOf = (config: typeof deployed) =>
      config.hosting.headers[0].headers.find((h: { key: string }) => h.key === 'Content-Security-Policy').value;
    expect(policyOf(local)).toBe(allowConnections(policyOf(deployed), LOCAL_EMULATOR_ORIGINS));
    const withoutAllowance = structuredClone(local);
    withoutAllowance.hosting.headers[0].headers.find(
      (h: { key: string }) => h.key === 'Content-Security-Policy',
    ).value = policyOf(deployed);
    delete withoutAllowance.emulators.hosting;
    expect(withoutAllowance).toEqual(deployed);
    expect(JSON.parse(readFileSync('firebase.json', 'utf8'))).toEqual(deployed);
    expect(policyOf(deployed)).not.toContain('127.0.0.1');
  });
});
