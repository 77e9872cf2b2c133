import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

export interface AreaSize {
  readonly width: number;
  readonly height: number;
}

/** The area's content box: inside its padding and its scrollbar's gutter, in whole CSS pixels. */
function contentSizeOf(area: HTMLElement): AreaSize {
  const style = getComputedStyle(area);
  return {
    width: Math.floor(area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)),
    height: Math.floor(area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)),
  };
}

/**
 * The content box of a page area, followed as it resizes. It is also measured in the commit that
 * changes `layout` (the viewer's toolbar, arriving with the document, takes room from the area): the new
 * size renders at once, and an effect that ran with the old one is cleaned up before any of its awaits
 * returns. A resize observer alone reports the change a frame later, and the page was drawn for the old
 * size, then again. Both ways measure alike, so an unchanged size renders nothing.
 */
export function useAreaSize(area: HTMLElement | null, layout: unknown): AreaSize | null {
  const [size, setSize] = useState<AreaSize | null>(null);
  const measure = useCallback((element: HTMLElement) => {
    const { width, height } = contentSizeOf(element);
    setSize((previous) =>
      previous?.width === width && previous.height === height ? previous : { width, height },
    );
  }, []);
  useLayoutEffect(() => {
    if (area) measure(area);
  }, [area, layout, measure]);
  useEffect(() => {
    if (!area) return;
    const observer = new ResizeObserver(() => measure(area));
    observer.observe(area);
    return () => observer.disconnect();
  }, [area, measure]);
  return size;
}
