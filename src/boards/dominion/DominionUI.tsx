import type { GameUI } from '../types';
import { DominionBoard } from './DominionBoard';
import { DominionControls } from './DominionControls';
import './dominion.css';

const ui: GameUI = { Board: DominionBoard, Controls: DominionControls };
export default ui;
