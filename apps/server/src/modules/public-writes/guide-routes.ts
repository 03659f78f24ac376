import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@app/domain/core/text';
import { errorSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { gtaDocDownloads } from '../../db/schema/index.ts';
import { findRow } from '../../engine/records/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { keyOfUrl } from '../../uploads/store-upload.ts';
import { currentUser, userContext } from '../../plugins/app/public-auth.ts';
import { PUBLIC_TAGS } from '../public-content/schemas.ts';

/** A name any browser saves as is: the GTA's nomenclature without accents or symbols. */
const fileName = (nomenclature: string) =>
  `guia-${nomenclature.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'gta'}.pdf`;

/** A GTA's PDF guide for a signed-in user; each download is recorded for the back-office's list. */
export async function publicGuideRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/gtas/:id/guide',
    {
      config: { access: 'user' },
      schema: {
        tags: PUBLIC_TAGS,
        params: idParams,
        produces: ['application/pdf'],
        // The 200 answer is the streamed PDF itself: no JSON schema describes it.
        response: { 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const gta = await findRow(userContext(request, 'gtas'), request.params.id);
      const key = typeof gta.document === 'string' ? keyOfUrl(gta.document) : undefined;
      const guide = key === undefined ? undefined : await app.fileStorage.open(key);
      if (!guide || guide.contentType !== 'application/pdf') {
        guide?.stream.destroy();
        throw new HttpError(404, es.publicWrites.noGuide);
      }
      // A HEAD (a link checker, a prefetch) asks about the file without downloading it.
      if (request.method === 'GET') await app.database.db.insert(gtaDocDownloads).values({ gtaId: gta.id, userId: currentUser(request).id });
      const name = fileName(String(gta.nomenclature));
      const file: FastifyReply = reply;
      return file
        .header('content-type', 'application/pdf')
        .header('content-length', guide.size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(guide.stream);
    },
  );
}
