import { describe, expect, it } from 'vitest';
import {
  EMPTY_BOOKING_DETAILS,
  maskPassportNumber,
  normaliseBookingDetails,
  validateBookingDetails,
  type BookingDetailsFields,
} from '@domain/booking-details';
import {
  addMonths,
  earliestValidExpiry,
  readinessCount,
  tripReadiness,
  type ReadinessTraveler,
  type ReadinessTrip,
} from '@domain/readiness';

const details = (over: Partial<BookingDetailsFields> = {}): BookingDetailsFields => ({
  ...EMPTY_BOOKING_DETAILS,
  legalFirstName: 'Dana',
  legalLastName: 'Reyes',
  dateOfBirth: '1990-04-02',
  nationality: 'United States',
  passportNumber: 'X1234567',
  passportCountry: 'United States',
  passportExpiry: '2030-01-01',
  emergencyContactName: 'Sam Reyes',
  emergencyContactPhone: '+1 555 0100',
  ...over,
});

const international: ReadinessTrip = { tripType: 'international', returnDay: '2027-06-01', plansFlights: true };
const domesticNoFlights: ReadinessTrip = { tripType: 'domestic', returnDay: '2027-06-01', plansFlights: false };

const traveler = (over: Partial<ReadinessTraveler> = {}): ReadinessTraveler => ({
  uid: 'dana',
  answerName: 'Dana Reyes',
  details: details(),
  ...over,
});

const kinds = (trip: ReadinessTrip, travelers: ReadinessTraveler[]) =>
  tripReadiness(trip, travelers).map((r) => r.flags.map((f) => f.kind));

describe('booking details form rules', () => {
  it('requires the passport and emergency contact on international trips, nothing on domestic ones', () => {
    const errors = validateBookingDetails(EMPTY_BOOKING_DETAILS, 'international', '2026-11-28');
    expect(Object.keys(errors).sort()).toEqual(
      [
        'dateOfBirth',
        'emergencyContactName',
        'emergencyContactPhone',
        'legalFirstName',
        'legalLastName',
        'nationality',
        'passportCountry',
        'passportExpiry',
        'passportNumber',
      ].sort(),
    );
    expect(errors.passportNumber).toBe('Enter your passport number.');
    expect(validateBookingDetails(EMPTY_BOOKING_DETAILS, 'domestic', '2026-11-28')).toEqual({});
  });

  it('takes only real dates, a birthday in the past and a passport number as printed', () => {
    const errors = validateBookingDetails(
      details({ passportExpiry: '2027-02-30', dateOfBirth: '2030-01-01', passportNumber: 'ab!' }),
      'domestic',
      '2026-11-28',
    );
    expect(errors).toEqual({
      passportExpiry: 'Enter a real date.',
      dateOfBirth: 'Your date of birth must be in the past.',
      passportNumber: 'Enter the passport number as printed: 5 to 20 letters and digits.',
    });
    expect(validateBookingDetails(details({ passportNumber: 'x12-345 67' }), 'international', '2026-11-28')).toEqual(
      {},
    );
  });

  it('stores the passport number upper case without spaces or dashes, and trims every field', () => {
    const n = normaliseBookingDetails(details({ passportNumber: ' x12-345 67 ', legalFirstName: '  Dana ' }));
    expect(n.passportNumber).toBe('X1234567');
    expect(n.legalFirstName).toBe('Dana');
  });

  it('masks all but the last three characters of a passport number', () => {
    expect(maskPassportNumber('X1234567')).toBe('•••••567');
    expect(maskPassportNumber('')).toBe('');
  });
});

