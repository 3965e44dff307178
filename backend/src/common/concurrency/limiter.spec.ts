import { Limiter } from './limiter';

describe('Limiter', () => {
  it('runs at most max tasks at once, in order, and hands results and failures back', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      order.push(n);
      running -= 1;
      if (n === 3) throw new Error('three');
      return n * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limiter.run(task(n))));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason.message))).toEqual([
      10,
      20,
      'three',
      40,
      50,
    ]);
    expect(limiter.running).toBe(0);
  });

  it('refuses a limit under one', () => {
    expect(() => new Limiter(0)).toThrow('Limiter needs max >= 1, not 0');
  });
});
