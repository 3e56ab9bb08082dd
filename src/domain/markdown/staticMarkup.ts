import type { CalloutType } from './callouts';
import { el, text, type DocElementProps, type HastElement, type HastNode } from './hast';

/**
 * The markup of the docs elements, as plain HTML that needs no component to work (section 5.3 of the
 * reference for code blocks). The build writes a page's body with these builders once per language; in the
 * browser React keeps that markup as it is and one set of delegated listeners (src/markdown/interactions.ts)
 * adds copy, the copy shortcut and client-side links. Demo code panels draw the same builders.
 */

/** Class names the styles (src/markdown/markdownStyles.ts) and the delegated listeners share. */
export const CODE_CLASS = {
  root: 'MuiCode-root',
  title: 'MuiCode-title',
  copy: 'MuiCode-copy',
  label: 'MuiCode-copyLabel',
  keypress: 'MuiCode-copyKeypress',
  key: 'MuiCode-key',
  status: 'MuiCode-status',
} as const;
/** Marks an element whose internal links route on the client (page body, sidebar), by one delegated listener. */
export const CLIENT_ROUTING_ATTRIBUTE = 'data-client-routing';
/** The id of the page feedback widget (the section links point at it); `_` never occurs in a heading's id. */
export const FEEDBACK_ID = 'page_feedback';

export const MARKDOWN_CLASS = {
  /** The element that holds a page's compiled body. */
  body: 'MuiMarkdown-body',
  anchor: 'anchor-link',
  /** The link beside a heading that opens the page feedback for its section. */
  feedbackLink: 'MuiFeedback-sectionLink',
  icon: 'MuiMarkdown-icon',
  table: 'MuiMarkdown-table',
  visuallyHidden: 'MuiMarkdown-visuallyHidden',
} as const;
export const CALLOUT_CLASS = { root: 'MuiCallout-root', icon: 'MuiCallout-icon-container', content: 'MuiCallout-content' } as const;
/** The API reference pages' markup (src/node/reference/apiDoc.ts) and its rules (src/markdown/referenceStyles.ts). */
export const API_CLASS = {
  /** Holds the whole body of an API page or API index page. */
  root: 'MuiApi-root',
  table: 'MuiApi-table',
  /** The cells of a table row: name (with its self-link), type, default value, description. */
  name: 'MuiApi-name',
  type: 'MuiApi-type',
  default: 'MuiApi-default',
  /** A class's rule name (the `classes` key). */
  rule: 'MuiApi-rule',
  description: 'MuiApi-description',
  /** The visible `*` of a required prop (its text for assistive technology is visually hidden). */
  required: 'MuiApi-required',
  chip: 'MuiApi-chip',
  /** A union type, one member per line. */
  union: 'MuiApi-union',
  /** A long type collapsed into `<details>`. */
  longType: 'MuiApi-longType',
  /** The type a hook returns as a whole (a return row without a name). */
  returns: 'MuiApi-returns',
  /** "Deprecated" and its reason. */
  deprecated: 'MuiApi-deprecated',
  /** The list of components or hooks on a product's API index page. */
  index: 'MuiApi-index',
} as const;

/** The template gallery's cards (src/node/starters/gallerySection.ts; rules: src/markdown/galleryStyles.ts). */
export const STARTER_GALLERY_CLASS = {
  root: 'MuiTemplateGallery-root',
  card: 'MuiTemplateGallery-card',
  /** The link around the preview images. */
  preview: 'MuiTemplateGallery-preview',
  /** The light and the dark preview image: the page's colour scheme shows one. */
  light: 'MuiTemplateGallery-light',
  dark: 'MuiTemplateGallery-dark',
  actions: 'MuiTemplateGallery-actions',
} as const;

/** The default theme viewer's tree (src/node/themeViewer/themeTree.ts; rules: src/markdown/themeTreeStyles.ts). */
export const THEME_TREE_CLASS = {
  root: 'MuiThemeTree-root',
  key: 'MuiThemeTree-key',
  count: 'MuiThemeTree-count',
  string: 'MuiThemeTree-string',
  value: 'MuiThemeTree-value',
  function: 'MuiThemeTree-function',
  /** A colour's sample beside its value. */
  swatch: 'MuiThemeTree-swatch',
} as const;

/** The texts of the markup, in the page's language. */
export interface MarkupLabels {
  anchorLink: string;
  /** "Comment on this section": the link beside each heading that opens the page feedback for it. */
  feedbackSection: string;
  copy: string;
  copied: string;
  copyAriaLabel: string;
  /** "(or": the start of the shortcut hint "(or ⌘C)". */
  or: string;
  callout: Record<CalloutType, string>;
}

