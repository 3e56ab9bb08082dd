import * as React from 'react';

const questions = [
  {
    title: 'Can I change my plan later?',
    answer:
      'Yes. Upgrades apply at once; downgrades apply at the end of the billing period.',
  },
  {
    title: 'Do you offer refunds?',
    answer: 'Annual plans can be refunded within 30 days of purchase.',
  },
  {
    title: 'Where is my data stored?',
    answer: 'In data centers in the European Union, replicated across two regions.',
  },
];

export default function NativeDetailsAccordion() {
  return (
    <div className="w-[420px] max-w-full divide-x-0 divide-y divide-solid divide-slate-200 overflow-hidden rounded-xl border border-solid border-slate-200 bg-white font-sans text-sm text-slate-900">
      {questions.map((question, index) => (
        // Details sharing a `name` form an exclusive group in browsers that support it.
        <details key={question.title} name="faq" open={index === 0}>
          <summary className="cursor-pointer px-4 py-3 font-semibold hover:bg-slate-50 focus-visible:outline focus-visible:outline-[3px] focus-visible:-outline-offset-[3px] focus-visible:outline-blue-300">
            {question.title}
          </summary>
          <p className="m-0 px-4 pb-4 text-slate-700">{question.answer}</p>
        </details>
      ))}
    </div>
  );
}
