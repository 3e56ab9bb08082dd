import { startApiReference } from './reference/reference';

/** The first thing Gatsby runs of the site's: the API reference's extraction starts in its child process. */
export const onPreInit = () => {
  startApiReference();
};
