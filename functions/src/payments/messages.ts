// Texts the browser shows or matches on, word for word.
export const TRIP_NAME_TAKEN = 'A trip with this name already exists. Please choose a different trip name.';
export const PAYMENT_NOT_COMPLETED = 'Payment not completed';
export const PAYMENT_DOES_NOT_MATCH = 'This payment does not match this trip.';
export const TRIP_NAME_TAKEN_AFTER_PAYMENT = `${TRIP_NAME_TAKEN} Your payment was received; please contact support for a refund.`;
// 409 from createCheckoutSession while another organizer's payment holds the same trip id.
export const TRIP_NAME_BEING_PAID =
  'Someone is paying for a trip with this name right now. Please choose a different trip name, or try again in about half an hour.';
