/**
 * Name-based UUIDs (RFC 9562 version 5: SHA-1 of a namespace and a name): the same meter always gets
 * the same identifiers in its Green Button files, so a program that imports them twice recognises it.
 * SHA-1 is written out here because the domain is synchronous and free of platform APIs; it names
 * things, it protects nothing.
 */

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

const rotate = (value: number, bits: number) => (value << bits) | (value >>> (32 - bits));

/** SHA-1 (FIPS 180-4) of the bytes: 20 bytes. */
export function sha1(message: Uint8Array): Uint8Array {
  const bitLength = message.length * 8;
  const paddedLength = (((message.length + 8) >> 6) + 1) << 6;
  const padded = new Uint8Array(paddedLength);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(paddedLength - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(paddedLength - 4, bitLength >>> 0);

  let h0 = 0x67452301;
  let h1 = 0xefcdab89;
  let h2 = 0x98badcfe;
  let h3 = 0x10325476;
  let h4 = 0xc3d2e1f0;
  const words = new Uint32Array(80);
  for (let offset = 0; offset < paddedLength; offset += 64) {
    for (let index = 0; index < 16; index += 1) words[index] = view.getUint32(offset + index * 4);
    for (let index = 16; index < 80; index += 1) {
      words[index] = rotate(
        (words[index - 3] as number) ^
          (words[index - 8] as number) ^
          (words[index - 14] as number) ^
          (words[index - 16] as number),
        1,
      );
    }
    let [a, b, c, d, e] = [h0, h1, h2, h3, h4];
    for (let index = 0; index < 80; index += 1) {
      let f: number;
      let k: number;
      if (index < 20) [f, k] = [(b & c) | (~b & d), 0x5a827999];
      else if (index < 40) [f, k] = [b ^ c ^ d, 0x6ed9eba1];
      else if (index < 60) [f, k] = [(b & c) | (b & d) | (c & d), 0x8f1bbcdc];
      else [f, k] = [b ^ c ^ d, 0xca62c1d6];
      const next = (rotate(a, 5) + f + e + k + (words[index] as number)) >>> 0;
      [e, d, c, b, a] = [d, c, rotate(b, 30) >>> 0, a, next];
    }
    h0 = (h0 + a) >>> 0;
    h1 = (h1 + b) >>> 0;
    h2 = (h2 + c) >>> 0;
    h3 = (h3 + d) >>> 0;
    h4 = (h4 + e) >>> 0;
  }
  const digest = new Uint8Array(20);
  const out = new DataView(digest.buffer);
  [h0, h1, h2, h3, h4].forEach((word, index) => out.setUint32(index * 4, word));
  return digest;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidBytes(uuid: string): Uint8Array {
  if (!uuidPattern.test(uuid)) throw new RangeError(`not a UUID: ${uuid}`);
  const hex = uuid.replace(/-/g, '');
  return Uint8Array.from({ length: 16 }, (_, index) => parseInt(hex.slice(index * 2, index * 2 + 2), 16));
}

/** The version 5 UUID of `name` in `namespace`, lower case, e.g. 'a6a3f6c5-…'. */
export function nameBasedUuid(namespace: string, name: string): string {
  const space = uuidBytes(namespace);
  const text = utf8(name);
  const input = new Uint8Array(space.length + text.length);
  input.set(space);
  input.set(text, space.length);
  const bytes = sha1(input).slice(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** RFC 9562's namespace for URLs: the meters' names are URL-like ('coop-usage:300100200/EM-100200'). */
export const urlNamespace = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';
