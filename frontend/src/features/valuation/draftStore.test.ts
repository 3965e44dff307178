import { emptyValuationWizardValues } from '@valuation/design-system';
import { clearDraft, loadDraft, saveDraftValues } from './draftStore';

describe('draftStore', () => {
  afterEach(() => localStorage.clear());

  it('keeps a choice written at once, without waiting for IndexedDB', async () => {
    saveDraftValues({ ...emptyValuationWizardValues, serviceType: 'handbag' }, 0);
    const draft = await loadDraft();
    expect(draft?.values.serviceType).toBe('handbag');
    expect(draft?.step).toBe(0);
    expect(draft?.photos).toEqual([]);
  });

  it('forgets it when the draft is discarded', async () => {
    saveDraftValues({ ...emptyValuationWizardValues, serviceType: 'watch' }, 1);
    await clearDraft();
    expect(await loadDraft()).toBeNull();
  });

  it('ignores an unreadable record', async () => {
    localStorage.setItem('lv-valuation-draft', '{not json');
    expect(await loadDraft()).toBeNull();
  });
});
