import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CATALOGUE } from '@valuation/contracts';
import { SAMPLE_ADDRESS, samplePhotoFile } from '../../test/fixtures';
import { AppLayout } from '../AppLayout';
import { BottomTabBar } from '../BottomTabBar';
import { Navbar } from '../Navbar';
import {
  ValuationWizardScreen,
  type ValuationWizardScreenProps,
  type ValuationWizardValues,
} from './ValuationWizardScreen';
import { preloadWizardParts } from './laterParts';

/** Keeps the photos as the page does. */
function Stateful(props: ValuationWizardScreenProps) {
  const [photos, setPhotos] = useState(props.photos);
  return <ValuationWizardScreen {...props} photos={photos} onPhotosChange={setPhotos} />;
}

const filled: Partial<ValuationWizardValues> = {
  serviceType: 'handbag',
  serviceTier: 'express',
  handbagBrand: 'Hermès',
  itemDescription:
    'Birkin 30 in Togo leather, gold hardware, 2019, with box, dust bag and receipt.',
  lastKnownValue: '£18,500',
  yearOfPurchase: '2019',
  autoRevalue: true,
  firstName: 'Amelia',
  lastName: 'Hart',
  email: 'amelia.hart@example.co.uk',
  phone: '+44 20 7946 0000',
  address: SAMPLE_ADDRESS,
};

const meta = {
  title: 'Screens/ValuationWizardScreen',
  component: ValuationWizardScreen,
  args: {
    catalogue: CATALOGUE,
    photos: [],
    onPhotosChange: fn(),
    onSubmit: fn(),
    onDraftChange: fn(),
    onStartAgain: fn(),
  },
  render: (args) => <Stateful {...args} />,
  // The later parts' code (each from its chunk, fetched when first shown or while the previous part
  // is on screen) loaded first: a story opened on step 2 shows it as a visitor has it once fetched.
  loaders: [
    async () => {
      await preloadWizardParts();
      return {};
    },
  ],
} satisfies Meta<typeof ValuationWizardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Continue to Personal Details' });
    await expect(next).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('radio', { name: /Professional watch valuation service/ }),
    );
    await userEvent.click(await canvas.findByRole('radio', { name: /Express £75/ }));
    await expect(await canvas.findByRole('heading', { name: 'Item Details' })).toBeVisible();
    await expect(next).toBeEnabled();
  },
};

/** A service handed over from the Home slides or Services page. */
export const Preselected: Story = { args: { preselectedService: 'art' } };

export const Filled: Story = {
  args: {
    initialValues: filled,
    photos: [samplePhotoFile('front.png'), samplePhotoFile('clasp.png')],
  },
};

export const PersonalDetails: Story = {
  args: { initialValues: filled, initialStep: 1, photos: [samplePhotoFile('front.png')] },
};

/**
 * A signed-in customer whose profile holds another phone and address than the ones typed: the box
 * "Save this phone number and address to my profile" is offered, unticked.
 */
export const SaveToProfileOffered: Story = {
  args: {
    initialValues: filled,
    initialStep: 1,
    photos: [samplePhotoFile('front.png')],
    savedContact: {
      phoneNumber: '020 7946 0958',
      address: { ...filled.address!, street: '1 Bond Street', postalCode: 'W1S 1AA' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Save this phone number and address to my profile',
    });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** The profile's phone and address filled in for a signed-in customer: nothing to offer. */
export const SavedContactFilled: Story = {
  args: {
    initialValues: { ...filled, phone: '', address: undefined },
    initialStep: 1,
    photos: [samplePhotoFile('front.png')],
    savedContact: { phoneNumber: filled.phone!, address: filled.address! },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('12 Mount Street')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /Save this phone/ })).toBeNull();
  },
};

/**
 * "Proceed to Payment" with nothing entered: the error summary takes the focus and lists each
 * problem; a link takes the visitor to its field, on the other step when it is there.
 */
export const Missing: Story = {
  args: { initialValues: { serviceType: 'art', serviceTier: 'standard' }, initialStep: 1 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Payment' }));
    const summary = await canvas.findByRole('alert', { name: 'Before you can proceed:' });
    await expect(summary).toHaveFocus();
    await expect(summary).toHaveTextContent('Please add at least one photo of the item.');
    await userEvent.click(canvas.getByRole('link', { name: 'Street is required' }));
    await expect(canvas.getByLabelText(/^Street/)).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Please describe the item' }));
    await expect(await canvas.findByLabelText(/^Item description/)).toHaveFocus();
  },
};

/**
 * "Continue" with the first step's own fields missing: the visitor stays there, the summary names
 * the description and the photos, and its photo link focuses "Choose photos".
 */
export const ContinueBlocked: Story = {
  args: { initialValues: { serviceType: 'art', serviceTier: 'standard' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Personal Details' }));
    const summary = await canvas.findByRole('alert', { name: 'Before you can continue:' });
    await expect(summary).toHaveFocus();
    await expect(canvas.queryByLabelText(/^First name/)).toBeNull();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('link', { name: 'Please describe the item' })).toHaveFocus();
    await userEvent.click(
      canvas.getByRole('link', { name: 'Please add at least one photo of the item.' }),
    );
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toHaveFocus();
  },
};

export const Uploading: Story = {
  args: {
    initialValues: filled,
    initialStep: 1,
    photos: [samplePhotoFile('front.png')],
    submitting: true,
    uploadProgress: 64,
  },
};

export const UploadFailed: Story = {
  args: {
    initialValues: filled,
    initialStep: 1,
    photos: [samplePhotoFile('front.png')],
    submitError: 'The upload was interrupted. Please check your connection and try again.',
  },
};

export const Mobile: Story = {
  args: { initialValues: filled, photos: [samplePhotoFile('front.png')] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Light: Story = {
  args: { initialValues: filled, photos: [samplePhotoFile('front.png')] },
  globals: { scheme: 'light' },
};

/** The installed app: no top bar, the bottom tab bar instead. */
export const InstalledApp: Story = {
  args: { initialValues: { serviceType: 'jewellery' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <AppLayout
      installed
      navbar={<Navbar user={null} onSignOut={fn()} currentPath="/valuation" />}
      bottomBar={<BottomTabBar currentPath="/valuation" />}
    >
      <Stateful {...args} />
    </AppLayout>
  ),
};
