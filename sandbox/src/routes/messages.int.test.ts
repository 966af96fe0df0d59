import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
// pusher's own dependency, the one it encrypts with: the test opens what the provider would forward.
import nacl from 'tweetnacl';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../index';
import { demoMembers, memberToken } from '../data/members';
import { memberChannel, sandboxRealtimeApp, type RealtimeApp } from '../realtime/credentials';
import { TENANTS, type TenantId } from '../tenancy';

// The platform's messages API as the sandbox answers it (CONTRACT.md "Messages"), and what it publishes:
// the test plays the realtime provider's HTTP API (the one the `pusher` library posts to), checks each
// request's signature, opens the encrypted payload with the channel's shared secret, and records it.

interface Published {
  channel: string;
  event: string;
  data: unknown;
  socket_id?: string;
}

/** A Pusher HTTP API of the test's own: `POST /apps/{id}/events`, signed; `failing` answers 500. */
function fakeProvider(realtimeApp: RealtimeApp = sandboxRealtimeApp) {
  const published: Published[] = [];
  let failing = false;
  const sharedSecret = (channel: string) =>
    createHash('sha256').update(Buffer.concat([Buffer.from(channel), Buffer.from(realtimeApp.encryptionMasterKeyBase64, 'base64')])).digest();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://provider');
      const params = [...url.searchParams].filter(([name]) => name !== 'auth_signature').sort(([a], [b]) => (a < b ? -1 : 1));
      const signed = `POST\n${url.pathname}\n${params.map(([k, v]) => `${k}=${v}`).join('&')}`;
      const valid =
        request.method === 'POST' &&
        url.pathname === `/apps/${realtimeApp.appId}/events` &&
        url.searchParams.get('auth_key') === realtimeApp.key &&
        url.searchParams.get('body_md5') === createHash('md5').update(raw).digest('hex') &&
        url.searchParams.get('auth_signature') === createHmac('sha256', realtimeApp.secret).update(signed).digest('hex');
      if (!valid) {
        response.writeHead(401).end('bad signature');
        return;
      }
      if (failing) {
        response.writeHead(500).end('provider down');
        return;
      }
      const body = JSON.parse(raw) as { name: string; channels: string[]; data: string; socket_id?: string };
      const [channel = ''] = body.channels;
      const sealed = JSON.parse(body.data) as { nonce: string; ciphertext: string };
      const opened = nacl.secretbox.open(Buffer.from(sealed.ciphertext, 'base64'), Buffer.from(sealed.nonce, 'base64'), sharedSecret(channel));
      published.push({ channel, event: body.name, data: opened ? JSON.parse(Buffer.from(opened).toString()) : 'NOT DECRYPTABLE', ...(body.socket_id ? { socket_id: body.socket_id } : {}) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    published,
    setFailing: (value: boolean) => (failing = value),
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const provider = fakeProvider();
let app: FastifyInstance;
beforeAll(async () => {
  const port = await provider.listen();
  app = await buildSandbox({ realtimeProvider: { target: { host: '127.0.0.1', port } } });
});
afterAll(async () => {
  await app.close();
  await provider.close();
});
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
  provider.published.length = 0;
  provider.setFailing(false);
});

const jana = demoMembers.find((m) => m.tenant === 'aupark')!;
const janaToken = memberToken(jana);
const janaId = () => app.members.find('aupark', jana.email)!.id;

interface Message {
  id: number;
  conversation_id: number;
  sender: 'mall' | 'member';
  sender_name: string;
  body: string;
  created_at: string;
  read_at: string | null;
}
interface Conversation {
  id: number;
  subject: string;
  last_message: Message | null;
  unread_count: number;
  updated_at: string;
}

function call(method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, tenant: TenantId = 'aupark', contentType?: string) {
  return app.inject({
    method,
    url: `/v1/${url}`,
    headers: { origin: TENANTS[tenant].origin, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}

const overviewOf = async (token: string, tenant: TenantId = 'aupark') =>
  (await call('GET', 'messages/overview', token, undefined, tenant)).json<{ data: { unread_total: number; conversations: Conversation[] } }>().data;
const threadOf = async (token: string, id: number, after?: number) =>
  (await call('GET', `messages/all?conversation_id=${id}${after ? `&after_id=${after}` : ''}`, token)).json<{ data: { conversation: Conversation; messages: Message[] } }>().data;

let created = 0;
/** A new member (an English-speaking account) with a session. */
async function newMember(tenant: TenantId = 'aupark'): Promise<{ id: number; token: string; email: string }> {
  const email = `messages.${++created}@example.com`;
  const response = await app.inject({ method: 'POST', url: '/__sandbox/members', payload: { tenant, email, password: 'Spring-2026', first_name: 'Ada', last_name: 'Lovelace' } });
  expect(response.statusCode).toBe(201);
  return { ...response.json<{ id: number; token: string }>(), email };
}

const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe('messages: sessions', () => {
  it('answers 401 to every call without a member, with a bad token or with another tenant’s', async () => {
    const calls: [('GET' | 'POST'), string, unknown?][] = [
      ['GET', 'messages/overview'],
      ['GET', 'messages/all?conversation_id=1001'],
      ['POST', 'messages', { subject: 'Hi', body: 'Hello' }],
      ['GET', 'messages/message?id=100001'],
      ['POST', 'messages/message/read', { conversation_id: 1001 }],
    ];
    for (const [method, url, payload] of calls) {
      for (const [token, tenant] of [[null, 'aupark'], ['sbx.aupark.nonsense', 'aupark'], [janaToken, 'galerieharfa']] as const) {
        const response = await call(method, url, token, payload, tenant);
        expect(response.statusCode, `${method} ${url} ${token} ${tenant}`).toBe(401);
        expect(response.json()).toEqual({ status: 'error', httpStatus: 'Unauthorized', message: 'Unauthenticated.' });
      }
    }
    expect(provider.published).toEqual([]);
  });
});

describe('messages: the seed', () => {
  it('greets a demo member in the mall’s language, with one unread message that carries a link', async () => {
    const overview = await overviewOf(janaToken);
    expect(overview.unread_total).toBe(1);
    expect(overview.conversations).toEqual([
      { id: janaId() * 1000 + 1, subject: 'Vitajte', last_message: expect.objectContaining({ sender: 'mall', sender_name: 'Informačné centrum', read_at: null }), unread_count: 1, updated_at: iso },
    ]);
    const { messages } = await threadOf(janaToken, overview.conversations[0]!.id);
    expect(messages.map((m) => [m.id, m.sender, m.read_at === null])).toEqual([
      [janaId() * 100_000 + 1, 'mall', false],
      [janaId() * 100_000 + 2, 'mall', true],
    ]);
    expect(messages[0]!.body).toContain('Jana');
    expect(messages[0]!.body).toContain('Aupark');
    expect(messages[1]!.body).toContain('https://www.aupark.sk/');
    expect(messages[0]!.created_at < messages[1]!.created_at).toBe(true);
    expect(overview.conversations[0]!.updated_at).toBe(messages[1]!.created_at);
  });

  it('greets any other account in English', async () => {
    const ada = await newMember('galerieharfa');
    const overview = await overviewOf(ada.token, 'galerieharfa');
    expect(overview).toMatchObject({ unread_total: 1, conversations: [{ subject: 'Welcome', unread_count: 1, last_message: { sender_name: 'Info desk' } }] });
    expect(overview.conversations[0]!.last_message!.body).toContain('https://www.galerieharfa.cz/');
  });
});

describe('messages: reading', () => {
  it('answers one conversation oldest first, or only what came after a message, and one message', async () => {
    const [welcome] = (await overviewOf(janaToken)).conversations;
    const all = await threadOf(janaToken, welcome!.id);
    expect(all.conversation).toEqual(welcome);
    const after = await threadOf(janaToken, welcome!.id, all.messages[0]!.id);
    expect(after.messages).toEqual([all.messages[1]]);
    expect((await threadOf(janaToken, welcome!.id, all.messages[1]!.id)).messages).toEqual([]);

    const one = await call('GET', `messages/message?id=${all.messages[1]!.id}`, janaToken);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ data: all.messages[1] });
    expect(one.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 for a conversation or message that is not the member’s, and 422 for bad ids', async () => {
    const ada = await newMember();
    const [adas] = (await overviewOf(ada.token)).conversations;
    const notFound = await call('GET', `messages/all?conversation_id=${adas!.id}`, janaToken);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ status: 'error', httpStatus: 'NotFound', message: 'Conversation not found.' });
    expect((await call('GET', `messages/message?id=${adas!.last_message!.id}`, janaToken)).json()).toEqual({ status: 'error', httpStatus: 'NotFound', message: 'Message not found.' });
    expect((await call('GET', 'messages/all?conversation_id=999999', janaToken)).statusCode).toBe(404);

    const missing = await call('GET', 'messages/all', janaToken);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ status: 'error', httpStatus: 'UnprocessableEntity', message: 'The given data was invalid.', errors: { conversation_id: ['The conversation id field is required.'] } });
    expect((await call('GET', 'messages/all?conversation_id=abc&after_id=-1', janaToken)).json()).toMatchObject({
      errors: { conversation_id: ['The conversation id field must be an integer.'], after_id: ['The after id field must be an integer.'] },
    });
    expect((await call('GET', 'messages/message', janaToken)).json()).toMatchObject({ errors: { id: ['The id field is required.'] } });
  });

  it('marks a conversation read: the mall’s messages get read_at, the count drops, the member’s other tabs hear it', async () => {
    const [welcome] = (await overviewOf(janaToken)).conversations;
    const read = await call('POST', 'messages/message/read', janaToken, { conversation_id: welcome!.id });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { unread_total: 0 } });
    expect(read.headers['cache-control']).toBe('private, no-store');
    const { messages, conversation } = await threadOf(janaToken, welcome!.id);
    expect(messages.every((m) => m.read_at !== null)).toBe(true);
    expect(conversation.unread_count).toBe(0);
    expect((await overviewOf(janaToken)).unread_total).toBe(0);
    expect(provider.published).toEqual([{ channel: memberChannel(1, janaId()), event: 'read', data: { conversation_id: welcome!.id, unread_total: 0 } }]);

    // Form-encoded, as the platform also takes it; a conversation that is not the member's is 404.
    expect((await call('POST', 'messages/message/read', janaToken, `conversation_id=${welcome!.id}`, 'aupark', 'application/x-www-form-urlencoded')).json()).toEqual({ data: { unread_total: 0 } });
    expect((await call('POST', 'messages/message/read', janaToken, { conversation_id: 424242 })).statusCode).toBe(404);
    expect((await call('POST', 'messages/message/read', janaToken, {})).json()).toMatchObject({ errors: { conversation_id: ['The conversation id field is required.'] } });
  });
});

