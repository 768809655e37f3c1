import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from 'shared/standalone';
import routes from './routes';
import screens from './screens';

// Standalone dev page of remote-reports (the host never loads this file: it loads ./routes via remoteEntry.js).
const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp title="remote-reports" routes={routes} screens={screens} />
  </StrictMode>,
);
