export * from './types';
export * from './rng';
export * from './game';
