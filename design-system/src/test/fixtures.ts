import type {
  ChatMessage,
  Conversation,
  Passkey,
  PostalAddress,
  User,
  Valuation,
} from '@valuation/contracts';

/**
 * The one sample postal address of the stories and tests (issue 32): a valuation's, a visit's, a
 * profile's. Spread it (`{ ...SAMPLE_ADDRESS, street: '…' }`) where a test needs another.
 */
export const SAMPLE_ADDRESS: PostalAddress = {
  street: '12 Mount Street',
  city: 'London',
  state: '',
  postalCode: 'W1K 3NU',
  country: 'United Kingdom',
};

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

// --- Chat (stories and tests) -----------------------------------------------------------------

export const CUSTOMER_ID = '6f1c2a9e-3d4b-4c5a-9e8f-1a2b3c4d5e6f';
export const EXPERT_ID = '0b9d8c7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';
export const CONVERSATION_ID = 'c0a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b';

/** A 1×1 gold PNG as a data URL: a thumbnail that loads without any server. */
export const SAMPLE_IMAGE_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8v5ThPwAHhgKyLk7FHQAAAABJRU5ErkJggg==';

/** A chat message as the API answers it. */
export function sampleMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm-1',
    conversationId: CONVERSATION_ID,
    content: 'Hello, I would like my watch valued for insurance.',
    timestamp: '2026-11-23T10:15:00.000Z',
    senderId: CUSTOMER_ID,
    senderRole: 'customer',
    senderName: 'Jane',
    status: 'read',
    attachments: [],
    ...overrides,
  };
}

/** A short exchange between the customer and an expert. */
export function sampleConversationMessages(): ChatMessage[] {
  return [
    sampleMessage(),
    sampleMessage({
      id: 'm-2',
      content: 'Good morning Jane, of course. Could you send photos of the dial and the case back?',
      timestamp: '2026-11-23T10:17:00.000Z',
      senderId: EXPERT_ID,
      senderRole: 'expert',
      senderName: 'Oliver',
    }),
    sampleMessage({
      id: 'm-3',
      content: 'Here they are.',
      timestamp: '2026-11-23T10:21:00.000Z',
      status: 'delivered',
      attachments: [
        {
          id: 'a-1',
          name: 'dial.png',
          type: 'image/png',
          size: 120_000,
          url: SAMPLE_IMAGE_URL,
        },
        {
          id: 'a-2',
          name: 'case-back.png',
          type: 'image/png',
          size: 98_000,
          url: SAMPLE_IMAGE_URL,
        },
        {
          id: 'a-3',
          name: 'receipt.pdf',
          type: 'application/pdf',
          size: 240_000,
          url: '#receipt.pdf',
        },
      ],
      valuationId: 'v-1',
      valuationReference: 'LV-7K3Q-9M2D',
    }),
    sampleMessage({
      id: 'm-4',
      content: 'Thank you, that is everything I need.',
      timestamp: '2026-11-23T10:25:00.000Z',
      status: 'sent',
      senderId: EXPERT_ID,
      senderRole: 'expert',
      senderName: 'Oliver',
    }),
  ];
}

/** A long history (older pages exist). */
export function longHistory(count = 60): ChatMessage[] {
  const start = Date.parse('2026-11-20T09:00:00.000Z');
  return Array.from({ length: count }, (_, index) => {
    const fromCustomer = index % 2 === 0;
    return sampleMessage({
      id: `h-${index}`,
      content: fromCustomer
        ? `Question ${index + 1} about my valuation request.`
        : `Answer ${index + 1} from the valuation team.`,
      timestamp: new Date(start + index * 7 * 60_000).toISOString(),
      senderId: fromCustomer ? CUSTOMER_ID : EXPERT_ID,
      senderRole: fromCustomer ? 'customer' : 'expert',
      senderName: fromCustomer ? 'Jane' : 'Oliver',
      status: 'read',
    });
  });
}

/** A staff inbox row. */
export function sampleConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    customer: {
      id: CUSTOMER_ID,
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
    },
    assignee: null,
    status: 'open',
    unreadCount: 2,
    lastMessage: {
      content: 'Here they are.',
      timestamp: '2026-11-23T10:21:00.000Z',
      senderRole: 'customer',
    },
    lastMessageAt: '2026-11-23T10:21:00.000Z',
    createdAt: '2026-11-23T10:15:00.000Z',
    ...overrides,
  };
}

