import Blog from '../../../../content/material-ui/starters/blog/Blog';
import { MaterialStarterTheme } from '../../../starters/MaterialStarterTheme';
import { starterPage } from '../../../starters/StarterPage';

/** The Blog starter's page (see src/starters/StarterPage.tsx). */
export default starterPage(Blog, MaterialStarterTheme);
