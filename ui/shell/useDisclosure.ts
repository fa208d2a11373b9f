/** Open/close state for a menu toggled by a button: Escape closes it and puts focus back on the button; a route change closes it. */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export function useDisclosure<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<T>(null);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, setOpen, toggle: () => setOpen((value) => !value), close: () => setOpen(false), toggleRef };
}
