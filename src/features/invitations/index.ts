// Public face of the invitations feature (issue 17): the organizer's invite-by-email panel,
// tracker and reminders on the trip page.
export { EmailInvitations } from './components/email-invitations';
export { loadInvitations } from './api/invitations-api';
export { remindTravelers } from './api/invitations-api';
export { isPending, trackerRows } from './invitation-status';
