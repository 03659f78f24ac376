import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled further down than `threshold` pixels. Read on scroll only: MUI's `useScrollTrigger`
 * also reads the offset when it mounts, which forces the browser to lay out the whole new page inside the task that
 * renders it (every route starts at the top anyway).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
