export * from './artifacts/index.js';
export * from './audit/index.js';
export * from './fs/index.js';
export * from './lines/index.js';
export * from './notes/index.js';
