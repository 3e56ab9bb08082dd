import Blog from '../../../content/material-ui/templates/blog/Blog';
import { templatePage } from '../../sampleTemplates/TemplatePage';

/** The Blog template's page (see src/sampleTemplates/TemplatePage.tsx). */
export default templatePage(Blog);
