import type { RoundOutcome } from '@domain/api';

export function invitationHandlers(): Promise<{
  runDailyReminders: (now: Date) => Promise<RoundOutcome[]>;
  sendInvitation: (tripId: string, key: string) => Promise<'queued' | 'gone' | 'refused'>;
}>;
