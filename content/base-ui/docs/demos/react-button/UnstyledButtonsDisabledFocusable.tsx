import * as React from 'react';
import { Button as BaseButton, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function UnstyledButtonsDisabledFocusable() {
  return (
    <Row>
      <Button disabled>Disabled</Button>
      <Button disabled focusableWhenDisabled>
        Disabled, focusable
      </Button>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', gap: 16 });

const Button = styled(BaseButton)`
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

  &:hover {
    background-color: #004c99;
  }

  &.${buttonClasses.focusVisible} {
    outline: none;
    box-shadow: 0 0 0 4px #99ccf3;
  }

  &.${buttonClasses.disabled} {
    background-color: #e5eaf2;
    border-color: #dae2ed;
    color: #6b7a90;
    cursor: not-allowed;
  }
`;
