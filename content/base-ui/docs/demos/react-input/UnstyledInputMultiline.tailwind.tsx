import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { prepareForSlot } from '@mui/base/utils';

// Input passes its `ownerState` to custom slot components; prepareForSlot removes it
// so TextareaAutosize does not forward it to the DOM.
const Textarea = prepareForSlot(TextareaAutosize);

export default function UnstyledInputMultiline() {
  const id = React.useId();
  return (
    <div className="flex w-80 flex-col gap-1 font-sans text-sm">
      <label htmlFor={id} className="font-semibold">
        Delivery instructions
      </label>
      <Input
        id={id}
        multiline
        minRows={2}
        maxRows={6}
        placeholder="Leave the parcel with the concierge…"
        slots={{ textarea: Textarea }}
        slotProps={{
          input: {
            className:
              'box-border w-full resize-none rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 font-sans text-sm leading-normal text-slate-900 placeholder:text-slate-500 hover:border-blue-500 focus:border-blue-500 focus:outline-none focus:ring-[3px] focus:ring-blue-200',
          },
        }}
      />
    </div>
  );
}
