// The design tokens load first so feature stylesheets can build on them.
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { BusyNotice } from './components/BusyNotice.js';
import { createQueryClient } from './lib/query-client.js';
import { createTrpcClient, trpc } from './lib/trpc.js';

function Root() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(() => createTrpcClient({ url: '/trpc' }));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <App />
        <BusyNotice />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
