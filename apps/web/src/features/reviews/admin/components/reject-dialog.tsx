import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@scrivania/core/messages.it';
import {
  type AdminTestimonial,
  type RejectTestimonialBody,
  RejectTestimonialBodySchema,
} from '@scrivania/core/reviews/admin-moderation-schemas';
import { useForm } from 'react-hook-form';
import { DialogButtons } from '../../../../components/back-office/dialog-buttons.tsx';
import { TextArea } from '../../../../components/ui/field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';

const s = messages.reviews.moderation.screen;

/**
 * The reason for a rejection, asked in a dialog (the browser traps focus in it, Escape closes it): the
 * core schema refuses an empty one before anything is sent, the server refuses it again.
 */
export function RejectDialog({
  testimonial,
  busy,
  error,
  onReject,
  onCancel,
}: {
  testimonial: AdminTestimonial | null;
  busy: boolean;
  error: string | null;
  onReject: (body: RejectTestimonialBody) => void;
  onCancel: () => void;
}) {
  const form = useForm<RejectTestimonialBody>({
    resolver: zodResolver(RejectTestimonialBodySchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    form.reset();
    onCancel();
  };
  return (
    <Modal open={testimonial !== null} onClose={close} title={s.rejectTitle}>
      {testimonial && (
        <form
          noValidate
          onSubmit={form.handleSubmit((body) => onReject(body))}
          className="mt-4 space-y-4 text-slate-700"
        >
          <p>{s.rejectIntro(testimonial.title)}</p>
          <TextArea
            {...form.register('reason')}
            label={s.rejectReason}
            rows={3}
            maxLength={500}
            error={form.formState.errors.reason?.message}
          />
          {error && (
            <p role="alert" className="text-red-800">
              {error}
            </p>
          )}
          <DialogButtons cancelLabel={s.cancel} onCancel={close} confirmLabel={s.reject} danger busy={busy} />
        </form>
      )}
    </Modal>
  );
}
