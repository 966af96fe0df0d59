import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const counts = new Map();
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
const dt = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
for (const [id, c] of counts) { const n = byId.get(id); const f = n.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.replace(/^https?:\/\/[^/]+/, '')}:${f.lineNumber}:${f.columnNumber}`; self.set(k, (self.get(k) ?? 0) + c * dt); }
const byUrl = new Map();
for (const [k, v] of self) { const u = k.split(' ')[1]?.split(':')[0] ?? ''; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
console.log('by url', JSON.stringify([...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,12).map(([u,v])=>[u,Math.round(v)])));
console.log([...self].filter(([k])=>!k.startsWith('(idle)')&&!k.startsWith('(program)')).sort((a,b)=>b[1]-a[1]).slice(0,30).map(([k,v])=>`${v.toFixed(1)}ms ${k}`).join('\n'));
