// Types for scripts/css-scope.mjs (plain ESM so a script can run it without a compiler).
export interface FeatureStylesheet {
  feature: string;
  css: string;
  path?: string;
}
export function classesInCss(css: string): Set<string>;
export function classesSharedByFeatures(
  sheets: FeatureStylesheet[],
  globalCss?: string,
): { className: string; features: string[] }[];
export function featureStylesheets(root?: string): Required<FeatureStylesheet>[];
