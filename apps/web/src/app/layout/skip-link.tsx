import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'contenido';

/** The first thing a keyboard reaches, shown only when focused, jumps over the menu to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        // The main region takes the focus, so the next Tab is the page's first control.
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none', outline: '3px solid #fbbf24', outlineOffset: 2 },
      }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}
