import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { CodeCopyProvider } from '../providers/CodeCopyProvider';
import { CodePreferencesProvider } from '../providers/CodePreferencesProvider';
import { DocsThemeProvider } from '../providers/DocsThemeProvider';
import { ThemeStateProvider } from '../providers/ThemeStateProvider';
import { composeProviders } from './composeProviders';

const AppProviders = composeProviders([ThemeStateProvider, DocsThemeProvider, CodePreferencesProvider, CodeCopyProvider]);

/** App-wide providers, identical on the server and in the browser. */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <AppProviders>{element}</AppProviders>;
