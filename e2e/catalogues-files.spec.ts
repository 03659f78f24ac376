import { Buffer } from 'node:buffer';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { signIn, superUser } from './helpers/auth.ts';
import {
  connectDb,
  insertBusinessTypes,
  insertGta,
  insertGtaDownloads,
  insertSectors,
  insertUsers,
  uniqueSuffix,
} from './helpers/db.ts';

// ---------------------------------------------------------------------------------------------
// Files made in the test: a real PNG (any decoder, sharp included, reads it) and a one-page PDF.

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `width`×`height`: a diagonal gradient, so that every resize has something to keep. */
function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  // compression, filter and interlace methods stay 0
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x += 1) {
      const shade = (x + y) / (width + height);
      raw[row + 1 + x * 3] = Math.round(r * shade);
      raw[row + 2 + x * 3] = Math.round(g * shade);
      raw[row + 3 + x * 3] = Math.round(b * shade);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a line of text, its cross-reference table at the right offsets. */
function makePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

// ---------------------------------------------------------------------------------------------
// Screen helpers.

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A success toast: announced as an alert, it leaves by itself. */
async function expectSuccess(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

/** A notice dialog (modal until 'Aceptar'); returns once it has closed. */
async function acceptDialog(page: Page, title: string, text?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
}

/** The form input named by a field's label (the visible label also has the required asterisk). */
function input(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/** Picks an option of an Autocomplete (reference or place) after typing part of its name. */
async function choose(page: Page, label: string, typed: string, option: string): Promise<void> {
  const box = input(page, label);
  await expect(box).toBeEnabled();
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/** Types into the list's search box and waits for the debounced search to reach the URL. */
async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Buscar').fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === text);
}

/** The value shown next to a label in the detail's Información card. */
function detailValue(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Información' })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
    .getByRole('definition');
}

function historyEntries(page: Page): Locator {
  return page.getByRole('list', { name: 'Historial de cambios' }).locator(':scope > li');
}

/** Waits until an <img> has loaded from the server and returns its natural size. */
async function expectLoadedImage(img: Locator, srcSuffix: string, size: number): Promise<string> {
  await expect(img).toHaveAttribute('src', new RegExp(`^/uploads/.+${escapeRegExp(srcSuffix)}$`));
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? [el.naturalWidth, el.naturalHeight] : [0, 0])))
    .toEqual([size, size]);
  return (await img.getAttribute('src')) ?? '';
}

/** Records every write the page sends under `/api/<resource>` as 'METHOD /path' (ids as ':id'). */
function recordWrites(page: Page, resource: string): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith(`/api/${resource}`)) {
      writes.push(`${request.method()} ${path.replace(/[0-9a-f-]{36}/, ':id')}`);
    }
  });
  return writes;
}

// ---------------------------------------------------------------------------------------------

