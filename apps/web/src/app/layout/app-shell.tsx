import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { sessionStore } from '../../session/session-store.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { useLogout } from '../../session/use-logout.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { Sidebar } from './sidebar.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';

/** The signed-in frame: a skip link, sidebar, top bar, breadcrumb and the current page. */
export function AppShell() {
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout();
  useFocusOnNavigate(MAIN_ID);
  const signOut = () => {
    if (user) logout.mutate(user._id);
    else sessionStore.signOut();
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar user={user} onMenu={() => setMenuOpen((open) => !open)} onLogout={signOut} />
      <Sidebar mobileOpen={menuOpen} onClose={() => setMenuOpen(false)} onLogout={signOut} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 3.5 }, pb: 6, outline: 'none' }}>
        <Toolbar />
        <Box sx={{ pt: 2.5, maxWidth: 1440, mx: 'auto' }}>
          <Breadcrumb />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <ScrollToTop />
    </Box>
  );
}
