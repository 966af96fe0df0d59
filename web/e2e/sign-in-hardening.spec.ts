import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createMember, demoMembers, port, signInWith, tenantUrl, waitForApp, type TenantId } from './support';

// Issue 17 where a member sees it: strangers guessing a password lock the account for untrusted
// browsers only, while the browser that signed in before (its device cookie) still gets in; and a
// way back after signing in that no address can carry leads to the dashboard, not to an error.

/**
 * One sign-in try from another machine: a loopback address of its own (127.0.0.x, which the server
 * sees as the client's address, as it would a stranger's), straight to the GraphQL endpoint.
 */
function strangerSignIn(from: string, tenant: TenantId, email: string, password: string): Promise<number> {
  const body = JSON.stringify({ query: 'mutation ($lang: Language!, $input: LoginInput!) { login(lang: $lang, input: $input) { ok } }', variables: { lang: 'en', input: { email, password } } });
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, localAddress: from, method: 'POST', path: '/graphql', headers: { host: new URL(tenantUrl(tenant)).host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

async function submitLogin(page: Page, email: string, password: string) {
  const form = page.getByTestId('login');
  await form.getByLabel(/mail/i).fill(email);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

test("strangers' wrong passwords lock the account for other browsers; the member's own browser still signs in", async ({ page, browser, request }) => {
  const tenant: TenantId = 'europasc';
  const member = await createMember(request, tenant);
  await signInWith(page, tenant, '/en/login', member.email, member.password!);
  await expect(page).toHaveURL(tenantUrl(tenant, '/en/dashboard'));
  const device = (await page.context().cookies(tenantUrl(tenant, '/graphql'))).find((cookie) => cookie.name === 'device');
  expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/graphql' });
  // The session ends (the device cookie stays: this browser has signed in to the account before). Off
  // the member's page first, as above.
  await page.goto('about:blank');
  await page.context().clearCookies({ name: 'token' });

  const answers: number[] = [];
  for (let i = 2; i <= 12 && !answers.includes(429); i++) answers.push(await strangerSignIn(`127.0.0.${i}`, tenant, member.email, `Wrong-password-${i}`));
  // The member's own sign-in counted among the account's untrusted tries: the 10th stranger is refused.
  expect(answers).toEqual([...Array(9).fill(200), 429]);

  // Another browser, with the right password: told to wait, in the page's language.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(tenantUrl(tenant, '/en/login'));
    await waitForApp(other);
    await submitLogin(other, member.email, member.password!);
    await expect(other.getByTestId('login-summary')).toContainText(/Too many attempts\. Please try again in 1[45] minutes\./);
    await expect(other).toHaveURL(tenantUrl(tenant, '/en/login'));
  } finally {
    await elsewhere.close();
  }

  // The member's browser: signed in.
  await signInWith(page, tenant, '/en/login', member.email, member.password!);
  await expect(page).toHaveURL(tenantUrl(tenant, '/en/dashboard'));
  await expect(page.getByTestId('dashboard-overview')).toBeVisible();
});

test('a way back no address can carry (?redirect=/%C4%80) leads to the dashboard: through the provider and through the login form', async ({ page, request }) => {
  // Through the provider: before, its callback answered 500 once the platform had issued a session.
  await page.goto(tenantUrl('aupark', '/auth/sso?lang=en&redirect=/%C4%80'));
  await page.getByRole('button', { name: new RegExp(`Continue as ${demoMembers.aupark.name}`) }).click();
  await page.waitForURL(tenantUrl('aupark', '/en/dashboard'));
  await expect(page.getByTestId('dashboard-overview').getByRole('heading', { level: 1 })).toContainText(demoMembers.aupark.name);

  // Through the login form.
  const member = await createMember(request, 'europasc');
  // Off the member's page first: its scripts would see the session end (an UNAUTHENTICATED prefetch)
  // and go to the login page themselves, racing the next goto.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(tenantUrl('europasc', '/en/login?redirect=/%C4%80'));
  await waitForApp(page);
  await submitLogin(page, member.email, member.password!);
  await page.waitForURL(tenantUrl('europasc', '/en/dashboard'));
  await expect(page.getByTestId('dashboard-overview')).toBeVisible();
});
