import * as React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { AnalyticsProvider } from '../providers/AnalyticsProvider';
import { CodePreferencesProvider } from '../providers/CodePreferencesProvider';
import { DocsThemeProvider } from '../providers/DocsThemeProvider';
import { ThemeStateProvider } from '../providers/ThemeStateProvider';
import { BodyInteractions } from '../markdown/BodyInteractions';
import { composeProviders } from './composeProviders';

const AppProviders = composeProviders([ThemeStateProvider, DocsThemeProvider, CodePreferencesProvider, AnalyticsProvider, BodyInteractions]);

/** App-wide providers, identical on the server and in the browser. */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <AppProviders>{element}</AppProviders>;
