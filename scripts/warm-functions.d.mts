/** A first request to each HTTP function the Functions emulator serves (starts their workers). */
export declare function warmHttpFunctions(): Promise<void>;
