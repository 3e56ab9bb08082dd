import Blog from '../../../content/material-ui/starters/blog/Blog';
import { starterPage } from '../../starters/StarterPage';

/** The Blog template's page (see src/starters/StarterPage.tsx). */
export default starterPage(Blog);
