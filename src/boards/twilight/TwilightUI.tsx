import type { GameUI } from '../types';
import { TwilightBoard } from './TwilightBoard';
import { TwilightControls } from './TwilightControls';
import { TwilightPassNote } from './Overlays';

/** The replay viewer steps between moves that rolled dice or revealed something (headlines, draws). */
const ui: GameUI = { Board: TwilightBoard, Controls: TwilightControls, milestone: 'roll or reveal', PassNote: TwilightPassNote };
export default ui;
