import { Trans, useLingui } from '@lingui/react/macro';
import { SOLD_UNDO_HOURS } from '@jolda/contracts';
import { Button, Dialog } from '@jolda/ui';

/** "Автомобиль продан?": the confirmation before an announcement is marked sold (my publications and the car page). */
export function SoldConfirmDialog({
  car,
  onCancel,
  onConfirm,
  confirmTestId,
}: {
  /** The car asked about; null: closed. */
  car: { title: string; year: number } | null;
  onCancel: () => void;
  onConfirm: () => void;
  confirmTestId?: string;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={car !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t`Автомобиль продан?`}
      closeLabel={t`Закрыть`}
      alert
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Отмена</Trans>
          </Button>
          <Button onClick={onConfirm} data-testid={confirmTestId}>
            <Trans>Да, продан</Trans>
          </Button>
        </>
      }
    >
      <p>
        {car
          ? t`«${car.title}, ${car.year}» уйдёт из поиска, покупатели увидят отметку «продан». Передумали — вернуть можно в течение ${SOLD_UNDO_HOURS} часов.`
          : null}
      </p>
    </Dialog>
  );
}
