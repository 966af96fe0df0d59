// The flags every tool here launches Debian's Chromium with (STACK.md): headless, and without the
// background networking that would keep trying closed addresses. Playwright and the Lighthouse script
// read them.

export const chromiumFlags: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
