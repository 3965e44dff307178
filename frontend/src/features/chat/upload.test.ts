import { chatFormData } from './upload';

describe('chatFormData', () => {
  it('holds the text, the request it is about and the files', () => {
    const file = new File(['x'], 'ring.png', { type: 'image/png' });
    const form = chatFormData({ content: 'Hi', files: [file], valuationId: 'v-1' });
    expect(form.get('content')).toBe('Hi');
    expect(form.get('valuationId')).toBe('v-1');
    expect((form.getAll('attachments')[0] as File).name).toBe('ring.png');
  });

  it('leaves out what the draft does not have', () => {
    const form = chatFormData({ content: '', files: [] });
    expect([...form.keys()]).toEqual([]);
  });
});
