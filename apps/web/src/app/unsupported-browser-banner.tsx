import BrowserNotSupported from '@mui/icons-material/BrowserNotSupported';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
// The banner can render before any route frame has set up the translations: without this it showed its keys.
import '../i18n/i18n.ts';
import { isSupportedBrowser } from './browser-support.ts';

const supported = isSupportedBrowser(navigator.userAgent);

/** On a browser other than Chrome, Firefox or Safari, a warning that cannot be dismissed. */
export function UnsupportedBrowserBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = banner.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const keepRoom = () => {
      const height = `${element.offsetHeight}px`;
      root.style.setProperty('--banner-height', height);
      document.body.style.paddingBottom = height;
    };
    keepRoom();
    const observer = new ResizeObserver(keepRoom);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--banner-height');
      document.body.style.paddingBottom = '';
    };
  }, []);

  if (supported) return null;
  return (
    <Box
      ref={banner}
      role="region"
      aria-labelledby={titleId}
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 2, md: 3 },
        py: 1.25,
        bgcolor: '#fff4e5',
        color: '#5c3600',
        borderTop: 3,
        borderColor: '#b45309',
      }}
    >
      <BrowserNotSupported aria-hidden sx={{ fontSize: 32, color: '#b45309', flexShrink: 0 }} />
      <div>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {t('browser.title')}
        </Typography>
        <Typography variant="body2">{t('browser.text')}</Typography>
      </div>
    </Box>
  );
}
