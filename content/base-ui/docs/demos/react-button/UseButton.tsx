import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

export default function UseButton() {
  const [saved, setSaved] = React.useState(false);
  return (
    <Row>
      <CustomButton onClick={() => setSaved(true)}>
        {saved ? 'Draft saved' : 'Save draft'}
      </CustomButton>
      <CustomButton disabled>Publish</CustomButton>
    </Row>
  );
}

interface CustomButtonProps {
  children: React.ReactNode;
  disabled?: boolean;
  onClick?: React.MouseEventHandler<HTMLButtonElement>;
}

function CustomButton({ children, disabled, onClick }: CustomButtonProps) {
  const { getRootProps, active, focusVisible } = useButton({ disabled });
  return (
    <Button
      {...getRootProps({ onClick })}
      data-active={active || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      {children}
    </Button>
  );
}

const Row = styled('div')({ display: 'flex', gap: 16 });

const Button = styled('button')`
  font-family: 'IBM Plex Sans', sans-serif;
  font-weight: 600;
  font-size: 0.875rem;
  line-height: 1.5;
  background-color: #0059b2;
  color: #fff;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid #0059b2;
  cursor: pointer;
  transition: transform 100ms;

  &:hover {
    background-color: #004c99;
  }

  &[data-active] {
    background-color: #003a75;
    transform: scale(0.97);
  }

  &[data-focus-visible] {
    outline: none;
    box-shadow: 0 0 0 4px #99ccf3;
  }

  &:disabled {
    background-color: #e5eaf2;
    border-color: #dae2ed;
    color: #6b7a90;
    cursor: not-allowed;
  }
`;
