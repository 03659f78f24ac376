import { es } from '@app/domain/messages/es';
import { isModuleName, isActionEnabled, type ModuleName } from '@app/domain/core/modules';
import { NO_PERMISSIONS, type Action, type PermissionFlags } from '@app/domain/core/permissions';

/** The message when read is unticked while another flag is on. */
export const READ_LOCKED = es.admins.readRequired;

/** Ticks or unticks one cell by the matrix rule: any other flag ticks read too; read cannot be unticked while another flag is on (`refused`, the flags unchanged). */
export function toggleFlag(flags: PermissionFlags, action: Action, checked: boolean): { flags: PermissionFlags; refused: boolean } {
  if (action === 'read') {
    const others = flags.create || flags.update || flags.destroy || flags.approve;
    if (!checked && others) return { flags, refused: true };
    return { flags: { ...flags, read: checked }, refused: false };
  }
  const next = { ...flags, [action]: checked };
  return { flags: checked ? { ...next, read: true } : next, refused: false };
}

export function cellEnabled(module: string, action: Action): boolean {
  return isModuleName(module) ? isActionEnabled(module, action) : false;
}

export function hasAnyFlag(flags: PermissionFlags): boolean {
  return Object.values(flags).some(Boolean);
}

export function flagsOf(row: Partial<PermissionFlags> | undefined): PermissionFlags {
  return { ...NO_PERMISSIONS, ...Object.fromEntries(Object.entries(row ?? {}).filter(([k]) => k in NO_PERMISSIONS)) };
}

export type { ModuleName };
