import type { Resource } from '@app/domain/core/define-resource';
import { imageVariant, type ImageVariantSize } from '@app/domain/core/files';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl, formatFieldValue } from './field-format.ts';
import { optionIcon } from './option-icons.ts';

/** A stored image at one of its variants (70×70 in lists, 190×190 in detail); a placeholder when none. */
export function Thumbnail({ url, size, alt }: { url: unknown; size: ImageVariantSize; alt: string }) {
  const { t } = useTranslation();
  const src = fileUrl(url);
  return (
    <Avatar
      variant="rounded"
      src={src ? imageVariant(src, size) : undefined}
      alt={alt}
      sx={{
        width: size,
        height: size,
        bgcolor: 'grey.100',
        color: 'text.disabled',
        border: 1,
        borderColor: 'divider',
        '& img': { objectFit: 'contain' },
      }}
    >
      <ImageOutlined sx={{ fontSize: size / 2 }} titleAccess={t('files.noImage')} />
    </Avatar>
  );
}

/** A colour as a swatch next to its hex code. */
export function ColorSwatch({ value }: { value: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
      <Box
        component="span"
        aria-hidden
        sx={{ width: 20, height: 20, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: value, flexShrink: 0 }}
      />
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * Opens a stored PDF in a new tab. Inside a clickable table row it keeps the click (and Enter) to
 * itself, so the row does not also open the record.
 */
export function PdfLink({ url, label }: { url: string; label: string }) {
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      <PictureAsPdf fontSize="small" aria-hidden />
      {label}
    </Link>
  );
}

interface FieldValueProps {
  def: Resource;
  name: string;
  value: unknown;
  /** `list`: a table cell (70×70 images, one line); `detail`: the Información card (190×190). */
  variant: 'list' | 'detail';
}

/** One stored value shown the way its field kind reads best; plain text for the rest. */
export function FieldValue({ def, name, value, variant }: FieldValueProps): ReactNode {
  const { t } = useTranslation();
  const field = def.fields[name];
  const text = formatFieldValue(def, name, value, t);
  const empty = value === null || value === undefined || value === '';

  switch (field?.kind) {
    case 'image':
      // A list keeps its column aligned with a placeholder; the detail just says there is none.
      if (variant === 'detail' && !fileUrl(value)) return t('common.empty');
      return <Thumbnail url={value} size={variant === 'list' ? 70 : 190} alt={field.label} />;
    case 'pdf': {
      const url = fileUrl(value);
      return url ? <PdfLink url={url} label={t('files.openPdf')} /> : t('common.empty');
    }
    case 'color':
      return empty ? text : <ColorSwatch value={String(value)} />;
    case 'select': {
      const icon = optionIcon(def, name, value);
      if (empty || !icon) return text;
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
          {createElement(icon, { color: 'primary', titleAccess: text })}
          {variant === 'detail' && <span>{text}</span>}
        </Stack>
      );
    }
    case 'textarea':
      return variant === 'list' ? (
        <Typography variant="body2" noWrap title={text} sx={{ maxWidth: 420 }}>
          {text}
        </Typography>
      ) : (
        text
      );
    default:
      return text;
  }
}
