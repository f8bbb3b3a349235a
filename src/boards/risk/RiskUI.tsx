import type { GameUI } from '../types';
import { RiskBoard } from './RiskBoard';
import { RiskControls } from './RiskControls';

const ui: GameUI = { Board: RiskBoard, Controls: RiskControls };
export default ui;
