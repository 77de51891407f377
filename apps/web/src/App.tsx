import { Navigate, Route, Routes } from 'react-router';
import { HomePage } from './features/home/HomePage';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {/* Unknown paths go home (spec section 2). */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
