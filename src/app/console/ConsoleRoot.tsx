import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import ConsoleApp from './ConsoleApp';

/** The staff area: react-router owns /admin/*, and any other address outside the solver goes there. */
const ConsoleRoot = () => (
  <BrowserRouter>
    <Routes>
      <Route path="/admin/*" element={<ConsoleApp />} />
      <Route path="*" element={<Navigate to="/admin/" replace />} />
    </Routes>
  </BrowserRouter>
);

export default ConsoleRoot;
