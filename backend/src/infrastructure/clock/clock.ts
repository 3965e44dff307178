import { Injectable } from '@nestjs/common';

/**
 * The time the product works with. Injected wherever a rule depends on time (cancellation window,
 * reminders, business hours, jobs), so tests move it forward instead of waiting: an API test gets
 * the app's Clock (`app.get(Clock)`) and calls `set()`/`advance()`; production reads the system
 * clock.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;
  private fixed: number | null = null;

  now(): Date {
    return new Date(this.nowMs());
  }

  nowMs(): number {
    return (this.fixed ?? Date.now()) + this.offsetMs;
  }

  /** Tests: move time forward by `ms` (the clock keeps running from there). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Tests: stop the clock at `at` (null lets it run again from the real time). */
  set(at: Date | null): void {
    this.fixed = at ? at.getTime() : null;
    this.offsetMs = 0;
  }
}
