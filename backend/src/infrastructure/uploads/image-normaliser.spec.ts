import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { normaliseImage, PREVIEW_SIZE } from './image-normaliser';

describe('normaliseImage', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'normalise-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('turns a sideways PNG with metadata upright, flattened, as a JPEG without any metadata, with a preview', async () => {
    const source = join(dir, 'in');
    writeFileSync(
      source,
      await sharp({
        create: {
          width: 1200,
          height: 600,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      })
        .png()
        .withExif({ IFD0: { Make: 'SecretCam' } })
        .withIccProfile('p3')
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const image = await normaliseImage(source, join(dir, 'm.jpg'), join(dir, 'p.jpg'));
    expect(image).toMatchObject({ width: 600, height: 1200 });
    const master = readFileSync(join(dir, 'm.jpg'));
    const meta = await sharp(master).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 1200, hasAlpha: false });
    expect([meta.exif, meta.icc, meta.xmp, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(master.includes(Buffer.from('SecretCam'))).toBe(false);
    // transparent pixels become white, not black
    const { data } = await sharp(master).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
    const preview = await sharp(join(dir, 'p.jpg')).metadata();
    expect(Math.max(preview.width!, preview.height!)).toBe(PREVIEW_SIZE);
    expect(image.size).toBe(master.length);
  });

  it('throws on bytes that are not a whole image and leaves nothing behind', async () => {
    const source = join(dir, 'in');
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    writeFileSync(source, jpeg.subarray(0, 200));
    await expect(normaliseImage(source, join(dir, 'm.jpg'), join(dir, 'p.jpg'))).rejects.toThrow();
    expect(existsSync(join(dir, 'm.jpg')) || existsSync(join(dir, 'p.jpg'))).toBe(false);
  });
});
