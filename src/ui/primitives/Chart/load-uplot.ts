import type uPlot from 'uplot';
import { registerStyles } from '../../styles/shadow-sheet.ts';

export type UPlotClass = typeof uPlot;

let uPlotLoading: Promise<UPlotClass> | undefined;
/** Set once uPlot has loaded, so that later charts draw in their first commit. */
let uPlotLoaded: UPlotClass | undefined;

/** uPlot if it has loaded already, else undefined. */
export function loadedUPlot(): UPlotClass | undefined {
  return uPlotLoaded;
}

/**
 * uPlot and its stylesheet load with the first chart, not with the screens that merely import Chart.
 * The stylesheet joins the shared constructed sheet of the shadow roots (no `<style>` element: the
 * pages run under a strict CSP); taking uPlot's own file keeps it in step with the library version.
 */
export function loadUPlot(): Promise<UPlotClass> {
  uPlotLoading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css?inline')]).then(
    ([library, stylesheet]) => {
      registerStyles('uplot/dist/uPlot.min.css', stylesheet.default);
      uPlotLoaded = library.default;
      return library.default;
    },
    (error: unknown) => {
      uPlotLoading = undefined;
      throw error;
    },
  );
  return uPlotLoading;
}
