import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const steps = [
  {
    title: 'Shipping address',
    details: 'Enter the street, city and postal code where the order should go.',
  },
  {
    title: 'Delivery options',
    details:
      'Standard delivery takes 3 to 5 days; express delivery arrives tomorrow.',
  },
  {
    title: 'Payment',
    details: 'Pay by card or bank transfer. You are charged when the order ships.',
  },
];

export default function ControlledAccordion() {
  const [index, setIndex] = React.useState<number | null>(0);

  return (
    <AccordionGroup sx={{ maxWidth: 480 }}>
      {steps.map((step, i) => (
        <Accordion
          key={step.title}
          expanded={index === i}
          onChange={(event, expanded) => setIndex(expanded ? i : null)}
        >
          <AccordionSummary>{step.title}</AccordionSummary>
          <AccordionDetails>{step.details}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
