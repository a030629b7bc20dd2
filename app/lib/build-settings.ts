/** Set by vite.config.ts's `define` from the same configuration the server reads (server/config.ts). */
declare const __CANCELLATION_NOTICE_HOURS__: number;

/**
 * The notice the BUILD was made with: prerendered pages (the FAQ) are written once, at `npm run build`,
 * so they state this value; pages rendered per request read the running server's (the page context).
 * The server warns at start when the two differ (server/main.ts): changing CANCELLATION_NOTICE_HOURS needs
 * a rebuild, which `npm start` always does.
 */
export const prerenderedNoticeHours: number = __CANCELLATION_NOTICE_HOURS__;
