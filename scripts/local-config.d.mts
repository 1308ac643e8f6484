export declare const LOCAL_STRIPE: { secretKey: string; webhookSecret: string; port: number };
export declare function writeFunctionsLocalEnv(rootDir: string): void;
export declare const LOCAL_EMAIL: {
  smtpPort: number;
  webPort: number;
  from: string;
  unsubscribeSecret: string;
  plannersEmail: string;
};
