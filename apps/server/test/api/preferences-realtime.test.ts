/** A theme chosen on one device reaches the admin's other open devices at once, and nobody else's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preferences } from '@app/domain/core/preferences';
import { es } from '@app/domain/messages/es';
import { createAdmin, login, startTestApp, type TestApp } from '../helpers/app.ts';
import { client, expectError, expectOk } from '../helpers/expect.ts';
import { connected, flushed, listen, within, type Received } from '../helpers/realtime.ts';

const URL = '/api/auth/admins/me/preferences';

let t: TestApp;
let url: string;
const open: Received[] = [];

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t);
});
afterAll(async () => {
  for (const c of open) c.socket.close();
  await t?.close();
});

/** One open device of an admin: its own session and socket, collecting the preferences it hears. */
async function device(email: string, password: string) {
  const token = await login(t, email, password);
  const c = await connected(url, token);
  open.push(c);
  const heard: Preferences[] = [];
  c.socket.on('preferences', (preferences: Preferences) => heard.push(preferences));
  return { api: client(t, token), socket: c, heard };
}

describe('preferences on the admin socket', () => {
  it('a theme chosen on one device reaches the same admin on another, and no other admin', async () => {
    const ana = await createAdmin(t);
    const beto = await createAdmin(t, { role: 2 });
    const phone = await device(ana.email, ana.password);
    const laptop = await device(ana.email, ana.password);
    const other = await device(beto.email, beto.password);

    expectOk(await phone.api.put(URL, { theme: 'dark' }), 202, es.preferences.saved);
    await within(5000, () => laptop.heard.length === 1, 'el tema en el otro dispositivo');
    expect(laptop.heard).toEqual([{ theme: 'dark' }]);

    expectOk(await laptop.api.put(URL, { theme: 'light' }), 202, es.preferences.saved);
    await within(5000, () => phone.heard.at(-1)?.theme === 'light', 'el tema de vuelta en el primero');
    expect(phone.heard).toEqual([{ theme: 'dark' }, { theme: 'light' }]);

    await flushed(t, other.socket);
    expect(other.heard).toEqual([]);
    expect(other.socket.socket.connected).toBe(true);
  });

  it('a refused choice is sent to nobody', async () => {
    const ana = await createAdmin(t);
    const phone = await device(ana.email, ana.password);
    const laptop = await device(ana.email, ana.password);

    expectError(await phone.api.put(URL, { theme: 'blue' }), 400, es.api.validation, [{ path: 'theme', msg: es.preferences.themeInvalid }]);
    expectError(await phone.api.put(URL, { theme: 'dark', adminId: ana.id }), 400, es.api.validation);
    await flushed(t, laptop.socket);
    await flushed(t, phone.socket);
    expect([...laptop.heard, ...phone.heard]).toEqual([]);
    expect(expectOk(await laptop.api.get(URL), 200, es.preferences.read)).toEqual({ theme: 'system' });
  });
});
