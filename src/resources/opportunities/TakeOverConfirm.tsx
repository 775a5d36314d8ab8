import { SafeConfirm } from '../../ui/SafeConfirm';

interface TakeOverConfirmProps {
  /** The staff member who supervises the request now. */
  supervisor: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Assign to me over a colleague's claim: name them and ask; the safe choice has the focus. */
export const TakeOverConfirm = ({
  supervisor,
  open,
  onCancel,
  onConfirm,
}: TakeOverConfirmProps) => (
  <SafeConfirm
    isOpen={open}
    title="app.opportunities.detail.take_over.title"
    content="app.opportunities.detail.take_over.body"
    contentTranslateOptions={{ name: supervisor }}
    confirm="app.opportunities.detail.take_over.confirm"
    onConfirm={onConfirm}
    onClose={onCancel}
  />
);
