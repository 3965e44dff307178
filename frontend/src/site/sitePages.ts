import type { ComponentType } from 'react';
import { ROUTES } from '@valuation/contracts';
import { PAGE_TITLES } from '../lib/pageTitles';
import type { SitePageProps } from './pages/types';

/**
 * Each page's module, imported by name (not through a pattern of ./pages/*.tsx, which also matched
 * the pages' tests and shipped them as chunks).
 */
const PAGE_MODULES = {
  HomePage: () => import('./pages/HomePage'),
  AboutPage: () => import('./pages/AboutPage'),
  ServicesPage: () => import('./pages/ServicesPage'),
  ContactPage: () => import('./pages/ContactPage'),
  TermsPage: () => import('./pages/TermsPage'),
  PrivacyPage: () => import('./pages/PrivacyPage'),
  CookiesPage: () => import('./pages/CookiesPage'),
  LoginPage: () => import('./pages/LoginPage'),
  ValuationPage: () => import('./pages/ValuationPage'),
  BookVisitPage: () => import('./pages/BookVisitPage'),
} satisfies Record<string, () => Promise<Record<string, unknown>>>;

/**
 * The pages of the site shell (ADR 012): each is the component of the same name in
 * ./pages/<module>.tsx, from its own chunk. The one list: the prerender renders these paths with
 * the shell (and preloads each one's chunk), the shell moves between them in the document.
 */
export const SITE_PAGES: Record<string, { module: keyof typeof PAGE_MODULES; title: string }> = {
  [ROUTES.home]: { module: 'HomePage', title: PAGE_TITLES.home },
  [ROUTES.about]: { module: 'AboutPage', title: PAGE_TITLES.about },
  [ROUTES.services]: { module: 'ServicesPage', title: PAGE_TITLES.services },
  [ROUTES.contact]: { module: 'ContactPage', title: PAGE_TITLES.contact },
  [ROUTES.terms]: { module: 'TermsPage', title: PAGE_TITLES.terms },
  [ROUTES.privacy]: { module: 'PrivacyPage', title: PAGE_TITLES.privacy },
  [ROUTES.cookies]: { module: 'CookiesPage', title: PAGE_TITLES.cookies },
  // Signed-out visitors sign in here too (signed-in ones get the app's, which sends them on).
  [ROUTES.login]: { module: 'LoginPage', title: PAGE_TITLES.login },
  // The wizard too (issue 27): signed-in visitors get the app's, with their account pre-filled.
  [ROUTES.valuation]: { module: 'ValuationPage', title: PAGE_TITLES.valuation },
  // Public and prerendered like the others (issue 23): a signed-out visitor chooses everything,
  // then signs in or registers in the dialog; signed-in visitors book from it too.
  [ROUTES.visitBook]: { module: 'BookVisitPage', title: PAGE_TITLES.visitBook },
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
  const module: Record<string, unknown> = await PAGE_MODULES[name]();
  return module[name] as ComponentType<SitePageProps>;
}
