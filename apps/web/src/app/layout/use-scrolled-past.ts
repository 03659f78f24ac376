import { useEffect, useState } from 'react';

/** Whether the window is scrolled further down than `threshold` pixels; read on scroll only, not on mount as MUI's `useScrollTrigger` does, which lays out the whole new page. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
