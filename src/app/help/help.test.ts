import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games/registry';
import { HELP_LINKS, RULE_SECTIONS, helpSectionFor } from '../../games/helpLinks';
import { CONTROLS, HELP } from './content';

describe('how to play', () => {
  it('has a summary and the controls for every game', () => {
    for (const g of GAMES) {
      expect(HELP[g.id]?.sections.length, g.id).toBeGreaterThan(2);
      expect(HELP[g.id].goal.length).toBeGreaterThan(20);
    }
    expect(CONTROLS.map((c) => c.id)).toEqual(['controls', 'undo', 'pass', 'log']);
  });

  it('links each prompt to a section that exists (the page’s anchor)', () => {
    for (const [game, links] of Object.entries(HELP_LINKS)) {
      const ids = new Set(HELP[game].sections.map((s) => s.id));
      for (const section of Object.values(links)) expect(ids.has(section), `${game}: ${section}`).toBe(true);
    }
    expect(helpSectionFor('twilight', 'coup')).toBe('coup');
    expect(helpSectionFor('risk', 'nothing-such')).toBeNull();
    // A prompt naming its rule links by the rule's number, the longest prefix known.
    expect(helpSectionFor('twilight', 'pick', '6.3.1')).toBe('coup');
    expect(helpSectionFor('twilight', 'pick', '9.5')).toBe('china');
    expect(helpSectionFor('twilight', 'action', '99')).toBe('cards');
  });

  it('maps rule numbers to sections that exist', () => {
    for (const [game, rules] of Object.entries(RULE_SECTIONS)) {
      const ids = new Set(HELP[game].sections.map((s) => s.id));
      for (const section of Object.values(rules)) expect(ids.has(section), `${game}: ${section}`).toBe(true);
    }
  });

  it('gives each section of a game its own anchor', () => {
    for (const [game, h] of Object.entries(HELP)) {
      const ids = [...h.sections, ...CONTROLS].map((s) => s.id);
      expect(new Set(ids).size, game).toBe(ids.length);
    }
  });
});
