import { createTranslate } from '../../domain/i18n';
import { zh } from '../../domain/i18n/zh';
import type { StarterInfo } from '../../domain/starters';
import { getToHtml } from '../mdx/docField';
import { gallerySection } from './gallerySection';

const templates: StarterInfo[] = [
  { slug: 'checkout', component: 'Checkout', title: 'Checkout', description: 'A step-by-step <checkout> flow.' },
  { slug: 'blog', component: 'Blog', title: 'Blog', description: 'A blog.' },
];

const render = async (language: 'en' | 'zh', withPreview = (url: string) => !url.includes('blog')) => {
  const t = createTranslate(language, language === 'zh' ? zh : undefined);
  const { body, toc } = gallerySection(templates, language, t, await getToHtml(), withPreview);
  const html = body.map((part) => ('html' in part ? part.html : '')).join('');
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  return { html, toc, doc };
};

test('a card per template: preview images (light and dark), title, description as text, Live preview and Source code', async () => {
  const { doc, toc } = await render('en');
  const cards = [...doc.querySelectorAll('li.MuiTemplateGallery-card')];
  expect(cards.map((c) => c.querySelector('h3')?.id)).toEqual(['checkout', 'blog']);
  const [checkout, blog] = cards;
  expect(checkout.querySelector('p')?.textContent).toBe('A step-by-step <checkout> flow.');
  const images = [...checkout.querySelectorAll('img')];
  expect(images.map((i) => [i.getAttribute('src'), i.getAttribute('alt'), i.getAttribute('loading')])).toEqual([
    ['/screenshots/material-ui/getting-started/templates/checkout.jpg', 'Live preview of the Checkout template', 'lazy'],
    ['/screenshots/material-ui/getting-started/templates/checkout-dark.jpg', 'Live preview of the Checkout template', 'lazy'],
  ]);
  expect([...checkout.querySelectorAll('.MuiTemplateGallery-actions a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Live preview', '/material-ui/getting-started/templates/checkout/'],
    ['Source code', '/material-ui/getting-started/templates/checkout/#source'],
  ]);
  // A template without preview images still has its card and links.
  expect(blog.querySelectorAll('img')).toHaveLength(0);
  expect(blog.querySelector('.MuiTemplateGallery-actions a')?.getAttribute('href')).toBe('/material-ui/getting-started/templates/blog/');
  expect(toc).toEqual({
    text: 'Templates',
    hash: 'templates',
    level: 2,
    children: [
      { text: 'Checkout', hash: 'checkout', level: 3, children: [] },
      { text: 'Blog', hash: 'blog', level: 3, children: [] },
    ],
  });
});

test('the Chinese gallery links to the Chinese template pages, with its labels', async () => {
  const { doc } = await render('zh');
  const links = [...doc.querySelectorAll('li')[0].querySelectorAll('.MuiTemplateGallery-actions a')];
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['在线预览', '/zh/material-ui/getting-started/templates/checkout/'],
    ['源代码', '/zh/material-ui/getting-started/templates/checkout/#source'],
  ]);
  expect(doc.querySelector('h2')?.textContent).toContain('模板');
});
