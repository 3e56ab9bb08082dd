import type { GatsbyBrowser } from 'gatsby';
import { APP_READY_EVENT, APP_START_EVENT } from '../domain/page/appLoading';

/**
 * The app's start and its first render, announced to a page read without the app (src/gatsby/reader/): the reader's
 * listeners step aside before hydration, and the press that asked for the app is replayed after it.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  window.dispatchEvent(new Event(APP_START_EVENT));
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  window.dispatchEvent(new Event(APP_READY_EVENT));
};
