import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { FullResponse } from '../../src/lib/models';
import { availabilityLabel } from '../../src/features/responses';
import { ResponseCard } from '../../src/features/trips/components/response-card';

const answer: FullResponse = {
  uid: 'u1',
  firstName: 'Tara',
  lastName: 'Traveler',
  name: 'Tara Traveler',
  email: 'tara@example.com',
  availability: '',
  availabilityStart: null,
  availabilityEnd: null,
  budget: '$900',
  preferences: '',
  fromLocation: '',
  mustSee: '',
  flexibility: 'somewhat',
  accommodations: '',
  shareRoom: 'maybe',
  specialTravel: '',
  submittedAt: null,
};

describe('availability as people read it', () => {
  it('shows both days, only a start, only an end, an older text answer, or nothing', () => {
    expect(
      availabilityLabel({
        availability: '',
        availabilityStart: new Date(2027, 6, 1),
        availabilityEnd: new Date(2027, 6, 9),
      }),
    ).toBe('07/01/2027 - 07/09/2027');
    expect(
      availabilityLabel({ availability: '', availabilityStart: new Date(2027, 6, 1), availabilityEnd: null }),
    ).toBe('From 07/01/2027');
    expect(
      availabilityLabel({ availability: '', availabilityStart: null, availabilityEnd: new Date(2027, 6, 9) }),
    ).toBe('Until 07/09/2027');
    expect(
      availabilityLabel({ availability: '01/05/2027 - 01/12/2027', availabilityStart: null, availabilityEnd: null }),
    ).toBe('01/05/2027 - 01/12/2027');
    expect(availabilityLabel({ availability: '', availabilityStart: null, availabilityEnd: null })).toBe('');
  });

  it("a traveler's card shows the start they gave instead of a dash", () => {
    render(
      <ul>
        <ResponseCard response={{ ...answer, availabilityStart: new Date(2027, 6, 1) }} />
      </ul>,
    );
    expect(screen.getByText('Availability').nextElementSibling).toHaveTextContent('From 07/01/2027');
  });
});
