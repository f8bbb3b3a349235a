/**
 * Checks an untrusted JSON value (a move or the options of an imported game) and returns a
 * clean copy: plain objects and arrays only, whole numbers in the safe range, bounded sizes,
 * and no `__proto__`, `constructor` or `prototype` keys anywhere. JSON.parse makes such keys
 * own properties, which is harmless until some code copies them with assignment
 * (Object.assign, a deep merge…) onto an object, where `__proto__` replaces its prototype. They
 * are refused, so nothing that reaches an engine or the database can carry them.
 */

export interface JsonLimits {
  readonly maxDepth: number;
  readonly maxString: number;
  readonly maxItems: number;
  readonly maxKeys: number;
}

export const MOVE_LIMITS: JsonLimits = { maxDepth: 12, maxString: 500, maxItems: 1000, maxKeys: 100 };
export const OPTIONS_LIMITS: JsonLimits = { maxDepth: 12, maxString: 2000, maxItems: 5000, maxKeys: 200 };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_KEY = 100;

export type JsonCheck = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

import { formatPath } from '../engines/core/zodText';
export { formatPath };

class Refusal {
  constructor(readonly message: string) {}
}

export function cleanJson(value: unknown, path: readonly PropertyKey[], limits: JsonLimits): JsonCheck {
  try {
    return { ok: true, value: walk(value, [...path], limits, 0) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, message: e.message };
    throw e;
  }
}

function walk(value: unknown, path: PropertyKey[], limits: JsonLimits, depth: number): unknown {
  const at = () => formatPath(path);
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isSafeInteger(value)) throw new Refusal(`${at()} is ${value}, but only whole numbers up to ${Number.MAX_SAFE_INTEGER} are allowed`);
      // -0 would not survive a JSON round trip as itself; make it 0.
      return value === 0 ? 0 : value;
    case 'string':
      if (value.length > limits.maxString) throw new Refusal(`${at()} is text of ${value.length} characters; at most ${limits.maxString} are allowed`);
      return value;
    case 'undefined':
      throw new Refusal(`${at()} is missing`);
    case 'object':
      break;
    default:
      throw new Refusal(`${at()} is not a JSON value`);
  }
  if (value === null) return null;
  if (depth >= limits.maxDepth) throw new Refusal(`${at()} is nested more than ${limits.maxDepth} levels deep`);
  if (Array.isArray(value)) {
    if (value.length > limits.maxItems) throw new Refusal(`${at()} is a list of ${value.length} items; at most ${limits.maxItems} are allowed`);
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      out.push(walk(value[i], path, limits, depth + 1));
      path.pop();
    }
    return out;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) throw new Refusal(`${at()} is not plain JSON`);
  const keys = Object.keys(value);
  if (keys.length > limits.maxKeys) throw new Refusal(`${at()} has ${keys.length} keys; at most ${limits.maxKeys} are allowed`);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key)) throw new Refusal(`${at()} has the key "${key}", which is not allowed`);
    if (key.length > MAX_KEY) throw new Refusal(`${at()} has a key of ${key.length} characters; at most ${MAX_KEY} are allowed`);
    path.push(key);
    // Define, not assign: even an unexpected key cannot reach a setter.
    Object.defineProperty(out, key, {
      value: walk((value as Record<string, unknown>)[key], path, limits, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    path.pop();
  }
  return out;
}
