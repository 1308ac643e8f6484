import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default. Lazily loaded parts (the date picker chunk) can
// take far longer than that when the machine is busy (npm test runs these beside the browser
// tests); waiting longer changes nothing about what is asserted, only how long a real failure
// takes to show. 60 s: a CI run at a load average of 19 took 38 and 48 s for a lazy chunk.
configure({ asyncUtilTimeout: 60_000 });

// Forms keep drafts in localStorage (src/lib/drafts.ts): each test starts from an empty browser.
afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
