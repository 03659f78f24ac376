import { afterAll, beforeAll, it } from 'vitest';
import { call, createAdmin, loginAsSuper, startTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => { t = await startTestApp({ authFailureLimit: 3 }); token = await loginAsSuper(t); });
afterAll(async () => t.close());

it('probe', async () => {
  const show = async (label: string, o: Parameters<typeof call>[1]) => { const r = await call(t, { token, ...o }); console.log(label, r.status, r.raw.slice(0, 300), JSON.stringify(r.headers).slice(0, 900)); return r; };
  await show('docs', { method: 'GET', url: '/api/docs' });
  await show('docs static', { method: 'GET', url: '/api/docs/static/index.html' });
  await show('root', { method: 'GET', url: '/' });
  await show('proto qs', { method: 'GET', url: '/api/sectors?__proto__=1&constructor[prototype][x]=1' });
  await show('xml', { method: 'POST', url: '/api/sectors', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
  await show('form', { method: 'POST', url: '/api/sectors', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=abcd' });
  await show('head', { method: 'HEAD', url: '/api/sectors', token: undefined });
  await show('nul path', { method: 'GET', url: '/api/sectors/%00' });
  const a = await createAdmin(t);
  const res = await Promise.all(Array.from({ length: 10 }, () => call(t, { method: 'POST', url: '/api/auth/admins/login', payload: { email: a.email, password: 'wrong-password' }, remoteAddress: '10.9.9.9' })));
  console.log('burst', res.map((r) => r.status));
});
