import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ImageUploader } from './ImageUploader';

const photo = (name: string, size = 1024, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

function Harness({ initial = [] as File[] }) {
  const [files, setFiles] = useState<File[]>(initial);
  return <ImageUploader files={files} onChange={setFiles} />;
}

const picker = () => screen.getByTestId('image-picker-input');

describe('ImageUploader', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('accumulates photos, previews each and shows how many more are allowed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    expect(screen.getByText(/up to 10MB each\. You can add 5 more photos\./)).toBeInTheDocument();
    await user.upload(picker(), [photo('front.jpg'), photo('back.png', 10, 'image/png')]);
    await user.upload(picker(), photo('clasp.webp', 10, 'image/webp'));
    expect(screen.getByRole('img', { name: 'front.jpg' })).toHaveAttribute('src', 'blob:front.jpg');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/You can add 2 more photos\./)).toBeInTheDocument();
  });

  it('removes a photo and revokes its preview', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={[photo('front.jpg'), photo('back.jpg')]} />);
    await user.click(screen.getByRole('button', { name: 'Remove front.jpg' }));
    expect(screen.queryByRole('img', { name: 'front.jpg' })).toBeNull();
    expect(screen.getByRole('img', { name: 'back.jpg' })).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:front.jpg');
  });

  it('refuses a wrong type, an empty file, a file over 10MB and a sixth photo, naming each', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithTheme(<Harness initial={[1, 2, 3, 4].map((n) => photo(`p${n}.jpg`))} />);
    await user.upload(picker(), [
      photo('notes.pdf', 10, 'application/pdf'),
      photo('empty.jpg', 0),
      photo('huge.jpg', 10 * 1024 * 1024 + 1),
      photo('fifth.jpg'),
      photo('sixth.jpg'),
    ]);
    const alert = screen.getByText(/"notes.pdf" is not a photo we can accept/).parentElement!;
    expect(alert).toHaveTextContent('"empty.jpg" is empty');
    expect(alert).toHaveTextContent('"huge.jpg" is larger than 10MB');
    expect(alert).toHaveTextContent('"sixth.jpg" was not added: you can add up to 5 photos.');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/You have added the most photos allowed \(5\)\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  });

  it('adds dropped photos', () => {
    renderWithTheme(<Harness />);
    fireEvent.drop(screen.getByTestId('image-drop-zone'), {
      dataTransfer: { files: [photo('dropped.gif', 10, 'image/gif')] },
    });
    expect(screen.getByRole('img', { name: 'dropped.gif' })).toBeInTheDocument();
  });

  it('offers the phone camera through a second input', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByTestId('image-camera-input')).toHaveAttribute('capture', 'environment');
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  });
});
