/**
 * What the shared-space page says while the space (or the founder's preview of it) loads. Its own
 * file, not lib/messages/shared-view.ts: the visitor page's first load carries this line only, within
 * its budget (docs/PERFORMANCE.md).
 */
export const OPENING_SHARED_SPACE = "Opening shared space...";
