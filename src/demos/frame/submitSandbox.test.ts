import { submitSandbox } from './submitSandbox';

afterEach(() => jest.restoreAllMocks());

test('posts a hidden form to a new tab with one hidden input per field, then removes it', () => {
  let wasInDocument = false;
  const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    wasInDocument = document.body.contains(this);
  });

  submitSandbox({ action: 'https://stackblitz.com/run?file=Demo.tsx', fields: { 'project[title]': 'A "demo"', 'project[files][Demo.tsx]': 'x\ny' } });

  expect(wasInDocument).toBe(true);
  const form = submit.mock.contexts[0] as HTMLFormElement;
  expect(form.method).toBe('post');
  expect(form.target).toBe('_blank');
  expect(form.action).toBe('https://stackblitz.com/run?file=Demo.tsx');
  const inputs = Array.from(form.querySelectorAll('input'));
  expect(inputs.map((input) => [input.type, input.name, input.value])).toEqual([
    ['hidden', 'project[title]', 'A "demo"'],
    ['hidden', 'project[files][Demo.tsx]', 'x\ny'],
  ]);
  expect(document.body.contains(form)).toBe(false);
  expect(document.querySelectorAll('form')).toHaveLength(0);
});

test('the form is removed even when submitting throws', () => {
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
    throw new Error('blocked');
  });
  expect(() => submitSandbox({ action: 'https://codesandbox.io/api/v1/sandboxes/define', fields: {} })).toThrow('blocked');
  expect(document.querySelectorAll('form')).toHaveLength(0);
});
