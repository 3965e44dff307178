// The soak: 3 product processes behind nginx (deploy/cluster.mjs) on PostgreSQL, Redis and the S3
// gateway, for at least 3 minutes, while one process is killed with SIGKILL and started again
// every minute.
//
//   npm run build && S3_GATEWAY_PORT=7570 node bench/soak.mjs [--minutes 3] [--customers 200]
//       [--experts 10] [--port 3520] [--kill-every 60]
//
// 200 customers chat (one message every ~10 s each) and each creates one valuation request with
// two photos and pays it (the built-in test provider); 10 experts answer one customer message in
// three and work the queue (assign, complete), and every customer downloads their certificate.
// Every client goes through nginx, as a browser would; sockets reconnect and then catch up
// (the newest page of messages), as the app does. Figures: requests and messages sent; lost
// (acknowledged with 201 but not stored, or never seen by its addressee live or in the catch-up
// after a reconnect); duplicated (stored twice, or shown to a receiver under two ids), and apart
// from it announced twice (one id given again to a socket, which the app merges by id); refused
// but stored ("half"); sessions signed out (any 401); 5xx answers and how many fell within 3 s of
// a kill; p50/p95/p99 of every API call and of chat delivery; peak RSS per process; the load.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../deploy/cluster.mjs';
import { root } from './lib.mjs';

const require = createRequire(join(root, 'backend/package.json'));
const { io } = require('socket.io-client');
const pg = require('pg');
const sharp = require('sharp');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MINUTES = arg('minutes', 3);
const CUSTOMERS = arg('customers', 200);
const EXPERTS = arg('experts', 10);
const PORT = arg('port', 3520);
const KILL_EVERY_S = arg('kill-every', 60);
const CHAT_EVERY_MS = 10_000;
const PASSWORD = 'Sapphire#2026';
const ADMIN = { email: `soak-admin-${Date.now()}@example.com`, password: PASSWORD };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const jitter = (ms) => ms * (0.5 + Math.random());

let base = '';
const stats = {
  requests: 0,
  latencies: [],
  byStatus: new Map(),
  fiveXX: [], // { at, method, path, status }
  networkErrors: 0,
  retries: 0, // tries sent again with the same Idempotency-Key (no answer, or a 5xx)
  signedOut: 0,
  signedOutWhat: [],
  kills: [], // { at, index, restartedInMs }
  sent: 0,
  refused: 0,
  refusedNonces: [],
  acked: new Map(), // id -> { nonce, sentAt, addressee }
  seen: new Map(), // `${receiver}|${id}` -> 'live' | 'caught-up'
  early: new Map(), // id -> [{ receiver, at }] events before the POST answered
  announcedTwice: 0, // a socket given a message id it had already (merged by the app)
  shownIds: new Map(), // `${receiver}|${nonce}` -> the id it was first shown under
  shownTwice: 0, // one message shown under a second id (stored twice)
  delivery: [],
  valuations: { created: 0, refused: 0, paid: 0, completed: 0, certificates: 0 },
};

/** As the app does (frontend/src/lib/sendForm.ts): one key, tried again after no answer or a 5xx. */
const RETRY_DELAYS_MS = [1000, 2000, 4000];
async function create(method, path, { makeForm, ...options }) {
  const key = randomUUID();
  for (let attempt = 0; ; attempt++) {
    const res = await api(method, path, { ...options, form: makeForm(), key });
    if ((res.status > 0 && res.status < 500) || attempt >= RETRY_DELAYS_MS.length) return res;
    stats.retries++;
    await sleep(RETRY_DELAYS_MS[attempt]);
  }
}

async function api(method, path, { token, json, form, expect, key } = {}) {
  const headers = { 'x-request-id': `soak-${randomUUID().slice(0, 8)}` };
  if (key) headers['idempotency-key'] = key;
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const started = performance.now();
  stats.requests++;
  let res;
  try {
    res = await fetch(`${base}/api${path}`, { method, headers, body });
  } catch (err) {
    stats.networkErrors++;
    return { status: 0, body: null, error: err.message };
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  stats.latencies.push(performance.now() - started);
  stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
  if (res.status >= 500) stats.fiveXX.push({ at: Date.now(), method, path, status: res.status });
  if (res.status === 401 && token) {
    stats.signedOut++;
    stats.signedOutWhat.push(`${method} ${path}`);
  }
  let parsed = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      parsed = JSON.parse(bytes.toString());
    } catch {
      /* not JSON */
    }
  }
  if (expect && res.status !== expect && res.status < 500 && res.status !== 401)
    console.error(`${method} ${path}: ${res.status} ${bytes.toString().slice(0, 200)}`);
  return { status: res.status, body: parsed, bytes, type: res.headers.get('content-type') };
}

