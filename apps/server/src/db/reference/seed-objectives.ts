import sharp from 'sharp';
import { count } from 'drizzle-orm';
import type { FileStorage } from '../../uploads/storage.ts';
import { storeUpload } from '../../uploads/store-upload.ts';
import type { Executor } from '../connect.ts';
import { objectives } from '../schema/index.ts';
import { SDGS } from './sdgs.ts';

async function tile(number: number, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${color}"/>
    <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
      font-weight="bold" font-size="${number < 10 ? 150 : 120}" fill="#ffffff">${number}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedObjectives(db: Executor, storage: FileStorage): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(objectives);
  if ((existing?.n ?? 0) > 0) return;
  const rows = [];
  const now = Date.now();
  for (const sdg of SDGS) {
    const data = await tile(sdg.number, sdg.color);
    const stored = await storeUpload(storage, 'objectives', 'image', {
      field: 'logo',
      kind: 'image',
      data,
      type: { ext: 'png', mime: 'image/png' },
      filename: `ods-${sdg.number}.png`,
    });
    // Goal 1 newest: the default newest-first list then shows the goals in their official order.
    const createdAt = new Date(now - sdg.number * 1000);
    rows.push({ title: sdg.title, objective: sdg.objective, color: sdg.color, logo: stored.url, createdAt, updatedAt: createdAt });
  }
  await db.insert(objectives).values(rows);
}
