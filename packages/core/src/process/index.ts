export { assertSupportedNode, MA_NODE_FLOOR, nodeFloorProblem } from './node-floor.js';
export { assertPeerVersions, installedPeerVersion, peerVersionProblem } from './peer-versions.js';
export { raceAbort } from './race-abort.js';
export {
  quitsAtOnce,
  REPEATED_DELIVERY_MS,
  STOP_SIGNALS,
  type StopSignal,
  type StopSignalHandlers,
  type StopSignalSource,
  watchStopSignals,
} from './stop-signals.js';