function connectSocket(token, receiver, onMessage, onReconnect) {
  const socket = io(base, {
    path: '/api/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 3000,
    forceNew: true,
  });
  let connectedOnce = false;
  socket.on('connect', () => {
    if (connectedOnce) onReconnect();
    connectedOnce = true;
  });
  socket.on('connect_error', (err) => {
    if (/auth|token|session|unauthori/i.test(err.message)) {
      stats.signedOut++;
      stats.signedOutWhat.push(`socket ${receiver}: ${err.message}`);
    }
  });
  socket.on('message:new', ({ message }) => {
    const key = `${receiver}|${message.id}`;
    const before = stats.seen.get(key);
    // The same id again (a retry or the sweep announced it once more): the app merges by id.
    if (before) stats.announcedTwice++;
    else shownOnce(receiver, message);
    if (!before) {
      stats.seen.set(key, 'live');
      const acked = stats.acked.get(message.id);
      if (acked?.addressee === receiver) stats.delivery.push(performance.now() - acked.sentAt);
      else if (!acked) {
        const list = stats.early.get(message.id) ?? [];
        list.push({ receiver, at: performance.now() });
        stats.early.set(message.id, list);
      }
    }
    onMessage(message);
  });
  return socket;
}

/**
 * What a receiver's thread shows, as the app merges it (by id): one message under two ids (its
 * nonce, the text's end, seen before with another id) is a message shown twice.
 */
function shownOnce(receiver, message) {
  const nonce = /[0-9a-f-]{36}$/.exec(message.content ?? '')?.[0];
  if (!nonce) return;
  const key = `${receiver}|${nonce}`;
  const id = stats.shownIds.get(key);
  if (id === undefined) stats.shownIds.set(key, message.id);
  else if (id !== message.id) stats.shownTwice++;
}

/** The messages of a catch-up page, as the app merges them after a reconnect. */
function caughtUp(receiver, messages) {
  for (const m of messages ?? []) {
    const key = `${receiver}|${m.id}`;
    if (stats.seen.has(key)) continue;
    stats.seen.set(key, 'caught-up');
    shownOnce(receiver, m);
  }
}

async function sendMessage(path, token, from, addressee) {
  const nonce = randomUUID();
  const makeForm = () => {
    const form = new FormData();
    form.append('content', `${from} asks ${nonce}`);
    return form;
  };
  const sentAt = performance.now();
  stats.sent++;
  const res = await create('POST', path, { token, makeForm, expect: 201 });
  if (res.status !== 201) {
    stats.refused++;
    stats.refusedNonces.push(nonce);
    return null;
  }
  const { message } = res.body;
  stats.acked.set(message.id, { nonce, sentAt, addressee });
  for (const e of stats.early.get(message.id) ?? []) {
    if (e.receiver === addressee) stats.delivery.push(e.at - sentAt);
  }
  stats.early.delete(message.id);
  return message;
}

