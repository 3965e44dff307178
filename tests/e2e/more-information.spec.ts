import { expect, test } from './journey';
import { seriousViolations } from '../support/axe';
import {
  api,
  expertAccount,
  jpeg as photo,
  paidRequest,
  registerApi,
  signInThroughUi,
  STRONG_PASSWORD,
} from './support';

/**
 * The "more information" loop (docs/product.md §2.18, §2.21): an expert asks, the customer adds
 * two photos one after the other (the request keeps waiting and the uploader stays), writes a
 * reply and sends it all with "Send to the expert"; the expert then adds an image the customer
 * sent in the chat to the request. Progress: the expected-by date and the next step.
 */

test.describe('more information', () => {
  // Accounts (argon2), uploads and image processing on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('the customer answers with two photos and a reply in one action; the expert adds a chat photo', async ({
    browser,
    page,
    request,
  }) => {
    const customer = await registerApi(request, { label: 'jane' });
    const expert = await expertAccount(request, { label: 'eleanor', lastName: 'Grant' });
    const v = await paidRequest(request, customer);
    await api(request, 'POST', `/api/staff/valuations/${v.id}/assign`, expert.token, {});
    await api(request, 'POST', `/api/staff/valuations/${v.id}/request-info`, expert.token, {
      message: 'Please add photos of the caseback and of the clasp.',
    });

    // the dashboard says when it is expected and what the customer has to do
    await signInThroughUi(page, customer.email, STRONG_PASSWORD);
    // the dashboard's code loads on demand: a loaded machine takes a while
    await expect(page.getByRole('heading', { name: 'Your valuations' })).toBeVisible({
      timeout: 30_000,
    });
    const row = page.getByRole('link', { name: new RegExp(v.reference) });
    await expect(row.getByText(/^Expected by [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+/)).toBeVisible();
    await expect(row.getByText(/Our expert needs more from you/)).toBeVisible();
    await row.click();

    // the request page quotes the question
    await expect(
      page.getByRole('heading', { level: 1, name: `Valuation request ${v.reference}` }),
    ).toBeVisible();
    const answer = page.getByRole('region', { name: 'Your answer to the expert' });
    await expect(
      answer.getByText('Please add photos of the caseback and of the clasp.', { exact: true }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // the first photo: stored, the request still waits, the uploader stays for the second
    const picker = answer.getByTestId('image-picker-input');
    await picker.setInputFiles({
      name: 'caseback.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#445566'),
    });
    await answer.getByRole('button', { name: 'Upload photos' }).click();
    await expect(answer.getByText('1 new photo added, ready to send.')).toBeVisible();
    await expect(page.getByText('More information requested').first()).toBeVisible();
    await picker.setInputFiles({
      name: 'clasp.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#665544'),
    });
    await answer.getByRole('button', { name: 'Upload photos' }).click();
    await expect(answer.getByText('2 new photos added, ready to send.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Photos' }).getByRole('button', { name: /^Open / }),
    ).toHaveCount(3);

    // one action sends both photos and the reply: back in review, named on the timeline
    await answer
      .getByRole('textbox', { name: 'Your reply to the expert' })
      .fill('The caseback and the clasp, as asked.');
    await answer.getByRole('button', { name: 'Send to the expert' }).click();
    await expect(answer).toBeHidden();
    await expect(page.getByText('In review').first()).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByText(/by Jane Doe$/).last()).toBeVisible();
    await expect(
      timeline.getByText('2 new photos added\nThe caseback and the clasp, as asked.'),
    ).toBeVisible();
    await expect(page.getByText(/^Expected by /)).toBeVisible();

    // the customer also sends a photo in the chat; the expert adds it to the request
    const chatPhoto = await request.post('/api/chat/messages', {
      headers: { authorization: `Bearer ${customer.token}` },
      multipart: {
        content: 'And the box.',
        attachments: { name: 'box.jpg', mimeType: 'image/jpeg', buffer: await photo('#223344') },
      },
    });
    expect(chatPhoto.status()).toBe(201);
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInThroughUi(staff, expert.email, STRONG_PASSWORD);
    await staff.goto(`/staff/valuations/${v.id}`);
    await expect(
      staff.getByRole('heading', { level: 1, name: `Request ${v.reference}` }),
    ).toBeVisible();
    const fromChat = staff.getByRole('region', { name: 'Photos from the chat' });
    await fromChat.getByRole('button', { name: 'Add to request: box.jpg' }).click();
    await expect(fromChat.getByText('On the request')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Open photo 4 of 4' })).toBeVisible();
    await staffContext.close();
  });
});
