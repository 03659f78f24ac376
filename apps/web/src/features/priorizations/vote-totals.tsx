import { TOTAL_FIELDS, twoDecimals } from '@app/domain/resources/priorization-scores';
import { priorizations } from '@app/domain/resources/priorizations';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The three derived values of a vote or of averages, to two decimals, as a definition list. */
export function VoteTotals({ vote }: { vote: Readonly<Record<string, unknown>> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 1fr)' }}>
      {TOTAL_FIELDS.map((name) => (
        <div key={name}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {priorizations.computed![name]!.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: name === 'total' ? 700 : 500 }}>
            {twoDecimals(vote[name] as number | null)}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
