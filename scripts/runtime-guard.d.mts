export declare const WARNING_DAYS: number;
export declare function functionsRuntime(sourceDir?: string): string;
export declare function checkRuntime(
  runtime: string,
  now?: Date,
): { ok: true; runtime: string; deprecationDate: string } | { ok: false; runtime: string; message: string };
