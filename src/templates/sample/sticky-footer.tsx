import StickyFooter from '../../../content/material-ui/templates/sticky-footer/StickyFooter';
import { templatePage } from '../../sampleTemplates/TemplatePage';

/** The Sticky footer template's page (see src/sampleTemplates/TemplatePage.tsx). */
export default templatePage(StickyFooter);
