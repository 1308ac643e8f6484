/** Starts maildev unless something already listens on its SMTP port; returns how to stop it. */
export declare function startInboxUnlessRunning(): Promise<() => Promise<void>>;
