/** One ad the slot can show without the network: ours, when an ad blocker hides the network. */
export interface InHouseAd {
  name: string;
  link: string;
  /** Artwork of the project's own, 130 × 100, in static/ads-in-house/ (served at /ads-in-house/). */
  img: string;
  /** HTML of our own (simple inline tags): rendered as written; only the feed's descriptions need sanitising. */
  description: string;
  poweredby: string;
  label: string;
}

const inHouse = (name: string, link: string, description: string): InHouseAd => ({
  name,
  link,
  img: `/ads-in-house/${name}.svg`,
  description,
  poweredby: 'MUI',
  label: `in-house-${name}`,
});

export const IN_HOUSE_ADS: readonly InHouseAd[] = [
  inHouse('scaffoldhub', 'https://v2.scaffoldhub.io/scaffolds/react-material-ui?partner=1', '<b>ScaffoldHub</b>. Automate building your full-stack Material UI web app.'),
  inHouse(
    'templates',
    'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
    '<b>Premium Templates</b>. Start your project with the best templates for admins, dashboards, and more.',
  ),
  inHouse(
    'themes',
    'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
    '<b>Premium Themes</b>. Kickstart your application development with a ready-made theme.',
  ),
  inHouse(
    'tidelift',
    'https://tidelift.com/subscription/pkg/npm-material-ui?utm_source=npm-material-ui&utm_medium=referral&utm_campaign=enterprise&utm_content=ad',
    '<b>MUI for enterprise</b>. Save time and reduce risk. Managed open source, backed by maintainers.',
  ),
  inHouse(
    'figma',
    'https://mui.com/store/items/figma-react/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-figma',
    '<b>For Figma</b>. A large UI kit with over 600 handcrafted Material UI, MUI X and Joy UI components.',
  ),
];
