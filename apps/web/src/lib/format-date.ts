import dayjs from 'dayjs';

/** Spec 000 §9: dates read DD/MM/YYYY everywhere. */
export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format('DD/MM/YYYY') : '';
}

export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format('DD/MM/YYYY HH:mm') : '';
}
