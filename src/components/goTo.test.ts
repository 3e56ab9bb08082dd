import { navigate } from 'gatsby';
import { goTo } from './goTo';

describe('goTo', () => {
  beforeEach(() => (navigate as jest.Mock).mockClear());
  it('navigates on the client when Gatsby’s runtime runs (the app)', () => {
    const assign = jest.fn();
    goTo('/material-ui/react-button/', { location: { assign } as unknown as Location, ___navigate: jest.fn() } as Pick<Window, 'location'>);
    expect(navigate).toHaveBeenCalledWith('/material-ui/react-button/');
    expect(assign).not.toHaveBeenCalled();
  });
  it('loads the page without it (an island on a page read without the app)', () => {
    const assign = jest.fn();
    goTo('/material-ui/react-button/', { location: { assign } as unknown as Location });
    expect(assign).toHaveBeenCalledWith('/material-ui/react-button/');
    expect(navigate).not.toHaveBeenCalled();
  });
});
