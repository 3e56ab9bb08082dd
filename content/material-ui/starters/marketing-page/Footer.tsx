import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid2';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import EmailSignupForm from './EmailSignupForm';
import SitemarkLogo from './SitemarkLogo';
import { sections } from './sections';

/**
 * A page of the company or legal columns: this template has no such pages, so a
 * dialog stands in for them.
 */
interface InfoPage {
  label: string;
  text: string;
}

const companyPages: InfoPage[] = [
  {
    label: 'About us',
    text: 'Sitemark is a small, remote team of designers and engineers who believe a good website should not need a big budget.',
  },
  {
    label: 'Careers',
    text: 'We hire a few people each year and work four days a week. Open roles are listed here when we have them.',
  },
  {
    label: 'Press',
    text: 'Logos, screenshots and a short company history for journalists. Write to the press team for interviews.',
  },
];

const legalPages: InfoPage[] = [
  {
    label: 'Terms',
    text: 'The terms you agree to when you use Sitemark, written in plain language with a summary at the top of each part.',
  },
  {
    label: 'Privacy',
    text: 'What we collect, why, and how long we keep it. Short version: as little as possible, never sold.',
  },
  {
    label: 'Contact',
    text: 'Questions about billing, your data or this page? Our team answers every message within a working day.',
  },
];

const socialLinks = [
  { label: 'Sitemark on GitHub', href: 'https://github.com/', icon: <GitHubIcon /> },
  { label: 'Sitemark on X', href: 'https://x.com/', icon: <XIcon /> },
  {
    label: 'Sitemark on LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: <LinkedInIcon />,
  },
];

const linkSx = {
  color: 'text.secondary',
  typography: 'body2',
  textAlign: 'start',
  '&:hover': { color: 'text.primary' },
};

function LinkColumn({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Box>
      <Typography
        id={id}
        component="h2"
        variant="subtitle2"
        sx={{ fontWeight: 600, mb: 1.5 }}
      >
        {title}
      </Typography>
      <Stack
        component="ul"
        aria-labelledby={id}
        spacing={1.25}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {children}
      </Stack>
    </Box>
  );
}

export default function Footer() {
  const [page, setPage] = React.useState<InfoPage | null>(null);
  const [open, setOpen] = React.useState(false);

  const openPage = (nextPage: InfoPage) => {
    setPage(nextPage);
    setOpen(true);
  };

  const infoButtons = (pages: InfoPage[]) =>
    pages.map((item) => (
      <li key={item.label}>
        <Link
          component="button"
          type="button"
          underline="hover"
          onClick={() => openPage(item)}
          sx={linkSx}
        >
          {item.label}
        </Link>
      </li>
    ));

  return (
    <Box component="footer" sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
      <Container sx={{ py: { xs: 6, sm: 8 } }}>
        <Grid container spacing={{ xs: 5, md: 8 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <SitemarkLogo />
            <Typography
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 600, mt: 3 }}
            >
              Join the newsletter
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              One short email a month with new features and a teardown of a landing
              page that works. Unsubscribe whenever you like.
            </Typography>
            <EmailSignupForm
              id="newsletter"
              submitLabel="Subscribe"
              successMessage={(email) =>
                `Subscribed! The next issue goes to ${email}.`
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Box
              component="nav"
              aria-label="Footer"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
                gap: 4,
                justifyItems: { md: 'end' },
              }}
            >
              <LinkColumn id="footer-product" title="Product">
                {sections.map((section) => (
                  <li key={section.id}>
                    <Link href={`#${section.id}`} underline="hover" sx={linkSx}>
                      {section.label}
                    </Link>
                  </li>
                ))}
              </LinkColumn>
              <LinkColumn id="footer-company" title="Company">
                {infoButtons(companyPages)}
              </LinkColumn>
              <LinkColumn id="footer-legal" title="Legal">
                {infoButtons(legalPages)}
              </LinkColumn>
            </Box>
          </Grid>
        </Grid>
        <Divider sx={{ my: { xs: 4, sm: 6 } }} />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Copyright © Sitemark 2024.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ ml: { xs: -1, sm: 0 } }}>
            {socialLinks.map((social) => (
              <IconButton
                key={social.label}
                component="a"
                href={social.href}
                aria-label={social.label}
                size="small"
                sx={{ color: 'text.secondary' }}
              >
                {social.icon}
              </IconButton>
            ))}
          </Stack>
        </Stack>
      </Container>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="footer-dialog-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="footer-dialog-title">{page?.label}</DialogTitle>
        <DialogContent>
          <DialogContentText>{page?.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
