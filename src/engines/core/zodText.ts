/**
 * Zod's complaints as sentences for people: one helper for every untrusted input (moves, options,
 * save files). No validator wording ("Too small: expected number to be >=1"), no dump of a long
 * list of allowed values, and nothing quoted from the input longer than a few words.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** At most this many problems are named; the rest are counted. */
const MAX_LISTED = 3;
/** Lists of allowed values longer than this are counted, not listed. */
const MAX_VALUES = 8;
/** What is quoted of a value from the input, at most (characters). */
export const MAX_QUOTE = 40;

/** A value from untrusted input, quoted and cut short: `"Xyz"`, `"aaaa…" (5,000 characters)`. */
export function quote(value: unknown, max = MAX_QUOTE): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  const chars = [...text];
  if (chars.length <= max) return typeof value === 'string' ? JSON.stringify(text) : text;
  const cut = chars.slice(0, max).join('');
  return `${typeof value === 'string' ? `"${cut}…"` : `${cut}…`} (${chars.length.toLocaleString('en')} characters)`;
}

/** Writes a path like `moves[15].move.to` or `options["a b"]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else if (typeof p === 'string' && /^[A-Za-z_$][\w$]*$/.test(p)) out += out ? `.${p}` : p;
    else out += `[${quote(String(p), 30)}]`;
  }
  return out;
}

/** The value at `path` in `root`, if it can be reached. */
function at(root: unknown, path: readonly PropertyKey[]): { found: boolean; value?: unknown } {
  let v: unknown = root;
  for (const p of path) {
    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, p as string)) return { found: false };
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return { found: true, value: v };
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  tuple: 'a list',
  record: 'an object',
  literal: 'a fixed value',
  null: 'null',
};

function list(values: readonly unknown[]): string {
  const shown = values.map((v) => quote(v, 30));
  return shown.length <= 2 ? shown.join(' or ') : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

function oneOf(values: readonly unknown[]): string {
  return values.length <= MAX_VALUES ? `must be ${list(values)}` : `is not one of the ${values.length} allowed values`;
}

function bound(issue: { origin?: string; inclusive?: boolean }, n: number | bigint, most: boolean): string {
  const num = typeof n === 'bigint' ? n.toString() : n.toLocaleString('en');
  const word = most ? (issue.inclusive === false ? 'less than' : 'at most') : issue.inclusive === false ? 'more than' : 'at least';
  switch (issue.origin) {
    case 'string':
      return !most && Number(n) === 1 && issue.inclusive !== false ? 'must not be empty' : `must have ${word} ${num} characters`;
    case 'array':
    case 'set':
      return !most && Number(n) === 1 && issue.inclusive !== false ? 'must not be empty' : `must have ${word} ${num} items`;
    default:
      return `must be ${word} ${num}`;
  }
}

/** Zod's own English messages; anything else was written by a schema's author and is kept. */
const DEFAULT_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized key|Expected|Number must|String must|Array must|Required)\b/;

/** One problem: a subject (the path, or "the value") and what is wrong with it. */
export function issueText(issue: Issue, input?: unknown): string {
  const subject = issue.path.length ? formatPath(issue.path) : '';
  const got = input === undefined ? { found: false } : at(input, issue.path);
  const what = (predicate: string) => (subject ? `${subject} ${predicate}` : predicate.charAt(0).toUpperCase() + predicate.slice(1));
  if (!DEFAULT_MESSAGE.test(issue.message) && issue.code !== 'unrecognized_keys') return what(issue.message);
  switch (issue.code) {
    case 'invalid_type':
      if (got.found === false && issue.path.length > 0 && input !== undefined) return what('is missing');
      if (got.found && got.value === undefined) return what('is missing');
      return what(`must be ${KIND[issue.expected] ?? issue.expected}`);
    case 'too_small':
      return what(bound(issue, issue.minimum, false));
    case 'too_big':
      return what(bound(issue, issue.maximum, true));
    case 'invalid_value': {
      const shown = got.found ? `${quote(got.value)} ` : '';
      return issue.values.length <= MAX_VALUES ? what(`${oneOf(issue.values)}${shown ? `, not ${shown.trim()}` : ''}`) : what(`${shown}${oneOf(issue.values)}`);
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.slice(0, 3).map((k) => quote(k, 30));
      const more = issue.keys.length > 3 ? ` and ${issue.keys.length - 3} more` : '';
      return what(`has ${issue.keys.length === 1 ? 'a field it does not know' : 'fields it does not know'}: ${keys.join(', ')}${more}`);
    }
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      if (Array.isArray(options) && options.length) {
        const shown = got.found && got.value !== undefined ? `${quote(got.value)} ` : '';
        return what(`${shown}is not known: it ${oneOf(options)}`.replace(': it is not one of', ': it is none of'));
      }
      return what('does not have any of the accepted forms');
    }
    case 'invalid_format':
      return what('is not in the expected form');
    case 'not_multiple_of':
      return what(`must be a multiple of ${String(issue.divisor)}`);
    case 'invalid_key':
      return what('has a field name that is not allowed');
    case 'invalid_element':
      return what('holds a value that is not allowed');
    default:
      return what('is not valid');
  }
}

/**
 * The problems of a failed zod parse as one sentence (without a final full stop), naming at most
 * three. `input` is the value that was parsed: with it, the offending value is quoted (cut short).
 */
export function zodText(error: { readonly issues: readonly Issue[] }, input?: unknown): string {
  const issues = error.issues;
  if (issues.length === 0) return 'It is not valid';
  const listed = issues.slice(0, MAX_LISTED).map((i) => issueText(i, input));
  const more = issues.length > MAX_LISTED ? `; and ${issues.length - MAX_LISTED} more ${issues.length - MAX_LISTED === 1 ? 'problem' : 'problems'}` : '';
  return `${listed.join('; ')}${more}`;
}
