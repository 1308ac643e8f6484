export interface EmulatorSet {
  projectId: string;
  ports: {
    auth: number;
    firestore: number;
    firestoreWebsocket: number;
    functions: number;
    hub: number;
    logging: number;
  };
  stripePort: number;
}
export declare const EMULATOR_SETS: Record<'app' | 'functions-tests', EmulatorSet>;
export declare const EMULATOR_SET_NAME: string;
export declare const PROJECT_ID: string;
export declare const SUITE_PROJECT_IDS: { rules: string; reads: string };
export declare const HOST: string;
export declare const PORTS: {
  auth: number;
  firestore: number;
  functions: number;
  web: number;
  preview: number;
  compressedFirestore: number;
  hub: number;
  stripe: number;
};
export declare const WEB_ORIGIN: string;
export declare const STRIPE_ORIGIN: string;
export declare const AUTH_EMULATOR_HOST: string;
export declare const FIRESTORE_EMULATOR_HOST: string;
export declare function functionsBase(projectId?: string, port?: number): string;
export declare function firestoreDocumentsUrl(projectId?: string, host?: string): string;
export declare function firestoreClearUrl(projectId?: string, host?: string): string;
export declare function pointAdminSdkAtEmulators(): void;
