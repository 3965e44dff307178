/** Whether Preact is hydrating the prerendered page right now (set by client.ts, read by react.ts). */
let active = false;

export const hydration = {
  get active(): boolean {
    return active;
  },
  set(value: boolean): void {
    active = value;
  },
};