test('empresas: crear con imagen y lugar en cascada, miniaturas, editar la ciudad con justificación, historial', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const name = `Empresa ${suffix}`;
  const description = `Empresa de prueba del recorrido ${suffix}`;
  const businessType = `Ámbito E2E ${suffix}`;
  const sector = `Sector E2E ${suffix}`;
  const reason = `Cambio de sede a Zapopan ${suffix}`;

  const sql = await connectDb();
  try {
    await insertBusinessTypes(sql, [{ name: businessType, description: 'Ámbito de prueba' }]);
    await insertSectors(sql, [{ name: sector, description: 'Sector de prueba' }]);
    const writes = recordWrites(page, 'companies');
    const companiesNamed = async () => (await sql`select id from companies where name = ${name}`).length;

    await test.step('login and open Empresas → Agregar', async () => {
      await signIn(page, superUser.email, superUser.password);
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Empresas' }).click();
      await expect(page).toHaveURL(/\/companies$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
      await page.getByRole('link', { name: 'Agregar' }).click();
      await expect(page).toHaveURL(/\/companies\/create$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Agregar Empresa' })).toBeVisible();
    });

    await test.step('fields, references and México → Jalisco → Guadalajara', async () => {
      await input(page, 'Nombre').fill(name);
      await input(page, 'Descripción').fill(description);
      await choose(page, 'Ámbito de implementación', businessType, businessType);
      await choose(page, 'Sector', sector, sector);
      // A state waits for its country, a city for its state.
      await expect(input(page, 'Estado')).toBeDisabled();
      await expect(input(page, 'Ciudad')).toBeDisabled();
      await choose(page, 'País', 'Méx', 'México');
      await expect(input(page, 'Ciudad')).toBeDisabled();
      await choose(page, 'Estado', 'Jalis', 'Jalisco');
      await choose(page, 'Ciudad', 'Guadalaj', 'Guadalajara');
    });

    await test.step('another country clears state and city; then back to Guadalajara', async () => {
      await choose(page, 'País', 'Argent', 'Argentina');
      await expect(input(page, 'Estado')).toHaveValue('');
      await expect(input(page, 'Ciudad')).toHaveValue('');
      await expect(input(page, 'Ciudad')).toBeDisabled();
      await expect(input(page, 'Estado')).toBeEnabled();

      await choose(page, 'País', 'Méx', 'México');
      await choose(page, 'Estado', 'Jalis', 'Jalisco');
      await choose(page, 'Ciudad', 'Guadalaj', 'Guadalajara');
    });

    await test.step('Guardar without an image: Aviso, nothing sent, nothing created', async () => {
      await page.getByRole('button', { name: 'Guardar' }).click();
      await acceptDialog(page, 'Aviso', 'Ingrese una imagen de la empresa antes de guardar.');
      await expect(page).toHaveURL(/\/companies\/create$/);
      expect(writes).toEqual([]);
      expect(await companiesNamed()).toBe(0);
      // The form keeps what was typed and chosen.
      await expect(input(page, 'Nombre')).toHaveValue(name);
      await expect(input(page, 'Ciudad')).toHaveValue('Guadalajara');
    });

    await test.step('attach a PNG and save: Registro guardado, back to the list', async () => {
      await input(page, 'Imagen').setInputFiles({
        name: 'empresa.png',
        mimeType: 'image/png',
        buffer: makePng(120, 80, [29, 78, 216]),
      });
      await expect(page.getByText('Archivo elegido: empresa.png', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expectSuccess(page, 'Registro guardado');
      await expect(page).toHaveURL(/\/companies$/);
      expect(writes).toEqual(['POST /api/companies']);
      expect(await companiesNamed()).toBe(1);
    });

    let imageSrc = '';
    const table = page.getByRole('table', { name: 'Empresas' });
    await test.step('the list shows it with a 70×70 thumbnail, its ámbito and sector', async () => {
      await search(page, name);
      const row = table.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(businessType);
      await expect(row).toContainText(sector);
      await expect(row).toContainText('Activo');
      const thumb = await expectLoadedImage(row.getByRole('img', { name: 'Imagen', exact: true }), '-70.webp', 70);
      imageSrc = thumb.replace(/-70\.webp$/, '.webp');
    });

    let detailUrl = '';
    await test.step('its detail: the 190×190 picture, the place and the creación entry', async () => {
      await table.getByRole('row').filter({ hasText: name }).click();
      await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
      detailUrl = page.url();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const picture = page.getByRole('region', { name: 'Información' }).getByRole('img', { name: `Imagen: ${name}` });
      expect(await expectLoadedImage(picture, '-190.webp', 190)).toBe(imageSrc.replace(/\.webp$/, '-190.webp'));
      await expect(detailValue(page, 'País')).toHaveText('México');
      await expect(detailValue(page, 'Estado')).toHaveText('Jalisco');
      await expect(detailValue(page, 'Ciudad')).toHaveText('Guadalajara');
      await expect(detailValue(page, 'Ámbito de implementación')).toHaveText(businessType);
      await expect(detailValue(page, 'Sector')).toHaveText(sector);
      await expect(historyEntries(page)).toHaveCount(1);
      await expect(historyEntries(page).first().getByText('creación', { exact: true })).toBeVisible();
    });

    await test.step('Editar: Zapopan instead of Guadalajara, with a reason: Registro actualizado', async () => {
      await page.getByRole('link', { name: 'Editar' }).click();
      await expect(page).toHaveURL(/\/edit$/);
      await expect(input(page, 'Ciudad')).toHaveValue('Guadalajara');
      await expect(input(page, 'Estado')).toHaveValue('Jalisco');
      await choose(page, 'Ciudad', 'Zapop', 'Zapopan');
      await page.getByRole('button', { name: 'Guardar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Justificación' });
      await dialog.getByRole('textbox', { name: 'Justificación' }).fill(reason);
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await expectSuccess(page, 'Registro actualizado');
      await expect(page).toHaveURL(/\/companies$/);
      expect(writes).toEqual(['POST /api/companies', 'PUT /api/companies/:id']);
    });

    await test.step('reopened: Zapopan, the same picture, history edición (reason, change) and creación', async () => {
      await search(page, name);
      await table.getByRole('row').filter({ hasText: name }).click();
      await expect(page).toHaveURL(detailUrl);
      await expect(detailValue(page, 'Ciudad')).toHaveText('Zapopan');
      await expect(detailValue(page, 'Estado')).toHaveText('Jalisco');
      await expect(detailValue(page, 'País')).toHaveText('México');
      // No new file was chosen: the stored image stays.
      const picture = page.getByRole('region', { name: 'Información' }).getByRole('img', { name: `Imagen: ${name}` });
      expect(await expectLoadedImage(picture, '-190.webp', 190)).toBe(imageSrc.replace(/\.webp$/, '-190.webp'));

      const entries = historyEntries(page);
      await expect(entries).toHaveCount(2);
      const [edited, created] = [entries.nth(0), entries.nth(1)];
      await expect(edited.getByText('edición', { exact: true })).toBeVisible();
      await expect(edited.getByText(superUser.fullName, { exact: true })).toBeVisible();
      await expect(edited).toContainText(reason);
      await expect(edited.getByRole('listitem')).toHaveText(['Ciudad: Guadalajara → Zapopan']);
      await expect(created.getByText('creación', { exact: true })).toBeVisible();
      await expect(created.getByText(superUser.fullName, { exact: true })).toBeVisible();

      const [stored] = await sql<{ country: string; state: string; city: string; image: string }[]>`
        select country, state, city, image from companies where name = ${name}`;
      expect(stored).toEqual({ country: 'México', state: 'Jalisco', city: 'Zapopan', image: imageSrc });
    });
  } finally {
    await sql.end();
  }
});

test('GTA2030: crear con logo, silueta y guía PDF (valores por defecto), abrir la guía en otra pestaña', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const title = `GTA E2E ${suffix}`;
  const pdf = makePdf(`Guia ${suffix}`);
  const writes = recordWrites(page, 'gtas');

  await test.step('login and open GTA2030 → Agregar: colour #555555 and number 10 prefilled', async () => {
    await signIn(page, superUser.email, superUser.password);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'GTA2030' }).click();
    await expect(page).toHaveURL(/\/gtas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'GTA2030' })).toBeVisible();
    await page.getByRole('link', { name: 'Agregar' }).click();
    await expect(page).toHaveURL(/\/gtas\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agregar GTA' })).toBeVisible();
    await expect(input(page, 'Color')).toHaveValue('#555555');
    await expect(input(page, 'Número')).toHaveValue('10');
  });

  await test.step('fill the texts, attach Logo, Silueta a color and the PDF guide, save', async () => {
    await input(page, 'Título').fill(title);
    await input(page, 'Eje de trabajo (objetivo)').fill('Impulsar la igualdad de género en las empresas');
    await input(page, 'Líneas de acción').fill('Capacitación, medición de brechas y políticas de cuidado');
    await input(page, 'Nomenclatura').fill(`G-${suffix}`);
    await input(page, 'Autor').fill('Equipo Agenda 2030');
    await input(page, 'Posición').fill('Primera posición');
    await input(page, 'Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: makePng(64, 64, [220, 38, 38]),
    });
    await input(page, 'Silueta a color').setInputFiles({
      name: 'silueta.png',
      mimeType: 'image/png',
      buffer: makePng(90, 60, [22, 163, 74]),
    });
    await input(page, 'Guía (PDF)').setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Archivo elegido: logo.png', { exact: true })).toBeVisible();
    await expect(page.getByText('Archivo elegido: silueta.png', { exact: true })).toBeVisible();
    await expect(page.getByText('Archivo elegido: guia.pdf', { exact: true })).toBeVisible();
    // The defaults were left alone.
    await expect(input(page, 'Color')).toHaveValue('#555555');
    await expect(input(page, 'Número')).toHaveValue('10');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectSuccess(page, 'Registro guardado');
    await expect(page).toHaveURL(/\/gtas$/);
    expect(writes).toEqual(['POST /api/gtas']);
  });

  const table = page.getByRole('table', { name: 'GTA2030' });
  const row = table.getByRole('row').filter({ hasText: title });
  let guideHref = '';
  await test.step('the list row: 70×70 logo and the Ver guía link', async () => {
    await search(page, title);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`G-${suffix}`);
    await expectLoadedImage(row.getByRole('img', { name: 'Logo', exact: true }), '-70.webp', 70);
    const link = row.getByRole('link', { name: 'Ver guía' });
    await expect(link).toHaveAttribute('target', '_blank');
    guideHref = (await link.getAttribute('href')) ?? '';
    expect(guideHref).toMatch(/^\/uploads\/.+\.pdf$/);
  });

  await test.step('Ver guía opens the PDF in a new tab; the row does not open the detail', async () => {
    const listUrl = page.url();
    const popupPromise = context.waitForEvent('page');
    const responsePromise = context.waitForEvent('response', (response) => new URL(response.url()).pathname === guideHref);
    await row.getByRole('link', { name: 'Ver guía' }).click();
    const [popup, response] = await Promise.all([popupPromise, responsePromise]);
    expect(response.frame().page()).toBe(popup);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf\b/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // Chromium's PDF viewer hands the tab a placeholder page as the body, so the bytes are read again here.
    const stored = await page.request.get(guideHref);
    expect(stored.headers()['content-type']).toMatch(/^application\/pdf\b/);
    expect(stored.headers()['content-disposition']).toMatch(/^inline\b/);
    expect(Buffer.compare(await stored.body(), pdf)).toBe(0);
    expect(new URL(popup.url()).pathname).toBe(guideHref);
    await popup.close();
    // The link kept its click to itself: still on the list, with its search.
    expect(page.url()).toBe(listUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'GTA2030' })).toBeVisible();
  });

  await test.step('the detail keeps the defaults, both images and the guide', async () => {
    await row.getByRole('cell', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/gtas\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const info = page.getByRole('region', { name: 'Información' });
    await expectLoadedImage(info.getByRole('img', { name: `Logo: ${title}` }), '-190.webp', 190);
    await expectLoadedImage(detailValue(page, 'Silueta a color').getByRole('img'), '-190.webp', 190);
    await expect(detailValue(page, 'Logo a color')).toHaveText('—');
    await expect(detailValue(page, 'Color')).toHaveText('#555555');
    await expect(detailValue(page, 'Número')).toHaveText('10');
    const guide = detailValue(page, 'Guía (PDF)').getByRole('link', { name: 'Ver guía' });
    await expect(guide).toHaveAttribute('href', guideHref);
  });
});

