import Blog from '../../../../content/material-ui/starters/blog/Blog';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { StarterHead, starterPage } from '../../../starters/StarterPage';

/** The Blog starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(Blog, MaterialStarterTheme);
export const Head = StarterHead;
