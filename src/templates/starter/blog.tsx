import Blog from '../../../content/material-ui/starters/blog/Blog';
import { StarterHead, starterPage } from '../../starters/StarterPage';

/** The Blog template's page (see src/starters/StarterPage.tsx). */
export default starterPage(Blog);
export const Head = StarterHead;