describe('messages: writing', () => {
  it('answers in a conversation: the member’s message is read, last, and published to the other connections only', async () => {
    const [welcome] = (await overviewOf(janaToken)).conversations;
    const response = await call('POST', 'messages', janaToken, { conversation_id: welcome!.id, body: '  Ďakujem, pozriem sa.  ', socket_id: '1234.5678' });
    expect(response.statusCode).toBe(200);
    const sent = response.json<{ status: string; message: string; data: { message: Message; conversation: Conversation } }>();
    expect(sent).toMatchObject({ status: 'success', message: 'Your message has been sent.' });
    const message = sent.data.message;
    expect(message).toEqual({ id: janaId() * 100_000 + 3, conversation_id: welcome!.id, sender: 'member', sender_name: 'Jana Nováková', body: 'Ďakujem, pozriem sa.', created_at: iso, read_at: message.created_at });
    expect(sent.data.conversation).toEqual({ id: welcome!.id, subject: 'Vitajte', last_message: message, unread_count: 1, updated_at: message.created_at });
    expect(provider.published).toEqual([{ channel: memberChannel(1, janaId()), event: 'message', data: { message, unread_total: 1 }, socket_id: '1234.5678' }]);
  });

  it('starts a conversation: the mall acknowledges it at once in the member’s language, both published', async () => {
    const response = await call('POST', 'messages', janaToken, 'subject=Parkovanie&body=Ako+dlho+je+parkovanie+zadarmo%3F', 'aupark', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(200);
    const { message, conversation } = response.json<{ data: { message: Message; conversation: Conversation } }>().data;
    expect(message).toMatchObject({ sender: 'member', body: 'Ako dlho je parkovanie zadarmo?' });
    expect(conversation).toMatchObject({ subject: 'Parkovanie', unread_count: 1, last_message: { sender: 'mall', sender_name: 'Aupark', body: 'Ďakujeme, vašu správu sme prijali a čoskoro odpovieme.', read_at: null } });

    const overview = await overviewOf(janaToken);
    expect(overview.unread_total).toBe(2);
    expect(overview.conversations.map((c) => c.subject)).toEqual(['Parkovanie', 'Vitajte']);
    const thread = await threadOf(janaToken, conversation.id);
    expect(thread.messages.map((m) => m.sender)).toEqual(['member', 'mall']);

    const channel = memberChannel(1, janaId());
    expect(provider.published).toEqual([
      { channel, event: 'message', data: { message, unread_total: 1 } },
      { channel, event: 'message', data: { message: thread.messages[1], unread_total: 2 } },
    ]);
  });

  it('acknowledges in English for an account without a language', async () => {
    const ada = await newMember();
    const { conversation } = (await call('POST', 'messages', ada.token, { subject: 'Lost card', body: 'I lost my card.' })).json<{ data: { conversation: Conversation } }>().data;
    expect(conversation.last_message!.body).toBe('Thank you, we have your message and will answer soon.');
  });

  it('refuses bad input field by field (422) and a conversation that is not the member’s (404)', async () => {
    const empty = await call('POST', 'messages', janaToken, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      status: 'error',
      httpStatus: 'UnprocessableEntity',
      message: 'The given data was invalid.',
      errors: { body: ['The body field is required.'], subject: ['The subject field is required.'] },
    });
    expect((await call('POST', 'messages', janaToken, { subject: 's'.repeat(151), body: 'b'.repeat(2001) })).json()).toMatchObject({
      errors: { subject: ['The subject field must not be greater than 150 characters.'], body: ['The body field must not be greater than 2000 characters.'] },
    });
    expect((await call('POST', 'messages', janaToken, { conversation_id: 'x', body: 'Hi', socket_id: 'abc' })).json()).toMatchObject({
      errors: { conversation_id: ['The conversation id field must be an integer.'], socket_id: ['The socket id field format is invalid.'] },
    });
    // 2000 characters after the trim pass.
    expect((await call('POST', 'messages', janaToken, { subject: 'Long', body: ` ${'b'.repeat(2000)} ` })).statusCode).toBe(200);

    const ada = await newMember();
    const [adas] = (await overviewOf(ada.token)).conversations;
    const foreign = await call('POST', 'messages', janaToken, { conversation_id: adas!.id, body: 'Hello' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'error', httpStatus: 'NotFound', message: 'Conversation not found.' });
    expect((await overviewOf(ada.token)).conversations[0]!.last_message!.sender).toBe('mall');
  });

  it('keeps the message when the provider fails: the site’s refresh still shows it', async () => {
    provider.setFailing(true);
    const [welcome] = (await overviewOf(janaToken)).conversations;
    const response = await call('POST', 'messages', janaToken, { conversation_id: welcome!.id, body: 'Still here?' });
    expect(response.statusCode).toBe(200);
    expect((await threadOf(janaToken, welcome!.id)).messages.at(-1)!.body).toBe('Still here?');
  });
});

