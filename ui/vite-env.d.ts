// Lets TypeScript accept Vite's asset imports (the stylesheet) in the browser app.
/// <reference types="vite/client" />
