import SignInSide from '../../../content/material-ui/starters/sign-in-side/SignInSide';
import { StarterHead, starterPage } from '../../starters/StarterPage';

/** The Sign-in side template's page (see src/starters/StarterPage.tsx). */
export default starterPage(SignInSide);
export const Head = StarterHead;
