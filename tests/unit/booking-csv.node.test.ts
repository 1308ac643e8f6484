import { describe, expect, it } from 'vitest';
import { bookingDetailsCsv, EMPTY_BOOKING_DETAILS } from '@domain/booking-details';
import { csvCell, csvText } from '@domain/csv';

describe('the planners booking-details CSV', () => {
  it('has a row per traveler with every field, empty cells for details not given', () => {
    const text = bookingDetailsCsv([
      {
        name: 'Dana Reyes',
        details: {
          ...EMPTY_BOOKING_DETAILS,
          legalFirstName: 'Dana',
          legalLastName: 'Reyes',
          dateOfBirth: '1990-04-02',
          nationality: 'United States',
          passportNumber: 'X1234567',
          passportCountry: 'United States',
          passportExpiry: '2030-01-01',
          knownTravelerNumber: 'KTN1',
          redressNumber: 'R1',
          emergencyContactName: 'Sam Reyes',
          emergencyContactPhone: '+1 555 0100',
        },
      },
      { name: 'Eli Stone', details: null },
    ]);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Traveler,Legal first name,Legal last name,Date of birth,Nationality,Passport number,Passport issuing country,Passport expiry,Known Traveler Number,Redress number,Loyalty numbers,Emergency contact name,Emergency contact phone',
    );
    expect(lines[1]).toBe(
      "Dana Reyes,Dana,Reyes,1990-04-02,United States,X1234567,United States,2030-01-01,KTN1,R1,,Sam Reyes,'+1 555 0100",
    );
    expect(lines[2]).toBe('Eli Stone' + ','.repeat(12));
    expect(lines[3]).toBe('');
  });

  it('quotes cells and defuses formulas', () => {
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(3)).toBe('3');
    expect(csvText([['x']])).toBe('\uFEFFx\r\n');
  });
});
