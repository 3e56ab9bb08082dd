import Dashboard from '../../../content/material-ui/templates/dashboard/Dashboard';
import { templatePage } from '../../sampleTemplates/TemplatePage';

/** The Dashboard template's page (see src/sampleTemplates/TemplatePage.tsx). */
export default templatePage(Dashboard);
