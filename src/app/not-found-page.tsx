import { paths } from '../config/paths';
import { Notice } from '../ui/page-states';

export function NotFoundPage() {
  return (
    <Notice title="Page not found" actionLabel="Return Home" actionTo={paths.home}>
      We couldn't find the page you were looking for. The link may be mistyped or the page may have moved.
    </Notice>
  );
}