/** A small gold PNG (16×16), valid enough for a browser to preview. */
const SAMPLE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4ucKHJMQwqmFUw/DVAAAQBr0Q31NfIAAAAABJRU5ErkJggg==';

/** A photo as the file picker would give it (stories and tests). */
export function samplePhotoFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(atob(SAMPLE_PNG_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 1_760_000_000_000 });
}

/** A valuation request as the API answers it (stories and tests): paid, a watch, two photos. */
export function sampleValuation(overrides: Partial<Valuation> = {}): Valuation {
  return {
    id: 'b8c6f0de-4a55-4d0e-8f0e-2f1a3b4c5d6e',
    reference: 'LV-7K3Q-9M2D',
    status: 'paid',
    serviceType: 'watch',
    serviceTier: 'express',
    watchBrand: 'Rolex',
    otherWatchBrand: null,
    handbagBrand: null,
    otherHandbagBrand: null,
    itemDescription: 'Submariner Date 126610LN, bought 2021, with box and papers.',
    purpose: 'insurance',
    itemModel: null,
    itemReference: null,
    itemSerial: null,
    lastKnownValue: null,
    yearOfPurchase: null,
    autoRevalue: true,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.com',
    phone: '+44 20 7946 0000',
    address: SAMPLE_ADDRESS,
    photos: [
      {
        id: 'p1',
        name: 'dial.jpg',
        type: 'image/jpeg',
        size: 180_000,
        width: 1600,
        height: 1200,
        url: SAMPLE_PHOTO_URL,
        previewUrl: SAMPLE_PHOTO_URL,
        uploadedAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 'p2',
        name: 'caseback.jpg',
        type: 'image/jpeg',
        size: 160_000,
        width: 1600,
        height: 1200,
        url: SAMPLE_PHOTO_URL,
        previewUrl: SAMPLE_PHOTO_URL,
        uploadedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    price: { tier: 75, autoRevalue: 20, total: 95, currency: 'GBP' },
    timeline: [
      { status: 'awaiting_payment', at: '2026-11-20T10:00:00.000Z', by: 'Jane Doe' },
      { status: 'paid', at: '2026-11-20T10:05:00.000Z', by: 'system' },
    ],
    payment: {
      status: 'paid',
      provider: 'test',
      amount: 95,
      currency: 'GBP',
      paidAt: '2026-11-20T10:05:00.000Z',
      refundedAt: null,
    },
    result: null,
    cancellableUntil: '2026-12-04T10:05:00.000Z',
    revaluationDueAt: null,
    revaluationRecommendation: null,
    expectedBy: '2026-11-23T10:05:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    ...overrides,
  };
}

/** The sample photo as a data URL (a valuation's photo URLs in stories). */
export const SAMPLE_PHOTO_URL = `data:image/png;base64,${SAMPLE_PNG_BASE64}`;

/** A completed valuation with its result. */
export function completedValuation(): Valuation {
  return sampleValuation({
    status: 'completed',
    cancellableUntil: null,
    expectedBy: null,
    revaluationDueAt: '2028-11-23T12:00:00.000Z',
    timeline: [
      { status: 'awaiting_payment', at: '2026-11-20T10:00:00.000Z' },
      { status: 'paid', at: '2026-11-20T10:05:00.000Z' },
      { status: 'in_review', at: '2026-11-21T09:00:00.000Z', by: 'Eleanor Price' },
      { status: 'completed', at: '2026-11-23T12:00:00.000Z', by: 'Eleanor Price' },
    ],
    result: {
      value: 11500,
      currency: 'GBP',
      basis: 'insurance',
      assessedDescription:
        'Rolex Submariner Date, ref. 126610LN, steel, 41 mm, excellent condition.',
      valuer: 'Eleanor Price FGA',
      completedAt: '2026-11-23T12:00:00.000Z',
      certificateReference: 'LVC-4F7K-2M9Q',
      identity: null,
    },
  });
}
