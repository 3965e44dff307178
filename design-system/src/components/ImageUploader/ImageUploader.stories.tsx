import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { samplePhotoFile } from '../../test/fixtures';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';

/** Keeps the files as the wizard does, so additions and removals show. */
function Stateful(props: ImageUploaderProps) {
  const [files, setFiles] = useState(props.files);
  return (
    <ImageUploader
      {...props}
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ImageUploader',
  component: ImageUploader,
  args: { files: [], onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/up to 10MB each\. You can add 5 more photos\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  },
};

export const Empty: Story = { args: { error: 'Please add at least one photo of the item.' } };

export const Filled: Story = {
  args: { files: [samplePhotoFile('front.png'), samplePhotoFile('back.png')] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/You can add 3 more photos\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove front.png' }));
    await expect(canvas.getByText(/You can add 4 more photos\./)).toBeVisible();
  },
};

export const Full: Story = {
  args: { files: [1, 2, 3, 4, 5].map((n) => samplePhotoFile(`photo-${n}.png`)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  },
};

/** Refusals name the file and the reason. */
export const Refused: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByTestId('image-picker-input');
    // Named like a photo but not one: the picker lets it through, the uploader refuses it.
    await userEvent.upload(input, new File(['hello'], 'notes.jpg', { type: 'text/plain' }));
    await expect(canvas.getByText(/"notes.jpg" is not a photo we can accept/)).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { files: [samplePhotoFile('front.png')], disabled: true },
};

export const Mobile: Story = {
  args: { files: [samplePhotoFile('front.png')] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Light: Story = {
  args: { files: [samplePhotoFile('front.png')] },
  globals: { scheme: 'light' },
};
