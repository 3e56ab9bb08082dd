import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionWithActions() {
  const [expanded, setExpanded] = React.useState(true);
  const [name, setName] = React.useState('Ada Lovelace');
  const [draft, setDraft] = React.useState(name);

  const handleSave = () => {
    setName(draft);
    setExpanded(false);
  };

  return (
    <Accordion
      expanded={expanded}
      onChange={(event, isExpanded) => setExpanded(isExpanded)}
      sx={{ width: '100%' }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="profile-content"
        id="profile-header"
      >
        <Typography component="span">Display name: {name}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <TextField
          label="Display name"
          size="small"
          fullWidth
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </AccordionDetails>
      <AccordionActions>
        <Button onClick={() => setDraft(name)}>Reset</Button>
        <Button variant="contained" onClick={handleSave}>
          Save
        </Button>
      </AccordionActions>
    </Accordion>
  );
}
