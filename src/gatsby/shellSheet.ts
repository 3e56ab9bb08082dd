import type { Theme } from '@mui/material/styles';
import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import { DEMO_ROOT_CLASS } from '../domain/demo';
import { API_CLASS, MARKDOWN_CLASS, STARTER_GALLERY_CLASS, THEME_TREE_CLASS } from '../domain/markdown';
import { demoStyles, toolbarStyles, variantButtonStyles } from '../demos/frame/demoStyles';
import { headerStyles } from '../components/headerStyles';
import { HEADER_CLASS } from '../theme/classNames';
import { navStyles } from '../components/nav/navStyles';
import { NAV_CLASS } from '../theme/classNames';
import { adStyles } from '../components/ads/adStyles';
import { offlineStyles } from '../components/offline/offlineStyles';
import { decoderStyles } from '../components/errors/decoderStyles';
import { feedbackStyles } from '../components/feedback/feedbackStyles';
import { shellStyles } from '../components/shellStyles';
import { pageActionsStyles } from '../components/pageActionsStyles';
import { layoutStyles } from '../layouts/layoutStyles';
import { tocStyles } from '../components/tocStyles';
import { TOC_CLASS } from '../theme/classNames';
import { markdownStyles } from '../markdown/markdownStyles';
import { apiStyles } from '../markdown/referenceStyles';
import { galleryStyles } from '../markdown/galleryStyles';
import { themeTreeStyles } from '../markdown/themeTreeStyles';
import { starterFrameStyles } from '../starters/starterFrameStyles';
import { createDocsTheme } from '../theme/brandTheme';
import { INITIAL_THEME_STATE } from '../domain/preferences';

/**
 * The shell style sheet: the rules of what every page draws many times or on every page (the page body and
 * its code blocks and callouts, the page frame, the sidebar, the table of contents, the app bar, demo frames and
 * toolbars, the shell's buttons, links and icons), by class, written once at build time into one cached file linked from
 * `<head>` (src/gatsby/shellStylesheet.ts). Components only name the classes: nothing here runs in the
 * browser, and no page repeats these rules inline.
 *
 * The rules use the theme's CSS variables (colours, both schemes by the `.dark`/`.light` class on <html>)
 * and logical properties (right-to-left needs no second copy); what the reader can change at run time is
 * variables, so one file serves every setting.
 */
export function shellRules(theme: Theme) {
  return {
    [`.${MARKDOWN_CLASS.body}`]: markdownStyles(theme),
    // After the markdown rules, which it refines.
    [`.${API_CLASS.root}`]: apiStyles(theme),
    // Inside the body, as specific as its list rules (`ul:not(…)`), which it overrides.
    [`.${MARKDOWN_CLASS.body} ul.${STARTER_GALLERY_CLASS.root}`]: galleryStyles(theme),
    [`.${MARKDOWN_CLASS.body} div.${THEME_TREE_CLASS.root}`]: themeTreeStyles(theme),
    [`.${NAV_CLASS}`]: navStyles(theme),
    [`.${TOC_CLASS}`]: tocStyles(theme),
    [`.${HEADER_CLASS}`]: headerStyles(theme),
    [`.${DEMO_ROOT_CLASS}`]: demoStyles(theme),
    '.MuiDemo-toolbar': toolbarStyles(theme),
    '.MuiDemo-variant': variantButtonStyles(theme),
    ...shellStyles(theme),
    ...adStyles(theme),
    ...offlineStyles(theme),
    ...decoderStyles(theme),
    ...feedbackStyles(theme),
    ...pageActionsStyles(theme),
    ...layoutStyles(theme),
    ...starterFrameStyles(theme),
  };
}

/** The sheet's CSS text, with the docs theme's defaults (serialized as emotion does, without a class hash). */
export function renderShellCss(theme: Theme = createDocsTheme(INITIAL_THEME_STATE)): string {
  const { styles } = serializeStyles([shellRules(theme) as never]);
  return serialize(compile(styles), stringify);
}
