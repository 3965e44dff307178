/**
 * The class a prerendered page's <html> carries from its first paint while a stored session is
 * being checked (app/prerender.tsx sessionHintScript adds it; app/main.tsx removes it once the app
 * has rendered): the navbar's guest actions (`[data-guest-only]`) stay hidden meanwhile.
 */
export const SESSION_HINT_CLASS = 'lv-session';
