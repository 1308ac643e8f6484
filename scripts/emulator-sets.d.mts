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
export declare const APP_EMULATORS: EmulatorSet;
export declare const FUNCTIONS_TESTS_EMULATORS: EmulatorSet;
export declare const EMULATOR_SETS: Record<'app' | 'functions-tests', EmulatorSet>;
