import { describe, expect, it } from 'vitest';
import {
  answersOf,
  checkAnswer,
  hideAnswers,
  owing,
  push,
  resolve,
  run,
  settle,
  type Decision,
  type Handlers,
  type Instr,
  type MachineState,
  type Waiting,
} from './instructions';

/** A toy game: a counter, an "add" op, and an "ask" op that waits for a number and adds it twice. */
interface Toy extends MachineState {
  total: number;
  trail: string[];
}

const handlers: Handlers<Toy> = {
  add: (t, i) => {
    t.total += i.n as number;
    t.trail.push(`add ${String(i.n)}`);
  },
  ask: () => ({ kind: 'pick', seat: 0, prompt: 'Pick', items: [1, 2, 2, 3], min: 1, max: 1, then: { op: 'twice' } }),
  twice: (t, i) => {
    const [n] = i.answer as number[];
    push(t, { op: 'add', n }, { op: 'add', n });
  },
};

const toy = (...stack: Instr[]): Toy => {
  const t: Toy = { stack: [], pending: null, total: 0, trail: [] };
  push(t, ...stack);
  return t;
};

describe('instruction machine', () => {
  it('runs instructions in reading order', () => {
    const t = toy({ op: 'add', n: 1 }, { op: 'add', n: 2 });
    expect(run(t, t, handlers)).toBeNull();
    expect(t.trail).toEqual(['add 1', 'add 2']);
  });

  it('stops at a decision with the rest of the program still on the stack, and resumes after an answer', () => {
    const t = toy({ op: 'ask' }, { op: 'add', n: 100 });
    run(t, t, handlers);
    expect(t.pending?.kind).toBe('pick');
    expect(t.stack).toEqual([{ op: 'add', n: 100 }]);
    // The state is plain data: a JSON round trip in the middle of a decision changes nothing.
    const saved = JSON.parse(JSON.stringify(t)) as Toy;
    expect(resolve(saved, [5])?.code).toBe('bad-answer');
    expect(resolve(saved, [2])).toBeNull();
    run(saved, saved, handlers);
    expect(saved.total).toBe(104);
    expect(saved.trail).toEqual(['add 2', 'add 2', 'add 100']);
  });

  it('reports unknown ops and runaway programs as values', () => {
    const t = toy({ op: 'nope' });
    expect(run(t, t, handlers)?.code).toBe('unknown-op');
    const loop: Handlers<Toy> = { loop: (m) => push(m, { op: 'loop' }) };
    const l = toy({ op: 'loop' });
    expect(run(l, l, loop, { limit: 1000 })?.code).toBe('runaway');
  });

  it('stops when the game says so between instructions (an instant win), leaving the rest on the stack', () => {
    const t = toy({ op: 'add', n: 10 }, { op: 'add', n: 15 }, { op: 'add', n: 1 });
    expect(run(t, t, handlers, { stop: (c) => c.total >= 20 })).toBeNull();
    expect(t.total).toBe(25);
    expect(t.stack).toEqual([{ op: 'add', n: 1 }]);
  });

  it('lets the game validate custom answers', () => {
    const t = toy();
    t.pending = { kind: 'custom', seat: 1, prompt: 'Place influence', data: { ops: 3 }, then: { op: 'add', n: 0 } };
    expect(resolve(t, { country: 'X' })?.code).toBe('bad-answer');
    const check = (_d: Decision, a: unknown) => (typeof a === 'object' && a !== null && 'country' in a ? null : { code: 'bad-answer', message: 'No country.' });
    expect(resolve(t, 7, check)?.code).toBe('bad-answer');
    expect(resolve(t, { country: 'X' }, check)).toBeNull();
    expect(t.stack[t.stack.length - 1]).toEqual({ op: 'add', n: 0, answer: { country: 'X' } });
  });

  it('checks answers of every kind', () => {
    const base = { seat: 0, prompt: '', then: { op: 'x' } };
    const pick: Decision = { ...base, kind: 'pick', items: [4, 4, 7], min: 0, max: 2 };
    expect(checkAnswer(pick, [4, 4])).toBeNull();
    expect(checkAnswer(pick, [7, 7])?.code).toBe('bad-answer');
    expect(checkAnswer(pick, [4, 4, 7])?.code).toBe('bad-answer');
    const option: Decision = { ...base, kind: 'option', options: ['a', 'b', 'c'], min: 2, max: 2 };
    expect(checkAnswer(option, [0, 2])).toBeNull();
    expect(checkAnswer(option, [1, 1])?.code).toBe('bad-answer');
    const order: Decision = { ...base, kind: 'order', items: [1, 2, 2] };
    expect(checkAnswer(order, [2, 1, 2])).toBeNull();
    expect(checkAnswer(order, [2, 1, 1])?.code).toBe('bad-answer');
    expect(checkAnswer({ ...base, kind: 'yesno' }, 1)?.code).toBe('bad-answer');
  });

  it('lists every distinct answer', () => {
    const base = { seat: 0, prompt: '', then: { op: 'x' } };
    expect(answersOf({ ...base, kind: 'pick', items: [4, 4, 7], min: 0, max: 3 })).toHaveLength(6);
    expect(answersOf({ ...base, kind: 'order', items: [1, 2, 2] })).toHaveLength(3);
    expect(answersOf({ ...base, kind: 'option', options: ['a', 'b', 'c', 'd'], min: 2, max: 2 })).toHaveLength(6);
    expect(answersOf({ ...base, kind: 'yesno' })).toEqual([true, false]);
  });
});

