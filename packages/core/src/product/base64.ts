const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP: Record<string, number> = Object.fromEntries([...ALPHABET].map((c, i) => [c, i]));

function utf8Encode(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    let cp = ch.codePointAt(0) as number;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd; // lone surrogate, as TextEncoder does
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

function utf8Decode(bytes: number[]): string | null {
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    let cp: number;
    let extra: number;
    let min: number;
    if (b < 0x80) [cp, extra, min] = [b, 0, 0];
    else if (b >= 0xc2 && b < 0xe0) [cp, extra, min] = [b & 31, 1, 0x80];
    else if (b >= 0xe0 && b < 0xf0) [cp, extra, min] = [b & 15, 2, 0x800];
    else if (b >= 0xf0 && b < 0xf5) [cp, extra, min] = [b & 7, 3, 0x10000];
    else return null;
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return null;
      cp = (cp << 6) | (c & 63);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    out += String.fromCodePoint(cp);
    i += extra + 1;
  }
  return out;
}

/**
 * Encodes a query-parameter value as standard base64 (RFC 4648, `+/`, padded) of its UTF-8 bytes.
 * Pure: no Node `Buffer`, no DOM `btoa`, so it gives the same answer in the browser, the server and
 * the CLI. For ASCII input the result equals `btoa(value)`.
 *
 * @example
 * encodeParam('Canine') // 'Q2FuaW5l'
 * encodeParam('🐶') // '8J+Qtg=='
 */
export function encodeParam(value: string): string {
  const bytes = utf8Encode(value);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63];
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63];
    out += c === undefined ? '=' : ALPHABET[n & 63];
  }
  return out;
}

/**
 * Decodes a value written by {@link encodeParam} (padding optional, URL-safe `-_` also accepted, a
 * `+` turned into a space by form decoding also accepted). Returns `null` for text that is not
 * base64 of valid UTF-8, so a hand-edited URL never throws.
 *
 * @example
 * decodeParam('Q2FuaW5l') // 'Canine'
 * decodeParam('%%%') // null
 */
export function decodeParam(encoded: string | null | undefined): string | null {
  if (encoded === null || encoded === undefined) return null;
  const s = encoded.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (s.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of s) {
    const v = LOOKUP[ch];
    if (v === undefined) return null;
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
      buffer &= (1 << bits) - 1;
    }
  }
  return utf8Decode(bytes);
}
