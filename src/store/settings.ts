/** Per-game settings of the app (not rules: the engine never sees them). */
export interface GameSettings {
  /** Show the pass-the-device screen when the seat at the device changes and the game has secrets. */
  readonly passScreen: boolean;
  /** Show each player’s points during play, in games that count them (Dominion’s VP counter); absent: on. */
  readonly vpCounter?: boolean;
}

export const DEFAULT_SETTINGS: GameSettings = { passScreen: true, vpCounter: true };
