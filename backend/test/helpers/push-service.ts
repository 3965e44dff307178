import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, globalAgent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';

/** What arrived at the push service, verified and decrypted. */
export interface ReceivedPush {
  path: string;
  /** The VAPID JWT's claims (its ES256 signature checked against `k`). */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  ttl: string | undefined;
  payload: Record<string, unknown>;
}

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
export interface DeviceKeys {
  ecdh: ECDH;
  auth: Buffer;
  json: { p256dh: string; auth: string };
}

export function deviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 / RFC 8188: decrypts an aes128gcm web push body with the device's keys. */
export function decryptAes128gcm(body: Buffer, device: DeviceKeys): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const serverPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (records.length > rs) throw new Error('more than one record');
  const shared = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = hmac(hmac(device.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const plain = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return plain.subarray(0, end);
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`: ES256 over the JWT with the key given. */
function verifyVapid(header: string | undefined): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, key] = match;
  const [head, body, signature] = jwt.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header64.alg !== 'ES256') throw new Error(`VAPID alg ${header64.alg}`);
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString()), key };
}

/** The files of a push service's own certificate authority and its `localhost` certificate. */
export interface PushCertificates {
  /** The CA's certificate (PEM): what NODE_EXTRA_CA_CERTS names for a server in its own process. */
  caFile: string;
  keyFile: string;
  certFile: string;
}

/**
 * Makes (with openssl, three commands, a few ms each) a certificate authority and a certificate
 * for `localhost` signed by it, in `dir`; files already there are kept, so every process of a run
 * (Playwright loads its config in each worker) can call it and all share one authority.
 */
export function pushCertificates(dir: string): PushCertificates {
  const files = {
    caFile: join(dir, 'ca.pem'),
    keyFile: join(dir, 'server.key'),
    certFile: join(dir, 'server.pem'),
  };
  if (existsSync(files.caFile) && existsSync(files.keyFile) && existsSync(files.certFile)) {
    return files;
  }
  mkdirSync(dir, { recursive: true });
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  run([
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Luxe test push CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
  ]);
  run(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost']);
  writeFileSync(
    join(dir, 'ext.cnf'),
    'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  run([
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem.tmp',
    '-days',
    '2',
    '-extfile',
    'ext.cnf',
  ]);
  // Renamed last, so a process that sees it sees every file complete.
  renameSync(join(dir, 'server.pem.tmp'), files.certFile);
  return files;
}

/**
 * A local HTTPS push service for the API tests and the journeys (tests/e2e/notifications.spec.ts):
 * its own certificate authority (pushCertificates) and a certificate for `localhost`. It checks
 * the VAPID signature, decrypts the payload with the device keys registered for a path, and
 * answers 201, or what `answer` says (410 gone, 302 a redirect, a delay). In the API tests the app runs in the test process, so the CA is added
 * to this process's trust store (https.globalAgent, which web-push uses): what NODE_EXTRA_CA_CERTS
 * does for a server started as its own process (the journeys' server). No other trust is loosened.
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  readonly failures: string[] = [];
  private readonly devices = new Map<string, DeviceKeys>();
  private readonly answers = new Map<
    string,
    { status: number; delayMs?: number; location?: string }
  >();
  private server!: Server;
  private dir!: string;
  private ownDir = true;
  private savedCa: unknown;
  port = 0;

  constructor(
    private readonly options: {
      /** Listen here (the host PUSH_ALLOWED_HOSTS names); any free port when unset. */
      port?: number;
      /** Use (or make once) the authority in this folder, kept on stop; a new one when unset. */
      certDir?: string;
      /** Trust the authority in this process (the API tests' app runs here); default true. */
      trustInProcess?: boolean;
    } = {},
  ) {}

  async start(): Promise<void> {
    this.ownDir = !this.options.certDir;
    this.dir = this.options.certDir ?? mkdtempSync(join(tmpdir(), 'push-ca-'));
    const files = pushCertificates(this.dir);
    if (this.options.trustInProcess !== false) {
      const ca = readFileSync(files.caFile, 'utf8');
      this.savedCa = globalAgent.options.ca;
      globalAgent.options.ca = [...rootCertificates, ca];
    }
    this.server = createServer(
      { key: readFileSync(files.keyFile), cert: readFileSync(files.certFile) },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const path = req.url ?? '';
          const answer = this.answers.get(path);
          const finish = () => {
            try {
              if (answer && answer.status !== 201) {
                res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
                res.end();
                return;
              }
              const device = this.devices.get(path);
              if (!device) throw new Error(`unknown subscription ${path}`);
              if (req.headers['content-encoding'] !== 'aes128gcm') {
                throw new Error(`content-encoding ${req.headers['content-encoding']}`);
              }
              const { claims, key } = verifyVapid(req.headers.authorization);
              const payload = JSON.parse(
                decryptAes128gcm(Buffer.concat(chunks), device).toString(),
              );
              this.received.push({
                path,
                claims,
                vapidKey: key,
                ttl: req.headers.ttl as string | undefined,
                payload,
              });
              res.writeHead(201);
              res.end();
            } catch (err) {
              this.failures.push((err as Error).message);
              res.writeHead(400);
              res.end();
            }
          };
          if (answer?.delayMs) setTimeout(finish, answer.delayMs);
          else finish();
        });
      },
    );
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.options.port ?? 0, 'localhost', resolve);
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  get host(): string {
    return `localhost:${this.port}`;
  }

  /** A new device subscription at `path` on this service. */
  subscription(path: string): { endpoint: string; keys: DeviceKeys['json']; device: DeviceKeys } {
    const device = deviceKeys();
    this.devices.set(path, device);
    return { endpoint: `https://${this.host}${path}`, keys: device.json, device };
  }

  answer(
    path: string,
    status: number,
    options: { delayMs?: number; location?: string } = {},
  ): void {
    this.answers.set(path, { status, ...options });
  }

  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
    }
    return this.received;
  }

  async stop(): Promise<void> {
    if (this.options.trustInProcess !== false) {
      globalAgent.options.ca = this.savedCa as typeof globalAgent.options.ca;
    }
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    if (this.ownDir) rmSync(this.dir, { recursive: true, force: true });
  }
}
