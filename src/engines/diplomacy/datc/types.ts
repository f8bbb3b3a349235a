import type { PowerId, UnitType } from '../types';

/** Our fixture format of a DATC test case (src/engines/diplomacy/datc/cases.json). */
export interface DatcUnit {
  readonly power: PowerId;
  readonly type: UnitType;
  readonly loc: string;
}

export interface DatcOrder {
  readonly power: PowerId;
  /** In our notation. */
  readonly order: string;
  /** Absent when the DATC says nothing about this order's result. */
  readonly expect?: 'succeeds' | 'fails';
}

export interface DatcCase {
  /** The DATC id ("6.G.7"). */
  id: string;
  /** Unique key of this entry ("6.G.7/2023", "6.G.11v" for a variant). */
  key: string;
  title: string;
  phase: 'movement' | 'retreat' | 'adjustment';
  /** Rulebook edition the entry is about, when it matters. */
  edition?: string;
  units: DatcUnit[];
  /** Centre owners (adjustment cases). */
  centres?: Record<string, PowerId>;
  /** The movement phase before a retreat case. */
  movement?: DatcOrder[];
  orders: DatcOrder[];
  /** Units the movement phase must dislodge (exactly these), when the DATC says. */
  dislodged?: DatcUnit[];
  /** Units the civil-disorder rule must remove (adjustment cases). */
  civilDisorder?: DatcUnit[];
  /** Why this entry is skipped: it tests a choice we make otherwise on purpose. */
  skip?: string;
  /** Where the facts differ from the shared transcription, and why. */
  note?: string;
}

export interface DatcFixture {
  readonly about: string;
  readonly distinctCases: number;
  readonly cases: readonly DatcCase[];
}
