import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading,toplevel,v8', transferMode: 'ReportEvents' });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
await cdp.send('Tracing.end');
await done;
await browser.close();
// main thread: find renderer main thread (CrRendererMain)
const threads = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const main = new Set(threads.map((t) => `${t.pid}:${t.tid}`));
const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 30000).sort((a,b)=>a.ts-b.ts);
const t0 = Math.min(...onMain.map(e=>e.ts));
for (const task of tasks) {
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const byName = {};
  for (const e of inside) { const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.replace(/^https?:\/\/[^/]+/,'') : '') + (e.args?.data?.functionName ? ' fn=' + e.args.data.functionName : ''); byName[k] = Math.max(byName[k] ?? 0, e.dur); }
  const top = Object.entries(byName).sort((a,b)=>b[1]-a[1]).slice(0,6).map(([k,v])=>`${k}:${Math.round(v/1000)}`);
  console.log(Math.round((task.ts-t0)/1000), 'dur', Math.round(task.dur/1000), top.join(' | '));
}