describe('messages: the support request starts a conversation', () => {
  it('with the request as the first message and the acknowledgement naming the ticket', async () => {
    const response = await call('POST', 'support', janaToken, { category: 'parking', subject: 'Parkovací lístok', message: 'Stratil som parkovací lístok, čo mám robiť?' });
    expect(response.statusCode).toBe(200);
    const { ticket_number, conversation_id } = response.json<{ data: { ticket_number: string; conversation_id: number } }>().data;
    const thread = await threadOf(janaToken, conversation_id);
    expect(thread.conversation).toMatchObject({ subject: 'Parkovací lístok', unread_count: 1 });
    expect(thread.messages.map((m) => [m.sender, m.sender_name, m.body])).toEqual([
      ['member', 'Jana Nováková', 'Stratil som parkovací lístok, čo mám robiť?'],
      ['mall', 'Aupark', `Ďakujeme, vašu požiadavku ${ticket_number} sme prijali a čoskoro odpovieme.`],
    ]);
    expect((await overviewOf(janaToken)).conversations[0]!.id).toBe(conversation_id);
    expect(provider.published.map((p) => [p.channel, p.event, (p.data as { unread_total: number }).unread_total])).toEqual([
      [memberChannel(1, janaId()), 'message', 1],
      [memberChannel(1, janaId()), 'message', 2],
    ]);
  });
});

