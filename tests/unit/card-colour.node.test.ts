import { describe, expect, it } from 'vitest';
import { cardColour, hashString, PASTELS } from '../../src/features/trips/card-colour';

describe('response card colours', () => {
  it('has 15 distinct pastel colours', () => {
    expect(new Set(PASTELS).size).toBe(15);
  });
  it('gives a person the same colour every time, whatever the case of the email', () => {
    expect(cardColour('Ben@Example.com')).toBe(cardColour('ben@example.com'));
    expect(hashString('ana@example.com')).toBe(hashString('ana@example.com'));
  });
  it('spreads many emails over all 15 colours', () => {
    const used = new Set(Array.from({ length: 300 }, (_, i) => cardColour(`traveler${i}@example.com`)));
    expect(used.size).toBe(15);
  });
});
