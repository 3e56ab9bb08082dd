import { pathnameToLanguage } from '../routing';
import type { CodeStyling, CodeVariant, ColorScheme } from '../preferences';

/**
 * What the docs send through the global tag function (`gtag`), decided here without a DOM: click events from
 * `data-ga-event-*` attributes, page views, user properties and web vitals.
 */

/** The attributes that mark an element whose clicks are counted (the category is required). */
export const GA_ATTRIBUTE = {
  category: 'data-ga-event-category',
  action: 'data-ga-event-action',
  label: 'data-ga-event-label',
  split: 'data-ga-event-split',
} as const;

/** One `gtag('event', name, params)` call. */
export interface TagEvent {
  name: string;
  params: Record<string, string | number | undefined>;
}

export interface ClickAttributes {
  category: string;
  action: string | null;
  label: string | null;
  split: string | null;
}

/**
 * The event a click on a marked element sends, or null when sampling drops it. A non-zero `split` keeps the
 * event with that probability (`0.1`: about one click in ten), given `random` in [0, 1).
 */
export function clickEvent({ category, action, label, split }: ClickAttributes, random: number): TagEvent | null {
  const ratio = parseFloat(split ?? '');
  if (ratio && ratio < random) return null;
  return { name: category, params: { eventAction: action ?? undefined, eventLabel: label ?? undefined } };
}

export interface PageViewInput {
  title: string;
  /** The URL path the reader is on (with its language prefix, if any). */
  pathname: string;
  productId: string | null;
  productCategoryId: string | null;
}

/** The `page_view` event: the location is the path without its language prefix (one page, every language). */
export function pageViewEvent({ title, pathname, productId, productCategoryId }: PageViewInput): TagEvent {
  return {
    name: 'page_view',
    params: {
      page_title: title,
      page_location: pathnameToLanguage(pathname).canonicalAsServer,
      productId: productId ?? undefined,
      productCategoryId: productCategoryId ?? undefined,
    },
  };
}

export interface UserPropertiesInput {
  codeVariant: CodeVariant;
  userLanguage: string;
  devicePixelRatio: number;
  colorSchemeOS: ColorScheme;
  colorScheme: ColorScheme;
  codeStylingVariant: CodeStyling;
}

/**
 * The user properties, as sent with `gtag('set', 'user_properties', …)` (the pixel ratio to one decimal), in one key
 * order whoever gathers them: serialized, the same properties compare equal (the app does not set again what a page
 * read without it has set).
 */
export function userProperties(input: UserPropertiesInput): Record<keyof UserPropertiesInput, string | number> {
  const { codeVariant, userLanguage, colorScheme, codeStylingVariant, colorSchemeOS, devicePixelRatio } = input;
  return { codeVariant, userLanguage, colorScheme, codeStylingVariant, colorSchemeOS, devicePixelRatio: Math.round(devicePixelRatio * 10) / 10 };
}

export interface WebVitalMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
  /** `web-vital` for the standard metrics. */
  label?: string;
}

/** A web-vitals measurement as an event named after the metric. */
export function webVitalEvent({ name, value, delta, id, label = 'web-vital' }: WebVitalMetric): TagEvent {
  return {
    name,
    params: { value: delta, metric_label: label === 'web-vital' ? 'Web Vitals' : label, metric_value: value, metric_delta: delta, metric_id: id },
  };
}

/** About one session in ten thousand reports web vitals. */
export const DEFAULT_WEB_VITALS_RATE = 0.0001;

/** Whether this session reports web vitals, drawn once per session: `random` in [0, 1). */
export const reportsWebVitals = (random: number, rate: number): boolean => random < rate;

/** Share of ad displays reported (`GADisplayRatio`). */
export const AD_DISPLAY_RATIO = 0.1;

/**
 * The inline head script that defines `window.dataLayer` and `window.gtag` on every page, before any other
 * script, so calls made before the Google tag loads are queued. With a measurement id it also configures the
 * tag (page views are sent by the docs themselves, on each route).
 */
export function buildGtagBootstrap(measurementId: string | null): string {
  // The Google tag reads `arguments` objects from the queue, not arrays.
  const queue = 'var w=window;w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};';
  if (!measurementId) return queue;
  return `${queue}w.gtag('js',new Date());w.gtag('config',${JSON.stringify(measurementId)},{send_page_view:false});`;
}
