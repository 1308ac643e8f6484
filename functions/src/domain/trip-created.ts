// The next steps the organizer reads after paying: in the Trip Created popup and again in
// the payment-received email, so they are not lost when the tab is closed.
export const TRIP_CREATED_NEXT_STEPS = [
  'Copy the link and share to your friends',
  'Have your friends fill out the form (you included!)',
  'Let us do the rest!',
] as const;
