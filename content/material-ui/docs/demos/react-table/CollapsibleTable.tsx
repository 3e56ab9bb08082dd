import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { visuallyHidden } from '@mui/utils';

type Team = { name: string; lead: string; members: { name: string; role: string }[] };

const teams: Team[] = [
  { name: 'Platform', lead: 'Iris', members: [{ name: 'Iris', role: 'Lead' }, { name: 'Omar', role: 'SRE' }] },
  { name: 'Design', lead: 'Noor', members: [{ name: 'Noor', role: 'Lead' }, { name: 'Luca', role: 'UX' }, { name: 'Mei', role: 'UI' }] },
  { name: 'Mobile', lead: 'Kofi', members: [{ name: 'Kofi', role: 'Lead' }, { name: 'Sven', role: 'iOS' }] },
];

function TeamRow({ team }: { team: Team }) {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${open ? 'Hide' : 'Show'} members of ${team.name}`}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {team.name}
        </TableCell>
        <TableCell>{team.lead}</TableCell>
        <TableCell align="right">{team.members.length}</TableCell>
      </TableRow>
      <TableRow>
        {/* The detail row spans every column and has no padding while collapsed. */}
        <TableCell colSpan={4} sx={{ py: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box sx={{ m: 1 }}>
              <Typography variant="subtitle2" component="p" gutterBottom>
                Members
              </Typography>
              <Table size="small" aria-label={`Members of ${team.name}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Role</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {team.members.map((member) => (
                    <TableRow key={member.name}>
                      <TableCell>{member.name}</TableCell>
                      <TableCell>{member.role}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Teams">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
            <TableCell>Team</TableCell>
            <TableCell>Lead</TableCell>
            <TableCell align="right">Members</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {teams.map((team) => (
            <TeamRow key={team.name} team={team} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
