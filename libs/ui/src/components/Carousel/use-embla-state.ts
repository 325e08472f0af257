import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

/** Selected index and prev/next availability of an embla instance. */
export function useEmblaState(api: EmblaCarouselType | undefined) {
  const [state, setState] = useState({ selected: 0, canPrev: false, canNext: false });
  const update = useCallback((a: EmblaCarouselType) => {
    setState({ selected: a.selectedScrollSnap(), canPrev: a.canScrollPrev(), canNext: a.canScrollNext() });
  }, []);
  useEffect(() => {
    if (!api) return;
    update(api);
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api, update]);
  return state;
}
