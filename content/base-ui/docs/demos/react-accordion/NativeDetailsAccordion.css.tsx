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
    <div className="NativeDetailsAccordion">
      {questions.map((question, index) => (
        // Details sharing a `name` form an exclusive group in browsers that support it.
        <details key={question.title} name="faq" open={index === 0}>
          <summary>{question.title}</summary>
          <p>{question.answer}</p>
        </details>
      ))}
      <Styles />
    </div>
  );
}

// Keep quotes, ampersands and angle brackets out of this CSS: React escapes them in the
// server-rendered <style> text, which would break the rules before hydration.
function Styles() {
  return (
    <style>
      {`
      .NativeDetailsAccordion {
        width: 420px;
        max-width: 100%;
        border-radius: 12px;
        overflow: hidden;
        border: 1px solid #dae2ed;
        font-family: IBM Plex Sans, sans-serif;
        font-size: 0.875rem;
        color: #1c2025;
        background: #fff;
      }

      .NativeDetailsAccordion details + details {
        border-top: 1px solid #dae2ed;
      }

      .NativeDetailsAccordion summary {
        padding: 12px 16px;
        font-weight: 600;
        cursor: pointer;
      }

      .NativeDetailsAccordion summary:hover {
        background: #f3f6f9;
      }

      .NativeDetailsAccordion summary:focus-visible {
        outline: 3px solid #99ccf3;
        outline-offset: -3px;
      }

      .NativeDetailsAccordion p {
        margin: 0;
        padding: 0 16px 16px;
        color: #434d5b;
      }
      `}
    </style>
  );
}
