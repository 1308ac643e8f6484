export declare const root: string;
export declare const PROJECT_ID: string;
export declare const firebaseBin: string;
export declare function run(command: string, options?: Record<string, unknown>): void;
export declare function prepare(options?: { chromium?: boolean; buildFunctions?: boolean }): Promise<NodeJS.ProcessEnv>;