describe('messages: the knob (the mall writes)', () => {
  const knob = (payload: unknown) => app.inject({ method: 'POST', url: '/__sandbox/messages', payload: payload as string });

  it('writes into the member’s latest conversation, stored and published', async () => {
    const ada = await newMember('europasc');
    const id = app.members.find('europasc', ada.email)!.id;
    const response = await knob({ tenant: 'europasc', email: ada.email.toUpperCase(), text: 'Your parking card is ready at the info desk.' });
    expect(response.statusCode).toBe(200);
    const { message, conversation } = response.json<{ message: Message; conversation: Conversation }>();
    expect(message).toEqual({ id: id * 100_000 + 3, conversation_id: id * 1000 + 1, sender: 'mall', sender_name: 'Europa Shopping Center', body: 'Your parking card is ready at the info desk.', created_at: iso, read_at: null });
    expect(conversation).toMatchObject({ id: id * 1000 + 1, subject: 'Welcome', unread_count: 2, last_message: message });
    expect((await overviewOf(ada.token, 'europasc')).unread_total).toBe(2);
    expect(provider.published).toEqual([{ channel: memberChannel(4, id), event: 'message', data: { message, unread_total: 2 } }]);
    expect((await call('GET', `messages/message?id=${message.id}`, ada.token, undefined, 'europasc')).json()).toEqual({ data: message });
  });

  it('writes into the conversation it is given', async () => {
    const started = (await call('POST', 'messages', janaToken, { subject: 'Darčeková karta', body: 'Dá sa darčeková karta dobiť?' })).json<{ data: { conversation: Conversation } }>().data.conversation;
    const [, welcome] = (await overviewOf(janaToken)).conversations;
    provider.published.length = 0;
    const { conversation } = (await knob({ tenant: 'aupark', email: jana.email, text: 'Áno, na informáciách.', conversation_id: welcome!.id })).json<{ conversation: Conversation }>();
    expect(conversation).toMatchObject({ id: welcome!.id, unread_count: 2 });
    expect((await overviewOf(janaToken)).conversations.map((c) => c.id)).toEqual([welcome!.id, started.id]);
    expect(provider.published).toEqual([expect.objectContaining({ event: 'message', data: expect.objectContaining({ unread_total: 3 }) })]);
  });

  it('answers 404 for an unknown tenant, member or conversation, 400 for a bad body', async () => {
    expect((await knob({ tenant: 'nowhere', email: jana.email, text: 'x' })).statusCode).toBe(404);
    expect((await knob({ tenant: 'galerieharfa', email: jana.email, text: 'x' })).json()).toEqual({ status: 'error', httpStatus: 'NotFound', message: 'No such member.' });
    expect((await knob({ tenant: 'aupark', email: jana.email, text: 'x', conversation_id: 1 })).json()).toEqual({ status: 'error', httpStatus: 'NotFound', message: 'No such conversation.' });
    expect((await knob({ tenant: 'aupark', email: jana.email, text: '  ' })).statusCode).toBe(400);
    expect(provider.published).toEqual([]);
  });

  it('is undone by the knobs’ reset: every conversation back to the seed', async () => {
    await knob({ tenant: 'aupark', email: jana.email, text: 'Ahoj' });
    await call('POST', 'messages', janaToken, { subject: 'Otázka', body: 'Otázka' });
    expect((await overviewOf(janaToken)).conversations).toHaveLength(2);
    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    const overview = await overviewOf(janaToken);
    expect(overview).toMatchObject({ unread_total: 1, conversations: [{ id: janaId() * 1000 + 1, subject: 'Vitajte' }] });
  });
});

