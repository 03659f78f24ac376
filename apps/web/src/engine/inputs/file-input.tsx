import type { FileField } from '@app/domain/core/fields';
import { FILE_ACCEPT, fileLimitMb, IMAGE_SIZE, imageVariant } from '@app/domain/core/files';
import CloudUpload from '@mui/icons-material/CloudUpload';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

/** A file picked in the form, with an object URL to preview it when it is an image. */
export interface ChosenFile {
  file: File;
  preview?: string;
}

interface FileInputProps {
  name: string;
  field: FileField;
  required: boolean;
  current?: string;
  chosen?: ChosenFile;
  error?: string;
  onChoose: (file: File) => void;
  onClear: () => void;
}

// Hidden from sight, not from the keyboard or from `setInputFiles`: the visible button is its label.
const hiddenInput = { ...visuallyHidden, bottom: 0, left: 0 } as const;

/** An image or PDF field: choose or drop a file, see what will be sent (image preview, PDF name) and what the record has now. */
export function FileInput({ name, field, required, current, chosen, error, onChoose, onClear }: FileInputProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const image = field.kind === 'image';
  const hint = [
    t(image ? 'files.imageHint' : 'files.pdfHint', { mb: fileLimitMb(field.kind) }),
    t('files.dropHere'),
    current && !chosen ? t('files.keepsCurrent') : '',
  ]
    .filter(Boolean)
    .join(' · ');

  const drop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) onChoose(file);
  };

  return (
    <FormControl
      component="fieldset"
      required={required}
      error={error !== undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        border: 1,
        borderStyle: 'dashed',
        borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
        borderRadius: 2,
        px: 2,
        pt: 0.5,
        pb: 1.5,
        m: 0,
        minWidth: 0,
      }}
    >
      <FormLabel component="legend" sx={{ px: 0.5, fontSize: '0.8rem' }}>
        {field.label}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 0.5 }}>
        {image ? (
          <Avatar
            variant="rounded"
            src={chosen?.preview ?? (current ? imageVariant(current, IMAGE_SIZE.detail) : undefined)}
            alt={t('files.preview', { label: field.label })}
            sx={{ width: 96, height: 96, bgcolor: 'grey.100', color: 'grey.600', '& img': { objectFit: 'contain' } }}
          >
            <ImageOutlined fontSize="large" />
          </Avatar>
        ) : (
          <PictureAsPdf sx={{ fontSize: 48, color: chosen || current ? 'error.main' : 'text.disabled' }} aria-hidden />
        )}
        <Box sx={{ minWidth: 0 }}>
          {chosen && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 0.75 }}>
              {t('files.chosen', { name: chosen.file.name })}
            </Typography>
          )}
          {!chosen && !image && current && (
            <Link
              href={current}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              sx={{ display: 'block', mb: 0.75 }}
            >
              {t('files.current')}
            </Link>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {/* A label that looks like a button, around the input the keyboard reaches: no button inside a button. */}
            <Button
              component="label"
              role={undefined}
              tabIndex={-1}
              variant="outlined"
              size="small"
              startIcon={<CloudUpload />}
              sx={{ '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
            >
              {t(
                chosen || current
                  ? image
                    ? 'files.replaceImage'
                    : 'files.replacePdf'
                  : image
                    ? 'files.chooseImage'
                    : 'files.choosePdf',
              )}
              <Box
                component="input"
                type="file"
                name={name}
                accept={FILE_ACCEPT[field.kind]}
                aria-label={field.label}
                aria-invalid={error !== undefined}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  // Cleared so that choosing the same file again is noticed.
                  e.target.value = '';
                  if (file) onChoose(file);
                }}
                sx={hiddenInput}
              />
            </Button>
            {chosen && (
              <Button size="small" color="inherit" onClick={onClear}>
                {t('files.remove')}
              </Button>
            )}
          </Stack>
          <FormHelperText sx={{ mx: 0 }}>{error ?? hint}</FormHelperText>
        </Box>
      </Stack>
    </FormControl>
  );
}
