// A read the page started without waiting for (docs/architecture.md, "When a read or a write
// fails"): while it runs the page works without it; if it fails, the route's error element
// replaces the page, so nothing is built on data that failed to load. Renders nothing.
import { Suspense } from 'react';
import { Await } from 'react-router-dom';

export function PageLoadGuard({ read }: { read: Promise<unknown> }) {
  return (
    <Suspense fallback={null}>
      {/* No errorElement: Await throws the failure to the route's error element. */}
      <Await resolve={read}>{() => null}</Await>
    </Suspense>
  );
}
