import { runMain } from './main.js';

await runMain();
