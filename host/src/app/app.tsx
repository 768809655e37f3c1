import { RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { AppThemeProvider, useTheme } from 'shared/theme';
import { router } from './router';

function Toasts() {
  const { isDark } = useTheme();
  // Spec: toasts top-right for 4 seconds.
  return <ToastContainer position="top-right" autoClose={4000} theme={isDark ? 'dark' : 'light'} newestOnTop={false} />;
}

export function App() {
  return (
    <AppThemeProvider>
      <RouterProvider router={router} />
      <Toasts />
    </AppThemeProvider>
  );
}
