/**
 * The site shell hydrates once the page holds every theme variable, or generates them itself when
 * the page's stylesheet of them failed (issue 12).
 */
import {
  CRITICAL_THEME_ATTRIBUTE,
  DEFERRED_STYLESHEET_ATTRIBUTE,
  themeVariablesInPage,
} from './themeVariables';

afterEach(() => {
  document.head.innerHTML = '';
});

function cutPage(): HTMLLinkElement {
  document.head.innerHTML = `<style ${CRITICAL_THEME_ATTRIBUTE}="">:root{--lv-a:1px}</style>`;
  const link = document.createElement('link');
  link.setAttribute(DEFERRED_STYLESHEET_ATTRIBUTE, '');
  document.head.appendChild(link);
  return link;
}

it('holds them all on a page that was not cut', async () => {
  await expect(themeVariablesInPage()).resolves.toBe(true);
});

it('holds them all once the stylesheet has loaded, before or after the shell asks', async () => {
  const link = cutPage();
  const asked = themeVariablesInPage();
  link.setAttribute('data-state', 'load');
  await expect(asked).resolves.toBe(true);
  await expect(themeVariablesInPage()).resolves.toBe(true);
});

it('does not when the stylesheet failed or is missing: the theme generates them', async () => {
  const link = cutPage();
  const asked = themeVariablesInPage();
  link.setAttribute('data-state', 'error');
  await expect(asked).resolves.toBe(false);
  link.remove();
  await expect(themeVariablesInPage()).resolves.toBe(false);
});
