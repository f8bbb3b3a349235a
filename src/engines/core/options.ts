/**
 * A game's options, described once.
 *
 *   defineOptions({ game, minSeats, maxSeats, fields, extra?, finish? })
 *       → { defaults(seatCount), parse(raw, seatCount), fields }
 *
 *   fields      the options the lobby offers as a list of choices: a label, an optional help sentence,
 *               the choices (value and label) and the initial value (or a function of the seat count).
 *               Each yields its zod check (one of the choices' values, unless the field gives its own
 *               `schema`, e.g. any year), its default and the lobby form's field.
 *   extra       options with a form of their own (a kingdom, powers by seat, a bid): their zod schemas
 *               and their defaults; the board's `<Game>Options.tsx` edits them.
 *   finish      rules across fields, on the parsed options (two-player world conquest deals its
 *               territories), returning the options or a refusal.
 *
 * `parse` checks untrusted options (the lobby's, an imported file's): a missing field takes its default,
 * an unknown field or a bad value is refused with a sentence naming it, and so is a seat count outside
 * the game's. This file is small and imports no engine, so the lobby reads the fields without loading
 * a game's code.
 */
import { z } from 'zod';
import { err, type Result } from './types';
import { zodText } from './zodText';

export type OptionValue = string | number | boolean;

/** A lobby field: one option chosen from a list. */
export interface ChoiceField<V extends OptionValue = OptionValue> {
  readonly label: string;
  readonly help?: string;
  readonly choices: readonly { readonly value: V; readonly label: string }[];
  /** The default (also the lobby's initial choice), or the default for a seat count. */
  readonly initial: V | ((seatCount: number) => V);
  /** What the parser accepts, when more than the listed choices (default: exactly the choices' values). */
  readonly schema?: z.ZodType<V>;
  /** A yes/no field the lobby shows as one checkbox labelled `label` (choices false and true). */
  readonly check?: boolean;
}

/** A field as the lobby's form shows it, for a given seat count. */
export interface OptionField {
  readonly key: string;
  readonly label: string;
  readonly help?: string;
  readonly choices: readonly { readonly value: OptionValue; readonly label: string }[];
  readonly initial: OptionValue;
  /** Shown as one checkbox (a yes/no field). */
  readonly check?: boolean;
}

export interface OptionsKit<O> {
  /** The options of a new game with this many seats. */
  defaults(seatCount: number): O;
  /** Checks untrusted options: missing fields take their defaults; unknown fields and bad values are refused. */
  parse(raw: unknown, seatCount: number): Result<O>;
  /** The lobby's choice fields, for this many seats. */
  fields(seatCount: number): readonly OptionField[];
}

type FieldsSpec = Readonly<Record<string, ChoiceField>>;
type FieldValues<F extends FieldsSpec> = { -readonly [K in keyof F]: F[K] extends ChoiceField<infer V> ? V : never };

export interface OptionsSpec<F extends FieldsSpec, X extends z.ZodRawShape, O> {
  /** The game's title, for the sentences ("World Conquest is played by 2 to 6 players…"). */
  readonly game: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly fields: F;
  /** Options with a form of their own: their schemas (made optional here) and defaults. */
  readonly extra?: {
    readonly shape: X;
    defaults(seatCount: number): z.infer<z.ZodObject<X>>;
  };
  /** Rules across fields, on parsed options (default: the options as they are). */
  finish?(o: FieldValues<F> & z.infer<z.ZodObject<X>>, seatCount: number): Result<O> | O;
}

const initialOf = <V extends OptionValue>(f: ChoiceField<V>, seatCount: number): V =>
  typeof f.initial === 'function' ? (f.initial as (n: number) => V)(seatCount) : f.initial;

function schemaOf(f: ChoiceField): z.ZodType<OptionValue> {
  if (f.schema) return f.schema;
  const values = f.choices.map((c) => c.value);
  if (values.length === 1) return z.literal(values[0]);
  return z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<OptionValue>, z.ZodLiteral<OptionValue>]);
}

const isResult = <O>(x: Result<O> | O): x is Result<O> =>
  x !== null &&
  typeof x === 'object' &&
  'ok' in (x as object) &&
  typeof (x as { ok: unknown }).ok === 'boolean' &&
  ('value' in (x as object) || 'error' in (x as object));

export function defineOptions<const F extends FieldsSpec, X extends z.ZodRawShape = Record<never, never>, O = FieldValues<F> & z.infer<z.ZodObject<X>>>(
  spec: OptionsSpec<F, X, O>,
): OptionsKit<O> {
  const keys = Object.keys(spec.fields);
  const shape: Record<string, z.ZodType> = {};
  for (const k of keys) shape[k] = schemaOf(spec.fields[k]).optional();
  for (const [k, s] of Object.entries(spec.extra?.shape ?? {})) shape[k] = (s as z.ZodType).optional();
  const schema = z.object(shape).strict();

  const base = (seatCount: number): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const k of keys) out[k] = initialOf(spec.fields[k], seatCount);
    return { ...out, ...(spec.extra?.defaults(seatCount) ?? {}) };
  };
  const finish = (o: Record<string, unknown>, seatCount: number): Result<O> => {
    if (!spec.finish) return { ok: true, value: o as O };
    const r = spec.finish(o as FieldValues<F> & z.infer<z.ZodObject<X>>, seatCount);
    return isResult(r) ? r : { ok: true, value: r };
  };
  const seatsOk = (n: number): boolean => Number.isInteger(n) && n >= spec.minSeats && n <= spec.maxSeats;

  return {
    defaults(seatCount) {
      const r = finish(base(seatCount), seatCount);
      if (!r.ok) throw new Error(`${spec.game}: the default options are refused: ${r.error.message}`);
      return r.value;
    },
    parse(raw, seatCount) {
      if (!seatsOk(seatCount)) return err('bad-seats', `${spec.game} is played by ${spec.minSeats} to ${spec.maxSeats} players, not ${String(seatCount)}.`);
      const parsed = schema.safeParse(raw ?? {});
      if (!parsed.success) {
        const why = zodText(parsed.error, raw ?? {});
        return err('bad-options', `${why.charAt(0).toUpperCase()}${why.slice(1)}.`);
      }
      const o = base(seatCount);
      for (const [k, v] of Object.entries(parsed.data)) if (v !== undefined) o[k] = v;
      return finish(o, seatCount);
    },
    fields(seatCount) {
      return keys.map((key) => {
        const f = spec.fields[key];
        return {
          key,
          label: f.label,
          ...(f.help ? { help: f.help } : {}),
          choices: f.choices,
          initial: initialOf(f, seatCount),
          ...(f.check ? { check: true } : {}),
        };
      });
    },
  };
}
