/**
 * Where the stages of the board on screen keep their camera: the app provides a keeper per game and
 * viewer, and PanZoomStage reads it. Kept apart from PanZoomStage so the app's first load, which
 * provides it, carries no Konva.
 */
import { createContext } from 'react';
import type { CameraKeeper } from './camera';

export const CameraContext = createContext<CameraKeeper | null>(null);
