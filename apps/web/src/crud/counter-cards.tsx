import type { Totals } from '@app/domain/core/page';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface CounterCardsProps {
  totals: Totals | undefined;
  /** The list's current `active` filter; `undefined` is Total. */
  active: boolean | undefined;
  onSelect: (active: boolean | undefined) => void;
}

/** Total / Activos / Inactivos: each card shows its count and filters the list to it. */
export function CounterCards({ totals, active, onSelect }: CounterCardsProps) {
  const { t } = useTranslation();
  const cards = [
    { filter: undefined, label: t('crud.counters.total'), count: totals?.total, color: 'primary.main' },
    { filter: true, label: t('crud.counters.active'), count: totals?.active, color: 'success.main' },
    { filter: false, label: t('crud.counters.inactive'), count: totals?.innactive, color: 'text.secondary' },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: { xs: 1, sm: 2 }, mb: 2.5 }}>
      {cards.map((card) => {
        const selected = active === card.filter;
        return (
          <Card
            key={card.label}
            sx={{
              borderColor: selected ? card.color : undefined,
              borderWidth: selected ? 2 : 1,
              boxShadow: selected ? 2 : 0,
            }}
          >
            <CardActionArea
              aria-pressed={selected}
              aria-label={card.count === undefined ? card.label : `${card.label} ${card.count}`}
              onClick={() => onSelect(card.filter)}
              sx={{ px: { xs: 1.5, sm: 2.5 }, py: 1.75, borderLeft: 4, borderLeftColor: card.color }}
            >
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {card.label}
              </Typography>
              <Typography variant="h4" component="p" sx={{ color: card.color }}>
                {card.count ?? <Skeleton width={56} />}
              </Typography>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
