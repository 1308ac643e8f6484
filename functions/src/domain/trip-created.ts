// The next steps the organizer reads after paying: in the Trip Created popup
// (src/features/trips/components/trip-created-popup.tsx) and again in the payment-received
// email, so they are not lost when the tab is closed. One list, so the two never drift apart.
export const TRIP_CREATED_NEXT_STEPS = [
  'Copy the link and share to your friends',
  'Have your friends fill out the form (you included!)',
  'Let us do the rest!',
] as const;
