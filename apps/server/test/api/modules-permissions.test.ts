/**
 * Companies, GTAs, work axes, ODS, Global Pact axes and filters: each write needs its own flag (create for POST,
 * update for PUT, destroy for deactivate / reactivate / DELETE). Without it: 403 and neither the database nor
 * DATA_DIR/uploads changes; the same call with every flag goes through, so the 403 is the flag's doing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleName } from '@app/domain/core/modules';
import type { PermissionFlags } from '@app/domain/core/permissions';
import { es } from '@app/domain/messages/es';
import { call, createAdmin, loginAsSuper, startTestApp, type Answer, type TestApp } from '../helpers/app.ts';
import { expectOk } from '../helpers/expect.ts';
import {
  createCatalogue,
  createGta,
  expectRefused,
  gtaFields,
  png,
  reason,
  sendForm,
  type FileInput,
  type Rec,
} from '../helpers/resources.ts';

type Action = 'create' | 'update' | 'destroy';
interface ModuleCase {
  module: ModuleName;
  base: string;
  create(token: string): Promise<Answer>;
  update(token: string, id: string): Promise<Answer>;
  /** An existing record of the module, made by the super user. */
  id: string;
}

const MODULES: ModuleName[] = ['companies', 'gtas', 'workAxes', 'objectives', 'axesGlobalPact', 'filters'];

let t: TestApp;
let image: FileInput;
const cases: Record<string, ModuleCase> = {};
/** A token per admin: one lacking each flag on all six modules, and one with every flag. */
const tokens: Record<Action | 'all', string> = { create: '', update: '', destroy: '', all: '' };

const json = (method: 'POST' | 'PUT', url: string, payload: object) => (token: string) => call(t, { method, url, token, payload });

beforeAll(async () => {
  t = await startTestApp();
  const superToken = await loginAsSuper(t);
  image = await png();
  const sector = await createCatalogue(t, superToken, 'sectors', 'Comercio');
  const businessType = await createCatalogue(t, superToken, 'business-types', 'Regional');
  const gta = await createGta(t, superToken);
  const company = {
    name: 'Empresa con permisos',
    description: 'Para probar permisos',
    sector,
    businessType,
    country: 'México',
    state: 'Jalisco',
    city: 'Guadalajara',
  };
  const edit = (name: string, value: string) => ({ [name]: value, ...reason('Cambio sin permiso') });
  // A filter's type travels as the _id of a type (issue 11 §5).
  const regionType = (await t.database.sql<{ id: string }[]>`select id from filter_types where value = 'region'`)[0]!.id;

  const defs: Omit<ModuleCase, 'id'>[] = [
    {
      module: 'companies',
      base: '/api/companies',
      create: (token) => sendForm(t, token, 'POST', '/api/companies', company, { image }),
      update: (token, id) => sendForm(t, token, 'PUT', `/api/companies/${id}`, edit('name', 'Nombre cambiado'), { image }),
    },
    {
      module: 'gtas',
      base: '/api/gtas',
      create: (token) => sendForm(t, token, 'POST', '/api/gtas', gtaFields(), { logo: image, imageColor: image }),
      update: (token, id) => sendForm(t, token, 'PUT', `/api/gtas/${id}`, edit('title', 'Título cambiado'), { logo: image }),
    },
    {
      module: 'workAxes',
      base: '/api/workAxes',
      create: json('POST', '/api/workAxes', { gta: gta._id, objective: 'Eje con permisos', position: '3' }),
      update: (token, id) => json('PUT', `/api/workAxes/${id}`, edit('objective', 'Objetivo cambiado'))(token),
    },
    {
      module: 'objectives',
      base: '/api/objectives',
      create: (token) => sendForm(t, token, 'POST', '/api/objectives', { title: 'ODS de prueba', objective: 'Con permisos', color: '#101010' }, { logo: image }),
      update: (token, id) => sendForm(t, token, 'PUT', `/api/objectives/${id}`, edit('title', 'Título cambiado'), { logo: image }),
    },
    {
      module: 'axesGlobalPact',
      base: '/api/axes-global-pact',
      create: (token) => sendForm(t, token, 'POST', '/api/axes-global-pact', { name: 'Eje de permisos', description: 'Con permisos' }, { logo: image }),
      update: (token, id) => sendForm(t, token, 'PUT', `/api/axes-global-pact/${id}`, edit('name', 'Nombre cambiado'), { logo: image }),
    },
    {
      module: 'filters',
      base: '/api/filters',
      create: json('POST', '/api/filters', { value: 'Filtro de permisos', filterType: regionType }),
      update: (token, id) => json('PUT', `/api/filters/${id}`, edit('value', 'Valor cambiado'))(token),
    },
  ];
  for (const def of defs) {
    cases[def.module] = { ...def, id: expectOk<Rec>(await def.create(superToken), 201, es.api.saved)._id };
  }

  const ALL: PermissionFlags = { read: true, create: true, update: true, destroy: true, approve: true };
  for (const lacking of ['create', 'update', 'destroy', 'all'] as const) {
    const flags = lacking === 'all' ? ALL : { ...ALL, [lacking]: false };
    const admin = await createAdmin(t, { role: 1, permissions: Object.fromEntries(MODULES.map((m) => [m, flags])) });
    tokens[lacking] = await t.app.issueToken({ id: admin.id, gta: null });
  }
});
afterAll(() => t?.close());

describe.each(MODULES)('%s', (module) => {
  const c = () => cases[module]!;

  it('create without the create flag → 403, nothing stored; with it → 201', async () => {
    await expectRefused(t, () => c().create(tokens.create), 403, es.api.forbidden);
    expectOk(await c().create(tokens.all), 201, es.api.saved);
  });

  it('update without the update flag → 403, nothing changed; with it → 202', async () => {
    await expectRefused(t, () => c().update(tokens.update, c().id), 403, es.api.forbidden);
    expectOk(await c().update(tokens.all, c().id), 202, es.api.updated);
  });

  it('deactivate / reactivate without the destroy flag → 403, nothing changed; with it → 202', async () => {
    const toggle = (token: string, suffix: string) => call(t, { method: 'PUT', url: `${c().base}/${c().id}/${suffix}`, token, payload: reason('Sin permiso') });
    await expectRefused(t, () => toggle(tokens.destroy, 'deactivate'), 403, es.api.forbidden);
    expectOk(await toggle(tokens.all, 'deactivate'), 202, es.api.deactivated);
    await expectRefused(t, () => toggle(tokens.destroy, 'reactivate'), 403, es.api.forbidden);
    expectOk(await toggle(tokens.all, 'reactivate'), 202, es.api.activated);
  });

  it('the admins lacking a write flag still read the module', async () => {
    for (const token of [tokens.create, tokens.update, tokens.destroy]) {
      expect((await call(t, { method: 'GET', url: `${c().base}/${c().id}`, token })).status).toBe(200);
    }
  });
});

describe('DELETE /api/gtas/{id}', () => {
  it('without the destroy flag → 403, nothing deleted; with it → 200', async () => {
    const gta = expectOk<Rec>(await cases.gtas!.create(tokens.all), 201, es.api.saved);
    await expectRefused(t, () => call(t, { method: 'DELETE', url: `/api/gtas/${gta._id}`, token: tokens.destroy }), 403, es.api.forbidden);
    expectOk(await call(t, { method: 'DELETE', url: `/api/gtas/${gta._id}`, token: tokens.all }), 200, es.api.deleted);
  });
});
