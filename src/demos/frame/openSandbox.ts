import site from '../../config/site.json';
import type { CodeStyling, CodeVariant } from '../../domain/preferences';
import { pickByCodeVariant, type DemoData, type DemoVariant } from '../../domain/demo';
import { createCodeSandboxRequest, createStackBlitzRequest, getSandboxTitle, type SandboxDemo } from '../../domain/sandbox';
import { submitSandbox } from './submitSandbox';

export interface SandboxContext {
  data: DemoData;
  demo: DemoVariant;
  variant: CodeVariant;
  styling: CodeStyling;
  productId: string;
  productName: string;
  language: string;
}

/** The sandbox description of the demo as the reader sees it (language and styling). */
export function toSandboxDemo({ data, demo, variant, styling, productId, productName, language }: SandboxContext): SandboxDemo {
  const source = pickByCodeVariant(variant, demo).value;
  return {
    demoName: data.name,
    title: getSandboxTitle(data.name, productName),
    description: demo.sourceUrl[variant],
    language,
    productId,
    codeVariant: variant,
    codeStyling: styling,
    code: source.raw,
    relativeModules: demo.relativeModules.map((module) => {
      const picked = pickByCodeVariant(variant, module);
      return { path: `./${module.path}.${picked.variant === 'TS' ? 'tsx' : 'js'}`, code: picked.value };
    }),
    ...demo.sandbox[variant],
  };
}

/** Opens the demo in a new tab on the sandbox service (a POST form; nothing is sent before the click). */
export function openSandbox(target: 'codesandbox' | 'stackblitz', context: SandboxContext) {
  const demo = toSandboxDemo(context);
  submitSandbox(
    target === 'codesandbox'
      ? createCodeSandboxRequest(demo, { defineUrl: site.sandboxes.codeSandboxDefineUrl })
      : createStackBlitzRequest(demo, { runUrl: site.sandboxes.stackBlitzRunUrl }),
  );
}
