export interface Facts {
  nodeVersion: string;
  platform: string;
  java: boolean;
  jar: boolean;
  firestoreEmulator: 'env' | 'debian' | null;
  launcherBuilt: boolean;
  chromiumPath: string;
  chromium: boolean;
  root: boolean;
  debian: boolean;
}
export interface Plan {
  missing: { name: string; package: string | null }[];
  action: 'none' | 'install' | 'stop';
  commands: string[];
  message: string;
}
export declare const MIN_NODE_MAJOR: number;
export declare const DEBIAN_PACKAGES: { java: string; firestoreEmulator: string; chromium: string };
export declare function planPrerequisites(facts: Facts, needs: { chromium: boolean }): Plan;
export declare function gatherFacts(): Facts;
export declare function ensurePrerequisites(needs: { chromium: boolean }): void;
