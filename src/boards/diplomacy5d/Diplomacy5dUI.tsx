import '../diplomacy/diplomacy.css';
import type { GameUI } from '../types';
import { Diplomacy5dBoard } from './Diplomacy5dBoard';
import { Diplomacy5dControls } from './Diplomacy5dControls';

const ui: GameUI = { Board: Diplomacy5dBoard, Controls: Diplomacy5dControls, milestone: 'round' };
export default ui;
