import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software passkey authenticator for the API tests: an EC P-256 key per credential, ES256
 * signatures, 'none' attestation, the UP/UV flags and a signature counter. It builds the JSON a
 * browser sends (what @simplewebauthn/browser's startRegistration/startAuthentication return).
 */
export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  cosePublicKey: Uint8Array;
  /** The WebAuthn user handle given at creation (base64url). */
  userHandle: string;
  counter: number;
}

export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  challenge?: string;
  type?: string;
  /** User present / user verified flags (both true by default). */
  up?: boolean;
  uv?: boolean;
  /** Assertion only: the counter to report (default: the next one). */
  counter?: number;
  /** Assertion only: the user handle to report (default: the credential's; null leaves it out). */
  userHandle?: string | null;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}

export class SoftAuthenticator {
  constructor(
    readonly origin: string,
    readonly rpId: string,
    /** multi-device (backed-up, synced) credentials, like a platform passkey manager. */
    readonly multiDevice = true,
  ) {}

  private clientData(type: string, challenge: string, o: CeremonyOverrides): string {
    return b64url(
      Buffer.from(
        JSON.stringify({
          type: o.type ?? type,
          challenge: o.challenge ?? challenge,
          origin: o.origin ?? this.origin,
          crossOrigin: false,
        }),
      ),
    );
  }

  private flags(o: CeremonyOverrides, extra: number): number {
    let f = extra;
    if (o.up !== false) f |= FLAG_UP;
    if (o.uv !== false) f |= FLAG_UV;
    if (this.multiDevice) f |= FLAG_BE | FLAG_BS;
    return f;
  }

  /** navigator.credentials.create(): a new credential and the RegistrationResponseJSON. */
  create(
    options: { challenge: string; user: { id: string } },
    o: CeremonyOverrides = {},
    reuse?: SoftCredential,
  ): { credential: SoftCredential; response: Record<string, unknown> } {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const credential: SoftCredential = reuse ?? {
      id: b64url(randomBytes(32)),
      privateKey,
      cosePublicKey,
      userHandle: options.user.id,
      counter: 0,
    };
    const idBytes = Buffer.from(credential.id, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(idBytes.length);
    const authData = Buffer.concat([
      sha256(o.rpId ?? this.rpId),
      Buffer.from([this.flags(o, FLAG_AT)]),
      uint32(credential.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      idBytes,
      Buffer.from(credential.cosePublicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      credential,
      response: {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        response: {
          clientDataJSON: this.clientData('webauthn.create', options.challenge, o),
          attestationObject: b64url(attestationObject),
          transports: ['internal', 'hybrid'],
          publicKeyAlgorithm: -7,
          authenticatorData: b64url(authData),
          // browsers add fields of their own; the API must let them through
          somethingNew: 'from a future browser',
        },
        clientExtensionResults: { credProps: { rk: true } },
        authenticatorAttachment: 'platform',
      },
    };
  }

  /** navigator.credentials.get(): an AuthenticationResponseJSON signed by `credential`. */
  get(
    options: { challenge: string },
    credential: SoftCredential,
    o: CeremonyOverrides = {},
  ): Record<string, unknown> {
    const counter = o.counter ?? credential.counter + 1;
    if (o.counter === undefined) credential.counter = counter;
    const authData = Buffer.concat([
      sha256(o.rpId ?? this.rpId),
      Buffer.from([this.flags(o, 0)]),
      uint32(counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, o);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    const userHandle = o.userHandle === undefined ? credential.userHandle : o.userHandle;
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle === null ? {} : { userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
