// Dexie reads the global IndexedDB once, when its module is first evaluated (its `dependencies`).
// Test files share their worker's modules (vitest.config.ts, isolate: false), so the first file of
// a worker to import Dexie decided for every later one: a file without the in-memory IndexedDB
// (one that builds its own database from the test support's factory) left the app's default
// database without one, and a later file that opens it failed with Dexie's MissingAPIError,
// depending on which files a worker happened to run first. The in-memory IndexedDB is therefore
// the global one before any test file runs.
import 'fake-indexeddb/auto';
