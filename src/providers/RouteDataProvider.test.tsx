import * as React from 'react';
import { render } from '@testing-library/react';
import { useRouteData } from './RouteDataProvider';

test('useRouteData outside its provider throws a clear error', () => {
  const Probe = () => <>{useRouteData().language}</>;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Probe />)).toThrow('useRouteData must be used inside <RouteDataProvider>');
});
