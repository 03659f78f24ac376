import { useSearchParams } from 'react-router';
import { useSession } from '../session/use-session.ts';
import type { ResourceRecord } from './resource-keys.ts';
import type { RecordContext } from './slots.ts';

export const PROFILE_PARAM = 'perfil';

/** Whose record this is for the signed-in admin, and whether they came through Mi perfil. */
export function useRecordContext(record: ResourceRecord): RecordContext {
  const session = useSession();
  const [params] = useSearchParams();
  return {
    record,
    own: session?.user?._id === record._id,
    profile: params.get(PROFILE_PARAM) === '1',
  };
}
