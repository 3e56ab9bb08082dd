import SignInSide from '../../../content/material-ui/templates/sign-in-side/SignInSide';
import { templatePage } from '../../sampleTemplates/TemplatePage';

/** The Sign-in side template's page (see src/sampleTemplates/TemplatePage.tsx). */
export default templatePage(SignInSide);
