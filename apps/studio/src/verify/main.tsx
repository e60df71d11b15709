import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/slot.css';
import '../styles/verify.css';
import { VerifyApp } from './verify-app.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(<VerifyApp />);
