// The admin pages' loaders start here: a signed-out visitor is sent to log in (and back), a
// signed-in user without the planner claim gets the spec's no-access message, and only a
// planner's loader goes on to read (the rules would refuse the reads anyway).
import { requireUser, signedInIsPlanner, type AppUser } from '../auth';

export const NO_ACCESS = 'You do not have access to this page.';

export type PlannerAccess = { planner: true; user: AppUser } | { planner: false };

export async function plannerAccess(request: Request): Promise<PlannerAccess> {
  const user = await requireUser(request);
  return (await signedInIsPlanner()) ? { planner: true, user } : { planner: false };
}
