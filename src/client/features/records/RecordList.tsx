import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '../../../shared/pagination.js';
import { DeletableList } from '../../components/DeletableList.js';
import { trpc } from '../../lib/trpc.js';

export function RecordList() {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const list = trpc.records.list.useQuery({ page, pageSize: PAGE_SIZE_DEFAULT }, { placeholderData: keepPreviousData });
  // Refresh after a failure too: 'Record not found.' means someone else already deleted it.
  const remove = trpc.records.delete.useMutation({ onSettled: () => utils.records.list.invalidate() });
  return (
    <DeletableList
      list={list}
      page={page}
      onPageChange={setPage}
      onDelete={(record) => remove.mutateAsync({ id: record.id })}
      label="Records"
      texts={{
        loading: 'Loading records...',
        empty: 'No records yet.',
        loadFailed: 'Failed to load records.',
        deleteFailed: 'Failed to delete record.',
        deleteDescription: 'Members will no longer find it in their record search. This cannot be undone.',
      }}
    />
  );
}