describe('a decision owed by several seats at once, in secret', () => {
  const both = (): Toy => {
    const t = toy();
    t.pending = { kind: 'option', seat: 0, seats: [0, 1], prompt: 'Bid', options: ['low', 'high'], min: 1, max: 1, then: { op: 'bids' } };
    return t;
  };
  const h: Handlers<Toy> = { ...handlers, bids: (t, i) => void t.trail.push(JSON.stringify(i.answers)) };

  it("collects each seat's answer, keeps the others waiting, and hands every answer to the continuation", () => {
    const t = both();
    expect(owing(t.pending as Decision)).toEqual([0, 1]);
    expect(resolve(t, [1], undefined, 1)).toBeNull();
    expect(owing(t.pending as Decision)).toEqual([0]);
    expect(t.pending?.answers).toEqual({ 1: [1] });
    expect(t.stack).toEqual([]);
    expect(resolve(t, [0], undefined, 0)).toBeNull();
    expect(t.pending).toBeNull();
    expect(run(t, t, h)).toBeNull();
    expect(t.trail).toEqual(['{"0":[0],"1":[1]}']);
  });
  it('refuses a seat that has answered or owes nothing, an answer without a seat, and a bad answer', () => {
    const t = both();
    expect(resolve(t, [1])?.code).toBe('no-seat');
    expect(resolve(t, [1], undefined, 2)?.code).toBe('not-your-decision');
    expect(resolve(t, [5], undefined, 0)?.code).toBe('bad-answer');
    expect(resolve(t, [1], undefined, 0)).toBeNull();
    expect(resolve(t, [1], undefined, 0)?.code).toBe('not-your-decision');
  });
  it('hides the answers of other seats until all have answered', () => {
    const t = both();
    resolve(t, [1], undefined, 1);
    const d = t.pending as Decision;
    expect(hideAnswers(d, 1).answers).toEqual({ 1: [1] });
    expect(hideAnswers(d, 0).answers).toBeUndefined();
    expect(hideAnswers(d, null)).not.toHaveProperty('answers');
    expect(hideAnswers(d, 0).seats).toEqual([0]);
  });
  it('a single-seat decision refuses another seat when one is named', () => {
    const t = toy({ op: 'ask' });
    run(t, t, handlers);
    expect(resolve(t, [2], undefined, 1)?.code).toBe('not-your-decision');
    expect(resolve(t, [2], undefined, 0)).toBeNull();
  });
  it("a game's own decision kind is validated by the game's check, and may have no continuation", () => {
    interface Mine extends Waiting {
      readonly kind: 'guess';
      readonly seat: number;
    }
    const m: MachineState<Mine> = { stack: [], pending: { kind: 'guess', seat: 0 } };
    const check = (_d: Mine, a: unknown) => (a === 7 ? null : { code: 'wrong', message: 'No.' });
    expect(resolve(m, 7)?.code).toBe('bad-answer');
    expect(resolve(m, 3, check)?.code).toBe('wrong');
    expect(resolve(m, 7, check, 0)).toBeNull();
    expect(m).toEqual({ stack: [], pending: null });
  });
  it('settle leaves every kind to the game, even one named like a core kind', () => {
    const m: MachineState<Waiting> = { stack: [], pending: { kind: 'pick', seat: 1, then: { op: 'go' } } };
    expect(settle(m, 'iran', (_d, a) => (a === 'iran' ? null : { code: 'no', message: 'No.' }), 1)).toBeNull();
    expect(m.stack).toEqual([{ op: 'go', answer: 'iran' }]);
  });
});