describe('readiness check', () => {
  it('adds months, clamping to the month end', () => {
    expect(addMonths('2027-06-01', 6)).toBe('2027-12-01');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2027-10-15', 3)).toBe('2028-01-15');
    expect(earliestValidExpiry('2027-06-01')).toBe('2027-12-01');
  });

  it('flags a passport expiring 1 September on a trip returning 1 June, not one expiring 1 December', () => {
    const [soon] = tripReadiness(international, [traveler({ details: details({ passportExpiry: '2027-09-01' }) })]);
    expect(soon.ready).toBe(false);
    expect(soon.flags).toEqual([
      expect.objectContaining({ kind: 'passportExpiresTooSoon', actor: 'traveler', severity: 'blocker' }),
    ]);
    expect(soon.flags[0].fix).toContain('renews the passport');
    const [later] = tripReadiness(international, [traveler({ details: details({ passportExpiry: '2027-12-01' }) })]);
    expect(later).toEqual({ uid: 'dana', flags: [], ready: true });
  });

  it('flags missing details and a missing passport on international trips only', () => {
    expect(kinds(international, [traveler({ details: null })])).toEqual([['bookingDetailsMissing']]);
    expect(kinds(international, [traveler({ details: details({ passportNumber: '' }) })])).toEqual([
      ['passportMissing'],
    ]);
    expect(kinds(domesticNoFlights, [traveler({ details: null })])).toEqual([[]]);
    expect(kinds(domesticNoFlights, [traveler({ details: details({ passportNumber: '' }) })])).toEqual([[]]);
  });

  it('flags a missing legal name or date of birth when planners book flights', () => {
    const trip: ReadinessTrip = { ...domesticNoFlights, plansFlights: true };
    expect(kinds(trip, [traveler({ details: details({ legalLastName: '', dateOfBirth: '' }) })])).toEqual([
      ['legalNameMissing', 'dateOfBirthMissing'],
    ]);
    expect(kinds(domesticNoFlights, [traveler({ details: details({ legalLastName: '', dateOfBirth: '' }) })])).toEqual([
      [],
    ]);
  });

  it('warns (without blocking) when the legal name is unlike the answer, allowing accents, case and middle names', () => {
    const [differs] = tripReadiness(international, [traveler({ answerName: 'Dee Reyes' })]);
    expect(differs.flags.map((f) => [f.kind, f.severity, f.actor])).toEqual([
      ['legalNameDiffers', 'warning', 'planners'],
    ]);
    expect(differs.ready).toBe(true);
    const alike = details({ legalFirstName: 'DÁNA Maria', legalLastName: 'Reyes' });
    expect(kinds(international, [traveler({ answerName: 'dana reyes', details: alike })])).toEqual([[]]);
  });

  it('flags a room request that is not mutual, to the one who asked', () => {
    const travelers = [
      traveler({
        uid: 'a',
        answerName: 'Ana',
        details: details({ legalFirstName: 'Ana', legalLastName: 'Ito' }),
        roomWith: ['b'],
      }),
      traveler({
        uid: 'b',
        answerName: 'Ben',
        details: details({ legalFirstName: 'Ben', legalLastName: 'Ito' }),
        roomWith: ['a'],
      }),
      traveler({
        uid: 'c',
        answerName: 'Cy',
        details: details({ legalFirstName: 'Cy', legalLastName: 'Ito' }),
        roomWith: ['a', 'gone'],
      }),
    ];
    const result = tripReadiness(international, travelers);
    expect(result.map((r) => r.flags.map((f) => f.kind))).toEqual([[], [], ['roomRequestOneSided']]);
    expect(result[2].flags[0].problem).toBe('Asked to share a room with Ana, who did not ask back.');
  });

  it('flags a budget below the floor, open requests and an unpaid deposit (only once deposits exist)', () => {
    const trip = { ...international, budgetFloorUsd: 1000 };
    expect(kinds(trip, [traveler({ budgetUsd: 800 })])).toEqual([['budgetBelowFloor']]);
    expect(kinds(trip, [traveler({ budgetUsd: 1000 })])).toEqual([[]]);
    expect(kinds(trip, [traveler({ budgetUsd: null })])).toEqual([[]]);
    expect(kinds(international, [traveler({ openRequests: ['Add your passport details'] })])).toEqual([
      ['openRequest'],
    ]);
    expect(kinds(international, [traveler({ depositPaid: false })])).toEqual([['depositNotPaid']]);
    expect(kinds(international, [traveler({ depositPaid: true })])).toEqual([[]]);
  });

  it('counts the travelers without a blocker', () => {
    const result = tripReadiness(international, [
      traveler(),
      traveler({ uid: 'x', details: null }),
      traveler({ uid: 'y', answerName: 'Other' }),
    ]);
    expect(readinessCount(result)).toEqual({ ready: 2, total: 3 });
  });
});
