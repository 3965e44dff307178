/**
 * The browser's routes (docs/product.md §2, route table and the routes the contracts add) and the
 * API's paths (docs/architecture.md, HTTP API). Written once: the router, the guards, the
 * containers, the mails' links and the API all read them from here.
 */
export const ROUTES = {
  home: '/',
  about: '/about',
  services: '/services',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  profile: '/profile',
  valuation: '/valuation',
  chat: '/chat',
  valuationRequest: '/valuations/:id',
  pay: '/pay/:checkoutId',
  visitBook: '/visits/book',
  visit: '/visits/:id',
  verify: '/verify/:reference',
  staff: '/staff',
  staffValuation: '/staff/valuations/:id',
  staffProfile: '/staff/profile',
  staffConversations: '/staff/conversations',
  staffConversation: '/staff/conversations/:id',
  notifications: '/notifications',
  staffMarket: '/staff/market',
  staffMarketMovement: '/staff/market/:id',
  staffVisits: '/staff/visits',
  staffReplies: '/staff/replies',
  collection: '/collection',
  sharedSchedule: '/shared/schedule/:token',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Where a signed-in visitor lands after signing in when no page was remembered. */
export const DEFAULT_AFTER_LOGIN = ROUTES.dashboard;

/** A route path with its `:params` filled in (values URI-encoded). */
export function routePath(path: RoutePath, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The API's base path and the paths of its calls, relative to the base. */
export const API_BASE = '/api';

export const API = {
  auth: {
    register: '/auth/register',
    login: '/auth/login',
    logout: '/auth/logout',
    validate: '/auth/validate',
    refreshToken: '/auth/refresh-token',
    resetPassword: '/auth/reset-password',
    confirmResetPassword: '/auth/reset-password/confirm',
    checkResetPassword: '/auth/reset-password/check',
    changePassword: '/auth/change-password',
  },
  passkeys: {
    registerOptions: '/auth/webauthn/register/options',
    registerVerify: '/auth/webauthn/register/verify',
    loginOptions: '/auth/webauthn/login/options',
    loginVerify: '/auth/webauthn/login/verify',
    credentials: '/auth/webauthn/credentials',
    credential: (id: string) => `/auth/webauthn/credentials/${encodeURIComponent(id)}`,
  },
  profile: {
    profile: '/profile',
    export: '/profile/export',
  },
  catalogue: '/valuations/catalogue',
  valuations: {
    list: '/valuations',
    create: '/valuations',
    one: (id: string) => `/valuations/${encodeURIComponent(id)}`,
    photos: (id: string) => `/valuations/${encodeURIComponent(id)}/photos`,
    respond: (id: string) => `/valuations/${encodeURIComponent(id)}/respond`,
    checkout: (id: string) => `/valuations/${encodeURIComponent(id)}/checkout`,
    cancel: (id: string) => `/valuations/${encodeURIComponent(id)}/cancel`,
    certificate: (id: string) => `/valuations/${encodeURIComponent(id)}/certificate.pdf`,
    revaluation: (id: string) => `/valuations/${encodeURIComponent(id)}/revaluation`,
    marketNotice: (id: string) => `/valuations/${encodeURIComponent(id)}/market-notice`,
  },
  visits: {
    slots: '/visits/slots',
    list: '/visits',
    create: '/visits',
    one: (id: string) => `/visits/${encodeURIComponent(id)}`,
    checkout: (id: string) => `/visits/${encodeURIComponent(id)}/checkout`,
    cancel: (id: string) => `/visits/${encodeURIComponent(id)}/cancel`,
    reschedule: (id: string) => `/visits/${encodeURIComponent(id)}/reschedule`,
    calendar: (id: string) => `/visits/${encodeURIComponent(id)}/calendar.ics`,
  },
  certificates: {
    verify: (reference: string) => `/certificates/${encodeURIComponent(reference)}`,
    /** The first photo's small preview, public as the reference is (nothing about the customer). */
    photo: (reference: string) => `/certificates/${encodeURIComponent(reference)}/photo.jpg`,
  },
  payments: {
    testCheckout: (checkoutId: string) => `/payments/test/${encodeURIComponent(checkoutId)}`,
    stripeWebhook: '/payments/stripe/webhook',
  },
  chat: {
    messages: '/chat/messages',
    message: (id: string) => `/chat/messages/${encodeURIComponent(id)}`,
    read: '/chat/messages/read',
    attachment: (id: string) => `/chat/attachments/${encodeURIComponent(id)}`,
  },
  collection: {
    list: '/collection',
    item: (id: string) => `/collection/items/${encodeURIComponent(id)}`,
    schedulePdf: '/collection/schedule.pdf',
    scheduleCsv: '/collection/schedule.csv',
    shares: '/collection/shares',
    share: (id: string) => `/collection/shares/${encodeURIComponent(id)}`,
  },
  sharedSchedules: {
    one: (token: string) => `/shared/schedules/${encodeURIComponent(token)}`,
    pdf: (token: string) => `/shared/schedules/${encodeURIComponent(token)}/schedule.pdf`,
  },
  contact: '/contact',
  health: '/health',
  notifications: {
    list: '/notifications',
    read: '/notifications/read',
  },
  push: {
    publicKey: '/push/public-key',
    subscriptions: '/push/subscriptions',
  },
  staff: {
    users: '/staff/users',
    enquiries: '/staff/enquiries',
    valuations: '/staff/valuations',
    valuation: (id: string) => `/staff/valuations/${encodeURIComponent(id)}`,
    assignValuation: (id: string) => `/staff/valuations/${encodeURIComponent(id)}/assign`,
    requestInfo: (id: string) => `/staff/valuations/${encodeURIComponent(id)}/request-info`,
    chatImages: (id: string) => `/staff/valuations/${encodeURIComponent(id)}/chat-images`,
    addChatPhoto: (id: string) => `/staff/valuations/${encodeURIComponent(id)}/photos/from-chat`,
    completeValuation: (id: string) => `/staff/valuations/${encodeURIComponent(id)}/complete`,
    certificatePreview: (id: string) =>
      `/staff/valuations/${encodeURIComponent(id)}/certificate-preview`,
    myProfile: '/staff/me/profile',
    mySignature: '/staff/me/signature',
    recommendRevaluation: (id: string) =>
      `/staff/valuations/${encodeURIComponent(id)}/recommend-revaluation`,
    experts: '/staff/experts',
    conversations: '/staff/conversations',
    conversation: (id: string) => `/staff/conversations/${encodeURIComponent(id)}`,
    conversationMessages: (id: string) => `/staff/conversations/${encodeURIComponent(id)}/messages`,
    conversationRead: (id: string) => `/staff/conversations/${encodeURIComponent(id)}/read`,
    marketMovements: '/staff/market-movements',
    marketMovementsPreview: '/staff/market-movements/preview',
    marketMovement: (id: string) => `/staff/market-movements/${encodeURIComponent(id)}`,
    marketMovementWithdraw: (id: string) =>
      `/staff/market-movements/${encodeURIComponent(id)}/withdraw`,
    visits: '/staff/visits',
    visit: (id: string) => `/staff/visits/${encodeURIComponent(id)}`,
    assignVisit: (id: string) => `/staff/visits/${encodeURIComponent(id)}/assign`,
    completeVisit: (id: string) => `/staff/visits/${encodeURIComponent(id)}/complete`,
    cancelVisit: (id: string) => `/staff/visits/${encodeURIComponent(id)}/cancel`,
    expertTimeOff: (id: string) => `/staff/experts/${encodeURIComponent(id)}/time-off`,
    savedReplies: '/staff/saved-replies',
    savedReply: (id: string) => `/staff/saved-replies/${encodeURIComponent(id)}`,
  },
} as const;

/** The refresh cookie's name and path (httpOnly, SameSite=Strict). */
export const REFRESH_COOKIE = { name: 'refresh_token', path: '/api/auth' } as const;

/** Where the browser keeps the access token (docs/product.md §7). */
export const ACCESS_TOKEN_STORAGE_KEY = 'authToken';
