import type { Passkey, User } from '@valuation/contracts';

/** A signed-in customer as the API answers it (stories and tests). */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c2a9e-3d4b-4c5a-9e8f-1a2b3c4d5e6f',
    email: 'jane.doe@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    role: 'customer',
    createdAt: '2026-01-12T09:30:00.000Z',
    ...overrides,
  };
}

/** A registered passkey as the API answers it (stories and tests). */
export function samplePasskey(overrides: Partial<Passkey> = {}): Passkey {
  return {
    id: 'a3e0c7d2-58f1-4b9e-9a10-6c2d4e8f0b13',
    name: 'iPhone',
    createdAt: '2026-10-16T10:00:00.000Z',
    lastUsedAt: null,
    deviceType: 'multiDevice',
    backedUp: true,
    transports: ['internal', 'hybrid'],
    ...overrides,
  };
}

/** Two passkeys, one used and one never used (the PasskeyList's stories and tests). */
export const twoPasskeys: Passkey[] = [
  samplePasskey({
    id: 'a1',
    name: 'Chrome on Linux',
    createdAt: '2026-03-02T12:00:00.000Z',
    lastUsedAt: '2026-03-10T12:00:00.000Z',
  }),
  samplePasskey({
    id: 'b2',
    name: 'Safari on iPhone',
    createdAt: '2026-01-20T12:00:00.000Z',
    lastUsedAt: null,
  }),
];

/** A small gold PNG (16×16), valid enough for a browser to preview. */
const SAMPLE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4ucKHJMQwqmFUw/DVAAAQBr0Q31NfIAAAAABJRU5ErkJggg==';

/** A photo as the file picker would give it (stories and tests). */
export function samplePhotoFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(atob(SAMPLE_PNG_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 1_760_000_000_000 });
}
