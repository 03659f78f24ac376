import { mayShareViews, type SavedView } from '@app/domain/core/saved-views';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import GroupsIcon from '@mui/icons-material/Groups';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../session/use-can.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { sameList, viewParams, viewQuery } from './list-state.ts';
import { SavedViewDialog } from './saved-view-dialog.tsx';
import type { ResourceList } from './use-resource-list.ts';
import { useSavedViews } from './use-saved-views.ts';

type Open = { kind: 'save' } | { kind: 'rename' | 'delete'; view: SavedView } | null;

/** The module's saved views as chips above the list (a click applies one), «Guardar vista», and each view's menu. */
export function SavedViews({ list }: { list: ResourceList }) {
  const { t } = useTranslation();
  const { def } = list;
  const actor = useActor();
  const { views, create, update, remove } = useSavedViews(def);
  const [open, setOpen] = useState<Open>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; view: SavedView } | null>(null);
  const mayShare = actor !== null && mayShareViews(actor, def);
  const fromMenu = (act: (view: SavedView) => void) => () => {
    if (menu) act(menu.view);
    setMenu(null);
  };
  const current = () => ({ query: viewQuery(list.searchParams), columns: [...list.columns] });

  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('listViews.label')} sx={{ px: 2, pt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      {views.isError && <Typography variant="body2" color="text.secondary">{t('listViews.notLoaded')}</Typography>}
      {views.data?.map((view) => {
        const params = viewParams(def, view.query, view.columns);
        const active = sameList(list.searchParams, params);
        return (
          <Stack key={view._id} direction="row" sx={{ alignItems: 'center' }}>
            <Chip
              label={view.name}
              icon={view.shared ? <GroupsIcon titleAccess={t('listViews.shared')} /> : undefined}
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              aria-pressed={active}
              aria-label={t('listViews.apply', { name: view.name })}
              onClick={() => list.applyParams(params)}
            />
            {view.editable && (
              <IconButton size="small" aria-label={t('listViews.menu', { name: view.name })} aria-haspopup="menu" onClick={(e) => setMenu({ anchor: e.currentTarget, view })}>
                <MoreVertIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        );
      })}
      <Button size="small" startIcon={<BookmarkAddIcon />} onClick={() => setOpen({ kind: 'save' })}>
        {t('listViews.save')}
      </Button>

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={fromMenu((view) => setOpen({ kind: 'rename', view }))}>{t('listViews.rename')}</MenuItem>
        <MenuItem onClick={fromMenu((view) => update.mutate({ id: view._id, body: current() }))}>{t('listViews.overwrite')}</MenuItem>
        <MenuItem onClick={fromMenu((view) => setOpen({ kind: 'delete', view }))}>{t('listViews.delete')}</MenuItem>
      </Menu>

      {open?.kind === 'save' && (
        <SavedViewDialog
          title={t('listViews.saveTitle')}
          hint={t('listViews.saveHint')}
          initial={{ name: '', shared: false }}
          shareLabel={mayShare ? t(actor.gta ? 'listViews.shareGta' : 'listViews.shareAll') : undefined}
          onCancel={() => setOpen(null)}
          onSubmit={(values) => create.mutateAsync({ module: def.module, ...values, ...current() })}
        />
      )}
      {open?.kind === 'rename' && (
        <SavedViewDialog
          title={t('listViews.renameTitle')}
          initial={{ name: open.view.name, shared: open.view.shared }}
          onCancel={() => setOpen(null)}
          onSubmit={(values) => update.mutateAsync({ id: open.view._id, body: { name: values.name } })}
        />
      )}
      <ConfirmDeleteDialog
        open={open?.kind === 'delete'}
        name={open?.kind === 'delete' ? open.view.name : ''}
        pending={remove.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={() => open?.kind === 'delete' && remove.mutate(open.view._id, { onSuccess: () => setOpen(null) })}
      />
    </Stack>
  );
}
