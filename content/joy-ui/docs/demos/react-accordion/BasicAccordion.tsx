import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function BasicAccordion() {
  return (
    <AccordionGroup sx={{ maxWidth: 480 }}>
      <Accordion defaultExpanded>
        <AccordionSummary>Can I change my plan later?</AccordionSummary>
        <AccordionDetails>
          Yes. Upgrades apply immediately; downgrades take effect at the end of the
          current billing period.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Do you offer discounts for nonprofits?</AccordionSummary>
        <AccordionDetails>
          Registered nonprofits get 40% off every paid plan. Contact support with
          proof of registration.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>How do I export my data?</AccordionSummary>
        <AccordionDetails>
          Open Settings, then Data, and choose Export. You receive a ZIP archive with
          CSV files by email.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
