import ContactMail from '@mui/icons-material/ContactMail';
import type { WebModule } from '../../engine/web-module.ts';

/** The contacts list has no add button; /contacts/create records a message received by phone or mail. */
export const contactsModule = {
  icons: { contacts: ContactMail },
  slots: { contacts: { addButton: false } },
} satisfies WebModule;
