import { FLASHCARD_STATES } from '@app/domain/resources/flashcards';
import FlipIcon from '@mui/icons-material/Flip';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { colourChip } from '../../lib/chip-colors.ts';
import { text, type Flashcard } from './flashcard-types.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;
export const gtaColor = (card: Flashcard) => (card.gta && HEX.test(text(card.gta.color)) ? text(card.gta.color) : '#0f766e');

export function FrontFace({ card }: { card: Flashcard }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.25} sx={{ height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Chip size="small" label={text(card.gta?.nomenclature) || text(card.gta?.title)} sx={{ ...colourChip(gtaColor(card)), fontWeight: 700 }} />
        {card.number !== null && (
          <Typography variant="caption" sx={{ fontWeight: 700 }}>
            {t('flashcards.number', { number: card.number })}
          </Typography>
        )}
      </Stack>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
        {card.name}
      </Typography>
      {card.workAxis && (
        <Typography variant="body2" color="text.secondary">
          {text(card.workAxis.objective)}
        </Typography>
      )}
      <Box sx={{ flex: 1 }} />
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {card.objective && (
          <Chip size="small" label={text(card.objective.title)} sx={colourChip(card.objective.color)} />
        )}
        {card.implementationTime && <Chip size="small" variant="outlined" label={card.implementationTime} />}
      </Stack>
    </Stack>
  );
}

export function BackFace({ card }: { card: Flashcard }) {
  const { t } = useTranslation();
  const steps = [card.how1, card.how2, card.how3].filter((s): s is string => typeof s === 'string' && s !== '');
  return (
    <Stack spacing={1.25}>
      <div>
        <Typography variant="overline" color="text.secondary">
          {t('flashcards.what')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {card.what}
        </Typography>
      </div>
      {steps.length > 0 && (
        <div>
          <Typography variant="overline" color="text.secondary">
            {t('flashcards.how')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {steps.map((step) => (
              <Typography component="li" variant="body2" key={step}>
                {step}
              </Typography>
            ))}
          </Box>
        </div>
      )}
      {card.indicator && (
        <div>
          <Typography variant="overline" color="text.secondary">
            {t('flashcards.indicator')}
          </Typography>
          <Typography variant="body2">{card.indicator}</Typography>
        </div>
      )}
    </Stack>
  );
}

export const stateLabel = (status: number) => FLASHCARD_STATES.find((s) => s.value === String(status));

interface FlashcardTileProps {
  card: Flashcard;
  to: string;
  /** Router state for the detail (the list it was opened from). */
  state?: unknown;
  extra?: ReactNode;
  selected?: boolean;
}

/** A card of the grid with its two faces: the front shows first and a button turns it; both faces lead to the card's detail. Turning is a button, not a hover, so it works by keyboard and on touch. */
export function FlashcardTile({ card, to, state, extra, selected }: FlashcardTileProps) {
  const { t } = useTranslation();
  const [back, setBack] = useState(false);
  return (
    <Card
      component="article"
      aria-label={card.name}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: 6,
        borderTopColor: gtaColor(card),
        outline: selected ? 3 : 0,
        outlineColor: 'primary.main',
      }}
    >
      <CardContent sx={{ flex: 1, minHeight: 220 }}>{back ? <BackFace card={card} /> : <FrontFace card={card} />}</CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 1.5 }}>
        <Link component={RouterLink} to={to} state={state} underline="hover" sx={{ fontWeight: 600 }}>
          {t('flashcards.openDetail')}
        </Link>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {extra}
          <Tooltip title={back ? t('flashcards.showFront') : t('flashcards.showBack')}>
            <IconButton aria-pressed={back} aria-label={back ? t('flashcards.showFront') : t('flashcards.showBack')} onClick={() => setBack((b) => !b)}>
              <FlipIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </CardActions>
    </Card>
  );
}
