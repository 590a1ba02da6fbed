import { pausedLimit } from './pause-stacks';

/** The last of React DOM's start's three steps (index.ts): errors carry stacks again. */
if (pausedLimit !== undefined) Error.stackTraceLimit = pausedLimit;
