// The realtime stand-in's soak (issue 20: "1,000 connections held for 60 s, with the stand-in's memory
// reported"). Run by hand: `node --import tsx scripts/bench/realtime-soak.ts [--connections 1000]
// [--seconds 60]`. The stand-in runs alone in a child process (realtime-stand-in-child.ts); this
// process holds the connections as pusher-js would: each subscribes to its member's encrypted channel
// (signed by the `pusher` library, as the bff signs) and to one public channel. Once a second the
// `pusher` library publishes through the signed HTTP API, as the platform does: one event on the public
// channel (to every connection) and one encrypted message to one member. It prints the stand-in's
// memory idle, connected, every 10 s while held, and after the clients left (after a GC), the messages
// delivered against those expected and the broadcast's delivery latency. Loopback only; it stops by
// itself; exit 1 when a message was lost or a connection dropped.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Pusher from 'pusher';
import { WebSocket } from 'ws';
import { memberChannel, sandboxRealtimeApp as realtimeApp } from '../../sandbox/src/realtime/credentials';

const { values } = parseArgs({ options: { connections: { type: 'string', default: '1000' }, seconds: { type: 'string', default: '60' } } });
const connections = Number(values.connections);
const seconds = Number(values.seconds);
if (!Number.isInteger(connections) || connections < 1 || connections > 10_000) throw new Error('--connections: 1 to 10,000');
if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3_600) throw new Error('--seconds: 1 to 3,600');

const BROADCAST = 'soak-broadcast';
const OPEN_AT_ONCE = 50;

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}
interface Stats {
  connections: number;
  accepted: number;
  published: number;
  delivered: number;
}

const child = fork(fileURLToPath(new URL('./realtime-stand-in-child.ts', import.meta.url)), {
  execArgv: [...process.execArgv, '--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const port = await new Promise<number>((resolve, reject) => {
  child.once('message', (message: { port: number }) => resolve(message.port));
  child.once('exit', (code) => reject(new Error(`the stand-in exited (${code})`)));
});

function sample(gc: boolean): Promise<{ memory: Memory; stats: Stats }> {
  return new Promise((resolve) => {
    const onMessage = (message: { memory?: Memory; stats?: Stats }) => {
      if (!message.memory || !message.stats) return;
      child.off('message', onMessage);
      resolve({ memory: message.memory, stats: message.stats });
    };
    child.on('message', onMessage);
    child.send({ memory: { gc } });
  });
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const rows: { when: string; memory: Memory; stats: Stats }[] = [];
async function record(when: string, gc = false) {
  const { memory, stats } = await sample(gc);
  rows.push({ when, memory, stats });
  console.log(`${when.padEnd(22)} rss ${mb(memory.rss).padStart(6)} MB  heap ${mb(memory.heapUsed).padStart(6)} / ${mb(memory.heapTotal).padStart(6)} MB  external ${mb(memory.external).padStart(5)} MB  connections ${String(stats.connections).padStart(5)}  delivered ${stats.delivered}`);
}

const library = new Pusher({
  appId: realtimeApp.appId,
  key: realtimeApp.key,
  secret: realtimeApp.secret,
  host: '127.0.0.1',
  port: String(port),
  useTLS: false,
  encryptionMasterKeyBase64: realtimeApp.encryptionMasterKeyBase64,
});

let broadcastsReceived = 0;
let memberMessagesReceived = 0;
let dropped = 0;
const latencies: number[] = [];

/** One member's connection: connected and subscribed to both channels, answering pings. */
function openConnection(member: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${realtimeApp.key}?protocol=7&client=js&version=8.6.0`);
    const own = memberChannel(1, member);
    let subscribed = 0;
    ws.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as { event: string; channel?: string; data: string };
      switch (frame.event) {
        case 'pusher:connection_established': {
          const { socket_id: socketId } = JSON.parse(frame.data) as { socket_id: string };
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: BROADCAST } }));
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: own, ...library.authorizeChannel(socketId, own) } }));
          return;
        }
        case 'pusher_internal:subscription_succeeded':
          if (++subscribed === 2) resolve(ws);
          return;
        case 'pusher:subscription_error':
          reject(new Error(`subscription refused: ${frame.data}`));
          return;
        case 'pusher:ping':
          ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
          return;
        case 'tick':
          broadcastsReceived++;
          latencies.push(Date.now() - (JSON.parse(frame.data) as { sentAt: number }).sentAt);
          return;
        case 'message':
          memberMessagesReceived++;
          return;
      }
    });
    ws.once('error', reject);
    ws.once('close', () => {
      if (!closing) dropped++;
    });
  });
}

let closing = false;
const clients: WebSocket[] = [];
try {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await record('idle (after GC)', true);

  const openedAt = performance.now();
  for (let first = 0; first < connections; first += OPEN_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPEN_AT_ONCE, connections - first) }, (_, i) => openConnection(first + i + 1));
    clients.push(...(await Promise.all(batch)));
  }
  console.log(`${connections} connections open and subscribed (2 channels each) in ${((performance.now() - openedAt) / 1000).toFixed(1)} s`);
  await record('connected');

  let ticks = 0;
  const heldAt = Date.now();
  while (Date.now() - heldAt < seconds * 1000) {
    const tickAt = Date.now();
    ticks++;
    await library.trigger(BROADCAST, 'tick', { n: ticks, sentAt: Date.now() });
    await library.trigger(memberChannel(1, ((ticks - 1) % connections) + 1), 'message', { message: { body: `soak ${ticks}` }, unread_total: ticks });
    if (ticks % 10 === 0) await record(`held ${ticks} s`);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - tickAt))));
  }
  await new Promise((resolve) => setTimeout(resolve, 500)); // the last tick's deliveries
  await record('held, end');

  closing = true;
  for (const ws of clients) ws.close(1000);
  const deadline = Date.now() + 10_000;
  while ((await sample(false)).stats.connections > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  await record('clients gone (after GC)', true);

  const expectedBroadcasts = ticks * connections;
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const idle = rows[0]?.memory;
  const connected = rows.find((row) => row.when === 'connected')?.memory;
  const peak = Math.max(...rows.map((row) => row.memory.rss));
  console.log('');
  console.log(`triggers: ${ticks} broadcasts + ${ticks} member messages in ${seconds} s`);
  console.log(`delivered: broadcasts ${broadcastsReceived} / ${expectedBroadcasts}, member messages ${memberMessagesReceived} / ${ticks}; connections dropped while held: ${dropped}`);
  console.log(`broadcast delivery latency (trigger sent → frame at the client, ${connections} clients): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${sorted.at(-1) ?? 0} ms`);
  if (idle && connected) {
    console.log(`stand-in memory: rss idle ${mb(idle.rss)} MB → connected ${mb(connected.rss)} MB (${(((connected.rss - idle.rss) / connections) / 1024).toFixed(1)} KB a connection), peak ${mb(peak)} MB; heap idle ${mb(idle.heapUsed)} MB → connected ${mb(connected.heapUsed)} MB`);
  }
  if (broadcastsReceived !== expectedBroadcasts || memberMessagesReceived !== ticks || dropped > 0) process.exitCode = 1;
} finally {
  closing = true;
  for (const ws of clients) ws.terminate();
  child.disconnect();
}
