// The realtime soak's server side (realtime-soak.ts): the sandbox's Pusher-protocol stand-in alone, in
// a child process of its own, so that the memory it reports is the stand-in's and not the clients'.
// Protocol (IPC): this sends { port } once listening; it answers { memory } with { memory, stats }
// (after a full GC when asked and --expose-gc is on); it stops and exits when the parent disconnects.
import { sandboxRealtimeApp } from '../../sandbox/src/realtime/credentials';
import { createRealtimeStandIn } from '../../sandbox/src/realtime/stand-in/stand-in';

if (!process.send) throw new Error('realtime-stand-in-child.ts runs as a child process (see realtime-soak.ts)');

const standIn = createRealtimeStandIn({ app: sandboxRealtimeApp });
const { port } = await standIn.listen(0, '127.0.0.1');
process.send({ port });

process.on('message', (message: { memory?: { gc: boolean } }) => {
  if (!message.memory) return;
  if (message.memory.gc) globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ memory: { rss, heapUsed, heapTotal, external, arrayBuffers }, stats: standIn.stats() });
});
process.once('disconnect', () => {
  void standIn.stop().then(() => process.exit(0));
});
