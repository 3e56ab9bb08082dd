import SignUp from '../../../content/material-ui/starters/sign-up/SignUp';
import { StarterHead, starterPage } from '../../starters/StarterPage';

/** The Sign-up template's page (see src/starters/StarterPage.tsx). */
export default starterPage(SignUp);
export const Head = StarterHead;
