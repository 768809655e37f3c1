import { chromium } from 'playwright-core';
const [, , src, out, x, y, w, h] = process.argv.map((v, i) => (i > 3 ? Number(v) : v));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 400, height: 800 }, deviceScaleFactor: 2 });
await p.goto('file://' + src);
await p.evaluate(() => {
  const u = location.href;
  document.documentElement.innerHTML = `<body style="margin:0"><img id="i" src="${u}" style="position:absolute;left:0;top:0"></body>`;
});
await p.waitForFunction(() => document.getElementById('i')?.complete);
await p.screenshot({ path: out, clip: { x, y, width: w, height: h }, fullPage: true });
await b.close();
