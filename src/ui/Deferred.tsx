// Below-the-fold content: rendered (and so fetched) only once it comes within a screen of the
// viewport, so it weighs neither on the first DOM nor on the first requests. The placeholder
// keeps roughly its height, so nothing jumps while scrolling. Without IntersectionObserver (tests,
// old browsers) the content renders at once after mount.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function Deferred({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { rootMargin: '800px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  if (shown) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} />;
}
