import SignIn from '../../../content/material-ui/templates/sign-in/SignIn';
import { templatePage } from '../../sampleTemplates/TemplatePage';

/** The Sign-in template's page (see src/sampleTemplates/TemplatePage.tsx). */
export default templatePage(SignIn);
