import type { Averages } from '@app/domain/resources/priorization-answers';
import { SCORE_FIELDS, TOTAL_FIELDS, twoDecimals } from '@app/domain/resources/priorization-scores';
import { priorizations } from '@app/domain/resources/priorizations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const labelOf = (name: string) => (priorizations.fields[name] ?? priorizations.computed?.[name])!.label;

/** A card's averages: the seven as bars at a glance, and every number, the three totals included, in a table beside the chart so that it reads without seeing it. */
export function AveragesCard({ averages }: { averages: Averages }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const titleId = useId();
  const chartId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={t('priorizations.averages')}
        subheader={t('priorizations.votes', { count: averages.votes })}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {averages.votes === 0 ? (
          <Alert severity="info">{t('priorizations.noVotes')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
            <Box component="figure" sx={{ m: 0 }} aria-labelledby={chartId}>
              <Box component="figcaption" id={chartId} sx={{ typography: 'subtitle2', color: 'text.secondary' }}>
                {t('priorizations.chartTitle')}
              </Box>
              {/* Bars lie down so that each criterion's name is written whole beside its bar, never dropped for lack of room. */}
              <BarChart
                layout="horizontal"
                height={320}
                yAxis={[{ scaleType: 'band', data: SCORE_FIELDS.map(labelOf), width: 130, tickLabelStyle: { fontSize: 12 } }]}
                xAxis={[{ min: 0, max: 5, tickNumber: 6 }]}
                series={[
                  {
                    data: SCORE_FIELDS.map((n) => averages[n] ?? 0),
                    label: t('priorizations.average'),
                    color: theme.palette.primary.main,
                    valueFormatter: (v) => twoDecimals(v),
                  },
                ]}
                hideLegend
                aria-label={t('priorizations.chartLabel')}
              />
            </Box>
            <TableContainer>
              <Table size="small" aria-label={t('priorizations.averages')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('priorizations.criterion')}</TableCell>
                    <TableCell align="right">{t('priorizations.average')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {SCORE_FIELDS.map((name) => (
                    <TableRow key={name}>
                      <TableCell>{labelOf(name)}</TableCell>
                      <TableCell align="right">{twoDecimals(averages[name])}</TableCell>
                    </TableRow>
                  ))}
                  {TOTAL_FIELDS.map((name) => (
                    <TableRow key={name} sx={{ '& td': { fontWeight: 700 } }}>
                      <TableCell>{labelOf(name)}</TableCell>
                      <TableCell align="right">{twoDecimals(averages[name])}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
