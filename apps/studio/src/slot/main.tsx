import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/slot.css';
import { SlotApp } from './slot-app.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(<SlotApp />);
