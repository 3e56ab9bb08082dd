import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

export default function UnstyledTextareaIntroduction() {
  const id = React.useId();
  return (
    <div className="rounded-xl bg-white p-4 font-sans text-sm text-slate-900">
      <label htmlFor={id} className="mb-1 block font-semibold">
        Release notes
      </label>
      <TextareaAutosize
        id={id}
        minRows={3}
        maxRows={6}
        className="box-border block w-80 resize-none rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 font-sans text-sm leading-normal text-slate-900 outline-0 placeholder:text-slate-500 hover:border-blue-500 focus:border-blue-500 focus:ring-[3px] focus:ring-blue-200"
        placeholder="Type a few lines: the field grows up to six rows, then scrolls."
      />
    </div>
  );
}
