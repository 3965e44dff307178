import type { ComponentType } from 'react';
import { ROUTES } from '@valuation/contracts';
import { PAGE_TITLES } from '../lib/pageTitles';
import type { SitePageProps } from './pages/types';

/**
 * The pages of the site shell (ADR 012): each is the component of the same name in
 * ./pages/<module>.tsx, from its own chunk. The one list: the prerender renders these paths with
 * the shell (and preloads each one's chunk), the shell moves between them in the document.
 */
export const SITE_PAGES: Record<string, { module: string; title: string }> = {
  [ROUTES.home]: { module: 'HomePage', title: PAGE_TITLES.home },
  [ROUTES.about]: { module: 'AboutPage', title: PAGE_TITLES.about },
  [ROUTES.services]: { module: 'ServicesPage', title: PAGE_TITLES.services },
  [ROUTES.contact]: { module: 'ContactPage', title: PAGE_TITLES.contact },
  [ROUTES.terms]: { module: 'TermsPage', title: PAGE_TITLES.terms },
  // Signed-out visitors sign in here too (signed-in ones get the app's, which sends them on).
  [ROUTES.login]: { module: 'LoginPage', title: PAGE_TITLES.login },
};

/**
 * The shell's own modules, which its entry (main.tsx) imports one task after another: every
 * prerendered site page preloads their chunks with its own (prerenderPlugin.ts).
 */
export const SITE_SHELL_FILES = ['src/site/render.tsx', 'src/site/SiteApp.tsx'] as const;

export const isSitePage = (path: string): boolean => Object.hasOwn(SITE_PAGES, path);

/** Loads the page component of `path` (one of SITE_PAGES). */
export async function loadSitePage(path: string): Promise<ComponentType<SitePageProps>> {
  const { module: name } = SITE_PAGES[path];
  const module = (await import(`./pages/${name}.tsx`)) as Record<
    string,
    ComponentType<SitePageProps>
  >;
  return module[name];
}
