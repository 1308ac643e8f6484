import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// One measured exception: the dashboard's cards show only the response tracker. Through the
// insights barrel Rollup puts the whole feature (timeline, budget reader, date-fns format) in
// one chunk shared with the trip pages, +10 KiB gzip on the dashboard's initial JS (148 -> 158
// KiB, measured before the data router); the tracker's own module keeps it out. Likewise the
// email-verification banner, shown by the profile page only: through the auth barrel, which
// the layout imports, it rode in the chunk every page loads first (-0.4 KiB gzip there). And
// the "Verify your email" step of the join and create pages, for the same reason (it took the
// dashboard's first load over its budget). And the profile's age and reads for the dashboard:
// the signup page imports the profile barrel on demand, so Rollup gives the barrel a chunk of
// its own that the dashboard loaded too (216 B gzip; the dashboard stood at 160.0 of 160 KiB).
const LIGHT_ENTRIES = {
  profile: ['./age.ts', './api/profile-api.ts'],
  insights: ['./components/response-tracker.tsx'],
  auth: ['./components/email-verification.tsx', './components/verify-email-step.tsx'],
  // The conversation's section on the trip page and the brief, which loads the rest lazily.
  conversation: ['./section.tsx'],
};

// A feature reaches another only through that feature's index.ts (its public face), so each
// feature can be reshaped inside without breaking others. src/app composes the features and
// may import their pages directly (the router's lazy routes).
const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts', ...(LIGHT_ENTRIES[other] ?? [])],
      message: `Import the ${other} feature through src/features/${other}/index.ts.`,
    })),
);
// Shared layers stay below the features: they import no feature and not the app.
const sharedLayerZones = ['ui', 'lib', 'config'].map((layer) => ({
  target: `./src/${layer}`,
  from: ['./src/features', './src/app'],
  message: `src/${layer} is shared code: it imports no feature and not the app.`,
}));
// The app is the top: a feature never imports src/app (the router imports the features).
const featuresBelowApp = {
  target: './src/features',
  from: ['./src/app'],
  message: 'A feature may not import src/app; pass what it needs down, or move it to src/ui or src/lib.',
};
// The shared domain imports only itself (and the outbox's id helper, which the answer digest's
// batch ids are made with), never the functions' Firebase code nor the app.
const domainZones = [
  {
    target: './functions/src/domain',
    from: './functions/src',
    except: ['./domain', './email/outbox-id.ts'],
    message: 'functions/src/domain is shared by the app, functions, scripts and tests: it imports only domain modules.',
  },
  {
    target: './functions/src/domain',
    from: './src',
    message: 'functions/src/domain is shared by the app, functions, scripts and tests: it imports only domain modules.',
  },
];

// The Firestore SDKs' path-taking calls (modular doc(db, …) and the Admin SDK's db.doc(…)).
const FIRESTORE_CALL = '/^(doc|collection|collectionGroup)$/';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'functions/lib',
      'node_modules',
      'functions/node_modules',
      '.cache',
      'test-results',
      'playwright-report',
      'docs/screenshots',
      // The browser tests' production build (playwright.config.ts) and test logs.
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports into other files, so it must parse TypeScript there too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
          alias: {
            '@domain': [fileURLToPath(new URL('./functions/src/domain', import.meta.url))],
            '@': [fileURLToPath(new URL('./src', import.meta.url))],
          },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...sharedLayerZones, featuresBelowApp, ...domainZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The Firebase SDK stays behind the data-access layer: only src/lib and the
    // features' api/ folders may import it, so components never see Firestore types.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', 'src/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Import Firebase only in src/lib or src/features/*/api.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared domain (schema, API contracts, pure rules) is imported by the app, the
    // functions, the scripts and the tests alike: it stays plain TypeScript, so every one of
    // them can load it and none pulls another's SDK in through it.
    files: ['functions/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*', 'firebase-admin', 'firebase-admin/*'],
              message: 'functions/src/domain is shared and pure: no Firebase SDK here.',
            },
            { group: ['firebase-functions', 'firebase-functions/*'], message: 'No Cloud Functions SDK in the domain.' },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'react-router', 'react-router-dom'],
              message: 'No React in the domain.',
            },
            {
              group: ['stripe', 'nodemailer', 'node:*'],
              message: 'The domain runs in the browser too: no server libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and scripts name Firestore documents with docPath / collectionPath
    // (functions/src/domain/collections.ts), never with a path typed out: a typed path survives
    // a renamed or moved collection and then reads nothing, which a test that expects nothing
    // (a denial, a deletion) passes. Collection ids alone (`.doc('cs_1')`) are fine.
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // doc(db, 'trips/t1'), db.doc(`trips/${id}/responses/${uid}`), db.collection('a/b/c')
          selector: `CallExpression[callee.name=${FIRESTORE_CALL}] > Literal[value=/\\//], CallExpression[callee.property.name=${FIRESTORE_CALL}] > Literal[value=/\\//], CallExpression[callee.name=${FIRESTORE_CALL}] > TemplateLiteral > TemplateElement[value.raw=/\\//], CallExpression[callee.property.name=${FIRESTORE_CALL}] > TemplateLiteral > TemplateElement[value.raw=/\\//]`,
          message: 'A typed Firestore path: use docPath / collectionPath (functions/src/domain/collections.ts).',
        },
        {
          // doc(db, 'trips', id), doc(db, docPath.user(uid), 'notes', 'n1'), collection(db, 'trips'),
          // db.collection('outbox'), collectionGroup(db, 'planQuestions')
          selector: `CallExpression[callee.name='doc'][arguments.length>2] > :matches(Literal, TemplateLiteral), CallExpression[callee.name=/^(collection|collectionGroup)$/] > :matches(Literal, TemplateLiteral), CallExpression[callee.property.name=/^(collection|collectionGroup)$/] > :matches(Literal, TemplateLiteral)`,
          message:
            'A collection named by a typed string: use docPath / collectionPath, or COLLECTIONS for a collection group (functions/src/domain/collections.ts).',
        },
      ],
    },
  },
  {
    // useRulesEnv() and friends are vitest lifecycle helpers, not React hooks.
    files: ['tests/rules/**/*.ts', 'tests/functions/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
);
