import { ToastContainer } from 'react-toastify';

/** Loaded on demand by <ToastHost> (see platform/notify.ts). react-toastify 11 injects its own CSS. */
export default function ToastArea() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick />;
}
