import SignIn from '../../../content/material-ui/starters/sign-in/SignIn';
import { StarterHead, starterPage } from '../../starters/StarterPage';

/** The Sign-in template's page (see src/starters/StarterPage.tsx). */
export default starterPage(SignIn);
export const Head = StarterHead;
