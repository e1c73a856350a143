// The trainers feature's procedures this feature reads (trainers.publicList, trainers.list,
// ptServices.list) are built on another branch at the same time. Until the branches meet they are
// called through the vanilla client under the names and shapes the issue fixes; after the merge these
// hooks read the same procedures and only this file changes.
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.js';

export interface TrainerChoice {
  id: string;
  name: string;
}

export interface ServiceChoice {
  id: string;
  name: string;
  durationMinutes: number;
  priceCents: number;
}

type Query<T> = { query: () => Promise<T> };
interface PendingClient {
  trainers: { publicList: Query<TrainerChoice[]>; list: Query<TrainerChoice[]> };
  ptServices: { list: Query<ServiceChoice[]> };
}

function usePending() {
  return trpc.useUtils().client as unknown as PendingClient;
}

/** The trainers members may book (public list). */
export function usePublicTrainers() {
  const client = usePending();
  return useQuery({ queryKey: ['trainers.publicList'], queryFn: () => client.trainers.publicList.query() });
}

/** Every trainer, for the desk and management. */
export function useTrainerList(enabled: boolean) {
  const client = usePending();
  return useQuery({ queryKey: ['trainers.list'], queryFn: () => client.trainers.list.query(), enabled });
}

/** The active PT services with their prices. */
export function usePtServices() {
  const client = usePending();
  return useQuery({ queryKey: ['ptServices.list'], queryFn: () => client.ptServices.list.query() });
}
