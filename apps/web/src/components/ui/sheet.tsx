import type { DialogLook } from './modal.tsx';

/**
 * A `Modal` as a sheet rising from the bottom of a phone's screen: its title and its footer stay in
 * view while the rest scrolls between them. Kept apart from the modal so only the pages with a sheet
 * load it.
 */
export const SHEET: DialogLook = {
  dialog: 'mx-0 mt-auto mb-0 h-[90dvh] max-h-none w-full max-w-none rounded-t-2xl',
  frame: 'flex h-full flex-col',
  bar: 'flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3',
  title: 'text-xl',
  body: 'min-h-0 flex-1 space-y-6 overflow-y-auto p-4',
};
