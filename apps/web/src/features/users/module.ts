import Comment from '@mui/icons-material/Comment';
import People from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import type { WebModule } from '../../engine/web-module.ts';

const UserPanels = lazy(() => import('./user-panels.tsx').then((m) => ({ default: m.UserPanels })));

/** A comment's author, read back populated as `createdBy: { _id, name }`. */
function authorOf(record: ResourceRecord): string | undefined {
  const author = record.createdBy;
  if (typeof author === 'string') return author;
  return typeof author === 'object' && author !== null && '_id' in author && typeof author._id === 'string'
    ? author._id
    : undefined;
}

/** A user and the comments they wrote (shown in the user's panels). */
export const usersModule = {
  icons: { users: People, comments: Comment },
  slots: {
    users: { detailPanels: UserPanels },
    // A comment is reached from its author's page and returns there.
    comments: {
      afterAction: (record) => {
        const author = authorOf(record);
        return author ? `/users/${encodeURIComponent(author)}` : undefined;
      },
    },
  },
} satisfies WebModule;
