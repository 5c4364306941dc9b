/**
 * The settings a space got before new spaces became secure by default (verified emails only,
 * view-only, watermarked): for tests about something else, that visit with an email alone and
 * read a file's raw bytes (jest through ./sharing.ts, and the e2e specs).
 */
export const OPEN_SPACE_SETTINGS = { requireVerification: false, allowDownloads: true, watermark: false } as const;
