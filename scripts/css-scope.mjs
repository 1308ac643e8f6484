// @ts-check
// Each feature's stylesheet is loaded with that feature's pages and stays loaded afterwards, so
// a class two features both style would take the rules of whichever chunk loaded last. Class
// names are therefore owned by one feature (or by src/styles/global.css, the shared vocabulary
// features may refine under their own scope); this finds the ones that are not.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One feature's stylesheet: the feature's name, the CSS, and (when read from disk) its path.
 * @typedef {object} FeatureStylesheet
 * @property {string} feature
 * @property {string} css
 * @property {string} [path]
 */

/**
 * The class names a stylesheet's selectors mention (declarations and at-rule preludes ignored).
 * @param {string} css
 * @returns {Set<string>}
 */
export function classesInCss(css) {
  /** @type {Set<string>} */
  const classes = new Set();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude] of withoutComments.matchAll(/([^{};]+)\{/g)) {
    const selector = prelude.trim();
    if (selector.startsWith('@')) continue;
    for (const [, name] of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
  }
  return classes;
}

/**
 * `sheets`: [{ feature, css }]. Returns [{ className, features }] for every class that two or
 * more features define, leaving out the shared classes of `globalCss`.
 * @param {FeatureStylesheet[]} sheets
 * @param {string} [globalCss]
 * @returns {{ className: string, features: string[] }[]}
 */
export function classesSharedByFeatures(sheets, globalCss = '') {
  const shared = classesInCss(globalCss);
  /** @type {Map<string, Set<string>>} */
  const owners = new Map();
  for (const { feature, css } of sheets) {
    for (const className of classesInCss(css)) {
      if (shared.has(className)) continue;
      owners.set(className, new Set([...(owners.get(className) ?? []), feature]));
    }
  }
  return [...owners]
    .filter(([, features]) => features.size > 1)
    .map(([className, features]) => ({ className, features: [...features].sort() }))
    .sort((a, b) => a.className.localeCompare(b.className));
}

/**
 * Every stylesheet under src/features/<feature>/, with its feature's name.
 * @param {string} [root]
 * @returns {Required<FeatureStylesheet>[]}
 */
export function featureStylesheets(root = 'src/features') {
  /** @type {Required<FeatureStylesheet>[]} */
  const sheets = [];
  /** @param {string} dir @param {string} feature */
  const walk = (dir, feature) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, feature);
      else if (entry.name.endsWith('.css')) sheets.push({ feature, path, css: readFileSync(path, 'utf8') });
    }
  };
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory()) walk(join(root, entry.name), entry.name);
  }
  return sheets;
}