describe('messages: a realtime provider of its own (docker-compose: soketi)', () => {
  it('publishes there, signed and encrypted with that app’s credentials, not the sandbox’s', async () => {
    const own: RealtimeApp = {
      appId: 'mall',
      key: 'mall-key',
      secret: 'an-operator-secret-of-32-characters',
      encryptionMasterKeyBase64: Buffer.from('an operator master key, 32 bytes').toString('base64'),
    };
    const ownProvider = fakeProvider(own);
    const port = await ownProvider.listen();
    const sandbox = await buildSandbox({ realtimeProvider: { target: { host: '127.0.0.1', port }, app: own } });
    try {
      const written = await sandbox.inject({ method: 'POST', url: '/__sandbox/messages', payload: { tenant: 'aupark', email: jana.email, text: 'Your parcel is at the info desk.' } });
      expect(written.statusCode).toBe(200);
      const id = sandbox.members.find('aupark', jana.email)!.id;
      // The fake provider refuses (401) what is not signed with `own`, and cannot open what is not encrypted with its key.
      expect(ownProvider.published).toEqual([
        expect.objectContaining({ channel: memberChannel(TENANTS.aupark.index, id), event: 'message', data: expect.objectContaining({ message: expect.objectContaining({ body: 'Your parcel is at the info desk.' }) }) }),
      ]);
    } finally {
      await sandbox.close();
      await ownProvider.close();
    }
  });
});
