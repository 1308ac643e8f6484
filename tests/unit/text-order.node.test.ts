import { describe, expect, it } from 'vitest';
import { compareText } from '@domain/text-order';

describe('compareText', () => {
  it('orders names as a reader expects: case and accents aside', () => {
    const names = ['zoe Park', 'Émile Roux', 'ana Lee', 'Ben Ode', 'Ana Lee', 'eli Marsh', 'Dana Kim'];
    expect([...names].sort(compareText)).toEqual([
      'Ana Lee',
      'ana Lee',
      'Ben Ode',
      'Dana Kim',
      'eli Marsh',
      'Émile Roux',
      'zoe Park',
    ]);
  });

  it('agrees with localeCompare on plain names and codes', () => {
    const words = ['Priya Shah', 'Milo Grant', 'priya', 'EUR', 'USD', 'JPY', '2026-12-01', '2026-11-30', 'Mia', 'Leo'];
    const sign = (n: number) => Math.sign(n);
    for (const a of words)
      for (const b of words)
        if (a.toLowerCase() !== b.toLowerCase())
          expect(sign(compareText(a, b)), `${a} ${b}`).toBe(sign(a.localeCompare(b)));
  });
});
