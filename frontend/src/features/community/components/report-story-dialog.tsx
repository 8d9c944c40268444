import { useId, useState } from 'react';
import { REPORT_REASON_MAX, storyReportSchema, type CommunityStory } from '#shared/schemas/community';
import { isHttpError } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { useToast } from '@/shared/ui/toast';
import { reportStory } from '../api/report-story';

interface ReportStoryDialogProps {
  story: CommunityStory | null;
  onClose: () => void;
}

/** A golfer tells an operator what is wrong with a story; the operator can hide it. */
export function ReportStoryDialog({ story, onClose }: ReportStoryDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { toast } = useToast();
  const fieldId = useId();
  const errorId = useId();

  const submit = async () => {
    if (!story) return;
    const parsed = storyReportSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say in a few words what is wrong with this story');
      return;
    }
    setPending(true);
    try {
      await reportStory(story.id, parsed.data.reason);
      toast({
        title: 'Story reported',
        description: 'Thank you. An operator will look at it.',
        variant: 'success',
      });
      setReason('');
      setError(null);
      onClose();
    } catch (failure) {
      setError(
        isHttpError(failure) && failure.body
          ? failure.body.message
          : 'Failed to report the story. Please try again.',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={story !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Report this story"
        description={
          story ? `${story.course.name}, shared by ${story.user.firstName ?? 'a golfer'}` : undefined
        }
      >
        <form
          className="report-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={fieldId}>What is wrong with it?</label>
          <textarea
            id={fieldId}
            value={reason}
            maxLength={REPORT_REASON_MAX}
            rows={4}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error ? (
            <p id={errorId} className="report-form__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="report-form__actions">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" pending={pending}>
              Report Story
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
