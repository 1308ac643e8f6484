// Types for scripts/bundle-sizes.mjs (plain ESM so the CI check runs without a compiler).
export interface Route {
  route: string;
  url: string;
  page: string | null;
  light: boolean;
  signedIn: boolean;
  /** Who Lighthouse signs in as: the demo organizer, or the large data set's planner or plan member. */
  account?: 'planner' | 'member';
  /** Tells two URLs of one route apart in the Lighthouse table (e.g. '3 answers'). */
  note?: string;
}
export interface RouteSizes {
  route: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  cssGzip: number;
}
export interface BundleSizes {
  routes: RouteSizes[];
  totalCss: number;
}
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;
export declare const KIB: number;
export type SignedInRoute =
  '/dashboard' | '/create' | '/join/{id}' | '/dashboard/{id}' | '/admin' | '/admin/responses/{id}';
export declare const BUDGETS: { landingJs: number; routeJs: Record<SignedInRoute, number>; totalCss: number };
export declare const ROUTES: Route[];
export declare const FIREBASE_MARKERS: string[];
export declare function buildProduction(root: string): void;
export declare function readManifest(dist: string): Manifest;
export declare function staticClosure(manifest: Manifest, key: string, into?: Set<string>): Set<string>;
export declare function entryKey(manifest: Manifest): string;
export declare function routeSizes(
  dist: string,
  manifest: Manifest,
  route: Route,
  cache?: Map<string, number>,
): RouteSizes;
export declare function totalCssGzip(dist: string): number;
export declare function measureBundles(dist: string): BundleSizes;
export declare function checkBudgets(
  dist: string,
  sizes?: BundleSizes,
): Array<[name: string, ok: boolean, detail: string]>;
export declare function kib(bytes: number): string;
