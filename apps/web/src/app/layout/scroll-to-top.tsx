import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useScrolledPast } from './use-scrolled-past.ts';

/** Every route starts at the top, and a button takes long pages back there. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(240);

  useEffect(() => {
    // Both coordinates: Chromium then skips laying the new page out on the spot (a forced layout) to clamp them.
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Zoom in={scrolled} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('nav.scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        // Above the unsupported-browser banner when there is one (the body's bottom padding is its height).
        sx={{ position: 'fixed', right: 24, bottom: 'calc(24px + var(--banner-height, 0px))', zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
