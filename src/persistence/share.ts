/**
 * Share links: a save file, deflated (fflate, level 9) and base64url-encoded, in the URL
 * fragment: `https://…/#share=<data>`. The fragment never reaches a server. Reading a link
 * inflates at most MAX_SAVE_BYTES, feeding the inflater small pieces, so a "zip bomb" is
 * stopped after about a megabyte more than the limit rather than filling memory.
 */
import { deflateSync, Inflate } from 'fflate';
import type { Result, RuleError } from '../engines/core/types';
import { MAX_SAVE_BYTES } from './savefile';

export const SHARE_KEY = 'share';
/** Browsers handle URLs up to about 2 MB (Chrome's limit); longer links are refused when made. */
export const MAX_SHARE_URL = 2_000_000;
/** The most link data read: the base64 of a save that did not compress at all. */
const MAX_LINK_DATA = Math.ceil(((MAX_SAVE_BYTES * 1.01 + 1024) * 4) / 3);
/** Compressed bytes fed to the inflater at a time; deflate expands at most ~1032×. */
const PIECE = 1024;

export type ShareErrorCode = 'too-long' | 'no-share' | 'corrupt' | 'too-big';

export interface ShareError extends RuleError {
  readonly code: ShareErrorCode;
}

const bad = (code: ShareErrorCode, message: string): { ok: false; error: ShareError } => ({ ok: false, error: { code, message } });

const DAMAGED = 'The link is damaged or incomplete (was it cut off when copied?). Ask for the link again, or for a save file.';

/** `baseUrl` with its fragment replaced by the share data. */
export function makeShareLink(baseUrl: string, saveText: string): Result<string, ShareError> {
  const bytes = new TextEncoder().encode(saveText);
  if (bytes.length > MAX_SAVE_BYTES) return bad('too-long', 'This game is too long to share as a link. Export it to a file instead.');
  const data = toBase64Url(deflateSync(bytes, { level: 9 }));
  const hashAt = baseUrl.indexOf('#');
  const link = `${hashAt < 0 ? baseUrl : baseUrl.slice(0, hashAt)}#${SHARE_KEY}=${data}`;
  if (link.length > MAX_SHARE_URL) return bad('too-long', 'This game is too long to share as a link. Export it to a file instead.');
  return { ok: true, value: link };
}

/** Whether a location hash (or a whole link) holds shared data. */
export function isShareLink(hashOrUrl: string): boolean {
  return findData(hashOrUrl) !== null;
}

/** The save text a link's fragment holds (`#share=…`; a whole URL works too). */
export function readShareLink(hashOrUrl: string): Result<string, ShareError> {
  let data = findData(hashOrUrl);
  if (data === null) return bad('no-share', 'This is not a Hotseat share link.');
  if (data.length > MAX_LINK_DATA) return bad('too-big', `The link holds more than ${MAX_SAVE_BYTES / 1024 / 1024} MB; shared games are at most that.`);
  // Some apps percent-encode what they pass on; base64url itself never contains '%'.
  if (data.includes('%')) {
    try {
      data = decodeURIComponent(data);
    } catch {
      return bad('corrupt', DAMAGED);
    }
  }
  const compressed = fromBase64Url(data.trim());
  if (!compressed || compressed.length === 0) return bad('corrupt', DAMAGED);

  const chunks: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total <= MAX_SAVE_BYTES) chunks.push(chunk);
    if (final) ended = true;
  });
  try {
    for (let at = 0; at < compressed.length; at += PIECE) {
      inflater.push(compressed.subarray(at, at + PIECE), at + PIECE >= compressed.length);
      if (total > MAX_SAVE_BYTES) return bad('too-big', `The link unpacks to more than ${MAX_SAVE_BYTES / 1024 / 1024} MB; shared games are at most that.`);
    }
  } catch {
    return bad('corrupt', DAMAGED);
  }
  if (!ended) return bad('corrupt', DAMAGED);

  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.length;
  }
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return bad('corrupt', DAMAGED);
  }
}

function findData(hashOrUrl: string): string | null {
  const hashAt = hashOrUrl.indexOf('#');
  const fragment = hashAt < 0 ? hashOrUrl : hashOrUrl.slice(hashAt + 1);
  for (const part of fragment.split('&')) {
    if (part.startsWith(`${SHARE_KEY}=`)) return part.slice(SHARE_KEY.length + 1);
  }
  return null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;

/** base64url without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  const out: string[] = [];
  let line = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    line += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63] + (left > 1 ? ALPHABET[(n >> 6) & 63] : '') + (left > 2 ? ALPHABET[n & 63] : '');
    if (line.length >= 8192) {
      out.push(line);
      line = '';
    }
  }
  out.push(line);
  return out.join('');
}

/** Decodes base64url (padding allowed); null for any character outside the alphabet or an impossible length. */
export function fromBase64Url(text: string): Uint8Array | null {
  const s = text.replace(/=+$/, '');
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < s.length; i += 4) {
    let n = 0;
    const k = Math.min(4, s.length - i);
    for (let j = 0; j < 4; j++) {
      const c = j < k ? s.charCodeAt(i + j) : 65; // 'A' = 0 pads the last group
      const v = c < 128 ? VALUES[c] : -1;
      if (v < 0) return null;
      n = (n << 6) | v;
    }
    out[o++] = (n >> 16) & 255;
    if (k > 2) out[o++] = (n >> 8) & 255;
    if (k > 3) out[o++] = n & 255;
  }
  return out;
}
