import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import Typography from '@mui/material/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelIcon from '@mui/icons-material/Hotel';
import HikingIcon from '@mui/icons-material/Hiking';
import FlightLandIcon from '@mui/icons-material/FlightLand';

const days: Array<{
  day: string;
  title: string;
  detail: string;
  icon: React.ReactNode;
  color: TimelineDotProps['color'];
  variant?: TimelineDotProps['variant'];
}> = [
  { day: 'Day 1', title: 'Fly out', detail: 'Morning flight', icon: <FlightTakeoffIcon />, color: 'primary' },
  { day: 'Day 2', title: 'Check in', detail: 'Lakeside lodge', icon: <HotelIcon />, color: 'secondary' },
  { day: 'Day 3', title: 'Ridge trail', detail: '14 km loop', icon: <HikingIcon />, color: 'success', variant: 'outlined' },
  { day: 'Day 4', title: 'Fly home', detail: 'Evening flight', icon: <FlightLandIcon />, color: 'primary' },
];

export default function CustomizedTimeline() {
  return (
    <Timeline position="alternate">
      {days.map((item, index) => (
        <TimelineItem key={item.day}>
          <TimelineOppositeContent sx={{ m: 'auto 0', color: 'text.secondary' }} variant="body2">
            {item.day}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector sx={{ visibility: index === 0 ? 'hidden' : 'visible' }} />
            <TimelineDot color={item.color} variant={item.variant}>
              {item.icon}
            </TimelineDot>
            <TimelineConnector sx={{ visibility: index === days.length - 1 ? 'hidden' : 'visible' }} />
          </TimelineSeparator>
          <TimelineContent sx={{ py: 1.5, px: 2 }}>
            <Typography component="p" variant="subtitle1">
              {item.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
