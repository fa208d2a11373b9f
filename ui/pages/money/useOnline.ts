/** Follows navigator.onLine so the money wizards can refuse to start offline and recover when the connection returns. */
import { useEffect, useState } from 'react';

export function useOnline(onChange?: (online: boolean) => void): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => {
      setOnline(navigator.onLine);
      onChange?.(navigator.onLine);
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [onChange]);
  return online;
}