test('GTA2030: la tabla de descargas de guías, vacía y con descargas', async ({ page }) => {
  test.setTimeout(60_000);
  const suffix = uniqueSuffix();
  const title = `GTA descargas ${suffix}`;
  const downloads = page.getByRole('table', { name: 'Descargas de guías' });
  const dataRows = downloads.getByRole('row').filter({ has: page.getByRole('cell') });

  const sql = await connectDb();
  try {
    // This test owns the downloads table: no other spec writes it, and a retry starts from empty too.
    await sql`delete from gta_doc_downloads`;

    await signIn(page, superUser.email, superUser.password);
    await page.goto('/gtas');
    await expect(page.getByRole('heading', { level: 2, name: 'Descargas de guías' })).toBeVisible();
    await expect(dataRows).toHaveText(['Sin datos disponibles']);

    const gtaId = await insertGta(sql, { title });
    const [ana, luis] = await insertUsers(sql, [
      { name: 'Ana', lastName: `Pérez ${suffix}`, email: `ana.${suffix}@ejemplo.mx` },
      { name: 'Luis', lastName: `García ${suffix}`, email: `luis.${suffix}@ejemplo.mx` },
    ]);
    if (!ana || !luis) throw new Error('users not inserted');
    await insertGtaDownloads(sql, [
      { gtaId, userId: ana, minutesAgo: 1 },
      { gtaId, userId: luis, minutesAgo: 2 },
      { gtaId, userId: null, minutesAgo: 3 },
    ]);

    await page.reload();
    // Newest first: GTA title, the user's name and last name (— for a deleted user), DD/MM/YYYY HH:mm.
    await expect(dataRows).toHaveCount(3);
    const expected = [`Ana Pérez ${suffix}`, `Luis García ${suffix}`, '—'];
    for (const [index, user] of expected.entries()) {
      const cells = dataRows.nth(index).getByRole('cell');
      await expect(cells).toHaveText([title, user, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/]);
    }
    await expect(page.getByRole('region', { name: 'Descargas de guías' }).getByText('1–3 de 3')).toBeVisible();
  } finally {
    await sql.end();
  }
});
