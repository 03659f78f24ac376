/** Administrators: the fields of spec 000 §3 and the rules of §5 with their exact (odd) messages, on create and edit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariant } from '@app/domain/core/files';
import { es } from '@app/domain/messages/es';
import { adminFields, createAdminViaApi, expectNoSecrets, postAdmin, putAdmin, uniqueEmail } from '../helpers/admins.ts';
import { call, loginAsSuper, SUPER_EMAIL, startTestApp, type TestApp } from '../helpers/app.ts';
import { expectOk, historyOf, ISO_RE, UUID_RE } from '../helpers/expect.ts';
import { createGta, expectRefused, fieldError, imageUrl, sendForm, type PageOf, type Rec } from '../helpers/resources.ts';

const loc = es.locations;
const REQUIRED = 'Campo Requerido';
const MIN = 'Debe ser mayor de 5 caracteres';
const MAX = 'Debe ser menor de 50 caracteres';
const IMAGE_MISSING = 'Ingrese una imagen de perfil antes de guardar';
const TAKEN = 'Este correo ya existe';

let t: TestApp;
let token: string;
let gta: Rec;

beforeAll(async () => {
  t = await startTestApp();
  token = await loginAsSuper(t);
  gta = await createGta(t, token);
});
afterAll(() => t?.close());

const refusedCreate = (overrides: Record<string, unknown>, status: number, message: string, errors?: { path: string; msg: string }[]) =>
  expectRefused(t, () => postAdmin(t, token, overrides), status, message, errors);

describe('create', () => {
  it("201 'Registro guardado': every field, role as a number with its name, GTA populated, thumbnail the 70 px variant", async () => {
    const email = uniqueEmail('Laura.Mendez');
    const data = await createAdminViaApi(t, token, { email, gta: gta._id, role: '2', gender: 'Otro' });
    expect(data).toEqual({
      _id: expect.stringMatching(UUID_RE),
      active: true,
      createdAt: expect.stringMatching(ISO_RE),
      updatedAt: expect.stringMatching(ISO_RE),
      image: expect.stringMatching(imageUrl('admins')),
      thumbnail: imageVariant(data.image as string, 70),
      name: 'Laura',
      lastName: 'Méndez',
      email: email.toLowerCase(),
      company: 'Empresa Nueva',
      role: 2,
      roleName: 'Participante',
      gta: { _id: gta._id, title: gta.title, color: gta.color, nomenclature: gta.nomenclature, logo: gta.logo },
      gender: 'Otro',
      country: 'México',
      state: 'Jalisco',
      city: 'Guadalajara',
    });
    expect(expectOk(await call(t, { method: 'GET', url: `/api/admins/${data._id}`, token }), 200, es.api.ok)).toEqual(data);
    expect((await historyOf(t, data._id)).map((h) => h.cause)).toEqual(['create']);
  });

  it("GTA 'Todos' is null; the roles read 'Super Usuario' and 'Comité editorial'", async () => {
    const a = await createAdminViaApi(t, token, { gta: '', role: 0 });
    expect([a.gta, a.role, a.roleName]).toEqual([null, 0, 'Super Usuario']);
    const b = await createAdminViaApi(t, token, { gta: 'null', role: 1 });
    expect([b.gta, b.role, b.roleName]).toEqual([null, 1, 'Comité editorial']);
  });

  it('a new company name is free text (no record of companies needed)', async () => {
    const data = await createAdminViaApi(t, token, { company: 'Cooperativa que aún no existe' });
    expect(data.company).toBe('Cooperativa que aún no existe');
  });

  describe.each(['name', 'lastName'])('%s: 2 to 50 with the spec messages', (field) => {
    it.each([
      ['missing', undefined, REQUIRED],
      ['blank', '   ', REQUIRED],
      ['1 character', 'x', MIN],
      ['1 character padded', '  x  ', MIN],
      ['51 characters', 'x'.repeat(51), MAX],
    ])('%s → 400 with its message, nothing kept', async (_label, value, msg) => {
      await refusedCreate({ [field]: value }, 400, es.api.validation, fieldError(field, msg));
    });
    it.each([2, 50])('%i characters are accepted', async (n) => {
      const data = await createAdminViaApi(t, token, { [field]: 'ñ'.repeat(n) });
      expect(data[field]).toBe('ñ'.repeat(n));
    });
  });

  it.each([
    ['missing', undefined, REQUIRED],
    ['no at sign', 'laura.example.com', 'Ingrese un correo válido'],
    ['no domain', 'laura@', 'Ingrese un correo válido'],
  ])('email %s → 400 with its message', async (_label, email, msg) => {
    await refusedCreate({ email }, 400, es.api.validation, fieldError('email', msg));
  });

  it.each([
    ['company', REQUIRED],
    ['role', REQUIRED],
    ['gender', REQUIRED],
    ['country', loc.countryRequired],
    ['state', loc.stateRequired],
    ['city', loc.cityRequired],
  ])('%s missing → 400 with its message', async (field, msg) => {
    await refusedCreate({ [field]: undefined }, 400, es.api.validation, fieldError(field, msg));
  });

  it("gta missing altogether → 400 'Campo Requerido' (Todos is sent as null, not left out)", async () => {
    await refusedCreate({ gta: undefined }, 400, es.api.validation, fieldError('gta', REQUIRED));
  });

  it('company of 101 characters, role 3, gender outside the list, an unknown GTA → 400', async () => {
    await refusedCreate({ company: 'x'.repeat(101) }, 400, es.api.validation, fieldError('company', 'Debe ser menor de 100 caracteres'));
    await refusedCreate({ role: '3' }, 400, es.api.validation, fieldError('role', es.validation.invalidValue));
    await refusedCreate({ role: 'admin' }, 400, es.api.validation, fieldError('role', es.validation.invalidValue));
    await refusedCreate({ gender: 'Ninguno' }, 400, es.api.validation, fieldError('gender', es.validation.invalidValue));
    await refusedCreate(
      { gta: '00000000-0000-4000-8000-000000000000' },
      400,
      es.api.validation,
      fieldError('gta', es.api.referenceNotFound),
    );
  });

  it(`no profile image → 400 '${IMAGE_MISSING}'`, async () => {
    await expectRefused(
      t,
      () => sendForm(t, token, 'POST', '/api/admins', adminFields(), {}),
      400,
      IMAGE_MISSING,
      fieldError('image', IMAGE_MISSING),
    );
  });

  it('a password, a hash or flags sent in the form are ignored: the new admin has no password', async () => {
    const data = await createAdminViaApi(t, token, { password: 'Clave-secreta-9', passwordHash: 'x', validated: 'true' });
    const [row] = await t.database.sql<{ password_hash: string | null; validated: boolean }[]>`
      select password_hash, validated from admins where id = ${data._id}`;
    expect(row).toEqual({ password_hash: null, validated: false });
  });
});

describe('e-mail uniqueness', () => {
  it(`the same address, also in other case or with spaces → 409 '${TAKEN}', nothing kept`, async () => {
    const email = uniqueEmail('unico');
    await createAdminViaApi(t, token, { email });
    for (const other of [email, email.toUpperCase(), `  ${email.replace(/^u/, 'U')}  `]) {
      await refusedCreate({ email: other }, 409, TAKEN);
    }
    await refusedCreate({ email: SUPER_EMAIL.toUpperCase() }, 409, TAKEN);
  });

  it('GET /api/admins?email= finds the admin whatever the case (the form checks while typing); none → empty', async () => {
    const email = uniqueEmail('busca');
    const created = await createAdminViaApi(t, token, { email });
    for (const query of [email, email.toUpperCase()]) {
      const page = expectOk<PageOf<Rec>>(
        await call(t, { method: 'GET', url: `/api/admins?email=${encodeURIComponent(query)}`, token }),
        200,
        es.api.list,
      );
      expect(page.docs.map((d) => d._id)).toEqual([created._id]);
    }
    const none = expectOk<PageOf<Rec>>(
      await call(t, { method: 'GET', url: `/api/admins?email=${encodeURIComponent(uniqueEmail('nadie'))}`, token }),
      200,
      es.api.list,
    );
    expect(none.docs).toEqual([]);
  });

  it(`on edit: another admin's address in any case → 409 '${TAKEN}'; one's own address (other case) is fine`, async () => {
    const a = await createAdminViaApi(t, token);
    const b = await createAdminViaApi(t, token);
    await expectRefused(t, () => putAdmin(t, token, b._id, { email: (a.email as string).toUpperCase() }), 409, TAKEN);
    const res = await putAdmin(t, token, a._id, { email: (a.email as string).toUpperCase() });
    expect(expectOk<Rec>(res, 202, es.api.updated).email).toBe(a.email);
  });
});

describe('edit', () => {
  it("email format on edit reads 'Formato invalido'; the name rules are the same as on create", async () => {
    const a = await createAdminViaApi(t, token);
    await expectRefused(t, () => putAdmin(t, token, a._id, { email: 'sin-arroba' }), 400, es.api.validation, fieldError('email', 'Formato invalido'));
    await expectRefused(t, () => putAdmin(t, token, a._id, { name: 'x' }), 400, es.api.validation, fieldError('name', MIN));
    await expectRefused(t, () => putAdmin(t, token, a._id, { lastName: 'x'.repeat(51) }), 400, es.api.validation, fieldError('lastName', MAX));
  });

  it('changes role, GTA and company; history records them; the image is optional', async () => {
    const a = await createAdminViaApi(t, token);
    const res = await putAdmin(t, token, a._id, { role: '2', gta: gta._id, company: 'Otra Empresa' });
    const data = expectOk<Rec>(res, 202, es.api.updated);
    expect([data.role, data.roleName, (data.gta as Rec)._id, data.company]).toEqual([2, 'Participante', gta._id, 'Otra Empresa']);
    const [, edit] = await historyOf(t, a._id);
    expect(edit!.changes).toEqual(
      expect.arrayContaining([
        { field: 'role', from: 1, to: 2 },
        { field: 'gta', from: null, to: gta.title },
        { field: 'company', from: 'Empresa Nueva', to: 'Otra Empresa' },
      ]),
    );
  });

  it('no DELETE route: admins are deactivated, never deleted', async () => {
    const a = await createAdminViaApi(t, token);
    const res = await call(t, { method: 'DELETE', url: `/api/admins/${a._id}`, token });
    expect(res.status).toBe(404);
  });
});

describe('never exposed: password hash, validated flag, tokens and their expiry', () => {
  it('in the list, /all, get, create, update, toggle answers and the search', async () => {
    const created = await postAdmin(t, token);
    expectNoSecrets(created.raw);
    const id = (created.body.data as Rec)._id;
    await t.database.sql`update admins set two_factor_hash = 'secreto-dos-pasos', recover_token_hash = 'secreto-recuperacion', recover_expires = now() where id = ${id}`;
    const answers = [
      await call(t, { method: 'GET', url: '/api/admins?limit=100', token }),
      await call(t, { method: 'GET', url: '/api/admins/all?active=all', token }),
      await call(t, { method: 'GET', url: `/api/admins/${id}`, token }),
      await call(t, { method: 'GET', url: '/api/admins?search=laura', token }),
      await putAdmin(t, token, id, { name: 'Lorena' }),
      await call(t, { method: 'PUT', url: `/api/admins/${id}/deactivate`, token, payload: { historical: { description: 'Baja' } } }),
      await call(t, { method: 'GET', url: '/api/admins/totals', token }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.raw).toBeLessThan(300);
      expectNoSecrets(answer.raw);
    }
    for (const answer of answers) expect(answer.raw).not.toMatch(/secreto-/);
  });
});
