import { paths } from '@/config/paths';
import { Notice } from '@/ui/page-states';

export const NO_KEY_MESSAGE =
  'This link is missing its invite code, so it cannot open the trip. Ask the trip organizer (the person who sent you the link) for the full invite link, copied with the Copy Invite Link button.';
export const RETIRED_KEY_MESSAGE =
  'This invite link no longer works: the trip organizer has replaced it with a new one, or it was not copied in full. Ask the trip organizer (the person who sent you the link) for the current invite link.';

/** A join link without a key, or with a retired one: what happened and who to ask, never "permission denied". */
export function InviteProblem({ kind }: { kind: 'no-key' | 'retired-key' }) {
  return (
    <Notice title="This invite link can't be used" actionLabel="Go to My Dashboard" actionTo={paths.dashboard}>
      {kind === 'no-key' ? NO_KEY_MESSAGE : RETIRED_KEY_MESSAGE}
    </Notice>
  );
}
