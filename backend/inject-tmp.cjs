process.env.DATA_DIR = require('fs').mkdtempSync('/tmp/vh-'); process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn'; process.env.DATABASE_URL = process.env.PDB ?? '';
require('reflect-metadata');
const { createApp } = require(process.cwd() + '/dist/app.setup.js');
(async () => {
  const app = await createApp({ abortOnError: false, logger: false });
  await app.init();
  const f = app.getHttpAdapter().getInstance();
  const reg = await f.inject({ method: 'POST', url: '/api/auth/register', payload: { email: `x${Date.now()}@example.com`, password: 'Sapphire#2026', firstName: 'Ann', lastName: 'Bee' } });
  const token = reg.json().token;
  const paths = (process.env.PATHS ?? '/api/auth/validate,/api/nothing').split(',');
  const N = Number(process.env.N ?? 20000);
  for (const url of paths) {
    const go = async (n) => { for (let i = 0; i < n; i++) { const r = await f.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }); if (i === 0 && n > 100) console.log(url, r.statusCode, JSON.stringify(r.headers).length); } };
    await go(3000);
    const c0 = process.cpuUsage(); const t0 = performance.now();
    await go(N);
    const c = process.cpuUsage(c0); 
    console.log(`${url.padEnd(22)} ${((c.user + c.system) / N).toFixed(1)} µs cpu/req  ${((performance.now() - t0) * 1000 / N).toFixed(1)} µs wall/req`);
  }
  await app.close();
  process.exit(0);
})();
