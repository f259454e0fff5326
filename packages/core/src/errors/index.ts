export { MaError, markerGuard } from './ma-error.js';
export { PathSafetyError, type PathSafetyReason } from './path-safety-error.js';
