import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ContactScreen } from './ContactScreen';

const meta = {
  title: 'Screens/ContactScreen',
  component: ContactScreen,
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) => {
  await userEvent.type(canvas.getByLabelText('Name'), 'Amelia Hart');
  await userEvent.type(canvas.getByLabelText('Email'), 'amelia@example.co.uk');
  await userEvent.type(canvas.getByLabelText('Subject'), 'Ring valuation');
  await userEvent.type(canvas.getByLabelText('Message'), 'Please value my engagement ring.');
};

export const Default: Story = {};

/** Arrived from "Schedule Home Visit": subject and message pre-filled, with hints. */
export const PreFilled: Story = {
  args: {
    initialSubject: 'Home Visit Valuation Service Enquiry',
    initialMessage:
      'Hello,\n\nI would like to arrange a home visit to value my jewellery for insurance. I understand the service is charged at £185 per hour and that a deposit may be required when booking.\n\nThank you.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Subject')).toHaveValue(
      'Home Visit Valuation Service Enquiry',
    );
    await expect(canvas.getByText(/You can edit it before sending/)).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(await canvas.findByText('Message sent successfully!')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
  },
};

export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled());
  },
};

export const Failed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Too many messages sent. Please try again later.');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many messages sent. Please try again later.',
    );
    await expect(canvas.getByLabelText('Name')).toHaveValue('Amelia Hart');
  },
};

export const Light: Story = { globals: { scheme: 'light' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const MobilePreFilled: Story = {
  args: PreFilled.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
