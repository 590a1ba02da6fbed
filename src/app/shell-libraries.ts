/**
 * React's renderer, evaluated in a task of its own before the shell (boot.ts): evaluating it
 * with the rest of the shell made one long task of the page's start.
 */
export { createRoot } from 'react-dom/client';
