import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import { styled } from '@mui/system';

export default function UseMenu() {
  const { contextValue } = useDropdown();
  const [format, setFormat] = React.useState<string | null>(null);

  return (
    <Layout>
      <Status>{format ? `Exported as ${format}` : 'Nothing exported yet'}</Status>
      <DropdownContext.Provider value={contextValue}>
        <MenuArea>
          <ExportButton />
          <ExportMenu>
            <ExportMenuItem onClick={() => setFormat('PDF')}>
              PDF document
            </ExportMenuItem>
            <ExportMenuItem onClick={() => setFormat('CSV')}>
              CSV spreadsheet
            </ExportMenuItem>
            <ExportMenuItem disabled>Excel workbook</ExportMenuItem>
          </ExportMenu>
        </MenuArea>
      </DropdownContext.Provider>
    </Layout>
  );
}

function ExportButton() {
  const { getRootProps, open } = useMenuButton();
  return (
    <Trigger type="button" {...getRootProps()}>
      Export <span aria-hidden="true">{open ? '▴' : '▾'}</span>
    </Trigger>
  );
}

function ExportMenu({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <Listbox {...getListboxProps()} hidden={!open}>
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </Listbox>
  );
}

function ExportMenuItem(props: {
  children: React.ReactNode;
  disabled?: boolean;
  onClick?: () => void;
}) {
  const { children, disabled, onClick } = props;
  const { getRootProps } = useMenuItem({ rootRef: null, disabled });
  return <Item {...getRootProps({ onClick })}>{children}</Item>;
}

const blue = { 200: '#99CCF3', 800: '#004C99' };
const grey = {
  50: '#F3F6F9',
  100: '#E5EAF2',
  200: '#DAE2ED',
  400: '#B0B8C4',
  600: '#6B7A90',
  700: '#434D5B',
  800: '#303740',
  900: '#1C2025',
};

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  fontFamily: "'IBM Plex Sans', sans-serif",
  fontSize: '0.875rem',
});

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: grey[700],
  ...theme.applyStyles('dark', { color: grey[200] }),
}));

// The hooks leave positioning to you: the list is placed under the button, and this
// area reserves room for it so the open list stays inside the demo.
const MenuArea = styled('div')({ position: 'relative', minHeight: 170 });

const Trigger = styled('button')(({ theme }) => ({
  fontFamily: 'inherit',
  fontWeight: 600,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  cursor: 'pointer',
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  '&:hover': { background: grey[50] },
  '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 4px ${blue[200]}` },
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[200],
    '&:hover': { background: grey[800] },
    '&:focus-visible': { boxShadow: `0 0 0 4px ${blue[800]}` },
  }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  top: 40,
  left: 0,
  zIndex: 1,
  boxSizing: 'border-box',
  minWidth: 200,
  margin: '8px 0 0',
  padding: 6,
  listStyle: 'none',
  borderRadius: 12,
  background: '#fff',
  border: `1px solid ${grey[200]}`,
  color: grey[900],
  boxShadow: '0 4px 30px rgba(0, 0, 0, 0.1)',
  ...theme.applyStyles('dark', {
    background: grey[900],
    borderColor: grey[700],
    color: grey[100],
  }),
}));

const Item = styled('li')(({ theme }) => ({
  padding: 8,
  borderRadius: 8,
  cursor: 'default',
  userSelect: 'none',
  '&:focus': { outline: 0, background: grey[100] },
  '&:focus-visible': { outline: `3px solid ${blue[200]}` },
  '&[aria-disabled="true"]': { color: grey[400] },
  ...theme.applyStyles('dark', {
    '&:focus': { background: grey[800] },
    '&[aria-disabled="true"]': { color: grey[600] },
  }),
}));
