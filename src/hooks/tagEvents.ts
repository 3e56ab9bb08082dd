import { GA_ATTRIBUTE, clickEvent, reportsWebVitals, webVitalEvent, type TagEvent } from '../domain/analytics';
import { listen } from './listen';

/**
 * Analytics without React: what the app's AnalyticsProvider and the reader's script (a page read without the app,
 * src/gatsby/reader/) both do, so either can do it. Everything goes through `window.gtag`, which the head defines on
 * every page (onRenderBody) and which queues until the Google tag loads.
 */

/** Sends one event through the global tag function. */
export function sendTagEvent({ name, params }: TagEvent): void {
  window.gtag?.('event', name, params);
}

/**
 * Click analytics as an installable function: a click on an element marked with `data-ga-event-category` (or inside
 * one) sends its event, sampled as the element asks. One document listener, installed by the app's AnalyticsProvider
 * or, on a page read without the app, by the reader's script.
 */
export function installClickTracking(doc: Document, { send, random }: { send: (event: TagEvent) => void; random: () => number }): () => void {
  const onClick = (event: MouseEvent) => {
    const marked = event.target instanceof Element ? event.target.closest(`[${GA_ATTRIBUTE.category}]`) : null;
    if (!marked) return;
    const tagEvent = clickEvent(
      {
        category: marked.getAttribute(GA_ATTRIBUTE.category)!,
        action: marked.getAttribute(GA_ATTRIBUTE.action),
        label: marked.getAttribute(GA_ATTRIBUTE.label),
        split: marked.getAttribute(GA_ATTRIBUTE.split),
      },
      random(),
    );
    if (tagEvent) send(tagEvent);
  };
  return listen(doc, { click: onClick });
}

/**
 * Web vitals for a sampled share of sessions (`rate`): the library loads only then, and reports each metric as an
 * event. Started once per page load: by the app's AnalyticsProvider, or by the reader's script on a page read
 * without the app (which notes it: ReaderNote.docsReaderWebVitals).
 */
export function startWebVitals({ send, random, rate }: { send: (event: TagEvent) => void; random: number; rate: number }): void {
  if (!reportsWebVitals(random, rate)) return;
  import('web-vitals').then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe((metric) => send(webVitalEvent(metric)));
    },
    () => undefined, // offline or blocked: no report
  );
}
