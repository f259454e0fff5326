export * from './artifacts/index.js';
