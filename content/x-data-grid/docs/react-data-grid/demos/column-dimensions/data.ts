export interface Repository {
  id: number;
  name: string;
  description: string;
  language: string;
  stars: number;
  license: string;
}

export const repositories: Repository[] = [
  {
    id: 1,
    name: 'aurora-ui',
    description: 'Accessible React components with a design-token based theme',
    language: 'TypeScript',
    stars: 18420,
    license: 'MIT',
  },
  {
    id: 2,
    name: 'fjord',
    description: 'Streaming SQL engine for event data',
    language: 'Rust',
    stars: 7310,
    license: 'Apache-2.0',
  },
  {
    id: 3,
    name: 'pelican-cli',
    description: 'Deploy static sites from the command line',
    language: 'Go',
    stars: 2905,
    license: 'MIT',
  },
  {
    id: 4,
    name: 'tidepool',
    description: 'Connection pooling for PostgreSQL with read replicas',
    language: 'C',
    stars: 1288,
    license: 'BSD-3-Clause',
  },
  {
    id: 5,
    name: 'quill-notes',
    description: 'Markdown notes that sync across devices',
    language: 'Kotlin',
    stars: 642,
    license: 'GPL-3.0',
  },
];
