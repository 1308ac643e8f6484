// Firestore lite imports one thing from @firebase/webchannel-wrapper/bloom-blob: Closure's
// arbitrary-precision Integer, to order `__id<number>__` path segments (document ids of
// Datastore-mode databases; this app's ids never look like that). That module is one
// Closure-compiled block, MD5 included, that a bundler cannot split: ~3 KiB gzip on every signed-in
// route's first load. The build gives Firestore lite this stand-in instead
// (scripts/vite-production-libraries.ts); tests/unit/vite-production-libraries.node.test.ts checks it
// answers as the original does.

/** The part of Closure's goog.math.Integer that Firestore lite calls: fromString and compare. */
export class Integer {
  private constructor(private readonly value: bigint) {}

  /** As Closure parses: chunks of 8 digits read by parseInt (a chunk that is not a number counts 0). */
  static fromString(text: string, radix = 10): Integer {
    if (text.length === 0) throw Error('number format error: empty string');
    if (radix < 2 || radix > 36) throw Error(`radix out of range: ${radix}`);
    if (text.charAt(0) === '-') return new Integer(-Integer.fromString(text.substring(1), radix).value);
    if (text.includes('-')) throw Error('number format error: interior "-" character');
    let value = 0n;
    for (let start = 0; start < text.length; start += 8) {
      const size = Math.min(8, text.length - start);
      const chunk = parseInt(text.substring(start, start + size), radix);
      value = value * BigInt(radix) ** BigInt(size) + (Number.isNaN(chunk) ? 0n : BigInt(chunk));
    }
    return new Integer(value);
  }

  compare(other: Integer): number {
    return this.value < other.value ? -1 : this.value > other.value ? 1 : 0;
  }
}
