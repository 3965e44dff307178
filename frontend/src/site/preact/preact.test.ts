/**
 * The site shell's React (ADR 012) is Preact's compat layer with shims (react.ts, client.ts):
 * what the design system relies on behaves as with React.
 */
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { useState } from 'react';
import { h, render } from 'preact';
import * as compat from 'preact/compat';
import { act } from 'preact/test-utils';
import { useEffect } from 'preact/hooks';
// Also installs the shim's effect scheduling (options.requestAnimationFrame).
import { useSyncExternalStore } from './react';
import { hydrateRoot } from './client';
import { withoutSuspenseMarkers } from './markup';

// jsdom has no MessageChannel; Node's delivers its messages in a later task, like a browser's.
globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 20));
const subscribe = () => () => {};

it('runs these tests on Preact, as the site shell runs in the browser (jest.config.js)', () => {
  // `react` is the shim over preact/compat here, as in the site shell's build.
  expect(useState).toBe(compat.useState);
});

afterEach(() => {
  document.body.innerHTML = '';
});

function prerendered(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  return container;
}

/** Shows a colour mode from a store whose client snapshot is 'dark' and server snapshot 'system'. */
const Mode = () =>
  h(
    'p',
    null,
    useSyncExternalStore(
      subscribe,
      () => 'dark',
      () => 'system',
    ),
  );

test('while hydrating, an external store shows its server snapshot, then the client one', async () => {
  const container = prerendered('<p>system</p>');
  let seenDuringHydration = '';
  void act(() => {
    hydrateRoot(container, h(Mode, null));
    seenDuringHydration = container.textContent ?? '';
  });
  expect(seenDuringHydration).toBe('system');
  await act(nextTask);
  expect(container.textContent).toBe('dark');
});

test('when both snapshots agree, hydration is not followed by a second render', async () => {
  let renders = 0;
  const Mode = () => {
    renders += 1;
    return h(
      'p',
      null,
      useSyncExternalStore(
        subscribe,
        () => 'dark',
        () => 'dark',
      ),
    );
  };
  hydrateRoot(prerendered('<p>dark</p>'), h(Mode, null));
  await nextTask();
  expect(renders).toBe(1);
});

test('a store read outside hydration shows the client snapshot at once', () => {
  const container = prerendered('');
  render(h(Mode, null), container);
  expect(container.textContent).toBe('dark');
});

test('effects run without an animation frame (a hidden tab or a fake clock holds frames)', async () => {
  const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  let ran = false;
  const Effect = () => {
    useEffect(() => {
      ran = true;
    }, []);
    return h('span', null, 'x');
  };
  hydrateRoot(prerendered('<span>x</span>'), h(Effect, null));
  await nextTask();
  expect(ran).toBe(true);
  frame.mockRestore();
});

test('text typed before hydration is kept, in the field and in the form state', () => {
  const changes: string[] = [];
  const container = prerendered('<form><textarea name="message"></textarea></form>');
  const field = container.querySelector('textarea') as HTMLTextAreaElement;
  field.value = 'A Cartier watch';
  hydrateRoot(
    container,
    h(
      'form',
      null,
      h('textarea', {
        name: 'message',
        value: '',
        onInput: (event: Event) => changes.push((event.target as HTMLTextAreaElement).value),
      }),
    ),
  );
  expect((container.querySelector('textarea') as HTMLTextAreaElement).value).toBe(
    'A Cartier watch',
  );
  // Either the field kept its text (nothing to announce) or it was put back and announced.
  expect(changes.every((value) => value === 'A Cartier watch')).toBe(true);
});

test('the focused field keeps the focus through hydration', () => {
  const container = prerendered('<form><input name="email"><input name="password"></form>');
  const password = container.querySelectorAll('input')[1];
  password.focus();
  hydrateRoot(
    container,
    h('form', null, h('input', { name: 'email' }), h('input', { name: 'password' })),
  );
  expect(document.activeElement).toBe(container.querySelectorAll('input')[1]);
});

test("hydrating the prerender's markup without React's Suspense markers leaves the page in place", () => {
  const rendered = '<main><!--$--><section><input name="email"></section><!--/$--></main>';
  expect(withoutSuspenseMarkers(rendered)).toBe(
    '<main><section><input name="email"></section></main>',
  );
  const container = prerendered(withoutSuspenseMarkers(rendered));
  const section = container.querySelector('section');
  const field = container.querySelector('input') as HTMLInputElement;
  field.focus();
  hydrateRoot(container, h('main', null, h('section', null, h('input', { name: 'email' }))));
  expect(container.querySelector('section')).toBe(section);
  expect(container.innerHTML).toBe('<main><section><input name="email"></section></main>');
  expect(document.activeElement).toBe(field);
});

test('a field rendered later with autoFocus takes the focus once, and keeps its own ref', async () => {
  const container = prerendered('');
  const own = compat.createRef<HTMLInputElement>();
  let setOpen: (open: boolean) => void = () => {};
  let setLabel: (label: string) => void = () => {};
  const Dialog = () => {
    const [open, setOpenState] = useState(false);
    const [label, setLabelState] = useState('Message');
    setOpen = setOpenState;
    setLabel = setLabelState;
    return h(
      'div',
      null,
      h('input', { name: 'search' }),
      open
        ? h('section', null, h('textarea', { 'aria-label': label, autoFocus: true, ref: own }))
        : null,
    );
  };
  await act(() => render(h(Dialog, null), container));
  const search = container.querySelector('input') as HTMLInputElement;
  search.focus();
  await act(() => setOpen(true));
  await Promise.resolve(); // the focus is given in a microtask after the commit
  const field = container.querySelector('textarea');
  expect(own.current).toBe(field);
  expect(document.activeElement).toBe(field);
  // A later render of the open dialog does not take the focus back.
  search.focus();
  await act(() => setLabel('Message to the customer'));
  await nextTask();
  expect(document.activeElement).toBe(search);
  expect(own.current).toBe(field);
});
