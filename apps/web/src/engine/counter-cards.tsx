import type { CounterDef } from '@app/domain/core/define-resource';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Totals } from './use-totals.ts';

const TONES: Record<NonNullable<CounterDef['tone']>, string> = {
  primary: 'primary.main',
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
  neutral: 'text.secondary',
};

interface CounterCardsProps {
  counters: readonly CounterDef[];
  totals: Totals | undefined;
  /** The counts stopped at the server's cap: each is a minimum. */
  capped?: boolean;
  current: CounterDef | undefined;
  onSelect: (counter: CounterDef) => void;
}

/** The definition's counter cards (Total / Activos / Inactivos, and a module's own): each counts and filters. */
export function CounterCards({ counters, totals, capped = false, current, onSelect }: CounterCardsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(${Math.min(counters.length, 4)}, 1fr)`, lg: `repeat(${counters.length}, 1fr)` },
        gap: { xs: 1, sm: 2 },
        mb: 2.5,
      }}
    >
      {counters.map((counter) => {
        const selected = current?.key === counter.key;
        const color = TONES[counter.tone ?? 'primary'];
        const value = totals?.[counter.key];
        const count = value === undefined ? undefined : capped ? `${value}+` : value;
        return (
          <Card key={counter.key} sx={{ borderColor: selected ? color : undefined, borderWidth: selected ? 2 : 1, boxShadow: selected ? 2 : 0 }}>
            <CardActionArea
              aria-pressed={selected}
              aria-label={count === undefined ? counter.label : `${counter.label} ${count}`}
              onClick={() => onSelect(counter)}
              sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.75, borderLeft: 4, borderLeftColor: color }}
            >
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {counter.label}
              </Typography>
              {/* The visible text reads as the button's name does: "Total 5". */}{' '}
              <Typography variant="h4" component="p" sx={{ color }}>
                {count ?? <Skeleton width={56} />}
              </Typography>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
