import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './helpers/api.ts';
import { signIn, superUser } from './helpers/auth.ts';
import { expectAccessible } from './helpers/axe.ts';
import { connectDb, createAdmin, uniqueSuffix, type Sql } from './helpers/db.ts';

let sql: Sql;

test.beforeAll(async () => {
  sql = await connectDb();
});
test.afterAll(async () => {
  await sql?.end();
});

/** The editor's «flashcards en revisión» tile on /home, by its count and label. */
const reviewTile = (page: Page) => page.getByRole('link', { name: /flashcards? en revisión/ });

test('two reviewers see each other on a card; an approval shows on the other page and on the dashboard without a reload', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const [gta] = await sql<{ id: string }[]>`
    insert into gtas (title, goal, action_lines, nomenclature, author, position)
    values (${`GTA Presencia ${suffix}`}, 'Objetivo', 'Líneas', 'PR', 'Equipo E2E', 'Puesto') returning id`;
  const [axis] = await sql<{ id: string }[]>`insert into work_axes (gta_id, objective, position) values (${gta!.id}, 'Eje de presencia', '1') returning id`;
  const [scope] = await sql<{ id: string }[]>`insert into business_types (name, description) values (${`Servicios ${suffix}`}, 'Servicios') returning id`;
  const participant = await createAdmin(sql, {
    name: 'Pablo',
    lastName: 'Participante',
    email: `participante.presencia.${suffix}@example.com`,
    password: 'Participa12345!',
    permissions: { formCards: { read: true, create: true, update: true } },
    role: 2,
    gta: gta!.id,
  });
  const editor = await createAdmin(sql, {
    name: 'Elena',
    lastName: 'Editora',
    email: `editora.presencia.${suffix}@example.com`,
    password: 'Edita12345!',
    permissions: { formCards: { read: true, approve: true } },
    gta: gta!.id,
  });
  const participantToken = await apiLogin(request, participant.email, participant.password);
  const name = `Riego por goteo ${suffix}`;
  const card = await apiCall<{ _id: string }>(request, participantToken, 'POST', '/api/flashcards', 201, {
    name,
    what: 'Regar por goteo los jardines de la planta.',
    gta: gta!.id,
    workAxis: axis!.id,
    businessType: [scope!.id],
  });
  await apiCall(request, participantToken, 'PUT', `/api/flashcards/${card._id}/send`, 202, {});

  const superContext = await browser.newContext();
  const editorContext = await browser.newContext();
  const superPage = await superContext.newPage();
  const editorHome = await editorContext.newPage();
  await signIn(superPage, superUser.email, superUser.password);
  await signIn(editorHome, editor.email, editor.password);
  await expect(reviewTile(editorHome)).toHaveAccessibleName(/^1\s*flashcard en revisión/);
  const editorCard = await editorContext.newPage();

  await test.step('each sees the other reviewing the card, in a polite live region', async () => {
    await editorCard.goto(`/formCards/${card._id}`);
    await superPage.goto(`/formCards/${card._id}`);
    // Opening a page's WebSocket can take seconds on a loaded machine.
    const connecting = { timeout: 30_000 };
    await expect(editorCard.getByRole('status').filter({ hasText: `${superUser.fullName} está revisando` })).toBeVisible(connecting);
    await expect(superPage.getByRole('status').filter({ hasText: 'Elena Editora está revisando' })).toBeVisible(connecting);
    await expect(editorCard.getByRole('button', { name: 'Aprobar' })).toBeVisible();
    await expectAccessible(editorCard, 'ficha de una flashcard con la presencia de otro revisor');
  });

  await test.step('the super user approves; the editor sees who decided instead of the buttons, without a reload', async () => {
    await superPage.getByRole('button', { name: 'Aprobar' }).click();
    const confirm = superPage.getByRole('dialog', { name: 'Aprobar' });
    await confirm.getByRole('button', { name: 'Aprobar' }).click();
    await expect(superPage.getByText('Flashcard aprobada')).toBeVisible();
    await expect(editorCard.getByText(new RegExp(`^Aprobada por ${superUser.fullName} el \\d{2}/\\d{2}/\\d{4} a las \\d{2}:\\d{2}$`))).toBeVisible();
    await expect(editorCard.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
    await expect(editorCard.getByRole('button', { name: 'Rechazar' })).toHaveCount(0);
    // The super user left the card: nobody else is reviewing it.
    await expect(editorCard.getByText(/está revisando/)).toHaveCount(0);
    await expectAccessible(editorCard, 'ficha de una flashcard aprobada por otro revisor');
  });

  await test.step("the editor's dashboard counts one card fewer in review, without a reload", async () => {
    await expect(reviewTile(editorHome)).toHaveAccessibleName(/^0\s*flashcards en revisión/);
  });

  await superContext.close();
  await editorContext.close();
});
