/**
 * How a prerendered marketing page hands over to the whole app (ADR 012): the site shell is
 * built apart from the app, so a visitor with a stored session, the installed app or
 * a page the shell does not know loads the app's own entry, whose files the prerender
 * names in the page (`appEntryElement`).
 */
export const APP_ENTRY_ELEMENT_ID = 'lv-app-entry';

/** The app entry's files, as the app's index.html loads them. */
export interface AppEntry {
  script: string;
  preloads: string[];
  styles: string[];
}

/** The page's element naming the app's entry (data, not a script the page runs). */
export function appEntryElement(entry: AppEntry): string {
  const json = JSON.stringify(entry).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${APP_ENTRY_ELEMENT_ID}">${json}</script>`;
}

/**
 * Loads the app's entry into `doc`: its stylesheets, its modulepreloads and its module script.
 * False when the page names none (then the caller has nothing to hand over to).
 */
export function startApp(doc: Document): boolean {
  const element = doc.getElementById(APP_ENTRY_ELEMENT_ID);
  if (!element?.textContent) return false;
  const entry = JSON.parse(element.textContent) as AppEntry;
  const add = (tag: string, attributes: Record<string, string>) => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    doc.head.appendChild(node);
  };
  for (const href of entry.styles) add('link', { rel: 'stylesheet', crossorigin: '', href });
  for (const href of entry.preloads) add('link', { rel: 'modulepreload', crossorigin: '', href });
  add('script', { type: 'module', crossorigin: '', src: entry.script });
  return true;
}
