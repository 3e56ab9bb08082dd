import { createTranslate } from '../../domain/i18n';
import { zh } from '../../domain/i18n/zh';
import type { Starter, StarterInfo } from '../../domain/starters';
import { getToHtml } from '../mdx/docField';
import { gallerySection } from './gallerySection';

const ofProduct = (productId: string, productName: string, list: StarterInfo[]): Starter[] =>
  list.map((info) => ({ ...info, productId, productName, gallery: `/${productId}/getting-started/templates` }));
const templates = ofProduct('material-ui', 'Material UI', [
  { slug: 'checkout', component: 'Checkout', title: 'Checkout', description: 'A step-by-step <checkout> flow.' },
  { slug: 'blog', component: 'Blog', title: 'Blog', description: 'A blog.' },
]);

const render = async (language: 'en' | 'zh', withPreview = (url: string) => !url.includes('blog'), starters = templates) => {
  const t = createTranslate(language, language === 'zh' ? zh : undefined);
  const { body, toc } = gallerySection(starters, language, t, await getToHtml(), withPreview);
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

test("another product's gallery: its cards link below its own gallery page and show its own previews", async () => {
  const joy = ofProduct('joy-ui', 'Joy UI', [{ slug: 'sign-in-side', component: 'SignInSide', title: 'Sign-in side', description: 'A form beside a panel.' }]);
  const { doc } = await render('en', () => true, joy);
  const card = doc.querySelector('li.MuiTemplateGallery-card')!;
  expect([...card.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
    '/screenshots/joy-ui/getting-started/templates/sign-in-side.jpg',
    '/screenshots/joy-ui/getting-started/templates/sign-in-side-dark.jpg',
  ]);
  expect([...card.querySelectorAll('.MuiTemplateGallery-actions a')].map((a) => a.getAttribute('href'))).toEqual([
    '/joy-ui/getting-started/templates/sign-in-side/',
    '/joy-ui/getting-started/templates/sign-in-side/#source',
  ]);
});
