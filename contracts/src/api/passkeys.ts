/** A registered passkey (WebAuthn credential) as the API answers it. */
export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  transports: string[];
}

export interface PasskeyListResponse {
  credentials: Passkey[];
}

export interface PasskeyResponse {
  credential: Passkey;
}

export interface RenamePasskeyRequest {
  name: string;
}

/** Registration options: the signed-in user's id and email (both required, both checked). */
export interface RegistrationOptionsRequest {
  userId: string;
  email: string;
}

export interface RegistrationVerifyResponse {
  success: boolean;
  verified?: boolean;
  credential?: Passkey;
  error?: string;
  statusCode?: number;
}

export interface PasskeyLoginOptionsRequest {
  /** Ignored: sign-in uses discoverable credentials (no account enumeration). */
  email?: string | null;
}

export const PASSKEY_NAME_MAX = 60;
