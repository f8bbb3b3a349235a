/**
 * Ids for saved games and people: random version-4 UUIDs. `crypto.randomUUID` exists only in
 * secure contexts (https, localhost), so a page served over plain http on a home network falls
 * back to `crypto.getRandomValues`, and, without any crypto, to Math.random and the clock.
 */

type CryptoLike = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>;

export function newId(source: CryptoLike | null = globalThis.crypto ?? null): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === 'function') source.getRandomValues(bytes);
  else fillWeak(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let counter = 0;

/** Not cryptographic, but unique enough for ids on one device: the clock and a counter go in too. */
function fillWeak(bytes: Uint8Array): void {
  const t = Date.now();
  counter = (counter + 1) & 0xffff;
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  for (let i = 0; i < 6; i++) bytes[i] = Math.floor(t / 2 ** (8 * (5 - i))) & 0xff;
  bytes[10] = counter >> 8;
  bytes[11] = counter & 0xff;
}
