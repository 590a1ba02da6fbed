/**
 * React DOM's client, evaluated with the stacks of new errors paused (pause-stacks.ts says why).
 * A module's imports run in the order they are written, so React DOM's module runs between the
 * pause and the resume, in the same task, and nothing else runs between them.
 */
import './pause-stacks';

export { createRoot } from 'react-dom/client';

import './resume-stacks';
