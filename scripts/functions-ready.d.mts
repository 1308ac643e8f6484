/** Resolves once the Functions emulator serves every HTTP function (each has answered a GET once). */
export declare function waitForFunctions(timeoutMs?: number, base?: string): Promise<void>;
