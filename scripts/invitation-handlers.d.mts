export interface RoundOutcome {
  tripId: string;
  at: string;
  reached: string[];
  answered: string[];
  recentlyReminded: string[];
  optedOut: string[];
  reminderLimit: string[];
  withdrawn: string[];
  failed: string[];
  error?: string;
}

export function invitationHandlers(): Promise<{
  runDailyReminders: (now: Date) => Promise<RoundOutcome[]>;
  sendInvitation: (tripId: string, key: string) => Promise<'queued' | 'gone' | 'refused'>;
}>;
