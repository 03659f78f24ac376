import type { Resource } from '@app/domain/core/define-resource';
import { EXPORT_FORMATS, type ExportFormat } from '@app/domain/core/export-formats';
import DownloadIcon from '@mui/icons-material/Download';
import GridOnIcon from '@mui/icons-material/GridOn';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../api/download.ts';
import { toast } from '../feedback/toast.ts';
import { toQueryString, type QueryValue } from '../lib/query-string.ts';

const ICONS: Record<ExportFormat, typeof DownloadIcon> = { csv: TableChartOutlined, xlsx: GridOnIcon };

interface ExportMenuProps {
  def: Resource;
  /** The list's query as it shows now: search, filters, counter, order (pages aside: every page goes). */
  params: Record<string, QueryValue>;
}

/** Exportar: what the list shows, every page, as CSV or Excel, named and dated by the server, in the admin's time zone. */
export function ExportMenu({ def, params }: ExportMenuProps) {
  return <ExportButton path={`/${def.apiPath}/export`} fallbackName={def.apiPath} params={params} />;
}

interface ExportButtonProps {
  /** The API route that streams the file (`/sectors/export`). */
  path: string;
  fallbackName: string;
  params: Record<string, QueryValue>;
}

/** Exportar for any route that streams what a page shows (a list, the activity log). */
export function ExportButton({ path, fallbackName, params }: ExportButtonProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useMutation({
    meta: { successFeedback: false },
    mutationFn: (format: ExportFormat) => {
      const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const query = toQueryString({ ...params, page: undefined, limit: undefined, format, tz });
      return downloadFile(`${path}${query}`, `${fallbackName}.${format}`);
    },
    onSuccess: (name) => toast(t('export.done', { name }), { variant: 'success' }),
  });
  const choose = (format: ExportFormat) => {
    setAnchor(null);
    download.mutate(format);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={download.isPending}
        loadingPosition="start"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {download.isPending ? t('export.preparing') : t('export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => {
          const Icon = ICONS[format];
          return (
            <MenuItem key={format} onClick={() => choose(format)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`export.${format}`)} secondary={t(`export.${format}Hint`)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
