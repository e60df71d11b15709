import { startApp } from './app/startup/start-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
void startApp(container);