/** A decorative 24×24 icon from SVG path data. */
export function iconElement(paths: readonly string[], className: string = MARKDOWN_CLASS.icon): HastElement {
  return el(
    'svg',
    { className: [className], viewBox: '0 0 24 24', ariaHidden: 'true', focusable: 'false' },
    paths.map((d) => el('path', { d })),
  );
}

/**
 * A fenced code block: the highlighted code (kept as raw HTML), its optional title, a Copy button (its label
 * reads `data-copied-label` while `data-copied` is set), the shortcut hint (its key filled in by the browser,
 * which knows the platform) and a status line that announces the copy.
 */
export function codeBlockElement({ language, html, title }: DocElementProps['CodeBlock'], labels: MarkupLabels): HastElement {
  return el('div', { className: [CODE_CLASS.root] }, [
    ...(title ? [el('div', { className: [CODE_CLASS.title] }, [text(title)])] : []),
    el('pre', { tabIndex: 0, dir: 'ltr' }, [el('code', { className: [`language-${language}`] }, [{ type: 'raw', value: html }])]),
    el(
      'button',
      {
        type: 'button',
        ariaLabel: labels.copyAriaLabel,
        className: [CODE_CLASS.copy],
        dataGaEventCategory: 'code',
        dataGaEventAction: 'copy-click',
        dataCopiedLabel: labels.copied,
      },
      [
        el('span', { className: [CODE_CLASS.label] }, [text(labels.copy)]),
        el('span', { className: [CODE_CLASS.keypress] }, [
          el('span', {}, [text(labels.or)]),
          text(' '),
          el('span', { className: [CODE_CLASS.key] }, []),
          text('C'),
          el('span', {}, [text(')')]),
        ]),
      ],
    ),
    // The button's name stays "Copy the code"; screen readers hear the confirmation from here.
    el('span', { role: 'status', className: [CODE_CLASS.status, MARKDOWN_CLASS.visuallyHidden] }, []),
  ]);
}

/**
 * An h2/h3 with its id gets a link to itself, named by the heading's text. Its icon is drawn by the style
 * sheet (markdownStyles.ts), not by an SVG in every heading: a long page has dozens, in its HTML and its data.
 */
export function headingWithAnchor(heading: HastElement, headingText: string, labels: MarkupLabels): HastElement {
  const id = heading.properties.id;
  if (typeof id !== 'string' || !id) return heading;
  const anchor = el('a', { className: [MARKDOWN_CLASS.anchor], href: `#${id}`, ariaLabel: `${labels.anchorLink}: ${headingText || id}` });
  // Leads to the page's feedback form; with JavaScript the form opens for this section (PageFeedback).
  const feedback = el('a', {
    className: [MARKDOWN_CLASS.feedbackLink],
    href: `#${FEEDBACK_ID}`,
    dataFeedbackHash: id,
    ariaLabel: `${labels.feedbackSection}: ${headingText || id}`,
  });
  return { ...heading, children: [...heading.children, anchor, feedback] };
}

/** A `:::type` note: its type is named for assistive technology, since the icon and colour are not announced. */
export function calloutElement(type: CalloutType, children: HastNode[], labels: MarkupLabels, icon: readonly string[]): HastElement {
  return el('aside', { role: 'note', ariaLabel: labels.callout[type], className: [CALLOUT_CLASS.root, `MuiCallout-${type}`] }, [
    el('span', { className: [CALLOUT_CLASS.icon] }, [iconElement(icon)]),
    el('div', { className: [CALLOUT_CLASS.content] }, children),
  ]);
}

/** A wide table scrolls on its own, reachable by keyboard. */
export function scrollableTable(table: HastElement): HastElement {
  return el('div', { className: [MARKDOWN_CLASS.table], tabIndex: 0 }, [table]);
}

/** The markup's texts from the page's translator. */
export function markupLabels(t: (key: MarkupLabelKey) => string): MarkupLabels {
  return {
    anchorLink: t('page.anchorLink'),
    feedbackSection: t('feedback.sectionLink'),
    copy: t('codeBlock.copy'),
    copied: t('codeBlock.copied'),
    copyAriaLabel: t('codeBlock.copyAriaLabel'),
    or: t('codeBlock.or'),
    callout: { info: t('callout.info'), success: t('callout.success'), warning: t('callout.warning'), error: t('callout.error') },
  };
}
export type MarkupLabelKey =
  | 'page.anchorLink'
  | 'feedback.sectionLink'
  | 'codeBlock.copy'
  | 'codeBlock.copied'
  | 'codeBlock.copyAriaLabel'
  | 'codeBlock.or'
  | 'callout.info'
  | 'callout.success'
  | 'callout.warning'
  | 'callout.error';
