import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NameButton, NameLink, primaryColumn, RowCheckbox, Waiting } from './row-parts.tsx';
import type { TableProps } from './types.ts';

/** Styled once on the list rather than a MUI component per card and value, too slow on phones. */
const CARDS_SX = {
  listStyle: 'none',
  m: 0,
  p: { xs: 1, sm: 1.5 },
  display: 'grid',
  gap: 1,
  // No background of its own: the cards lie on the list's paper, as white; a row's own style (unread) may set one.
  '& > li > div': { p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', color: 'text.primary' },
  '& .row-name': { typography: 'subtitle1', fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere', display: 'block', m: 0 },
  '& dl': { m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'minmax(88px, auto) 1fr', columnGap: 1.5, rowGap: 0.75 },
  '& dl > div': { display: 'contents' },
  '& dt': { typography: 'caption', color: 'text.secondary', pt: 0.25 },
  '& dd': { typography: 'body2', m: 0, minWidth: 0, overflowWrap: 'anywhere' },
} as const;

const CLICKABLE_CARDS_SX = { ...CARDS_SX, '& > li > div:hover': { cursor: 'pointer', borderColor: 'primary.main' } };

/** Below 600 px: one card per row, its name on top (the way to open it, by click or keyboard) and the other columns as label and value; nothing scrolls sideways. */
export function RowCards<T extends { _id: string }>(props: TableProps<T>) {
  const { t } = useTranslation();
  const { columns, rows, loading, onOpen } = props;
  const primary = primaryColumn(columns, props.primary);
  const rest = columns.filter((c) => c !== primary);
  if (loading || rows.length === 0) {
    return (
      <Typography component="div" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {loading ? <Waiting /> : (props.empty ?? t('common.noRecords'))}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={props.label} sx={onOpen ? CLICKABLE_CARDS_SX : CARDS_SX}>
      {rows.map((row) => {
        const content = (
          <>
            {props.selection && (
              <Box component="span" onClick={(e) => e.stopPropagation()} sx={{ float: 'right', m: -1 }}>
                <RowCheckbox selection={props.selection} row={row} />
              </Box>
            )}
            {primary &&
              (props.rowLink ? (
                <NameLink link={props.rowLink(row)}>
                  <span className="row-name">{primary.text?.(row) ?? primary.cell(row)}</span>
                </NameLink>
              ) : onOpen ? (
                <NameButton open={() => onOpen(row)}>
                  <span className="row-name">{primary.text?.(row) ?? primary.cell(row)}</span>
                </NameButton>
              ) : (
                <p className="row-name">{primary.cell(row)}</p>
              ))}
            <dl>
              {rest.map((column) => (
                <div key={column.key}>
                  <dt>{column.label}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {props.rowDetail?.(row)}
          </>
        );
        const own = props.rowSx?.(row);
        const open = onOpen ? () => onOpen(row) : undefined;
        return (
          <li key={row._id}>
            {own ? (
              <Box sx={own} onClick={open}>
                {content}
              </Box>
            ) : (
              <div onClick={open}>{content}</div>
            )}
          </li>
        );
      })}
    </Box>
  );
}
