import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
for (let i = 0; i < 30; i++) {
  const page = await browser.newPage();
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text().slice(0, 200)}`));
  await page.goto('http://galerieharfa.localhost:3999/cz');
  const delay = (i * 37) % 900;
  await page.waitForTimeout(delay);
  const ready = await page.evaluate(() => document.documentElement.dataset.app);
  await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).click();
  await page.waitForTimeout(1500);
  console.log(delay, 'ready-before-click', ready, '→', page.url(), logs.join(' | '));
  await page.close();
}
await browser.close();
