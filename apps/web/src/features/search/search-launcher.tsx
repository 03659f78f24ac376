import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { goTargets } from '../../app/go-targets.ts';
import { useGlobalKeySection, useShellKeys } from '../../app/keyboard.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { KeyListDialog } from '../../ui/key-list-dialog.tsx';
import { SearchDialog } from './search-dialog.tsx';

/** The top bar's search button, and every page's keys: Ctrl+K searches, `?` lists the keys, `g` then a letter goes. */
export function SearchLauncher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [searching, setSearching] = useState(false);
  const [helping, setHelping] = useState(false);
  const global = useGlobalKeySection();

  useShellKeys({
    search: () => setSearching(true),
    help: () => setHelping(true),
    go: (letter) => {
      const target = goTargets(user).find((item) => item.letter === letter);
      if (target) void navigate(target.to);
    },
  });

  return (
    <>
      <Button
        color="inherit"
        onClick={() => setSearching(true)}
        startIcon={<SearchIcon />}
        aria-keyshortcuts="Control+K Meta+K"
        sx={{ color: 'text.secondary', border: 1, borderColor: 'divider', px: 1.5 }}
      >
        {t('searchEverywhere.open')}
        <Box component="kbd" sx={{ ml: 1.5, fontFamily: 'monospace', fontSize: 12, display: { xs: 'none', sm: 'inline' } }}>
          Ctrl K
        </Box>
      </Button>
      <SearchDialog open={searching} onClose={() => setSearching(false)} />
      <KeyListDialog
        open={helping}
        onClose={() => setHelping(false)}
        title={t('searchEverywhere.keys.title')}
        sections={[global]}
        note={t('searchEverywhere.keys.note')}
        closeLabel={t('common.close')}
        thenLabel={t('searchEverywhere.keys.then')}
      />
    </>
  );
}
