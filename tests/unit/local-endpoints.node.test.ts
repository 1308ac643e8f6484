// firebase.json cannot import scripts/local-endpoints.mjs, so this holds the two together.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMULATOR_SETS, HOST } from '../../scripts/local-endpoints.mjs';

describe('local endpoints', () => {
  it("firebase.json starts the app's emulators on the ports the scripts and tests use", () => {
    const { emulators } = JSON.parse(readFileSync('firebase.json', 'utf8'));
    const { ports } = EMULATOR_SETS.app;
    for (const name of ['auth', 'firestore', 'functions', 'hub'] as const) {
      expect(emulators[name], name).toEqual({ host: HOST, port: ports[name] });
    }
    // Not in firebase.json: firebase-tools' defaults, which the functions tests' set must avoid.
    expect([ports.logging, ports.firestoreWebsocket]).toEqual([4500, 9150]);
  });

  it('the two emulator sets share no port and no project', () => {
    const [app, functionsTests] = [EMULATOR_SETS.app, EMULATOR_SETS['functions-tests']];
    const used = (set: typeof app) => [...Object.values(set.ports), set.stripePort];
    expect(used(app).filter((port) => used(functionsTests).includes(port))).toEqual([]);
    expect(functionsTests.projectId).not.toBe(app.projectId);
  });

  it(".firebaserc names the app's project", () => {
    expect(JSON.parse(readFileSync('.firebaserc', 'utf8')).projects.default).toBe(EMULATOR_SETS.app.projectId);
  });
});
