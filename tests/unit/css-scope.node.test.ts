import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classesInCss, classesSharedByFeatures, featureStylesheets } from '../../scripts/css-scope.mjs';

describe('stylesheet scope', () => {
  it('no class is styled by two features (one would leak into the other once both chunks load)', () => {
    const shared = classesSharedByFeatures(featureStylesheets(), readFileSync('src/styles/global.css', 'utf8'));
    expect(shared).toEqual([]);
  });

  it('finds a class two features define, not their declarations, comments or media queries', () => {
    const dashboard =
      '/* .ignored {} */ .trip-card { opacity: 0.5; } @media (min-width: 40rem) { .dash-only:hover { x: 1 } }';
    const landing = '.landing .trip-card img, .landing-only { width: 100%; }';
    expect([...classesInCss(dashboard)].sort()).toEqual(['dash-only', 'trip-card']);
    expect(
      classesSharedByFeatures([
        { feature: 'dashboard', css: dashboard },
        { feature: 'landing', css: landing },
      ]),
    ).toEqual([{ className: 'trip-card', features: ['dashboard', 'landing'] }]);
  });

  it('lets features refine the shared classes of global.css under their own scope', () => {
    const sheets = [
      { feature: 'a', css: '.a-page .card { padding: 0; }' },
      { feature: 'b', css: '.b-page .card { padding: 1rem; }' },
    ];
    expect(classesSharedByFeatures(sheets, '.card { border: 1px solid; }')).toEqual([]);
  });
});
