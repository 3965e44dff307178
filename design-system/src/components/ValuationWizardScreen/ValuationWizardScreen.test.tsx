import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE, type CreateValuationFields } from '@valuation/contracts';
import { hydrateAfter, typeBeforeHydration } from '../../test/hydrate';
import { renderWithTheme } from '../../test/render';
import {
  ValuationWizardScreen,
  WIZARD_SCROLL,
  type ValuationWizardScreenProps,
} from './ValuationWizardScreen';
import { SAMPLE_ADDRESS } from '../../test/fixtures';
import { preloadWizardParts } from './laterParts';

const photo = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });

function Wizard(props: Partial<ValuationWizardScreenProps> & { initialPhotos?: File[] }) {
  const { initialPhotos = [], ...rest } = props;
  const [photos, setPhotos] = useState<File[]>(initialPhotos);
  return (
    <ValuationWizardScreen
      catalogue={CATALOGUE}
      photos={photos}
      onPhotosChange={setPhotos}
      onSubmit={jest.fn()}
      {...rest}
    />
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue to Personal Details' });

/** One change per field (typing each key re-validates the whole form: slow in jsdom). */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillPersonalDetails(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText(/^First name/), 'Amelia');
  await enter(user, screen.getByLabelText(/^Last name/), 'Hart');
  await enter(user, screen.getByLabelText(/^Email/), 'amelia@example.co.uk');
  await enter(user, screen.getByLabelText(/^Street/), '1 Bond Street');
  await enter(user, screen.getByLabelText(/^City/), 'London');
  await enter(user, screen.getByLabelText(/^Postal code/), 'W1S 1AA');
  // The country starts as the United Kingdom (issue 25).
  expect(screen.getByLabelText(/^Country/)).toHaveValue('United Kingdom');
}

// MUI + Formik in jsdom on a shared machine: a whole form can take several seconds.
jest.setTimeout(20000);

describe('ValuationWizardScreen', () => {
  // The later steps' code as a visitor has it once fetched (the screen fetches the next part while
  // the current one is shown); ValuationWizardScreen.lazy.test.tsx shows them loading.
  beforeAll(() => preloadWizardParts());

  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    window.scrollTo = jest.fn();
  });

  it('shows the two steps, the services, and reveals tiers then item details', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Wizard />);
    const progress = screen.getByLabelText('Progress');
    expect(progress).toHaveTextContent('Service Selection');
    expect(progress).toHaveTextContent('Personal Details');
    expect(
      screen.getByRole('radio', { name: /Professional watch valuation service/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Service Level' })).toBeNull();
    expect(continueButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Professional handbag valuation service/ }));
    const tiers = screen.getByRole('radiogroup', { name: 'Service Level' });
    expect(
      within(tiers).getByRole('radio', { name: /Express £135 1-2 business days/ }),
    ).toBeVisible();
    expect(
      within(tiers).getByRole('radio', { name: /Standard £115 3-5 business days/ }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Item Details' })).toBeNull();
    expect(continueButton()).toBeDisabled();

    await user.click(within(tiers).getByRole('radio', { name: /Standard/ }));
    expect(screen.getByRole('heading', { name: 'Item Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Last known value')).toHaveAttribute('placeholder', '£');
    expect(screen.getByLabelText('Year of purchase')).toHaveAttribute('placeholder', 'YYYY');
    expect(continueButton()).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Total: £115');

    await user.click(
      screen.getByRole('checkbox', { name: /revalue my item after 2 years for an extra £20/ }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Total: £135');
  });

  it('asks watches for a brand, with "Other" revealing a free-text field, and no year', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Wizard initialValues={{ serviceType: 'watch', serviceTier: 'express' }} />);
    expect(screen.queryByLabelText('Year of purchase')).toBeNull();
    expect(screen.queryByLabelText(/Other watch brand/)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Watch brand' }));
    const list = screen.getByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Rolex' })).toBeInTheDocument();
    await user.click(within(list).getByRole('option', { name: 'Other' }));
    expect(screen.getByLabelText(/Other watch brand/)).toBeInTheDocument();
  });

  it('scrolls to the next part after a choice, 110 px above it, smoothly', () => {
    jest.useFakeTimers();
    try {
      renderWithTheme(<Wizard />);
      act(() => screen.getByRole('radio', { name: /Professional art valuation service/ }).click());
      expect(window.scrollTo).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(WIZARD_SCROLL.delayMs));
      expect(window.scrollTo).toHaveBeenCalledWith({
        top: -WIZARD_SCROLL.offsetPx,
        behavior: 'smooth',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('chooses a service handed over on arrival', () => {
    renderWithTheme(<Wizard preselectedService="jewellery" />);
    expect(
      screen.getByRole('radio', { name: /Professional jewellery valuation service/ }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('heading', { name: 'Service Level' })).toBeInTheDocument();
  });

  it('says what is missing on "Proceed to Payment" and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithTheme(
      <Wizard
        initialValues={{ serviceType: 'art', serviceTier: 'express' }}
        initialStep={1}
        onSubmit={onSubmit}
      />,
    );
    expect(
      screen.getByText(
        'To proceed we need at least one photo, a description of the item, your name, email and postal address.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Before you can proceed:');
    expect(alert).toHaveTextContent('Please add at least one photo of the item.');
    expect(alert).toHaveTextContent('Please describe the item');
    expect(alert).toHaveTextContent('Street is required');
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays on step 1 while its description or photos are missing, and says so there', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Wizard initialValues={{ serviceType: 'art', serviceTier: 'express' }} />);
    await user.click(continueButton());
    const summary = await screen.findByRole('alert', { name: 'Before you can continue:' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Please describe the item',
      'Please add at least one photo of the item.',
    ]);
    // still on the first step, the fields marked
    expect(screen.getByRole('heading', { name: 'Item Details' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    await user.click(links[1]);
    expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveFocus();
    await user.click(links[0]);
    expect(screen.getByLabelText(/^Item description/)).toHaveFocus();
  });

  it('takes the visitor from the summary to a field of the other step', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Wizard initialValues={{ serviceType: 'art', serviceTier: 'express' }} initialStep={1} />,
    );
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const summary = await screen.findByRole('alert', { name: 'Before you can proceed:' });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'First name is required' }));
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    // the description is on step 1: the link goes back there and puts the cursor in it
    await user.click(within(summary).getByRole('link', { name: 'Please describe the item' }));
    expect(await screen.findByLabelText(/^Item description/)).toHaveFocus();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
  });

  it('sends the fields the service asks for with the photos', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn<void, [CreateValuationFields, File[]]>();
    const front = photo('front.jpg');
    renderWithTheme(
      <Wizard
        initialValues={{
          serviceType: 'watch',
          serviceTier: 'express',
          watchBrand: 'Rolex',
          yearOfPurchase: '2015',
        }}
        initialPhotos={[front]}
        onSubmit={onSubmit}
      />,
    );
    await enter(user, screen.getByLabelText(/^Item description/), 'Submariner with box and papers');
    await user.click(screen.getByRole('radio', { name: /^Selling or market value/ }));
    await enter(user, screen.getByLabelText(/^Reference number/), '126610LN');
    await user.click(continueButton());
    await fillPersonalDetails(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Item description/)).toHaveValue(
      'Submariner with box and papers',
    );
    await user.click(continueButton());
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Amelia');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      {
        serviceType: 'watch',
        serviceTier: 'express',
        watchBrand: 'Rolex',
        purpose: 'market',
        itemReference: '126610LN',
        itemDescription: 'Submariner with box and papers',
        autoRevalue: false,
        firstName: 'Amelia',
        lastName: 'Hart',
        email: 'amelia@example.co.uk',
        phone: '',
        address: {
          street: '1 Bond Street',
          city: 'London',
          state: '',
          postalCode: 'W1S 1AA',
          country: 'United Kingdom',
        },
      },
      [front],
    );
    // The whole form typed key by key through both steps, then the error summary's checks:
    // 18 s alone on a CI core, so 20 s ran out beside the other Jest lane.
  }, 60_000);

  describe('a signed-in customer’s saved phone and address', () => {
    const saved = {
      phoneNumber: '020 7946 0958',
      address: SAMPLE_ADDRESS,
    };
    const ready = {
      serviceType: 'jewellery',
      serviceTier: 'standard',
      itemDescription: 'A diamond ring',
      firstName: 'Amelia',
      lastName: 'Hart',
      email: 'amelia@example.co.uk',
    } as const;
    const box = () =>
      screen.queryByRole('checkbox', {
        name: 'Save this phone number and address to my profile',
      });

    it('fills the phone and address; the box is offered only once they differ', async () => {
      const user = userEvent.setup({ delay: null });
      const onSubmit = jest.fn();
      renderWithTheme(
        <Wizard
          initialValues={ready}
          initialStep={1}
          initialPhotos={[photo('ring.jpg')]}
          savedContact={saved}
          onSubmit={onSubmit}
        />,
      );
      expect(await screen.findByDisplayValue('12 Mount Street')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Phone/)).toHaveValue('020 7946 0958');
      expect(screen.getByLabelText(/^Postal code/)).toHaveValue('W1K 3NU');
      expect(box()).toBeNull();

      const phone = screen.getByLabelText(/^Phone/);
      await user.clear(phone);
      await user.paste('07700 900123');
      const street = screen.getByLabelText(/^Street/);
      await user.clear(street);
      await user.paste('1 Bond Street');
      expect(box()).not.toBeChecked();
      await user.click(box()!);
      await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0][0]).toMatchObject({ phone: '07700 900123' });
      expect(onSubmit.mock.calls[0][2]).toEqual({
        contact: {
          phoneNumber: '07700 900123',
          address: { ...saved.address, street: '1 Bond Street' },
        },
      });
    });

    it('ticks the box by default when the profile has no phone or address', async () => {
      const user = userEvent.setup({ delay: null });
      const onSubmit = jest.fn();
      renderWithTheme(
        <Wizard
          initialValues={{ ...ready, phone: '07700 900123', address: saved.address }}
          initialStep={1}
          initialPhotos={[photo('ring.jpg')]}
          savedContact={{ phoneNumber: '', address: null }}
          onSubmit={onSubmit}
        />,
      );
      expect(box()).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled(), { timeout: 5000 });
      expect(onSubmit.mock.calls[0][2]).toEqual({
        contact: { phoneNumber: '07700 900123', address: saved.address },
      });
    });

    it('sends nothing to the profile when the box is left unticked, and none signed out', async () => {
      const user = userEvent.setup({ delay: null });
      const onSubmit = jest.fn();
      const { unmount } = renderWithTheme(
        <Wizard
          initialValues={{ ...ready, phone: '07700 900123' }}
          initialStep={1}
          initialPhotos={[photo('ring.jpg')]}
          savedContact={saved}
          onSubmit={onSubmit}
        />,
      );
      // A phone already typed (a draft) is kept; the address, untouched, is the profile's.
      expect(await screen.findByDisplayValue('12 Mount Street')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Phone/)).toHaveValue('07700 900123');
      expect(box()).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0]).toHaveLength(2);
      unmount();

      renderWithTheme(<Wizard initialValues={ready} initialStep={1} />);
      await enter(user, screen.getByLabelText(/^Phone/), '07700 900123');
      expect(box()).toBeNull();
    });
  });

  it('shows the upload progress, and a failed upload can be tried again', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(
      <ValuationWizardScreen
        catalogue={CATALOGUE}
        photos={[]}
        onPhotosChange={jest.fn()}
        onSubmit={jest.fn()}
        initialStep={1}
        submitting
        uploadProgress={42}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading photos: 42%' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    const onSubmit = jest.fn();
    const values = {
      serviceType: 'art' as const,
      serviceTier: 'express' as const,
      itemDescription: 'Oil on canvas',
      firstName: 'Amelia',
      lastName: 'Hart',
      email: 'amelia@example.co.uk',
      address: { street: '1 Bond St', city: 'London', state: '', postalCode: 'W1S', country: 'UK' },
    };
    rerender(
      <ValuationWizardScreen
        key="retry"
        catalogue={CATALOGUE}
        photos={[photo('a.jpg')]}
        onPhotosChange={jest.fn()}
        onSubmit={onSubmit}
        initialStep={1}
        initialValues={values}
        submitError="The upload was interrupted. Please try again."
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The upload was interrupted. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][1]).toHaveLength(1);
  });

  it('"Start again" clears the fields and photos', async () => {
    const user = userEvent.setup();
    const onStartAgain = jest.fn();
    renderWithTheme(
      <Wizard
        initialValues={{ serviceType: 'art', serviceTier: 'express', itemDescription: 'Oil' }}
        initialPhotos={[photo('a.jpg')]}
        onStartAgain={onStartAgain}
      />,
    );
    expect(screen.getByRole('img', { name: 'a.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onStartAgain).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Item Details' })).toBeNull();
    expect(continueButton()).toBeDisabled();
  });

  describe('on a prerendered page, what was typed before hydration', () => {
    it('is in the draft: item details and the auto-revalue box', async () => {
      const onDraftChange = jest.fn();
      const ui = (
        <Wizard
          initialValues={{ serviceType: 'watch', serviceTier: 'standard' }}
          onDraftChange={onDraftChange}
        />
      );
      hydrateAfter(ui, (page) => {
        typeBeforeHydration(page, 'itemDescription', 'A 1970s steel Submariner with box');
        typeBeforeHydration(page, 'autoRevalue', true);
      });
      await waitFor(() =>
        expect(onDraftChange).toHaveBeenLastCalledWith(
          expect.objectContaining({
            itemDescription: 'A 1970s steel Submariner with box',
            autoRevalue: true,
          }),
          0,
        ),
      );
      // The price follows the ticked box.
      expect(screen.getByRole('status')).toHaveTextContent(/auto-revalue/);
    });

    it('is in the draft: personal details and the nested address fields', async () => {
      const onDraftChange = jest.fn();
      const ui = (
        <Wizard
          initialValues={{ serviceType: 'watch', serviceTier: 'standard' }}
          initialStep={1}
          onDraftChange={onDraftChange}
        />
      );
      hydrateAfter(ui, (page) => {
        typeBeforeHydration(page, 'firstName', 'Amelia');
        typeBeforeHydration(page, 'address.street', '1 Bond Street');
      });
      await waitFor(() =>
        expect(onDraftChange).toHaveBeenLastCalledWith(
          expect.objectContaining({
            firstName: 'Amelia',
            address: expect.objectContaining({ street: '1 Bond Street', city: '' }),
          }),
          1,
        ),
      );
    });
  });
});
