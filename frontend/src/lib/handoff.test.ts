import { navigateWithState, takeHandOff } from './handoff';

describe('navigation state across a page load', () => {
  const assign = jest.fn();
  beforeEach(() => {
    sessionStorage.clear();
    assign.mockReset();
  });

  it('loads the page and hands it the state, once', () => {
    navigateWithState('/valuation', { serviceType: 'watches' }, assign);
    expect(assign).toHaveBeenCalledWith('/valuation');
    expect(takeHandOff('/valuation')).toEqual({ serviceType: 'watches' });
    // Taken: a reload or a later visit starts afresh.
    expect(takeHandOff('/valuation')).toBeUndefined();
  });

  it('keeps the state for the page it was meant for only', () => {
    navigateWithState('/contact', { subject: 'Home visit' }, assign);
    expect(takeHandOff('/valuation')).toBeUndefined();
    expect(takeHandOff('/contact')).toEqual({ subject: 'Home visit' });
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('lv-handoff', '{not json');
    expect(takeHandOff('/valuation')).toBeUndefined();
  });
});
