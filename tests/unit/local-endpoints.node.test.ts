// firebase.json cannot import scripts/local-endpoints.mjs, so this holds the two together.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/local-endpoints.mjs';

describe('local endpoints', () => {
  it('firebase.json starts the emulators on the ports the scripts and tests use', () => {
    const { emulators } = JSON.parse(readFileSync('firebase.json', 'utf8'));
    for (const name of ['auth', 'firestore', 'functions', 'hub'] as const) {
      expect(emulators[name], name).toEqual({ host: HOST, port: PORTS[name] });
    }
  });

  it('.firebaserc names the same project', () => {
    expect(JSON.parse(readFileSync('.firebaserc', 'utf8')).projects.default).toBe(PROJECT_ID);
  });
});
