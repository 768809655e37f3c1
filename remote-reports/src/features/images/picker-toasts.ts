import { toast } from 'react-toastify';
import type { PickerMessage } from './picker-rules';

/** The picker's messages as toasts: errors red, the duplicates warning yellow. */
export function showPickerMessages(messages: readonly PickerMessage[]): void {
  for (const m of messages) (m.kind === 'error' ? toast.error : toast.warning)(m.text);
}
