import SignUp from '../../../content/material-ui/templates/sign-up/SignUp';
import { templatePage } from '../../sampleTemplates/TemplatePage';

/** The Sign-up template's page (see src/sampleTemplates/TemplatePage.tsx). */
export default templatePage(SignUp);
