import { es } from '@app/domain/messages/es';
import type { RecordContext } from '../../engine/slots.ts';

/** An admin cannot deactivate themselves (the server refuses too). */
export const SELF_DEACTIVATION = es.admins.selfDeactivate;

/** No Editar on your own record, except when it was opened through Mi perfil. */
export const adminCanEdit = ({ own, profile }: RecordContext) => !own || profile;

export const adminRefuseAction = ({ own }: RecordContext, action: string) => (own && action === 'deactivate' ? SELF_DEACTIVATION : undefined);

/** Editing your own admin record ends the session. */
export const adminSignOutAfterEdit = ({ own }: RecordContext) => own;
