import * as React from 'react';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const events = [
  { title: 'Order placed', time: 'April 15, 09:12', done: true },
  { title: 'Packed', time: 'April 15, 16:40', done: true },
  { title: 'In transit', time: 'Expected April 17', done: false },
  { title: 'Delivered', time: 'Expected April 18', done: false },
];

export default function VerticalStepper() {
  return (
    <Stepper orientation="vertical" sx={{ width: 260 }}>
      {events.map((event, index) => {
        const current = !event.done && events[index - 1]?.done;
        return (
          <Step
            key={event.title}
            completed={event.done}
            active={current}
            aria-current={current ? 'step' : undefined}
            indicator={
              <StepIndicator
                variant={event.done || current ? 'solid' : 'soft'}
                color={event.done ? 'success' : current ? 'primary' : 'neutral'}
              >
                {event.done ? <CheckRounded /> : index + 1}
              </StepIndicator>
            }
          >
            <Typography level="title-sm">{event.title}</Typography>
            <Typography level="body-xs">{event.time}</Typography>
          </Step>
        );
      })}
    </Stepper>
  );
}
