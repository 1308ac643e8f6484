// On the form of someone who answered already: when, and that the answers below are theirs.
import type { FullResponse } from '@/lib/models';
import { formatUsDate } from '@/ui/us-date';

export function AnsweredBanner({ existing }: { existing: FullResponse }) {
  return (
    <p className="banner banner-success" role="status">
      {existing.submittedAt ? `You answered on ${formatUsDate(existing.submittedAt)}.` : 'You have answered already.'}{' '}
      Your answers are below: change what you need and save.
    </p>
  );
}
