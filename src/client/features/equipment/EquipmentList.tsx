import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '../../../shared/pagination.js';
import { DeletableList } from '../../components/DeletableList.js';
import { trpc } from '../../lib/trpc.js';

export function EquipmentList() {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const list = trpc.equipment.list.useQuery(
    { page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: keepPreviousData },
  );
  // Refresh after a failure too: 'Equipment not found.' means someone else already deleted it.
  const remove = trpc.equipment.delete.useMutation({ onSettled: () => utils.equipment.list.invalidate() });
  return (
    <DeletableList
      list={list}
      page={page}
      onPageChange={setPage}
      onDelete={(item) => remove.mutateAsync({ id: item.id })}
      label="Equipment"
      details={(item) => `Qty ${item.quantity}`}
      texts={{
        loading: 'Loading equipment...',
        empty: 'No equipment yet.',
        loadFailed: 'Failed to load equipment.',
        deleteFailed: 'Failed to delete equipment.',
        deleteDescription: 'It will be removed from the equipment list. This cannot be undone.',
      }}
    />
  );
}
