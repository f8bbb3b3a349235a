import type { GameUI } from '../types';
import { DiplomacyBoard } from './DiplomacyBoard';
import { DiplomacyControls } from './DiplomacyControls';
import './diplomacy.css';

const ui: GameUI = { Board: DiplomacyBoard, Controls: DiplomacyControls, milestone: 'phase' };
export default ui;
