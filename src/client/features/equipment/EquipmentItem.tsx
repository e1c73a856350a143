// One item: name, quantity, whether it is out of order, due for service or has problems reported,
// and its actions: the everyday ones as buttons, Delete (rare and final) in the row's menu behind a
// confirmation. Every outcome is reported to the list, whose message takes focus.
import { useId, useState } from 'react';
import { EQUIPMENT_STATUS_LABELS } from '../../../shared/equipment.schemas.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { Group } from '../../components/Group.js';
import { RowActionsMenu } from '../../components/RowActionsMenu.js';
import { useRowDialogs } from '../../components/useRowDialogs.js';
import { messageOf } from '../../lib/errors.js';
import { useGymFormat } from '../../lib/gym.js';
import { trpc } from '../../lib/trpc.js';
import { EditEquipmentDialog } from './EditEquipmentDialog.js';
import { EquipmentLog } from './EquipmentLog.js';
import { LogMaintenanceDialog } from './LogMaintenanceDialog.js';
import type { EquipmentListItem } from './types.js';

interface EquipmentItemProps {
  item: EquipmentListItem;
  /** The gym's day, 'YYYY-MM-DD': an item due on or before it is due now. */
  today: string;
  onSuccess: (text: string) => void;
  onFailure: (text: string) => void;
  onDelete: (item: EquipmentListItem) => Promise<void>;
  onDeleteDialogClosed: (event: Event) => void;
}

export function EquipmentItem({
  item,
  today,
  onSuccess,
  onFailure,
  onDelete,
  onDeleteDialogClosed,
}: EquipmentItemProps) {
  const nameId = useId();
  const format = useGymFormat();
  const logId = useId();
  const [showLog, setShowLog] = useState(false);
  const utils = trpc.useUtils();
  const outOfOrder = item.status === 'out_of_order';
  const setStatus = trpc.equipment.setStatus.useMutation({
    onSuccess: async (_result, input) => {
      await Promise.all([
        utils.equipment.list.invalidate(),
        utils.equipment.listServiceDue.invalidate(),
        utils.equipment.listLog.invalidate({ id: item.id }),
      ]);
      onSuccess(`${item.name} is now marked ${EQUIPMENT_STATUS_LABELS[input.status].toLowerCase()}.`);
    },
    onError: (error) => onFailure(messageOf(error, `Could not change the status of ${item.name}.`)),
  });
  const dialogs = useRowDialogs<'delete'>();
  const dueNow = item.serviceDueOn !== null && item.serviceDueOn <= today;

  return (
    <li className="equipment-item">
      <div className="item-main">
        <div className="equipment-title">
          <strong id={nameId}>{item.name}</strong>
        </div>
        <span className="muted">Qty {format.count(item.quantity)}</span>
        <div className="equipment-title">
          {outOfOrder && <Badge tone="danger">Out of order</Badge>}
          {dueNow && <Badge tone="warning">Service due</Badge>}
          {item.openProblems > 0 && (
            <Badge tone="warning">{format.countOf(item.openProblems, 'problem')} reported</Badge>
          )}
        </div>
        {item.serviceDueOn && <span className="muted">Next service: {format.date(item.serviceDueOn)}</span>}
      </div>
      <Group className="item-actions" labelledBy={nameId}>
        <EditEquipmentDialog item={item} onSaved={(name) => onSuccess(`Saved ${name}.`)} />
        <Button
          variant="secondary"
          pending={setStatus.isPending}
          onClick={() => setStatus.mutate({ id: item.id, status: outOfOrder ? 'in_service' : 'out_of_order' })}
        >
          {outOfOrder ? 'Mark in service' : 'Mark out of order'}
        </Button>
        <LogMaintenanceDialog item={item} onLogged={() => onSuccess(`Logged maintenance for ${item.name}.`)} />
        <Button
          variant="secondary"
          aria-expanded={showLog}
          aria-controls={showLog ? logId : undefined}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? 'Hide log' : 'View log'}
        </Button>
        <RowActionsMenu
          rowName={item.name}
          triggerRef={dialogs.triggerRef}
          actions={[{ label: 'Delete…', destructive: true, onSelect: () => dialogs.open('delete') }]}
        />
        <ConfirmDialog
          {...dialogs.control('delete')}
          title={`Delete ${item.name}?`}
          description="It will be removed from the equipment list with its log. This cannot be undone."
          confirmLabel="Delete"
          onConfirm={() => onDelete(item)}
          onCloseAutoFocus={onDeleteDialogClosed}
        />
      </Group>
      {showLog && <EquipmentLog id={item.id} name={item.name} panelId={logId} />}
    </li>
  );
}
