/**
 * My Collection's names, in a module of their own: the links to the page (the dashboard, the
 * account menu, the installed app's menu) and the route titles are on every page's first load,
 * and a bundle keeps a module whole, so the page's texts (collection.ts) stay out of it.
 */
export const MY_COLLECTION = 'My Collection';
/** The shared schedule's heading and route title. */
export const SCHEDULE_HEADING = 'Insurance schedule';
