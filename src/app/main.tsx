import { createRoot } from 'react-dom/client';
import './mantine-styles';
import './global.css';
import { Providers } from './providers';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <Providers>
    <App />
  </Providers>,
);
