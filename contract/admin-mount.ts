/**
 * Where the back office is mounted in the app's router (adminPaths.root). A module of its own: a
 * bundle keeps a module whole in one chunk, so the storefront's entry, whose router needs only
 * this, would otherwise carry the back office's whole route table (docs/decisions/266).
 */
export const ADMIN_ROOT_PATTERN = '/admin/*';
