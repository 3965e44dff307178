import {
  API,
  type PushPublicKeyResponse,
  type PushSubscriptionRequest,
} from '@valuation/contracts';
import { baseApi } from './baseApi';

/** Web push: the VAPID key and this device's subscription (docs/product.md "Notifications"). */
export const pushApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pushPublicKey: build.query<PushPublicKeyResponse, void>({
      query: () => ({ url: API.push.publicKey }),
    }),
    subscribePush: build.mutation<void, PushSubscriptionRequest>({
      query: (body) => ({ url: API.push.subscriptions, method: 'POST', body }),
    }),
    unsubscribePush: build.mutation<void, { endpoint: string }>({
      query: (body) => ({ url: API.push.subscriptions, method: 'DELETE', body }),
    }),
  }),
});
