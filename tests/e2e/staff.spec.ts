import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { expect, test, type Page } from './journey';
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

const QUALIFICATION = 'FGA DGA (Gem-A), Registered Valuer';
/** The text of a PDF, as a reader (or an insurer's system) extracts it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function openRequest(page: Page, reference: string) {
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Valuation queue' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  // Wait for the searched page (one row) so the click does not land on a row being replaced.
  await expect(page).toHaveURL(new RegExp(`search=${reference}`));
  await expect(page.getByRole('table', { name: 'Valuation queue' }).getByRole('row')).toHaveCount(
    2,
  );
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Request ${reference}` })).toBeVisible();
}

test.describe('staff console', () => {
  // Several accounts (argon2), uploads, a PDF rendered and parsed on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('an expert takes a paid request, asks for more, completes it; the customer answers and gets the certificate', async ({
    browser,
    page,
    request,
  }) => {
    const customer = await registerApi(request, { label: 'staff-customer' });
    const v = await paidRequest(request, customer);
    const expert = await expertAccount(request, { lastName: 'Grant' });

    await signInThroughUi(page, expert.email, STRONG_PASSWORD);
    // the valuer's block of the certificate: the expert's qualification, from their profile
    await page.goto('/staff/profile');
    await page.getByRole('textbox', { name: 'Qualification' }).fill(QUALIFICATION);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your valuer profile has been saved.')).toBeVisible();
    await openRequest(page, v.reference);
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expect(page.getByText('Eleanor Grant (you)')).toBeVisible();

    await page.getByRole('button', { name: 'Request more information' }).click();
    const ask = page.getByRole('dialog', { name: 'Request more information' });
    // The page's dialogs load on their first opening (ADR 018) and still take the focus.
    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDialog-root')));
    await expect.poll(focusInDialog).toBe(true);
    // …and its field, rendered with autoFocus, has it.
    await expect(ask.getByLabel(/Message to the customer/)).toBeFocused();
    await ask.getByLabel(/Message to the customer/).fill('Please add a photo of the caseback.');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByText('More information requested').first()).toBeVisible();

    // the request reached the customer's conversation, whose side panel links back to the request
    const inbox = await api<{ items: { id: string }[] }>(
      request,
      'GET',
      `/api/staff/conversations?search=${encodeURIComponent(customer.email)}`,
      expert.token,
    );
    expect(inbox.items).toHaveLength(1);
    await page.goto(`/staff/conversations/${inbox.items[0].id}`);
    await expect(page.getByText('Please add a photo of the caseback.')).toBeVisible();
    await page
      .getByRole('region', { name: 'Valuation requests' })
      .getByRole('link', { name: v.reference })
      .click();
    await expect(page).toHaveURL(new RegExp(`/staff/valuations/${v.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Request ${v.reference}` }),
    ).toBeVisible();

    // the customer, in their own browser, opens the request: the chat link names it ...
    const customerContext = await browser.newContext();
    const mine = await customerContext.newPage();
    await signInThroughUi(mine, customer.email, STRONG_PASSWORD);
    await mine.goto(`/valuations/${v.id}`);
    await expect(
      mine.getByRole('heading', { level: 1, name: `Valuation request ${v.reference}` }),
    ).toBeVisible();
    await expect(mine.getByText('More information requested').first()).toBeVisible();
    await mine.getByRole('link', { name: 'Chat about this request' }).click();
    await expect(mine).toHaveURL(/\/chat$/);
    await expect(mine.getByRole('combobox', { name: 'About request' })).toContainText(v.reference);
    await expect(mine.getByText('Please add a photo of the caseback.')).toBeVisible();
    await mine.goBack();

    // ... adds the photo there and sends it to the expert: back in review
    await mine.getByTestId('image-picker-input').setInputFiles({
      name: 'caseback.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#445566'),
    });
    await mine.getByRole('button', { name: 'Upload photos' }).click();
    await expect(mine.getByText('1 new photo added, ready to send.')).toBeVisible();
    await mine.getByRole('button', { name: 'Send to the expert' }).click();
    await expect(mine.getByText('In review').first()).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Upload photos' })).toBeHidden();

    await page.reload();
    await expect(page.getByText('In review').first()).toBeVisible();
    await page.getByRole('button', { name: 'Open photo 2 of 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 2 of 2' });
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByText('150%')).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();

    // the expert records the item's identity, previews the certificate and only then issues it
    await page.getByRole('button', { name: 'Complete valuation' }).click();
    const complete = page.getByRole('dialog', { name: 'Complete valuation' });
    await expect(complete.getByLabel(/^Maker/)).toHaveValue('Rolex');
    await expect.poll(focusInDialog).toBe(true);
    await complete.getByLabel(/^Model/).fill('Submariner Date');
    await complete.getByLabel(/^Reference/).fill('126610LN');
    await complete.getByLabel(/^Serial number/).fill('7Z1A4433');
    await complete.getByRole('combobox', { name: /^Condition/ }).click();
    await page.getByRole('option', { name: 'Excellent' }).click();
    await complete.getByLabel(/^Assessed description/).fill('Submariner Date, Oystersteel, 41 mm.');
    await complete.getByLabel(/^Value/).fill('12450');
    await complete.getByRole('radio', { name: 'Insurance replacement' }).check();
    // the PDF the preview link opens, as the browser received it
    const previewing = page.waitForResponse((r) => r.url().endsWith('/certificate-preview'));
    await complete.getByRole('button', { name: 'Preview certificate' }).click();
    const check = page.getByRole('dialog', { name: 'Check the certificate' });
    await expect(
      check.getByRole('link', { name: 'Open the certificate preview (PDF)' }),
    ).toHaveAttribute('href', /^blob:/);
    const preview = await pdfText(await (await previewing).body());
    expect(preview).toMatch(/PREVIEW · NOT\s+ISSUED/);
    expect(preview).toContain('126610LN');
    await check.getByRole('button', { name: 'Issue certificate' }).click();
    await expect(check.getByText('Please confirm that you have checked the preview')).toBeVisible();
    const previewed = await api<{ valuation: { status: string } }>(
      request,
      'GET',
      `/api/staff/valuations/${v.id}`,
      expert.token,
    );
    expect(previewed.valuation.status).toBe('in_review');
    await check.getByLabel('I have checked the preview and want to issue this certificate').check();
    await check.getByRole('button', { name: 'Issue certificate' }).click();
    await expect(check).toBeHidden();
    await expect(page.getByText('Completed').first()).toBeVisible();
    const certificateLink = page.getByRole('link', { name: /^LVC-/ });
    const reference = (await certificateLink.textContent())!.trim();

    // the customer sees it completed and downloads the certificate an insurer reads
    await mine.reload();
    await expect(mine.getByText('Completed').first()).toBeVisible();
    await expect(mine.getByText(reference, { exact: true })).toBeVisible();
    // the request page holds the identity the expert recorded, as the certificate has it
    const identified = mine.getByRole('region', { name: 'As identified by the expert' });
    for (const identity of ['Rolex', 'Submariner Date', '126610LN', '7Z1A4433', 'Excellent'])
      await expect(identified).toContainText(identity);
    const downloading = mine.waitForEvent('download');
    await mine.getByRole('button', { name: 'Download certificate' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`certificate-${v.reference}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(reference);
    expect(text).not.toContain('PREVIEW');
    for (const identity of ['Rolex', 'Submariner Date', '126610LN', '7Z1A4433', 'Excellent'])
      expect(text).toContain(identity);
    expect(text).toContain(QUALIFICATION);
    expect(text).toContain('Eleanor Grant');
    expect(text).toContain('£12,450.00');
    const verifyUrl = /(https?:\/\/\S+\/verify\/LVC-[A-Z0-9-]+)/.exec(text)?.[1];
    expect(verifyUrl).toBe(`${new URL(mine.url()).origin}/verify/${reference}`);
    // the expert recommends a revaluation: a notice on the customer's request page and dashboard
    await page.getByRole('button', { name: 'Recommend revaluation' }).click();
    const recommend = page.getByRole('dialog', { name: 'Recommend revaluation' });
    await recommend.getByLabel(/^Reason/).fill('Steel sports watches rose sharply this year.');
    await recommend.getByRole('button', { name: 'Send recommendation' }).click();
    await expect(recommend).toBeHidden();
    const noticeTitle = `We recommend updating your valuation ${v.reference}`;
    await mine.reload();
    await expect(mine.getByRole('heading', { name: noticeTitle })).toBeVisible();
    await expect(
      mine.getByText('Steel sports watches rose sharply this year.', { exact: true }),
    ).toBeVisible();
    expect(await seriousViolations(mine)).toEqual([]);
    await mine.goto('/dashboard');
    await expect(mine.getByRole('heading', { name: noticeTitle })).toBeVisible();
    expect(await seriousViolations(mine)).toEqual([]);
    await mine.getByRole('link', { name: `View request ${v.reference}` }).click();
    await expect(mine).toHaveURL(new RegExp(`/valuations/${v.id}$`));

    // the QR's URL shows it valid
    await mine.goto(verifyUrl!);
    await expect(
      mine.getByRole('heading', { level: 1, name: 'Certificate verification' }),
    ).toBeVisible();
    await expect(mine.getByText('This certificate is valid.')).toBeVisible();
    await expect(mine.getByText('£12,450')).toBeVisible();
    // the validity date the PDF prints, and the serial number by its last four characters only
    const validUntil = /Valid until (\d{1,2} [A-Z][a-z]+ \d{4})/.exec(text)?.[1];
    expect(validUntil).toBeTruthy();
    await expect(mine.getByText('Valid until', { exact: true })).toBeVisible();
    await expect(mine.getByText(validUntil!, { exact: true })).toBeVisible();
    await expect(mine.getByText(/••••4433/)).toBeVisible();
    await expect(mine.locator('main')).not.toContainText('7Z1A4433');
    // the item's first photo, so whoever holds the paper can match it to the item
    const itemPhoto = mine.getByRole('img', { name: /Photo of the certified item/ });
    await expect(itemPhoto).toBeVisible();
    await expect
      .poll(() => itemPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await mine.goto('/verify/LVC-2222-2222');
    await expect(
      mine.getByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeVisible();
    await customerContext.close();
  });

  test('an expert without their own qualification and signature is told before the form, and cannot issue', async ({
    page,
    request,
  }) => {
    const customer = await registerApi(request, { label: 'staff-unsigned-customer' });
    const v = await paidRequest(request, customer);
    const expert = await expertAccount(
      request,
      { label: 'unsigned', lastName: 'Newcomer' },
      { valuerProfile: false },
    );
    await api(request, 'POST', `/api/staff/valuations/${v.id}/assign`, expert.token, {});
    await signInThroughUi(page, expert.email, STRONG_PASSWORD);
    await openRequest(page, v.reference);
    await expect(
      page.getByText(
        'Add your qualification and signature in Staff › Valuer profile before issuing a certificate.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete valuation' })).toBeDisabled();
    await page.getByRole('link', { name: 'Open your valuer profile' }).click();
    await expect(page).toHaveURL(/\/staff\/profile$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your valuer profile' }),
    ).toBeVisible();
  });

  test('a customer who opens /staff is sent to the dashboard', async ({ page, request }) => {
    const customer = await registerApi(request, { label: 'staff-not' });
    await signInThroughUi(page, customer.email, STRONG_PASSWORD);
    await page.goto('/staff');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`staff console accessibility in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    test.describe.configure({ timeout: 120_000 });

    test('the queue and a request pass axe', async ({ page, request }) => {
      const customer = await registerApi(request, { label: `staff-a11y-${colorScheme}` });
      const v = await paidRequest(request, customer);
      const expert = await expertAccount(request, { lastName: 'Grant' });
      await signInThroughUi(page, expert.email, STRONG_PASSWORD);
      await page.goto('/staff');
      await expect(page.getByRole('link', { name: v.reference })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await openRequest(page, v.reference);
      await expect(page.getByRole('img', { name: /Photo 1 of 1/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/staff/profile');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your valuer profile' }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/verify/LVC-2222-2222');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Certificate not found' }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
