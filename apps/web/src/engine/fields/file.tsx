import type { FileField } from '@app/domain/core/fields';
import { fileUrl, IMAGE_SIZE, imageVariant, type ImageVariantSize } from '@app/domain/core/files';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { FieldKindView, KindValueProps } from './kind.ts';

/** A stored image at one of its variants (`IMAGE_SIZE`); a placeholder when none. */
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
        // A light backdrop in both themes: logos are drawn for white; the placeholder stays visible on it.
        bgcolor: 'grey.100',
        color: 'grey.600',
        border: 1,
        borderColor: 'divider',
        '& img': { objectFit: 'contain' },
      }}
    >
      <ImageOutlined sx={{ fontSize: size / 2 }} titleAccess={t('files.noImage')} />
    </Avatar>
  );
}

/** Inside a clickable table row the link keeps the click (and Enter) to itself, so the row does not also open the record. */
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

function FileValue({ field, value, size }: KindValueProps<FileField> & { size: ImageVariantSize }) {
  const { t } = useTranslation();
  const url = fileUrl(value);
  if (field.kind === 'pdf') return url ? <PdfLink url={url} label={t('files.openPdf')} /> : null;
  // A list keeps its column aligned with a placeholder; the detail just says there is none.
  if (size === IMAGE_SIZE.detail && !url) return null;
  return <Thumbnail url={value} size={size} alt={field.label} />;
}

/** Files are drawn by the form itself (they travel as multipart parts, not as form values). */
export const fileView: FieldKindView<FileField> = {
  initial: () => undefined,
  format: (_field, value, t) => (fileUrl(value) ? t('files.replaced') : undefined),
  Cell: (props) => <FileValue {...props} size={IMAGE_SIZE.list} />,
  Detail: (props) => <FileValue {...props} size={IMAGE_SIZE.detail} />,
};
