// The trigger that tells the group about a newly published plan version (notify-plan.ts).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { triggerPath } from '../domain/collections.js';
import { adminAuth, db } from '../http/firebase-admin.js';
import { notifyPlanPublished } from './notify-plan.js';

export const onPlanVersionCreated = onDocumentCreated(
  { document: triggerPath.planVersion, retry: true },
  async (event) => {
    const version = Number(event.params.version);
    if (!Number.isInteger(version) || version < 1) return;
    // The demo seed (scripts/demo-plan.ts) writes a version no planner published: nobody is told.
    if (event.data?.get('quiet') === true) return;
    await notifyPlanPublished(db(), adminAuth(), event.params.tripId, version);
  },
);
