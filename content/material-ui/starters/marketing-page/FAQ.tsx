import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Section from './Section';

const questions = [
  {
    id: 'trial',
    question: 'Do I need a credit card to start the free trial?',
    answer:
      'No. Sign up with an email address and you get 14 days of every Growth feature. We only ask for payment details if you decide to keep a paid plan.',
  },
  {
    id: 'domain',
    question: 'Can I use my own domain name?',
    answer:
      'Yes, on the Growth and Scale plans. Point your domain at Sitemark, and we issue and renew the security certificate for you. Starter sites live on a free sitemark subdomain.',
  },
  {
    id: 'cancel',
    question: 'What happens to my pages if I cancel?',
    answer:
      'Your sites stay online until the end of the billing period. After that you can export every page as plain HTML and CSS, so nothing you built is locked in.',
  },
  {
    id: 'support',
    question: 'How do I reach support?',
    answer:
      'Write to us from the help menu inside the editor. Growth customers hear back within a working day; Scale customers within an hour, with a named contact.',
  },
];

export default function FAQ() {
  // Each panel opens and closes on its own: the ids of the open ones.
  const [expanded, setExpanded] = React.useState<string[]>([]);

  const handleChange =
    (id: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
      setExpanded((current) =>
        isExpanded ? [...current, id] : current.filter((openId) => openId !== id),
      );
    };

  return (
    <Section
      id="faq"
      title="Frequently asked questions"
      description="The questions we hear most often. Still curious? Our team is one message away."
    >
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        {questions.map((item) => (
          <Accordion
            key={item.id}
            expanded={expanded.includes(item.id)}
            onChange={handleChange(item.id)}
            disableGutters
          >
            {/* `id` and `aria-controls` tie the button to the answer's
                region, which takes its `aria-labelledby` from them. */}
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`faq-${item.id}-header`}
              aria-controls={`faq-${item.id}-content`}
            >
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography sx={{ color: 'text.secondary' }}>{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Section>
  );
}
