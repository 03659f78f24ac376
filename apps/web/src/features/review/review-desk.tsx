import type { Resource } from '@app/domain/core/define-resource';
import type { ResourceName } from '@app/domain/core/modules';
import type { Page } from '@app/domain/core/page';
import type { ReviewItem } from '@app/domain/core/review';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RESOURCE_SLOTS } from '../../app/modules.ts';
import { RecordDetail } from '../../engine/detail-page.tsx';
import type { ResourceRecord } from '../../engine/resource-keys.ts';
import { itemPath, positionOf, type ReviewFilters } from './queue-state.ts';
import { REVIEW_KEY, reviewQuery } from './review-queue.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { useReviewKeys } from './use-review-keys.ts';

interface ReviewDeskProps {
  def: Resource;
  record: ResourceRecord;
  filters: ReviewFilters;
  /** The walked page of the filtered queue, once loaded. */
  queue: Page<ReviewItem> | undefined;
  back: string;
}

/** The queue bar over the record's whole page: where the item stands, the way on, and the decisions by key. */
export function ReviewDesk({ def, record, filters, queue, back }: ReviewDeskProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const slots = RESOURCE_SLOTS[def.module as ResourceName] ?? {};
  const [showingKeys, setShowingKeys] = useState(false);
  const page = useRef<HTMLDivElement>(null);
  const position = queue ? positionOf(queue, record._id) : null;

  const go = (item: ReviewItem, at: number) => void navigate(itemPath(item, filters, at));

  const step = async (direction: 1 | -1) => {
    const near = direction === 1 ? position?.next : position?.previous;
    if (near) return go(near, filters.page);
    const at = filters.page + direction;
    if (!position || at < 1 || (direction === 1 && !queue?.hasNextPage)) return;
    const other = await queryClient.fetchQuery(reviewQuery({ ...filters, page: at }));
    const item = direction === 1 ? other.docs[0] : other.docs.at(-1);
    if (item) go(item, at);
  };

  // The decided item leaves the queue: what now stands in its place is the next one.
  const afterDecision = async () => {
    void queryClient.invalidateQueries({ queryKey: REVIEW_KEY });
    try {
      const fresh = await queryClient.fetchQuery(reviewQuery(filters));
      const next = fresh.docs.filter((doc) => doc._id !== record._id)[position?.index ?? 0];
      if (next) go(next, filters.page);
      else void navigate(back, { state: { done: true } });
    } catch {
      void navigate(back);
    }
  };

  // The ActionBar's own button: the same rule, prompt and refusal as a click, and nothing when it is not offered.
  const press = (name: 'accept' | 'reject') => {
    const label = def.actionDefs[name]?.label;
    const buttons = Array.from(page.current?.querySelectorAll('button') ?? []);
    buttons.find((button) => !button.disabled && button.textContent?.trim() === label)?.click();
  };

  useReviewKeys({
    a: () => press('accept'),
    r: () => press('reject'),
    j: () => void step(1),
    k: () => void step(-1),
    '?': () => setShowingKeys(true),
  });

  const atStart = !position || position.number === 1;
  const atEnd = !position || (!position.next && !queue?.hasNextPage);

  return (
    <div ref={page}>
      <Paper component="nav" aria-label={t('review.queueBar')} variant="outlined" sx={{ p: 1, mb: 2.5 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component={Link} to={back} startIcon={<ArrowBackIcon />}>
            {t('review.backToQueue')}
          </Button>
          <Stack direction="row" sx={{ alignItems: 'center', mx: 'auto' }}>
            <IconButton aria-label={t('review.previous')} title={t('review.previous')} disabled={atStart} onClick={() => void step(-1)}>
              <NavigateBeforeIcon />
            </IconButton>
            <Typography variant="body2" sx={{ minWidth: 96, textAlign: 'center', fontWeight: 600 }}>
              {position && queue ? t('review.position', { number: position.number, total: queue.totalDocs }) : t('review.notQueued')}
            </Typography>
            <IconButton aria-label={t('review.next')} title={t('review.next')} disabled={atEnd} onClick={() => void step(1)}>
              <NavigateNextIcon />
            </IconButton>
          </Stack>
          <Button startIcon={<KeyboardIcon />} onClick={() => setShowingKeys(true)}>
            {t('review.shortcuts')}
          </Button>
        </Stack>
      </Paper>
      <RecordDetail def={def} record={record} slots={slots} onActed={() => void afterDecision()} />
      <ShortcutsDialog open={showingKeys} onClose={() => setShowingKeys(false)} />
    </div>
  );
}