async function photoForm() {
  const photo = () =>
    sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
  const [a, b] = await Promise.all([photo(), photo()]);
  return (customer) => {
    const form = new FormData();
    const fields = {
      serviceType: 'watch',
      serviceTier: 'standard',
      watchBrand: 'Rolex',
      itemDescription: 'A 1990s Submariner with box and papers.',
      autoRevalue: 'false',
      firstName: 'Soak',
      lastName: `Customer${customer.n}`,
      email: customer.email,
      phone: '+44 20 7946 0000',
      address: JSON.stringify({
        street: '1 Bond Street',
        city: 'London',
        state: '',
        postalCode: 'W1S 1AA',
        country: 'United Kingdom',
      }),
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('images', new Blob([a], { type: 'image/jpeg' }), 'dial.jpg');
    form.append('images', new Blob([b], { type: 'image/jpeg' }), 'caseback.jpg');
    return form;
  };
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
  const cluster = await startCluster({
    processes: 3,
    port: PORT,
    env: {
      RATE_LIMIT_IP_FACTOR: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    log: (line) => console.log(line),
  });
  base = cluster.url;
  const peakRss = cluster.processes.map(() => 0);
  const rssTimer = setInterval(() => {
    cluster.processes.forEach((p, i) => (peakRss[i] = Math.max(peakRss[i], p.rssMb())));
  }, 500);
  const db = new pg.Client({ connectionString: cluster.env.DATABASE_URL });
  await db.connect();
  const sockets = [];
  try {
    const makeForm = await photoForm();
    const admin = (await api('POST', '/auth/login', { json: ADMIN, expect: 200 })).body.token;
    const register = async (name, n) => {
      const email = `soak-${name}-${n}-${randomUUID().slice(0, 8)}@example.com`;
      const res = await api('POST', '/auth/register', {
        json: { email, password: PASSWORD, firstName: 'Soak', lastName: `${name}${n}` },
        expect: 201,
      });
      if (res.status !== 201) throw new Error(`register: ${res.status}`);
      return { n, email, token: res.body.token, id: res.body.user.id };
    };
    const experts = [];
    for (let k = 0; k < EXPERTS; k++) {
      const e = await register('expert', k);
      await api('PATCH', `/staff/users/${e.id}/role`, {
        token: admin,
        json: { role: 'expert' },
        expect: 200,
      });
      const login = await api('POST', '/auth/login', {
        json: { email: e.email, password: PASSWORD },
        expect: 200,
      });
      e.token = login.body.token;
      // No certificate without the valuer's own qualification and signature (contracts).
      await api('PUT', '/staff/me/profile', {
        token: e.token,
        json: { qualification: 'FGA DGA (Gem-A), Registered Valuer' },
        expect: 200,
      });
      const signature = await sharp({
        create: { width: 240, height: 80, channels: 3, background: '#ffffff' },
      })
        .png()
        .toBuffer();
      await create('POST', '/staff/me/signature', {
        token: e.token,
        makeForm: () => {
          const form = new FormData();
          form.append('signature', new Blob([signature], { type: 'image/png' }), 'signature.png');
          return form;
        },
        expect: 200,
      });
      e.name = `expert${k}`;
      e.conversations = new Map(); // customer n -> conversation id
      experts.push(e);
    }
    process.stdout.write(`registering ${CUSTOMERS} customers… `);
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, CUSTOMERS - i) }, (_, k) => register('customer', i + k)),
      );
      customers.push(...batch);
    }
    console.log('done');

    const expertOf = (c) => experts[c.n % EXPERTS];
    for (const e of experts) {
      e.socket = connectSocket(
        e.token,
        e.name,
        (message) => {
          if (message.senderRole !== 'customer') return;
          const customer = customers.find((c) => c.id === message.senderId);
          if (!customer || expertOf(customer) !== e) return;
          e.conversations.set(customer.n, message.conversationId);
          if (Math.random() < 1 / 3)
            e.replies.push({ customer, conversationId: message.conversationId });
        },
        async () => {
          for (const conversationId of e.conversations.values()) {
            const page = await api('GET', `/staff/conversations/${conversationId}/messages`, {
              token: e.token,
            });
            caughtUp(e.name, page.body?.messages);
          }
        },
      );
      e.replies = [];
      sockets.push(e.socket);
    }
    for (const c of customers) {
      c.name = `customer${c.n}`;
      c.socket = connectSocket(
        c.token,
        c.name,
        () => {},
        async () => {
          const page = await api('GET', '/chat/messages', { token: c.token });
          caughtUp(c.name, page.body?.messages);
        },
      );
      sockets.push(c.socket);
    }
    await sleep(2000);
    console.log(
      `${sockets.length} sockets; running ${MINUTES} min, a SIGKILL every ${KILL_EVERY_S} s`,
    );
    const loadStart = load();
    const started = Date.now();
    const end = started + MINUTES * 60_000;

    // Once a minute (on the clock, however long a restart takes), the next process that is up is
    // killed with SIGKILL and started again at once.
    const restarts = [];
    const killer = (async () => {
      let n = 0;
      for (let k = 1; started + k * KILL_EVERY_S * 1000 < end; k++) {
        await sleep(started + k * KILL_EVERY_S * 1000 - Date.now());
        let p = cluster.processes[n++ % cluster.processes.length];
        if (!p.running) p = cluster.processes[n++ % cluster.processes.length];
        const at = Date.now();
        await p.kill('SIGKILL');
        const kill = { at, index: p.index, restartedInMs: NaN };
        stats.kills.push(kill);
        console.log(`  ${((at - started) / 1000).toFixed(0)} s: process ${p.index + 1} killed`);
        const startAgain = async () => {
          // A start can fail on a starved machine (the database connection times out): try again
          for (let attempt = 1; ; attempt++) {
            try {
              return await p.start();
            } catch (err) {
              kill.failedStarts = attempt;
              console.log(`     process ${p.index + 1} did not start (${err.message}); again`);
              await sleep(1000);
            }
          }
        };
        restarts.push(
          startAgain().then(() => {
            kill.restartedInMs = Date.now() - at;
            console.log(
              `     process ${p.index + 1} restarted in ${(kill.restartedInMs / 1000).toFixed(1)} s`,
            );
          }),
        );
      }
    })();

    const customerLoop = async (c) => {
      await sleep(Math.random() * CHAT_EVERY_MS);
      const valuationAt = started + Math.random() * (end - started) * 0.6;
      while (Date.now() < end) {
        await sendMessage('/chat/messages', c.token, c.name, expertOf(c).name);
        if (!c.valuation && !c.valuationTried && Date.now() >= valuationAt) {
          c.valuationTried = true;
          const res = await create('POST', '/valuations', {
            token: c.token,
            makeForm: () => makeForm(c),
            expect: 201,
          });
          if (res.status !== 201) stats.valuations.refused++;
          if (res.status === 201) {
            stats.valuations.created++;
            c.valuation = res.body.valuation;
          }
        }
        if (c.valuation && !c.paid) {
          const checkout = await api('POST', `/valuations/${c.valuation.id}/checkout`, {
            token: c.token,
            expect: 200,
          });
          const checkoutId = checkout.body?.checkoutUrl?.split('/').pop();
          // 409: a payment answered with an error (a process died, or nginx gave up waiting) went
          // through after all: paying twice is impossible, and the request is paid
          if (checkout.status === 409) {
            c.paid = true;
            stats.valuations.paid++;
          } else if (checkoutId) {
            const paid = await api('POST', `/payments/test/${checkoutId}`, {
              token: c.token,
              json: {
                name: 'Soak Customer',
                cardNumber: '4242 4242 4242 4242',
                expiry: '12/30',
                cvc: '123',
              },
              expect: 200,
            });
            if (paid.status === 200 || paid.status === 409) {
              c.paid = true;
              stats.valuations.paid++;
            }
          }
        } else if (c.paid && !c.certificate) {
          const read = await api('GET', `/valuations/${c.valuation.id}`, { token: c.token });
          if (read.body?.valuation?.status === 'completed') {
            const pdf = await api('GET', `/valuations/${c.valuation.id}/certificate.pdf`, {
              token: c.token,
              expect: 200,
            });
            if (pdf.status === 200 && pdf.bytes.subarray(0, 5).toString() === '%PDF-') {
              c.certificate = true;
              stats.valuations.certificates++;
            }
          }
        }
        await sleep(jitter(CHAT_EVERY_MS));
      }
    };

    const expertLoop = async (e) => {
      while (Date.now() < end) {
        while (e.replies.length) {
          const { customer, conversationId } = e.replies.shift();
          await sendMessage(
            `/staff/conversations/${conversationId}/messages`,
            e.token,
            e.name,
            customer.name,
          );
        }
        const queue = await api('GET', '/staff/valuations?status=paid&assignee=none', {
          token: e.token,
        });
        const items = queue.body?.items ?? [];
        const pick = items[Math.floor(Math.random() * Math.min(items.length, 5))];
        if (pick) {
          const assigned = await api('POST', `/staff/valuations/${pick.id}/assign`, {
            token: e.token,
            json: {},
          });
          if (assigned.status < 300) {
            const done = await api('POST', `/staff/valuations/${pick.id}/complete`, {
              token: e.token,
              json: {
                value: 12450,
                basis: 'insurance',
                assessedDescription: 'Rolex Submariner, steel, 1990s, with box and papers.',
              },
              expect: 200,
            });
            if (done.status < 300) stats.valuations.completed++;
          }
        }
        await sleep(jitter(1500));
      }
    };

    await Promise.all([killer, ...customers.map(customerLoop), ...experts.map(expertLoop)]);
    await Promise.all(restarts);
    const seconds = (Date.now() - started) / 1000;
    const loadEnd = load();
    // Late events and catch-ups: wait until nothing has arrived for 10 s (at most 2 minutes)
    for (let quiet = 0, last = stats.seen.size, t = 0; quiet < 10 && t < 120; t++) {
      await sleep(1000);
      quiet = stats.seen.size === last ? quiet + 1 : 0;
      last = stats.seen.size;
    }

    // What the database holds: every acknowledged message once; refused ones not at all
    const { rows } = await db.query(
      `SELECT id, substring(content from '[0-9a-f-]{36}$') AS nonce FROM chat_messages`,
    );
    const storedIds = new Set(rows.map((r) => r.id));
    const nonceCount = new Map();
    for (const r of rows) if (r.nonce) nonceCount.set(r.nonce, (nonceCount.get(r.nonce) ?? 0) + 1);
    let notStored = 0;
    let notSeen = 0;
    let caught = 0;
    for (const [id, m] of stats.acked) {
      if (!storedIds.has(id)) notStored++;
      const seen = stats.seen.get(`${m.addressee}|${id}`);
      if (!seen) notSeen++;
      else if (seen === 'caught-up') caught++;
    }
    const storedTwice = [...nonceCount.values()].filter((n) => n > 1).length;
    const refusedButStored = stats.refusedNonces.filter((n) => nonceCount.has(n)).length;
    const { rows: perCustomer } = await db.query(
      `SELECT "userId", count(*)::int AS n FROM valuation_requests GROUP BY "userId" HAVING count(*) > 1`,
    );

    const pct = (list, p) => {
      const s = [...list].sort((x, y) => x - y);
      return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
    };
    const ms = (list) =>
      `p50 ${pct(list, 50).toFixed(0)} ms, p95 ${pct(list, 95).toFixed(0)} ms, p99 ${pct(list, 99).toFixed(0)} ms`;
    const nearKill = stats.fiveXX.filter((f) =>
      stats.kills.some((k) => f.at >= k.at && f.at - k.at <= 3000),
    );
    console.log('');
    console.log(
      `duration                 ${seconds.toFixed(0)} s, 3 processes behind nginx, ${stats.kills.length} SIGKILLs (restarted in ${stats.kills.map((k) => `${(k.restartedInMs / 1000).toFixed(1)} s${k.failedStarts ? ` after ${k.failedStarts} failed start(s)` : ''}`).join(', ')})`,
    );
    console.log(
      `clients                  ${CUSTOMERS} customers, ${EXPERTS} experts, ${sockets.length} sockets`,
    );
    console.log(
      `API requests             ${stats.requests} (${(stats.requests / seconds).toFixed(1)}/s), ${ms(stats.latencies)}`,
    );
    console.log(
      `retried with its key     ${stats.retries} tries (no answer or a 5xx, as the app retries)`,
    );
    console.log(
      `answers by status        ${[...stats.byStatus]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}; network errors ${stats.networkErrors}`,
    );
    console.log(
      `5xx answers              ${stats.fiveXX.length} (${nearKill.length} within 3 s of a kill)${stats.fiveXX.length ? ': ' + [...new Set(stats.fiveXX.map((f) => `${f.status} ${f.method} ${f.path.replace(/[0-9a-f-]{36}/g, ':id')}`))].join('; ') : ''}`,
    );
    console.log(
      `messages sent            ${stats.sent}: acknowledged ${stats.acked.size}, refused ${stats.refused} (refused but stored: ${refusedButStored})`,
    );
    console.log(
      `lost                     ${notStored + notSeen} (acknowledged but not stored ${notStored}; never seen by the addressee ${notSeen}); caught up after a reconnect ${caught}`,
    );
    console.log(
      `duplicated               ${storedTwice + stats.shownTwice} (stored twice ${storedTwice}: two rows for one message's key; shown twice ${stats.shownTwice}: a receiver given one message under two ids)`,
    );
    console.log(
      `announced twice          ${stats.announcedTwice} (the same id given again to a socket: a retry or the sweep announcing once more; the app merges it by id, ADR 016)`,
    );
    console.log(
      `chat delivery            ${ms(stats.delivery)} (POST start to the addressee's socket, ${stats.delivery.length} live deliveries)`,
    );
    console.log(
      `sessions signed out      ${stats.signedOut}${stats.signedOut ? ': ' + stats.signedOutWhat.slice(0, 5).join('; ') : ''}`,
    );
    console.log(
      `valuations               created ${stats.valuations.created} (a creation refused ${stats.valuations.refused}, customers with two requests ${perCustomer.length}), paid ${stats.valuations.paid}, completed ${stats.valuations.completed}, certificates downloaded ${stats.valuations.certificates}`,
    );
    console.log(
      `peak RSS                 ${peakRss.map((m, i) => `process ${i + 1} ${m.toFixed(0)} MB`).join(', ')}`,
    );
    console.log(
      `load average             ${loadStart} at the start, ${loadEnd} at the end (1, 5, 15 min; ${os.cpus().length} cores)`,
    );
  } finally {
    clearInterval(rssTimer);
    for (const s of sockets) s.close();
    await db.end();
    await cluster.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
