import { SUPER_USER_ROLE } from '@app/domain/core/roles';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { useSession } from '../../session/use-session.ts';

/** Who looks at an admin's account section: the admin (`own`) or a super user; `null` for anyone else. */
export function useAccountViewer(record: ResourceRecord): { own: boolean } | null {
  const user = useSession()?.user;
  const own = user?._id === record._id;
  if (!user || (!own && user.role !== SUPER_USER_ROLE)) return null;
  return { own };
}
