import { contacts } from '@app/domain/resources/contacts';
import * as schema from '../../db/schema/index.ts';
import type { ServerModule } from '../module.ts';

export const contactsModule: ServerModule = {
  name: 'contacts',
  resources: [{ definition: contacts, table: schema.contacts }],
};
