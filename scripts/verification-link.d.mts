/** The newest VERIFY_EMAIL link the Auth emulator recorded for `email`, or null. */
export declare function newestVerificationLink(email: string, authHost?: string): Promise<string | null>;
