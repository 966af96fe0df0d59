import { describe, expect, it } from 'vitest';
import { MemberStore } from '../members/store';
import { CONFIRM_LINK_DAYS, NewsletterList } from './list';

// The platform's list with a clock of the test's own: double opt-in, the links' refusals, and
// unsubscribing only by a link.

function setup() {
  let now = new Date('2026-05-04T10:00:00Z');
  const members = new MemberStore(() => now);
  const list = new NewsletterList(members, Buffer.alloc(32, 1));
  const mails = (to: string) => members.outbox({ tenant: 'aupark', to });
  const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')!;
  return { list, mails, tokenOf, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const request = (email: string) => ({
  email,
  name: null,
  locale: 'sk' as const,
  confirmUrl: 'https://www.aupark.sk/sk/newsletter?confirm=1',
  unsubscribeUrl: 'https://www.aupark.sk/sk/newsletter?unsubscribe=1',
});

describe('the newsletter list', () => {
  it('puts an address on the list only through the link mailed to it, in the language asked', () => {
    const { list, mails, tokenOf } = setup();
    list.subscribe('aupark', request('Eva@Example.com'));
    expect(list.isSubscribed('aupark', 'eva@example.com')).toBe(false);
    expect(list.state('aupark').pending.map((p) => p.email)).toEqual(['eva@example.com']);
    const [mail] = mails('eva@example.com');
    expect(mail).toMatchObject({ kind: 'newsletter-confirm', code: null, subject: 'Potvrďte prihlásenie na odber newslettera Aupark' });
    expect(mail!.links!.confirm).toMatch(/^https:\/\/www\.aupark\.sk\/sk\/newsletter\?confirm=1&token=[\w-]+\.[\w-]+$/);
    expect(mail!.links!.unsubscribe).toMatch(/^https:\/\/www\.aupark\.sk\/sk\/newsletter\?unsubscribe=1&token=/);
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${mail!.links!.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    expect(list.confirm('aupark', tokenOf(mail!.links!.confirm))).toMatchObject({ ok: true, email: 'eva@example.com' });
    expect(list.isSubscribed('aupark', 'eva@example.com')).toBe(true);
    expect(list.state('aupark').pending).toEqual([]);
    // The same link again is spent.
    expect(list.confirm('aupark', tokenOf(mail!.links!.confirm))).toEqual({ ok: false, reason: 'link_used' });
  });

  it('changes nothing for an address already on the list: it is told so by mail, with its unsubscribe link', () => {
    const { list, mails } = setup();
    list.subscribe('aupark', request('zuzana.kovacova@aupark.test'));
    expect(list.state('aupark').pending).toEqual([]);
    expect(mails('zuzana.kovacova@aupark.test').map((m) => [m.kind, Object.keys(m.links ?? {})])).toEqual([['newsletter-subscribed', ['unsubscribe']]]);
  });

  it('two requests in a row mail the same link; an expired one is refused as expired, and a new request starts afresh', () => {
    const { list, mails, tokenOf, advance } = setup();
    list.subscribe('aupark', request('eva@example.com'));
    list.subscribe('aupark', request('eva@example.com'));
    const [first, second] = mails('eva@example.com').map((m) => tokenOf(m.links!.confirm));
    expect(second).toBe(first);

    advance(CONFIRM_LINK_DAYS * 86_400_000 + 1);
    expect(list.confirm('aupark', second)).toEqual({ ok: false, reason: 'link_expired' });
    list.subscribe('aupark', request('eva@example.com'));
    // The old request's links are spent; the new one's works.
    expect(list.confirm('aupark', first)).toEqual({ ok: false, reason: 'link_used' });
    expect(list.confirm('aupark', tokenOf(mails('eva@example.com').at(-1)!.links!.confirm))).toMatchObject({ ok: true });
  });

  it('expires a pending confirmation by the knob, as if the days had passed', () => {
    const { list, mails, tokenOf } = setup();
    list.subscribe('aupark', request('eva@example.com'));
    expect(list.expire('aupark', 'EVA@example.com')).toBe(true);
    expect(list.confirm('aupark', tokenOf(mails('eva@example.com')[0]!.links!.confirm))).toEqual({ ok: false, reason: 'link_expired' });
    expect(list.expire('aupark', 'nobody@example.com')).toBe(false);
  });

  it('refuses a link of another tenant or purpose, and a forged one', () => {
    const { list, mails, tokenOf } = setup();
    list.subscribe('aupark', request('eva@example.com'));
    const [mail] = mails('eva@example.com');
    const confirm = tokenOf(mail!.links!.confirm);
    const unsubscribe = tokenOf(mail!.links!.unsubscribe);
    expect(list.confirm('galerieharfa', confirm)).toEqual({ ok: false, reason: 'link_invalid' });
    expect(list.confirm('aupark', unsubscribe)).toEqual({ ok: false, reason: 'link_invalid' });
    expect(list.unsubscribe('aupark', confirm)).toEqual({ ok: false, reason: 'link_invalid' });
    expect(list.unsubscribe('aupark', `${unsubscribe.split('.')[0]}.forged`)).toEqual({ ok: false, reason: 'link_invalid' });
    // A link made with another key (another platform) means nothing here.
    const elsewhere = new NewsletterList(new MemberStore(), Buffer.alloc(32, 2));
    expect(elsewhere.unsubscribe('aupark', unsubscribe)).toEqual({ ok: false, reason: 'link_invalid' });
  });

  it('unsubscribes with a link only: asked with the address, it mails the link to a subscriber and nothing to a stranger', () => {
    const { list, mails, tokenOf } = setup();
    list.requestUnsubscribe('aupark', { email: 'zuzana.kovacova@aupark.test', locale: 'en', unsubscribeUrl: 'https://www.aupark.sk/en/newsletter?unsubscribe=1' });
    list.requestUnsubscribe('aupark', { email: 'stranger@example.com', locale: 'en', unsubscribeUrl: 'https://www.aupark.sk/en/newsletter?unsubscribe=1' });
    expect(list.isSubscribed('aupark', 'zuzana.kovacova@aupark.test')).toBe(true);
    expect(mails('stranger@example.com')).toEqual([]);
    const [mail] = mails('zuzana.kovacova@aupark.test');
    expect(mail).toMatchObject({ kind: 'newsletter-unsubscribe', subject: 'Unsubscribe from the newsletter of Aupark' });

    expect(list.unsubscribe('aupark', tokenOf(mail!.links!.unsubscribe))).toMatchObject({ ok: true, email: 'zuzana.kovacova@aupark.test' });
    expect(list.isSubscribed('aupark', 'zuzana.kovacova@aupark.test')).toBe(false);
    // Opened again it answers the same.
    expect(list.unsubscribe('aupark', tokenOf(mail!.links!.unsubscribe))).toMatchObject({ ok: true });
  });

  it("sends an issue to every subscriber, each with its own unsubscribe link in the address's language", () => {
    const { list, mails } = setup();
    expect(list.sendIssue('aupark')).toBe(1);
    const [issue] = mails('zuzana.kovacova@aupark.test');
    expect(issue).toMatchObject({ kind: 'newsletter', subject: 'Aupark: novinky, podujatia a ponuky' });
    expect(issue!.links!.unsubscribe).toMatch(/^https:\/\/www\.aupark\.sk\/sk\/newsletter\?unsubscribe=1&token=/);
    expect(issue!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('comes back to the seed on reset, and links mailed before keep their meaning', () => {
    const { list, mails, tokenOf } = setup();
    list.requestUnsubscribe('aupark', { email: 'zuzana.kovacova@aupark.test', locale: 'sk', unsubscribeUrl: 'https://www.aupark.sk/sk/newsletter?unsubscribe=1' });
    list.subscribe('aupark', request('eva@example.com'));
    list.reset();
    expect(list.state('aupark')).toMatchObject({ subscribers: [{ email: 'zuzana.kovacova@aupark.test' }], pending: [] });
    expect(list.unsubscribe('aupark', tokenOf(mails('zuzana.kovacova@aupark.test')[0]!.links!.unsubscribe))).toMatchObject({ ok: true });
  });
});
