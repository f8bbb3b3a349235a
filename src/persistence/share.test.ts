import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { current } from '../engines/core/game';
import { playCounting } from './__fixtures__/countingGame';
import { exportSave, parseSave } from './savefile';
import { fromBase64Url, isShareLink, makeShareLink, readShareLink, toBase64Url } from './share';

const DAMAGED = 'The link is damaged or incomplete (was it cut off when copied?). Ask for the link again, or for a save file.';

function saveText(): string {
  const t = playCounting(Array.from({ length: 300 }, (_, i) => (i % 3) + 1));
  return exportSave({ ...t.record, seats: [{ name: 'Zoë 🎲', color: '#c33', kind: 'human' }, t.record.seats[1]] }, 'Ünïcode night', current(t));
}

function link(text = saveText()): string {
  const r = makeShareLink('https://example.test/hotseat/?x=1#old-fragment', text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('share links', () => {
  it('round-trip a save through the fragment, from a hash or a whole URL', () => {
    const text = saveText();
    const url = link(text);
    expect(url.startsWith('https://example.test/hotseat/?x=1#share=')).toBe(true);
    expect(url).toMatch(/#share=[A-Za-z0-9_-]+$/);
    expect(url.length).toBeLessThan(text.length / 3);
    const hash = new URL(url).hash;
    expect(isShareLink(hash)).toBe(true);
    expect(readShareLink(hash)).toEqual({ ok: true, value: text });
    expect(readShareLink(url)).toEqual({ ok: true, value: text });
    const parsed = parseSave(text);
    expect(parsed.ok && parsed.value.record.seats[0].name).toBe('Zoë 🎲');
  });

  it('says when there is no shared game', () => {
    expect(isShareLink('#settings')).toBe(false);
    expect(readShareLink('#settings')).toEqual({ ok: false, error: { code: 'no-share', message: 'This is not a Hotseat share link.' } });
  });

  it('refuses every truncation of a link', () => {
    const url = link();
    const dataStart = url.indexOf('#share=') + 7;
    for (let end = dataStart; end <= url.length - 2; end++) {
      const r = readShareLink(url.slice(0, end));
      expect(r, `cut at ${end}`).toEqual({ ok: false, error: { code: 'corrupt', message: DAMAGED } });
    }
  });

  it('refuses corrupt data', () => {
    const url = link();
    const at = url.indexOf('#share=') + 20;
    expect(readShareLink(url.slice(0, at) + '*' + url.slice(at + 1))).toEqual({ ok: false, error: { code: 'corrupt', message: DAMAGED } });
    expect(readShareLink('#share=%E0%A4%A')).toMatchObject({ ok: false, error: { code: 'corrupt' } });
    expect(readShareLink('#share=' + toBase64Url(new Uint8Array(64).fill(0xff)))).toMatchObject({ ok: false, error: { code: 'corrupt' } });
    // Valid deflate, but not UTF-8 text.
    expect(readShareLink('#share=' + toBase64Url(deflateSync(new Uint8Array([0xc3, 0x28, 0xff]))))).toMatchObject({ ok: false, error: { code: 'corrupt' } });
  });

  it('stops a zip bomb at 10 MB', () => {
    const bomb = deflateSync(new Uint8Array(50 * 1024 * 1024).fill(32), { level: 9 });
    const hash = '#share=' + toBase64Url(bomb);
    expect(hash.length).toBeLessThan(100_000);
    const r = readShareLink(hash);
    expect(r).toEqual({ ok: false, error: { code: 'too-big', message: 'The link unpacks to more than 10 MB; shared games are at most that.' } });
    const justOver = deflateSync(new Uint8Array(10 * 1024 * 1024 + 1).fill(32), { level: 9 });
    expect(readShareLink('#share=' + toBase64Url(justOver))).toMatchObject({ ok: false, error: { code: 'too-big' } });
    const atLimit = deflateSync(new Uint8Array(10 * 1024 * 1024).fill(32), { level: 9 });
    const ok = readShareLink('#share=' + toBase64Url(atLimit));
    expect(ok.ok && ok.value.length).toBe(10 * 1024 * 1024);
    // Compressing 50 MB for the test itself takes seconds on a busy machine.
  }, 30_000);

  it('refuses to make a link browsers cannot open', () => {
    const noise = new Uint8Array(3 * 1024 * 1024);
    for (let i = 0; i < noise.length; i += 65536) crypto.getRandomValues(noise.subarray(i, i + 65536));
    const r = makeShareLink('https://example.test/', toBase64Url(noise));
    expect(r).toEqual({ ok: false, error: { code: 'too-long', message: 'This game is too long to share as a link. Export it to a file instead.' } });
  }, 30_000);
});

describe('base64url', () => {
  it('round-trips every length and byte', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let n = 0; n <= 40; n++) {
      const encoded = toBase64Url(bytes.subarray(256 - n));
      expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(encoded).toBe(Buffer.from(bytes.subarray(256 - n)).toString('base64url'));
      expect(fromBase64Url(encoded)).toEqual(bytes.subarray(256 - n));
    }
  });

  it('refuses other characters and impossible lengths', () => {
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
    expect(fromBase64Url('ab\u00e9c')).toBeNull();
    expect(fromBase64Url('AQ==')).toEqual(new Uint8Array([1]));
  });
});
