import { appEntryElement, startApp } from './appEntry';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test("a marketing page hands over to the app by loading the app's own entry", () => {
  document.body.innerHTML = appEntryElement({
    script: '/assets/index-A.js',
    preloads: ['/assets/react-B.js'],
    styles: ['/assets/index-C.css'],
  });
  expect(startApp(document)).toBe(true);
  const script = document.head.querySelector('script');
  expect(script?.getAttribute('type')).toBe('module');
  expect(script?.getAttribute('src')).toBe('/assets/index-A.js');
  expect(document.head.querySelector('link[rel=modulepreload]')?.getAttribute('href')).toBe(
    '/assets/react-B.js',
  );
  expect(document.head.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe(
    '/assets/index-C.css',
  );
});

test('the entry is data the page never runs, and cannot close its element', () => {
  const element = appEntryElement({
    script: '/a.js</script><script>alert(1)',
    preloads: [],
    styles: [],
  });
  expect(element).toMatch(/^<script type="application\/json" id="lv-app-entry">/);
  expect(element.match(/<\/script>/g)).toHaveLength(1);
});

test('a page without an app entry has nothing to hand over to', () => {
  expect(startApp(document)).toBe(false);
  expect(document.head.querySelector('script')).toBeNull();
});
